import Foundation
import Testing

@testable import PresentationKit

/// Counts the `valueChanged` actions a control sends.
@MainActor
private final class ValueChanges {
    var count = 0
    init(_ control: UIControl) {
        control.addAction(UIAction { [unowned self] _ in self.count += 1 }, for: .valueChanged)
    }
}

/// The standard controls: values, events, tracking with the host's touches, their parts (Behaviour 22.1–22.6).
@MainActor
@Suite("Standard controls")
struct StandardControlsTests {
    private func hosted<Control: UIView>(_ control: Control, at frame: CGRect) -> HeadlessHost {
        let host = HeadlessHost()
        control.frame = frame
        host.window.addSubview(control)
        host.runUntilIdle()
        return host
    }

    @Test("a slider's value follows the dragged thumb and sends valueChanged per move (Behaviour 22.1)")
    func sliderDrag() {
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 100
        let host = hosted(slider, at: CGRect(x: 20, y: 400, width: 228, height: 31))
        let changes = ValueChanges(slider)
        // The thumb's centre travels 200 points (228 − 28), from x = 34 to x = 234 in the window.
        host.touchDown(at: CGPoint(x: 34, y: 415))
        for step in 1...5 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 34 + CGFloat(step) * 20, y: 415))
        }
        #expect(abs(slider.value - 50) < 1e-4, "100 points of 200: half the range")
        #expect(changes.count == 5)
        host.touchUp()
        #expect(changes.count == 5)
        // Thumb frame for the value: x = 200 × 0.5 within the track.
        let thumb = slider.thumbRect(
            forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
            value: slider.value)
        #expect(thumb == CGRect(x: 100, y: 1.5, width: 28, height: 28))

        // Past the end: clamped at the maximum.
        host.touchDown(at: CGPoint(x: 134, y: 415))
        host.advance(by: 1.0 / 60)
        host.touchMove(to: CGPoint(x: 400, y: 415))
        host.touchUp()
        #expect(slider.value == 100)

        // A touch away from the thumb moves nothing.
        host.touchDown(at: CGPoint(x: 40, y: 415))
        host.advance(by: 1.0 / 60)
        host.touchMove(to: CGPoint(x: 80, y: 415))
        host.touchUp()
        #expect(slider.value == 100)
    }

    @Test("a slider that is not continuous sends once, at the end; code sets send nothing (Behaviour 22.1)")
    func sliderNotContinuous() {
        let slider = UISlider()
        let host = hosted(slider, at: CGRect(x: 20, y: 400, width: 228, height: 31))
        let changes = ValueChanges(slider)
        slider.isContinuous = false
        host.drag(from: CGPoint(x: 34, y: 415), to: CGPoint(x: 84, y: 415), duration: 0.2)
        #expect(changes.count == 1)
        #expect(abs(slider.value - 0.25) < 1e-4)
        slider.value = 2
        slider.setValue(-1, animated: true)
        #expect(slider.value == 0, "clamped")
        #expect(changes.count == 1, "setting the value in code sends nothing")
        slider.value = .nan
        #expect(slider.value == 0 && host.diagnostics.last?.kind == .invalidInput)
    }

    @Test("a switch flips on a tap, follows a drag, and keeps UIKit's size (Behaviour 22.2)")
    func switchToggles() {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 300, width: 200, height: 100))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        let host = HeadlessHost()
        host.window.addSubview(toggle)
        let changes = ValueChanges(toggle)
        host.tap(at: CGPoint(x: 125, y: 315))
        #expect(toggle.isOn && changes.count == 1)
        host.tap(at: CGPoint(x: 125, y: 315))
        #expect(!toggle.isOn && changes.count == 2)
        // A drag to the right ends on: on. A drag to the right when already on changes nothing.
        host.drag(from: CGPoint(x: 105, y: 315), to: CGPoint(x: 145, y: 315), duration: 0.2)
        #expect(toggle.isOn && changes.count == 3)
        host.drag(from: CGPoint(x: 105, y: 315), to: CGPoint(x: 145, y: 315), duration: 0.2)
        #expect(toggle.isOn && changes.count == 3)
        toggle.setOn(false, animated: true)
        host.runUntilIdle()
        #expect(!toggle.isOn && changes.count == 3, "code sends nothing")
    }

    @Test("a segmented control selects the segment lifted in and sends valueChanged (Behaviour 22.3)")
    func segmentedControl() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        let host = hosted(control, at: CGRect(x: 0, y: 300, width: 304, height: 32))
        let changes = ValueChanges(control)
        // Segments of (304 − 4) / 3 = 100 points from x = 2.
        #expect(control.segmentFrame(at: 1) == CGRect(x: 102, y: 2, width: 100, height: 28))
        host.tap(at: CGPoint(x: 150, y: 316))
        #expect(control.selectedSegmentIndex == 1 && changes.count == 1)
        host.tap(at: CGPoint(x: 150, y: 316))
        #expect(changes.count == 1, "the selected segment again: nothing")
        control.setEnabled(false, forSegmentAt: 2)
        host.tap(at: CGPoint(x: 250, y: 316))
        #expect(control.selectedSegmentIndex == 1, "a disabled segment is not selected")
        control.selectedSegmentIndex = 0
        #expect(changes.count == 1, "code sends nothing")
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == 0)
        #expect(host.diagnostics.last?.message.contains("out of range") == true)
        control.setWidth(60, forSegmentAt: 0)
        #expect(control.segmentFrame(at: 1).width == 120, "the others share what is left")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 0) == "Two")
    }

    @Test("a stepper steps on touch-down, repeats while held, stops at its ends or wraps (Behaviour 22.4)")
    func stepper() {
        let stepper = UIStepper()
        stepper.maximumValue = 5
        let host = hosted(stepper, at: CGRect(x: 100, y: 300, width: 10, height: 10))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        let changes = ValueChanges(stepper)
        host.touchDown(at: CGPoint(x: 180, y: 316))
        #expect(stepper.value == 1 && changes.count == 1, "stepped on touch-down")
        host.advance(by: 0.45)
        #expect(stepper.value == 1)
        host.advance(by: 0.1)
        #expect(stepper.value == 2, "repeats after 0.5 s")
        host.advance(by: 0.3)
        #expect(stepper.value == 5, "then every 0.1 s, up to the maximum")
        host.advance(by: 0.5)
        #expect(stepper.value == 5 && changes.count == 5)
        host.touchUp()
        stepper.wraps = true
        host.tap(at: CGPoint(x: 180, y: 316))
        #expect(stepper.value == 0, "wrapped past the maximum")
        host.tap(at: CGPoint(x: 120, y: 316))
        #expect(stepper.value == 5, "and back past the minimum")
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1 && host.diagnostics.last?.kind == .invalidInput)
    }

    @Test("a page control steps toward the tapped side (Behaviour 22.5)")
    func pageControl() {
        let pages = UIPageControl()
        pages.numberOfPages = 5
        #expect(pages.size(forNumberOfPages: 5) == CGSize(width: 96, height: 26))
        let host = hosted(pages, at: CGRect(x: 95, y: 400, width: 200, height: 26))
        let changes = ValueChanges(pages)
        host.tap(at: CGPoint(x: 280, y: 413))
        #expect(pages.currentPage == 1 && changes.count == 1)
        host.tap(at: CGPoint(x: 100, y: 413))
        host.tap(at: CGPoint(x: 100, y: 413))
        #expect(pages.currentPage == 0 && changes.count == 2, "no page before the first")
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
    }

    @Test("progress fills its share of the width; the indicator shows while animating (Behaviour 22.6)")
    func progressAndActivity() {
        let progress = UIProgressView(progressViewStyle: .default)
        let host = hosted(progress, at: CGRect(x: 0, y: 100, width: 200, height: 4))
        progress.progress = 0.25
        host.runUntilIdle()
        #expect(progress.subviews.first?.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
        progress.setProgress(2, animated: true)
        #expect(progress.progress == 1)
        host.runUntilIdle()
        #expect(progress.subviews.first?.frame.width == 200)

        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37))
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test("each control's value is key-value observable (Behaviour 21.1, 22.1)")
    func valuesAreObservable() {
        let slider = UISlider()
        let values = ChangeRecorder<Float>()
        let sliderObservation = slider.observe(\.value, options: [.old, .new]) { slider, change in
            values.record(slider, change)
        }
        slider.value = 0.5
        #expect(values.newValues == [0.5] && values.oldValues == [0])

        let toggle = UISwitch()
        let ons = ChangeRecorder<Bool>()
        let switchObservation = toggle.observe(\.isOn, options: .new) { toggle, change in
            ons.record(toggle, change)
        }
        toggle.isOn = true
        #expect(ons.newValues == [true])

        let segments = UISegmentedControl(items: ["A", "B"])
        let indexes = ChangeRecorder<Int>()
        let segmentObservation = segments.observe(\.selectedSegmentIndex, options: .new) { control, change in
            indexes.record(control, change)
        }
        segments.selectedSegmentIndex = 1
        #expect(indexes.newValues == [1])

        let stepper = UIStepper()
        let steps = ChangeRecorder<Double>()
        let stepperObservation = stepper.observe(\.value, options: .new) { stepper, change in
            steps.record(stepper, change)
        }
        stepper.value = 3
        #expect(steps.newValues == [3])

        let pages = UIPageControl()
        pages.numberOfPages = 3
        let current = ChangeRecorder<Int>()
        let pageObservation = pages.observe(\.currentPage, options: .new) { pages, change in
            current.record(pages, change)
        }
        pages.currentPage = 2
        #expect(current.newValues == [2])

        let bar = UIProgressView()
        let fractions = ChangeRecorder<Float>()
        let barObservation = bar.observe(\.progress, options: .new) { bar, change in
            fractions.record(bar, change)
        }
        bar.progress = 0.75
        #expect(fractions.newValues == [0.75])
        _ = (sliderObservation, switchObservation, segmentObservation, stepperObservation, pageObservation)
        _ = barObservation
    }
}
