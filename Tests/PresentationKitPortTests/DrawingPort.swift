import PresentationKit

// How iOS apps draw in presentations (written for this project in the shape public presentation
// libraries take): a bottom sheet whose top corners a shape layer mask rounds, a view that draws a
// gradient and a stroked arc in draw(_:), a progress ring whose strokeEnd animates, and a badge
// image made with UIGraphicsImageRenderer. The only edit from the iOS source is the import.

final class RoundedTopSheetView: UIView {
    var topCornerRadius: CGFloat = 8

    override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath(
            roundedRect: bounds,
            byRoundingCorners: [.topLeft, .topRight],
            cornerRadii: CGSize(width: topCornerRadius, height: topCornerRadius))
        let mask = CAShapeLayer()
        mask.path = path.cgPath
        layer.mask = mask
    }
}

final class GaugeView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let locations: [CGFloat] = [0, 1]
        guard
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations)
        else { return }
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: bounds.width, y: 0), options: [])
        let arc = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 4,
            startAngle: 0, endAngle: .pi, clockwise: true)
        arc.lineWidth = 4
        UIColor.white.setStroke()
        arc.stroke()
    }
}

final class ProgressRingView: UIView {
    let ringLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        ringLayer.fillColor = nil
        ringLayer.strokeColor = UIColor.black.cgColor
        ringLayer.lineWidth = 4
        ringLayer.strokeEnd = 0
        layer.addSublayer(ringLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        ringLayer.frame = bounds
        ringLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
    }

    func setProgress(_ progress: CGFloat, duration: CFTimeInterval) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = ringLayer.strokeEnd
        animation.toValue = progress
        animation.duration = duration
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ringLayer.strokeEnd = progress
        CATransaction.commit()
        ringLayer.add(animation, forKey: "progress")
    }
}

func makeBadgeImage(diameter: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter), format: format)
    return renderer.image { context in
        UIColor.green.setFill()
        context.fill(CGRect(x: 0, y: 0, width: diameter, height: diameter))
    }
}
