import Foundation
import PresentationKitSolver

extension LayoutItem {
    /// Baselines as offsets; a view without text has both at its bottom, as in UIKit.
    var baselineOffsets: (fromTop: CGFloat?, fromBottom: CGFloat) {
        guard case .view(let view) = self, let baselines = view.textBaselines else { return (nil, 0) }
        return (baselines.firstFromTop, baselines.lastFromBottom)
    }
}

extension LayoutEngine {
    /// One of a system guide's constraints, without its constant.
    struct GuideRow {
        let terms: [LinearTerm]
        let relation: LinearRelation
        let priority: Float
    }

    /// Above every optional priority an app can give (999), below required: the readable guide's
    /// preference for its full width, capped by `readableWidth`.
    static let readableWidthPreference: Float = 999.5

    /// A system guide's constraints: inset from its owner by constants `guideConstants` gives.
    /// The readable-content guide is the margins' area narrowed to at most
    /// `UILayoutGuide.readableWidth` and centred.
    static func guideRows(for guide: UILayoutGuide, unknowns g: Unknowns, owner o: Unknowns) -> [GuideRow] {
        func row(
            _ terms: [(LayoutVariable, Double)], _ relation: LinearRelation = .equal, _ priority: Float = 1000
        )
            -> GuideRow
        {
            GuideRow(
                terms: terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) }, relation: relation,
                priority: priority)
        }
        if guide.kind == .keyboard {
            // Full width, as tall as the keyboard's cover, on the owner's bottom edge.
            return [
                row([(g.x, 1)]), row([(g.width, 1), (o.width, -1)]), row([(g.height, 1)]),
                row([(g.y, 1), (g.height, 1), (o.height, -1)]),
            ]
        }
        guard guide.kind == .readableContent else {
            return [
                row([(g.x, 1)]), row([(g.y, 1)]), row([(g.width, 1), (o.width, -1)]),
                row([(g.height, 1), (o.height, -1)]),
            ]
        }
        return [
            row([(g.x, 1), (g.width, 0.5), (o.width, -0.5)]),
            row([(g.y, 1)]),
            row([(g.width, 1), (o.width, -1)], .lessThanOrEqual),
            row([(g.height, 1), (o.height, -1)]),
            row([(g.width, 1)], .lessThanOrEqual),
            row([(g.width, 1), (o.width, -1)], .equal, readableWidthPreference),
        ]
    }

    /// The constants of `guideRows`, from the owner's current insets.
    static func guideConstants(for guide: UILayoutGuide, owner: UIView) -> [Double] {
        if guide.kind == .keyboard { return [0, 0, -Double(owner.keyboardGuideHeight), 0] }
        if guide.kind == .scrollFrame {
            // The frame guide stays where the scroll view shows it: at the content offset.
            return [-Double(owner.bounds.minX), -Double(owner.bounds.minY), 0, 0]
        }
        let insets = guide.kind == .safeArea ? owner.safeAreaInsets : owner.effectiveLayoutMargins
        let (l, t, r, b) = (
            Double(insets.left), Double(insets.top), Double(insets.right), Double(insets.bottom)
        )
        guard guide.kind == .readableContent else { return [-l, -t, l + r, t + b] }
        return [(r - l) / 2, -t, l + r, t + b, -Double(UILayoutGuide.readableWidth), l + r]
    }
}
