import Foundation
import PresentationKit

// One subclass per standard control, overriding each member the manifest lists with UIKit's
// spelling and recording that it ran (see README.md in this folder).

class ConformingSlider: UISlider {
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UISlider")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UISlider")
    }
    override var value: Float {
        get {
            note("UISlider")
            return super.value
        }
        set {
            note("UISlider")
            super.value = newValue
        }
    }
    override var minimumValue: Float {
        get {
            note("UISlider")
            return super.minimumValue
        }
        set {
            note("UISlider")
            super.minimumValue = newValue
        }
    }
    override var maximumValue: Float {
        get {
            note("UISlider")
            return super.maximumValue
        }
        set {
            note("UISlider")
            super.maximumValue = newValue
        }
    }
    override var isContinuous: Bool {
        get {
            note("UISlider")
            return super.isContinuous
        }
        set {
            note("UISlider")
            super.isContinuous = newValue
        }
    }
    override var minimumTrackTintColor: UIColor? {
        get {
            note("UISlider")
            return super.minimumTrackTintColor
        }
        set {
            note("UISlider")
            super.minimumTrackTintColor = newValue
        }
    }
    override var maximumTrackTintColor: UIColor? {
        get {
            note("UISlider")
            return super.maximumTrackTintColor
        }
        set {
            note("UISlider")
            super.maximumTrackTintColor = newValue
        }
    }
    override var thumbTintColor: UIColor? {
        get {
            note("UISlider")
            return super.thumbTintColor
        }
        set {
            note("UISlider")
            super.thumbTintColor = newValue
        }
    }
    override func setValue(_ value: Float, animated: Bool) {
        note("UISlider")
        super.setValue(value, animated: animated)
    }
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        note("UISlider")
        return super.trackRect(forBounds: bounds)
    }
    override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        note("UISlider")
        return super.thumbRect(forBounds: bounds, trackRect: rect, value: value)
    }
}

class ConformingSwitch: UISwitch {
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UISwitch")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UISwitch")
    }
    override var isOn: Bool {
        get {
            note("UISwitch")
            return super.isOn
        }
        set {
            note("UISwitch")
            super.isOn = newValue
        }
    }
    override var onTintColor: UIColor? {
        get {
            note("UISwitch")
            return super.onTintColor
        }
        set {
            note("UISwitch")
            super.onTintColor = newValue
        }
    }
    override var thumbTintColor: UIColor? {
        get {
            note("UISwitch")
            return super.thumbTintColor
        }
        set {
            note("UISwitch")
            super.thumbTintColor = newValue
        }
    }
    override func setOn(_ on: Bool, animated: Bool) {
        note("UISwitch")
        super.setOn(on, animated: animated)
    }
}

class ConformingSegmentedControl: UISegmentedControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UISegmentedControl")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UISegmentedControl")
    }
    override var selectedSegmentIndex: Int {
        get {
            note("UISegmentedControl")
            return super.selectedSegmentIndex
        }
        set {
            note("UISegmentedControl")
            super.selectedSegmentIndex = newValue
        }
    }
    override var isMomentary: Bool {
        get {
            note("UISegmentedControl")
            return super.isMomentary
        }
        set {
            note("UISegmentedControl")
            super.isMomentary = newValue
        }
    }
    override var apportionsSegmentWidthsByContent: Bool {
        get {
            note("UISegmentedControl")
            return super.apportionsSegmentWidthsByContent
        }
        set {
            note("UISegmentedControl")
            super.apportionsSegmentWidthsByContent = newValue
        }
    }
    override var numberOfSegments: Int {
        note("UISegmentedControl")
        return super.numberOfSegments
    }
    override func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        note("UISegmentedControl")
        super.insertSegment(withTitle: title, at: segment, animated: animated)
    }
    override func removeSegment(at segment: Int, animated: Bool) {
        note("UISegmentedControl")
        super.removeSegment(at: segment, animated: animated)
    }
    override func removeAllSegments() {
        note("UISegmentedControl")
        super.removeAllSegments()
    }
    override func setTitle(_ title: String?, forSegmentAt segment: Int) {
        note("UISegmentedControl")
        super.setTitle(title, forSegmentAt: segment)
    }
    override func titleForSegment(at segment: Int) -> String? {
        note("UISegmentedControl")
        return super.titleForSegment(at: segment)
    }
    override func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        note("UISegmentedControl")
        super.setEnabled(enabled, forSegmentAt: segment)
    }
    override func isEnabledForSegment(at segment: Int) -> Bool {
        note("UISegmentedControl")
        return super.isEnabledForSegment(at: segment)
    }
    override func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        note("UISegmentedControl")
        super.setWidth(width, forSegmentAt: segment)
    }
    override func widthForSegment(at segment: Int) -> CGFloat {
        note("UISegmentedControl")
        return super.widthForSegment(at: segment)
    }
}

class ConformingStepper: UIStepper {
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UIStepper")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UIStepper")
    }
    override var value: Double {
        get {
            note("UIStepper")
            return super.value
        }
        set {
            note("UIStepper")
            super.value = newValue
        }
    }
    override var minimumValue: Double {
        get {
            note("UIStepper")
            return super.minimumValue
        }
        set {
            note("UIStepper")
            super.minimumValue = newValue
        }
    }
    override var maximumValue: Double {
        get {
            note("UIStepper")
            return super.maximumValue
        }
        set {
            note("UIStepper")
            super.maximumValue = newValue
        }
    }
    override var stepValue: Double {
        get {
            note("UIStepper")
            return super.stepValue
        }
        set {
            note("UIStepper")
            super.stepValue = newValue
        }
    }
    override var wraps: Bool {
        get {
            note("UIStepper")
            return super.wraps
        }
        set {
            note("UIStepper")
            super.wraps = newValue
        }
    }
    override var autorepeat: Bool {
        get {
            note("UIStepper")
            return super.autorepeat
        }
        set {
            note("UIStepper")
            super.autorepeat = newValue
        }
    }
    override var isContinuous: Bool {
        get {
            note("UIStepper")
            return super.isContinuous
        }
        set {
            note("UIStepper")
            super.isContinuous = newValue
        }
    }
}

class ConformingPageControl: UIPageControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UIPageControl")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UIPageControl")
    }
    override var numberOfPages: Int {
        get {
            note("UIPageControl")
            return super.numberOfPages
        }
        set {
            note("UIPageControl")
            super.numberOfPages = newValue
        }
    }
    override var currentPage: Int {
        get {
            note("UIPageControl")
            return super.currentPage
        }
        set {
            note("UIPageControl")
            super.currentPage = newValue
        }
    }
    override var hidesForSinglePage: Bool {
        get {
            note("UIPageControl")
            return super.hidesForSinglePage
        }
        set {
            note("UIPageControl")
            super.hidesForSinglePage = newValue
        }
    }
    override var pageIndicatorTintColor: UIColor? {
        get {
            note("UIPageControl")
            return super.pageIndicatorTintColor
        }
        set {
            note("UIPageControl")
            super.pageIndicatorTintColor = newValue
        }
    }
    override var currentPageIndicatorTintColor: UIColor? {
        get {
            note("UIPageControl")
            return super.currentPageIndicatorTintColor
        }
        set {
            note("UIPageControl")
            super.currentPageIndicatorTintColor = newValue
        }
    }
    override func size(forNumberOfPages pageCount: Int) -> CGSize {
        note("UIPageControl")
        return super.size(forNumberOfPages: pageCount)
    }
}

class ConformingActivityIndicatorView: UIActivityIndicatorView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UIActivityIndicatorView")
    }
    required init(coder: NSCoder) {
        super.init(coder: coder)
        note("UIActivityIndicatorView")
    }
    override var hidesWhenStopped: Bool {
        get {
            note("UIActivityIndicatorView")
            return super.hidesWhenStopped
        }
        set {
            note("UIActivityIndicatorView")
            super.hidesWhenStopped = newValue
        }
    }
    override var color: UIColor! {
        get {
            note("UIActivityIndicatorView")
            return super.color
        }
        set {
            note("UIActivityIndicatorView")
            super.color = newValue
        }
    }
    override var style: UIActivityIndicatorView.Style {
        get {
            note("UIActivityIndicatorView")
            return super.style
        }
        set {
            note("UIActivityIndicatorView")
            super.style = newValue
        }
    }
    override var isAnimating: Bool {
        note("UIActivityIndicatorView")
        return super.isAnimating
    }
    override func startAnimating() {
        note("UIActivityIndicatorView")
        super.startAnimating()
    }
    override func stopAnimating() {
        note("UIActivityIndicatorView")
        super.stopAnimating()
    }
}

class ConformingProgressView: UIProgressView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UIProgressView")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UIProgressView")
    }
    override var progress: Float {
        get {
            note("UIProgressView")
            return super.progress
        }
        set {
            note("UIProgressView")
            super.progress = newValue
        }
    }
    override var progressViewStyle: UIProgressView.Style {
        get {
            note("UIProgressView")
            return super.progressViewStyle
        }
        set {
            note("UIProgressView")
            super.progressViewStyle = newValue
        }
    }
    override var progressTintColor: UIColor? {
        get {
            note("UIProgressView")
            return super.progressTintColor
        }
        set {
            note("UIProgressView")
            super.progressTintColor = newValue
        }
    }
    override var trackTintColor: UIColor? {
        get {
            note("UIProgressView")
            return super.trackTintColor
        }
        set {
            note("UIProgressView")
            super.trackTintColor = newValue
        }
    }
    override func setProgress(_ progress: Float, animated: Bool) {
        note("UIProgressView")
        super.setProgress(progress, animated: animated)
    }
}
