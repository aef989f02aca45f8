import Foundation

/// A unit quaternion `(x, y, z, w)` representing a 3D rotation, for transform interpolation.
///
/// The quaternion for a rotation by θ about unit axis `u` is `(u·sin(θ/2), cos(θ/2))`, with θ
/// measured in the same sense as `CATransform3DMakeRotation(θ, u.x, u.y, u.z)`.
struct Quaternion: Sendable, Equatable {
    var x: Double
    var y: Double
    var z: Double
    var w: Double

    /// No rotation.
    static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    func dot(_ other: Quaternion) -> Double {
        x * other.x + y * other.y + z * other.z + w * other.w
    }

    /// Spherical linear interpolation along the shorter arc; `progress` may leave 0…1.
    ///
    /// The sine-weighted formula is valid for any progress, so overshooting springs keep
    /// turning past the target at the same angular speed instead of distorting the matrix.
    func slerp(to target: Quaternion, progress: Double) -> Quaternion {
        var end = target
        var cosine = dot(target)
        // q and -q are the same rotation; pick the sign that makes the arc at most half a turn,
        // as Core Animation's transform animations do.
        if cosine < 0 {
            end = Quaternion(x: -end.x, y: -end.y, z: -end.z, w: -end.w)
            cosine = -cosine
        }
        cosine = min(cosine, 1)
        let angle = acos(cosine)
        let sine = sin(angle)
        let startWeight: Double
        let endWeight: Double
        if sine < 1e-9 {
            // The arc is too short for the sine ratios to be accurate; a straight blend differs
            // from the arc by far less than rounding error.
            startWeight = 1 - progress
            endWeight = progress
        } else {
            startWeight = sin((1 - progress) * angle) / sine
            endWeight = sin(progress * angle) / sine
        }
        let blended = Quaternion(
            x: x * startWeight + end.x * endWeight,
            y: y * startWeight + end.y * endWeight,
            z: z * startWeight + end.z * endWeight,
            w: w * startWeight + end.w * endWeight)
        return blended.normalized()
    }

    /// The quaternion scaled to unit length, or the identity if it has no length.
    func normalized() -> Quaternion {
        let length = dot(self).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
    }
}
