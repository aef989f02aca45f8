import Foundation
import PresentationKit
import Testing

@MainActor
@Suite("Conformance · standard controls")
struct ControlConformanceTests {
    @Test("UISlider: dragging the thumb goes through setValue and the geometry overrides")
    func slider() throws {
        let log = CallLog.start()
        let stage = Stage()
        let slider = ConformingSlider(frame: CGRect(x: 20, y: 400, width: 228, height: 31))
        _ = try #require(ConformingSlider(coder: NSCoder()))
        stage.root.view.addSubview(slider)
        stage.host.runUntilIdle()
        #expect(
            inOrder(
                log.take(),
                ["UISlider.init(frame:)", "UISlider.init(coder:)", "UISlider.trackRect(forBounds:)"]))
        stage.host.drag(from: CGPoint(x: 34, y: 415), to: CGPoint(x: 134, y: 415), duration: 0.2)
        let drag = log.take()
        #expect(drag.contains("UISlider.thumbRect(forBounds:trackRect:value:)"), "\(drag)")
        #expect(drag.contains("UISlider.setValue(_:animated:)"))
        #expect(abs(slider.value - 0.5) < 1e-4)
        let asSlider: UISlider = slider
        asSlider.minimumValue = 0
        asSlider.maximumValue = 2
        asSlider.isContinuous = false
        asSlider.minimumTrackTintColor = .red
        asSlider.maximumTrackTintColor = .gray
        asSlider.thumbTintColor = .white
        asSlider.value = 1
        _ = (asSlider.isContinuous, asSlider.minimumTrackTintColor, asSlider.maximumTrackTintColor)
        _ = asSlider.thumbTintColor
        #expect(log.missing("UISlider") == [])
    }

    @Test("UISwitch: a tap goes through setOn(_:animated:)")
    func toggle() throws {
        let log = CallLog.start()
        let stage = Stage()
        let toggle = ConformingSwitch(frame: CGRect(x: 100, y: 300, width: 51, height: 31))
        _ = try #require(ConformingSwitch(coder: NSCoder()))
        stage.root.view.addSubview(toggle)
        stage.host.runUntilIdle()
        stage.host.tap(at: CGPoint(x: 125, y: 315))
        #expect(log.take().contains("UISwitch.setOn(_:animated:)"))
        let asSwitch: UISwitch = toggle
        #expect(asSwitch.isOn)
        asSwitch.isOn = false
        asSwitch.onTintColor = .blue
        asSwitch.thumbTintColor = .white
        _ = (asSwitch.onTintColor, asSwitch.thumbTintColor)
        #expect(log.missing("UISwitch") == [])
    }

    @Test("UISegmentedControl: items go through insertSegment; a tap sets selectedSegmentIndex")
    func segmentedControl() throws {
        let log = CallLog.start()
        let stage = Stage()
        let control = ConformingSegmentedControl(frame: CGRect(x: 0, y: 300, width: 304, height: 32))
        _ = try #require(ConformingSegmentedControl(coder: NSCoder()))
        for title in ["One", "Two", "Three"] {
            control.insertSegment(withTitle: title, at: control.numberOfSegments, animated: false)
        }
        stage.root.view.addSubview(control)
        stage.host.runUntilIdle()
        _ = log.take()
        stage.host.tap(at: CGPoint(x: 150, y: 316))
        #expect(log.take().contains("UISegmentedControl.selectedSegmentIndex"))
        #expect(control.selectedSegmentIndex == 1)
        let asControl: UISegmentedControl = control
        asControl.isMomentary = false
        asControl.apportionsSegmentWidthsByContent = false
        _ = (asControl.isMomentary, asControl.apportionsSegmentWidthsByContent)
        asControl.setTitle("Uno", forSegmentAt: 0)
        #expect(asControl.titleForSegment(at: 0) == "Uno")
        asControl.setEnabled(false, forSegmentAt: 2)
        #expect(!asControl.isEnabledForSegment(at: 2))
        asControl.setWidth(80, forSegmentAt: 0)
        #expect(asControl.widthForSegment(at: 0) == 80)
        asControl.removeSegment(at: 2, animated: false)
        asControl.removeAllSegments()
        #expect(asControl.numberOfSegments == 0)
        #expect(log.missing("UISegmentedControl") == [])
    }

    @Test("UIStepper: a tap reads the step, bounds and wrapping through the overrides")
    func stepper() throws {
        let log = CallLog.start()
        let stage = Stage()
        let stepper = ConformingStepper(frame: CGRect(x: 100, y: 300, width: 94, height: 32))
        _ = try #require(ConformingStepper(coder: NSCoder()))
        stage.root.view.addSubview(stepper)
        stage.host.runUntilIdle()
        _ = log.take()
        stage.host.tap(at: CGPoint(x: 180, y: 316))
        #expect(stepper.value == 1)
        let asStepper: UIStepper = stepper
        asStepper.minimumValue = 0
        asStepper.maximumValue = 10
        asStepper.stepValue = 2
        asStepper.wraps = false
        asStepper.autorepeat = true
        asStepper.isContinuous = true
        asStepper.value = 4
        _ = (asStepper.wraps, asStepper.autorepeat, asStepper.isContinuous)
        #expect(log.missing("UIStepper") == [])
    }

    @Test("UIPageControl: a tap moves currentPage; the size comes from size(forNumberOfPages:)")
    func pageControl() throws {
        let log = CallLog.start()
        let stage = Stage()
        let pages = ConformingPageControl(frame: CGRect(x: 95, y: 400, width: 200, height: 26))
        _ = try #require(ConformingPageControl(coder: NSCoder()))
        pages.numberOfPages = 4
        stage.root.view.addSubview(pages)
        stage.host.runUntilIdle()
        stage.host.tap(at: CGPoint(x: 280, y: 413))
        #expect(log.take().contains("UIPageControl.currentPage"))
        pages.sizeToFit()
        #expect(pages.bounds.size == CGSize(width: 80, height: 26))
        let asPages: UIPageControl = pages
        asPages.hidesForSinglePage = true
        asPages.pageIndicatorTintColor = .gray
        asPages.currentPageIndicatorTintColor = .black
        _ = (
            asPages.hidesForSinglePage, asPages.pageIndicatorTintColor, asPages.currentPageIndicatorTintColor
        )
        #expect(log.missing("UIPageControl") == [])
    }

    @Test("UIActivityIndicatorView and UIProgressView: their members through the base class")
    func indicators() {
        let log = CallLog.start()
        let spinner = ConformingActivityIndicatorView(frame: .zero)
        _ = ConformingActivityIndicatorView(coder: NSCoder())
        let asSpinner: UIActivityIndicatorView = spinner
        asSpinner.style = .large
        asSpinner.color = .gray
        asSpinner.hidesWhenStopped = true
        asSpinner.startAnimating()
        #expect(asSpinner.isAnimating && !asSpinner.isHidden)
        asSpinner.stopAnimating()
        _ = (asSpinner.style, asSpinner.color, asSpinner.hidesWhenStopped)
        #expect(log.missing("UIActivityIndicatorView") == [])

        let stage = Stage()
        let bar = ConformingProgressView(frame: CGRect(x: 0, y: 100, width: 200, height: 4))
        _ = ConformingProgressView(coder: NSCoder())
        stage.root.view.addSubview(bar)
        let asBar: UIProgressView = bar
        asBar.progressViewStyle = .default
        asBar.progressTintColor = .blue
        asBar.trackTintColor = .gray
        asBar.progress = 0.5
        asBar.setProgress(0.75, animated: true)
        stage.host.runUntilIdle()
        _ = (asBar.progressViewStyle, asBar.progressTintColor, asBar.trackTintColor)
        #expect(log.missing("UIProgressView") == [])
    }
}
