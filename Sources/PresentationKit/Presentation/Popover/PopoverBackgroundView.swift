import Foundation

/// A popover's bubble: a rounded body behind the presented view and an arrow pointing at the
/// source. The arrow is a square turned 45°, half of it tucked under the body, so the renderer
/// needs no path primitive.
///
/// It spans the container and takes no touches: the presented view on top takes the touches
/// inside the bubble, and the popover's dismissal view those outside.
@MainActor
final class PopoverBackgroundView: UIView {
    let body = UIView()
    let arrow = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        isUserInteractionEnabled = false
        body.layer.cornerRadius = PopoverLayout.cornerRadius
        body.layer.shadowColor = UIColor.black.cgColor
        body.layer.shadowOpacity = 0.2
        body.layer.shadowRadius = 16
        body.layer.shadowOffset = .zero
        addSubview(arrow)
        addSubview(body)
    }

    /// Colours the bubble.
    func setFill(_ color: UIColor) {
        body.backgroundColor = color
        arrow.backgroundColor = color
    }

    /// Places the body around `layout.contentFrame` and the arrow's tip on `layout.arrowTip`.
    func apply(_ layout: PopoverLayout) {
        body.frame = layout.contentFrame
        let side = PopoverLayout.arrowHeight * 2.0.squareRoot()
        arrow.transform = .identity
        arrow.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        let tip = layout.arrowTip
        let reach = PopoverLayout.arrowHeight
        switch layout.arrowDirection {
        case .up: arrow.center = CGPoint(x: tip.x, y: tip.y + reach)
        case .down: arrow.center = CGPoint(x: tip.x, y: tip.y - reach)
        case .left: arrow.center = CGPoint(x: tip.x + reach, y: tip.y)
        default: arrow.center = CGPoint(x: tip.x - reach, y: tip.y)
        }
        arrow.transform = CGAffineTransform(rotationAngle: .pi / 4)
    }
}
