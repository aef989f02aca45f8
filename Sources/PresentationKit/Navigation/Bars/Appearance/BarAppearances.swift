import Foundation

/// The four appearances a bar (or a navigation item) holds, and the one a bar shows: UIKit's
/// rules in one place for the three bars (Behaviour 16.24).
struct BarAppearances<Appearance> {
    /// The standard appearance: the app's once it set one, else the system's default.
    var standard: Appearance {
        didSet { standardIsExplicit = true }
    }
    var compact: Appearance?
    var scrollEdge: Appearance?
    var compactScrollEdge: Appearance?
    /// Whether the app set `standard`; until it does, the legacy properties shape it.
    private(set) var standardIsExplicit = false
    /// The bar's properties from before appearances.
    var legacy = LegacyBarCustomization()

    init(standard: Appearance) {
        self.standard = standard
    }
}

extension BarAppearances where Appearance: UIBarAppearance {
    /// The appearance a bar shows, the top item's `overrides` taking precedence over the bar's
    /// own at each step: in a compact height the compact appearance, else the standard one; at the
    /// scroll edge (only for a bar a container manages) the scroll-edge appearance — compact
    /// first in a compact height — and, where none is set, the standard (or compact) one with a
    /// transparent background, as UIKit does since iOS 15.
    func resolved(
        compactHeight: Bool, atScrollEdge: Bool, overrides: BarAppearances<Appearance?>? = nil
    ) -> Appearance {
        let own =
            standardIsExplicit
            ? self.standard : legacy.applied(to: self.standard, compactHeight: compactHeight)
        let standard = overrides?.standard ?? own
        let plain =
            compactHeight ? (overrides?.compact ?? nil) ?? compact ?? standard : standard
        guard atScrollEdge else { return plain }
        if compactHeight, let edge = (overrides?.compactScrollEdge ?? nil) ?? compactScrollEdge {
            return edge
        }
        if let edge = (overrides?.scrollEdge ?? nil) ?? scrollEdge { return edge }
        return plain.withTransparentBackground()
    }
}
