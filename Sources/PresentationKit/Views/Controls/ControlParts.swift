import Foundation

/// The pieces the controls are drawn with: plain views that take no touches (so hit-testing finds
/// the control), coloured and rounded through their layers, which the renderer draws.
@MainActor
enum ControlParts {
    /// A filled, rounded part.
    static func part(_ color: UIColor?, cornerRadius: CGFloat = 0) -> UIView {
        let view = UIView(frame: .zero)
        view.isUserInteractionEnabled = false
        view.backgroundColor = color
        view.layer.cornerRadius = cornerRadius
        return view
    }

    /// A white round knob with UIKit's soft shadow (a slider's or a switch's thumb).
    static func knob(diameter: CGFloat) -> UIView {
        let knob = part(.white, cornerRadius: diameter / 2)
        knob.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        knob.layer.shadowColor = UIColor.black.cgColor
        knob.layer.shadowOpacity = 0.2
        knob.layer.shadowRadius = 3
        knob.layer.shadowOffset = CGSize(width: 0, height: 2)
        knob.layer.borderWidth = 0.5
        knob.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        return knob
    }

    /// Tells the observers of the control's value around `change` (Behaviour 21.1).
    static func changingValue(of control: UIView, _ change: () -> Void) {
        let observed = control.layer.keyValueObservers?.willChange(.controlValue)
        change()
        if let observed { control.layer.keyValueObservers?.didChange(observed) }
    }

    /// Reports misuse of a control on its host.
    static func report(_ control: UIView, _ message: String) {
        control.layer.reportMisuse(message)
    }
}
