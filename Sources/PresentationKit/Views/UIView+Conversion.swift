import Foundation

extension UIView {
    /// Converts `point` from this view's coordinates to `view`'s (nil: the window's).
    func performConvert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    /// Converts `point` from `view`'s coordinates (nil: the window's) to this view's.
    func performConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (nil: the window's).
    func performConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: view?.layer)
    }

    /// Converts `rect` from `view`'s coordinates (nil: the window's) to this view's.
    func performConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: view?.layer)
    }
}
