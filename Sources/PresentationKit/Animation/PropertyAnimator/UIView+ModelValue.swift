import Foundation

extension UIView {
    /// Sets the model value of an animatable property without animating it, through the view's own
    /// setters so everything that follows them (layout, the stored background colour) follows: how a
    /// property animator puts its views where it stopped, or back at the start.
    func setModelValue(_ value: AnimatableValue, of property: LayerProperty) {
        UIView.performWithoutAnimation {
            switch (property, value) {
            case (.bounds, .rect(let rect)): bounds = rect
            case (.position, .point(let point)): center = point
            case (.transform, .transform(let transform)): transform3D = transform
            case (.opacity, .scalar(let opacity)): alpha = CGFloat(opacity)
            case (.backgroundColor, .color(let color)): backgroundColor = UIColor(cgColor: color.cgColor)
            default: layer.state.setValue(value, of: property)
            }
        }
    }
}
