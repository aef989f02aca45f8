import Foundation

extension CGPoint {
    /// Returns the point mapped through the affine transform `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns the size mapped through the linear part of `t`.
    ///
    /// A size is a displacement, not a position, so translation does not apply; the result may
    /// have negative components, exactly as Core Graphics returns them.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest rectangle containing the four corners of `self` mapped through `t`.
    ///
    /// Like Core Graphics, the result is standardized (non-negative size) and a null rectangle
    /// stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minimumX = xs.min()!
        let minimumY = ys.min()!
        return CGRect(x: minimumX, y: minimumY, width: xs.max()! - minimumX, height: ys.max()! - minimumY)
    }
}
