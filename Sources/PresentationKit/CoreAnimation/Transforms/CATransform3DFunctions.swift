import Foundation

/// Returns a transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// Returns a transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// Returns a transform that rotates by `angle` radians about the vector `(x, y, z)`.
///
/// The sense matches Core Animation: about `(0, 0, 1)` the result equals
/// `CGAffineTransform(rotationAngle:)`, which in UIKit's y-down space turns clockwise on screen.
/// A zero-length axis yields the identity, since no rotation is defined.
public func CATransform3DMakeRotation(
    _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let cosine = cos(angle)
    let sine = sin(angle)
    let k = 1 - cosine
    // Rodrigues' formula written for row vectors: the transpose of the familiar
    // column-vector matrix, which is what makes positive z angles agree with CGAffineTransform.
    var t = CATransform3D.identity
    t.m11 = cosine + ux * ux * k
    t.m12 = ux * uy * k + uz * sine
    t.m13 = ux * uz * k - uy * sine
    t.m21 = uy * ux * k - uz * sine
    t.m22 = cosine + uy * uy * k
    t.m23 = uy * uz * k + ux * sine
    t.m31 = uz * ux * k + uy * sine
    t.m32 = uz * uy * k - ux * sine
    t.m33 = cosine + uz * uz * k
    return t
}

/// Returns `t` preceded by a translation of `(tx, ty, tz)`: `translate · t`.
public func CATransform3DTranslate(
    _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// Returns `t` preceded by a scale of `(sx, sy, sz)`: `scale · t`.
public func CATransform3DScale(
    _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// Returns `t` preceded by a rotation of `angle` radians about `(x, y, z)`: `rotate · t`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// Returns the transform that applies `a` then `b`, the product `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// Returns the inverse of `t`, or `t` unchanged when it has no inverse, as Core Animation does.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverted() ?? t
}

/// Returns whether `t` is exactly the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t.isIdentity
}

/// Returns whether `a` and `b` are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Returns the 3D transform that acts on the z = 0 plane exactly like `m`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D.identity
    t.m11 = m.a
    t.m12 = m.b
    t.m21 = m.c
    t.m22 = m.d
    t.m41 = m.tx
    t.m42 = m.ty
    return t
}

/// Returns whether `t` can be represented exactly by a `CGAffineTransform`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.isAffine
}

/// Returns the affine part of `t`; meaningful only when `CATransform3DIsAffine(t)` is true.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
