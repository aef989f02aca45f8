/// The colour a blend mode makes of a premultiplied source over a premultiplied destination.
///
/// Components are RGBA, premultiplied, 0…1. The general form for the separable and
/// non-separable modes is `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)` with `B` applied to
/// unpremultiplied colours, and `αo = αs + αb·(1 − αs)` (W3C Compositing and Blending, §§ 5, 10).
enum Blending {
    static func blend(_ s: SIMD4<Float>, over d: SIMD4<Float>, mode: CGBlendMode) -> SIMD4<Float> {
        let sa = s.w
        let da = d.w
        switch mode {
        case .normal: return s + d * (1 - sa)
        case .clear: return .zero
        case .copy: return s
        case .sourceIn: return s * da
        case .sourceOut: return s * (1 - da)
        case .sourceAtop:
            var r = s * da + d * (1 - sa)
            r.w = da
            return r
        case .destinationOver: return d + s * (1 - da)
        case .destinationIn: return d * sa
        case .destinationOut: return d * (1 - sa)
        case .destinationAtop:
            var r = d * sa + s * (1 - da)
            r.w = sa
            return r
        case .xor: return s * (1 - da) + d * (1 - sa)
        case .plusLighter: return pointwiseMin(s + d, SIMD4(repeating: 1))
        case .plusDarker:
            // Premultiplied form of max(0, 1 − ((1 − D) + (1 − S))) with alphas summed.
            let alpha = min(1, sa + da)
            var r = pointwiseMax(
                SIMD4(repeating: 0),
                SIMD4(repeating: alpha) - ((SIMD4(repeating: da) - d) + (SIMD4(repeating: sa) - s)))
            r.w = alpha
            return r
        default:
            return mixed(s, d, mode: mode)
        }
    }

    /// The separable and non-separable modes.
    private static func mixed(_ s: SIMD4<Float>, _ d: SIMD4<Float>, mode: CGBlendMode) -> SIMD4<Float> {
        let sa = s.w
        let da = d.w
        let cs = sa > 0 ? SIMD3(s.x, s.y, s.z) / sa : .zero
        let cb = da > 0 ? SIMD3(d.x, d.y, d.z) / da : .zero
        let b: SIMD3<Float>
        switch mode {
        case .hue: b = setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: b = setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: b = setLum(cs, lum(cb))
        case .luminosity: b = setLum(cb, lum(cs))
        default:
            b = SIMD3(
                separable(cb.x, cs.x, mode), separable(cb.y, cs.y, mode), separable(cb.z, cs.z, mode))
        }
        let color = SIMD3(s.x, s.y, s.z) * (1 - da) + SIMD3(d.x, d.y, d.z) * (1 - sa) + b * (sa * da)
        return SIMD4(color, sa + da * (1 - sa))
    }

    /// `B(cb, cs)` of a separable mode, unpremultiplied.
    private static func separable(_ cb: Float, _ cs: Float, _ mode: CGBlendMode) -> Float {
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return hardLight(cs: cb, cb: cs)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge:
            if cb == 0 { return 0 }
            if cs >= 1 { return 1 }
            return min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            if cs <= 0 { return 0 }
            return 1 - min(1, (1 - cb) / cs)
        case .hardLight: return hardLight(cs: cs, cb: cb)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let dd = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (dd - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs
        }
    }

    private static func hardLight(cs: Float, cb: Float) -> Float {
        cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
    }

    private static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c)
        let n = min(c.x, c.y, c.z)
        let x = max(c.x, c.y, c.z)
        var r = c
        if n < 0 { r = SIMD3(repeating: l) + (r - SIMD3(repeating: l)) * l / (l - n) }
        if x > 1 { r = SIMD3(repeating: l) + (r - SIMD3(repeating: l)) * (1 - l) / (x - l) }
        return r
    }

    private static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        clipColor(c + SIMD3(repeating: l - lum(c)))
    }

    private static func sat(_ c: SIMD3<Float>) -> Float { max(c.x, c.y, c.z) - min(c.x, c.y, c.z) }

    private static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let n = min(c.x, c.y, c.z)
        let x = max(c.x, c.y, c.z)
        guard x > n else { return .zero }
        return (c - SIMD3(repeating: n)) * s / (x - n)
    }
}
