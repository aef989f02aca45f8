// swift-format-ignore-file
// (App code as apps write it, not formatted as the package is.)
#if canImport(PresentationKit)
import PresentationKit

// MARK: - Layout

extension SheetPresentationController {

    /// Not an override: stays in the extension.
    func pulseDimming() {
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.6
        pulse.duration = 0.2
        dimmingView.layer.add(pulse, forKey: "opacity")
    }
}
#endif
