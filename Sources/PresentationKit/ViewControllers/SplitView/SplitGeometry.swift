import Foundation

/// The arithmetic of a split view controller's columns: which display mode and split behavior
/// apply, how wide the side columns are and where each column goes (Behaviour 26.2, 26.3). Pure
/// functions of their arguments, so that the layout and `size(forChildContentContainer:…)` agree.
@MainActor
enum SplitGeometry {
    /// A side column's width when nothing asks for another: 320 points, the width UIKit's primary
    /// column is publicly measured to take by default (Behaviour 26.2).
    static let standardWidth: CGFloat = 320

    /// The split behavior: the one asked for, else tile when wider than tall and overlay otherwise
    /// (ours).
    static func behavior(
        _ preferred: UISplitViewController.SplitBehavior, size: CGSize
    ) -> UISplitViewController.SplitBehavior {
        guard preferred == .automatic else { return preferred }
        return size.width > size.height ? .tile : .overlay
    }

    /// The display mode: the one asked for (a three-column mode asked of two columns reads as its
    /// one-column counterpart), else the automatic one for `behavior` (Behaviour 26.3).
    static func mode(
        _ preferred: UISplitViewController.DisplayMode, style: UISplitViewController.Style,
        behavior: UISplitViewController.SplitBehavior
    ) -> UISplitViewController.DisplayMode {
        let triple = style == .tripleColumn
        switch preferred {
        case .automatic:
            switch behavior {
            case .overlay: return triple ? .oneBesideSecondary : .secondaryOnly
            case .displace: return triple ? .twoDisplaceSecondary : .oneBesideSecondary
            case .tile, .automatic: return triple ? .twoBesideSecondary : .oneBesideSecondary
            }
        case .twoBesideSecondary, .twoDisplaceSecondary: return triple ? preferred : .oneBesideSecondary
        case .twoOverSecondary: return triple ? preferred : .oneOverSecondary
        default: return preferred
        }
    }

    /// The columns `mode` shows (besides the secondary one, always shown).
    static func shownColumns(
        _ mode: UISplitViewController.DisplayMode, style: UISplitViewController.Style
    ) -> [UISplitViewController.Column] {
        let triple = style == .tripleColumn
        switch mode {
        case .automatic, .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return [triple ? .supplementary : .primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return [.primary, .supplementary, .secondary]
        }
    }

    /// The closest mode to `mode` that shows `column` whole, for the split behavior (Behaviour 26.6).
    static func mode(
        showing column: UISplitViewController.Column, from mode: UISplitViewController.DisplayMode,
        style: UISplitViewController.Style, behavior: UISplitViewController.SplitBehavior
    ) -> UISplitViewController.DisplayMode {
        let triple = style == .tripleColumn
        switch column {
        case .secondary, .compact:
            // The secondary column is whole beside the others when tiled; over or displaced, only alone.
            return behavior == .tile ? mode : .secondaryOnly
        case .primary where triple:
            switch behavior {
            case .tile: return .twoBesideSecondary
            case .displace: return .twoDisplaceSecondary
            default: return .twoOverSecondary
            }
        case .primary, .supplementary:
            if shownColumns(mode, style: style).contains(column) { return mode }
            return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        }
    }

    /// The closest mode to `mode` that does not show `column` (hiding the secondary column is not
    /// possible and keeps `mode`).
    static func mode(
        hiding column: UISplitViewController.Column, from mode: UISplitViewController.DisplayMode,
        style: UISplitViewController.Style
    ) -> UISplitViewController.DisplayMode {
        guard shownColumns(mode, style: style).contains(column), column != .secondary, column != .compact
        else {
            return mode
        }
        if style == .tripleColumn, column == .primary {
            return mode == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary
        }
        return .secondaryOnly
    }

    /// A side column's width: the points asked for, else the fraction of `total`, else the standard
    /// width; within the minimum (0 by default) and the maximum (by default the standard width for
    /// a fraction or the standard width, none for points), and never wider than `total`. A value
    /// that is neither `automaticDimension` nor valid counts as `automaticDimension`.
    static func width(
        points: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, of total: CGFloat
    ) -> CGFloat {
        func given(_ value: CGFloat) -> CGFloat? {
            value != UISplitViewController.automaticDimension && value.isFinite && value >= 0 ? value : nil
        }
        let pointsAsked = given(points)
        let fractionAsked = given(fraction).flatMap { $0 <= 1 ? $0 : nil }
        let wanted = pointsAsked ?? fractionAsked.map { $0 * total } ?? standardWidth
        let upper = given(maximum) ?? (pointsAsked == nil ? standardWidth : .infinity)
        let lower = given(minimum) ?? 0
        return max(0, min(max(min(wanted, upper), lower), total))
    }

    /// The frames of the shown columns in a split view controller of `size`, secondary last; with
    /// `trailing`, mirrored so that the primary column stands at the trailing edge (Behaviour 26.2).
    static func frames(
        mode: UISplitViewController.DisplayMode, style: UISplitViewController.Style, size: CGSize,
        primary: CGFloat, supplementary: CGFloat, trailing: Bool
    ) -> [(UISplitViewController.Column, CGRect)] {
        let width = size.width
        let height = size.height
        let triple = style == .tripleColumn
        let first: UISplitViewController.Column = triple ? .supplementary : .primary
        let firstWidth = triple ? supplementary : primary
        var frames: [(UISplitViewController.Column, CGRect)]
        switch mode {
        case .automatic, .secondaryOnly:
            frames = [(.secondary, CGRect(x: 0, y: 0, width: width, height: height))]
        case .oneBesideSecondary:
            frames = [
                (first, CGRect(x: 0, y: 0, width: firstWidth, height: height)),
                (.secondary, CGRect(x: firstWidth, y: 0, width: max(width - firstWidth, 0), height: height)),
            ]
        case .oneOverSecondary:
            frames = [
                (first, CGRect(x: 0, y: 0, width: firstWidth, height: height)),
                (.secondary, CGRect(x: 0, y: 0, width: width, height: height)),
            ]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            let sides = primary + supplementary
            let secondary: CGRect
            switch mode {
            case .twoBesideSecondary:
                secondary = CGRect(x: sides, y: 0, width: max(width - sides, 0), height: height)
            case .twoOverSecondary: secondary = CGRect(x: 0, y: 0, width: width, height: height)
            default:
                // Displaced: it keeps the width it has beside the supplementary column alone.
                secondary = CGRect(x: sides, y: 0, width: max(width - supplementary, 0), height: height)
            }
            frames = [
                (.primary, CGRect(x: 0, y: 0, width: primary, height: height)),
                (.supplementary, CGRect(x: primary, y: 0, width: supplementary, height: height)),
                (.secondary, secondary),
            ]
        }
        guard trailing else { return frames }
        return frames.map { column, frame in
            (column, CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height))
        }
    }
}
