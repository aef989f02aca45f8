import Foundation

/// The constraints a stack view makes for its arrangement (Behaviour 17.11): one axis is the
/// *main* axis (the chain), the other the *cross* axis (alignment).
@MainActor
struct StackArrangement {
    let stack: UIStackView
    /// Layout guides between neighbours, for the equal distributions.
    private(set) var spacers: [UILayoutGuide] = []

    init(stack: UIStackView) {
        self.stack = stack
    }

    private var horizontal: Bool { stack.axis == .horizontal }
    private var leading: NSLayoutConstraint.Attribute { horizontal ? .leading : .top }
    private var trailing: NSLayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
    private var length: NSLayoutConstraint.Attribute { horizontal ? .width : .height }
    private var center: NSLayoutConstraint.Attribute { horizontal ? .centerX : .centerY }
    private var crossLeading: NSLayoutConstraint.Attribute { horizontal ? .top : .leading }
    private var crossTrailing: NSLayoutConstraint.Attribute { horizontal ? .bottom : .trailing }
    private var crossCenter: NSLayoutConstraint.Attribute { horizontal ? .centerY : .centerX }
    private var breadth: NSLayoutConstraint.Attribute { horizontal ? .height : .width }

    /// The item the arrangement is measured against: the stack view or its margins guide.
    private var canvas: AnyObject {
        stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    }

    private func make(
        _ name: String, _ first: AnyObject, _ a: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ b: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0,
        priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: first, attribute: a, relatedBy: relation, toItem: second,
            attribute: second == nil ? .notAnAttribute : b,
            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.systemName = "UISV-\(name)"
        return constraint
    }

    mutating func constraints() -> [NSLayoutConstraint] {
        let views = stack.arrangedSubviews
        let shown = views.filter { !$0.isHidden }
        var result: [NSLayoutConstraint] = []
        for view in views where view.isHidden {
            result.append(make("hiding", view, length, .equal, nil, .notAnAttribute))
        }
        result += mainAxis(shown)
        for view in views { result += crossAxis(view, first: shown.first) }
        // With nothing else deciding the breadth, the stack view fits its widest view.
        result.append(
            make("canvas-fit", stack, breadth, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49)))
        return result
    }

    private mutating func mainAxis(_ shown: [UIView]) -> [NSLayoutConstraint] {
        guard let first = shown.first, let last = shown.last else {
            return [
                make(
                    "canvas-empty", stack, length, .equal, nil, .notAnAttribute,
                    priority: UILayoutPriority(49))
            ]
        }
        var result = [
            make("canvas-connection", first, leading, .equal, canvas, leading),
            make("canvas-connection", last, trailing, .equal, canvas, trailing),
        ]
        let equalGaps = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        for (previous, next) in zip(shown, shown.dropFirst()) {
            let gap = stack.gap(after: previous)
            if !horizontal, stack.isBaselineRelativeArrangement {
                let relation: NSLayoutConstraint.Relation = equalGaps ? .greaterThanOrEqual : .equal
                result.append(
                    make("spacing", next, .firstBaseline, relation, previous, .lastBaseline, constant: gap))
            } else {
                let relation: NSLayoutConstraint.Relation = equalGaps ? .greaterThanOrEqual : .equal
                result.append(make("spacing", next, leading, relation, previous, trailing, constant: gap))
            }
            if equalGaps { result += spacer(between: previous, and: next) }
        }
        switch stack.distribution {
        case .fill:
            result += tieBreak(shown)
        case .fillEqually:
            for view in shown.dropFirst() {
                result.append(make("fill-equally", view, length, .equal, first, length))
            }
        case .fillProportionally:
            let sizes = shown.map {
                horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height
            }
            if let base = sizes.first, base > 0 {
                for (view, size) in zip(shown.dropFirst(), sizes.dropFirst()) where size > 0 {
                    result.append(
                        make(
                            "fill-proportionally", view, length, .equal, first, length,
                            multiplier: size / base))
                }
            }
        case .equalSpacing, .equalCentering:
            if let reference = spacers.first {
                for guide in spacers.dropFirst() {
                    result.append(make("fill-equally", guide, length, .equal, reference, length))
                }
            }
        }
        return result
    }

    /// A guide spanning the gap (or, for equal centring, the distance between centres).
    private mutating func spacer(between previous: UIView, and next: UIView) -> [NSLayoutConstraint] {
        let guide = UILayoutGuide()
        guide.identifier =
            stack.distribution == .equalCentering ? "UISV-distributing-centers" : "UISV-distributing"
        stack.addLayoutGuide(guide)
        spacers.append(guide)
        if stack.distribution == .equalCentering {
            return [
                make("distributing-edge", guide, leading, .equal, previous, center),
                make("distributing-edge", guide, trailing, .equal, next, center),
            ]
        }
        return [
            make("distributing-edge", guide, leading, .equal, previous, trailing),
            make("distributing-edge", guide, trailing, .equal, next, leading),
        ]
    }

    /// Views that hug equally leave the stretching to the last of them (ours: UIKit documents
    /// only that it decides by index): the others hug a hair more firmly.
    private func tieBreak(_ shown: [UIView]) -> [NSLayoutConstraint] {
        let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
        let lowest = shown.map { $0.contentHuggingPriority(for: axis).rawValue }.min() ?? 0
        guard let stretcher = shown.last(where: { $0.contentHuggingPriority(for: axis).rawValue == lowest })
        else {
            return []
        }
        var result: [NSLayoutConstraint] = []
        for view in shown
        where view !== stretcher && view.contentHuggingPriority(for: axis).rawValue == lowest {
            let size = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            guard size != UIView.noIntrinsicMetric, lowest < 999 else { continue }
            result.append(
                make(
                    "fill-tiebreak", view, length, .lessThanOrEqual, nil, .notAnAttribute, constant: size,
                    priority: UILayoutPriority(lowest + 0.5)))
        }
        return result
    }

    private func crossAxis(_ view: UIView, first: UIView?) -> [NSLayoutConstraint] {
        let canvas = self.canvas
        switch stack.alignment {
        case .fill:
            return [
                make("alignment", view, crossLeading, .equal, canvas, crossLeading),
                make("alignment", view, crossTrailing, .equal, canvas, crossTrailing),
            ]
        case .leading:
            return [
                make("alignment", view, crossLeading, .equal, canvas, crossLeading),
                make("spanning-boundary", view, crossTrailing, .lessThanOrEqual, canvas, crossTrailing),
            ]
        case .trailing:
            return [
                make("alignment", view, crossTrailing, .equal, canvas, crossTrailing),
                make("spanning-boundary", view, crossLeading, .greaterThanOrEqual, canvas, crossLeading),
            ]
        case .center:
            return [
                make("alignment", view, crossCenter, .equal, canvas, crossCenter),
                make("spanning-boundary", view, crossLeading, .greaterThanOrEqual, canvas, crossLeading),
            ]
        case .firstBaseline, .lastBaseline:
            guard horizontal, let first else {
                // Columns have no baseline alignment: as `.fill`, as UIKit treats it.
                return [
                    make("alignment", view, crossLeading, .equal, canvas, crossLeading),
                    make("alignment", view, crossTrailing, .equal, canvas, crossTrailing),
                ]
            }
            let baseline: NSLayoutConstraint.Attribute =
                stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            var result = [
                make("spanning-boundary", view, .top, .greaterThanOrEqual, canvas, .top),
                make("spanning-boundary", view, .bottom, .lessThanOrEqual, canvas, .bottom),
            ]
            if view !== first { result.append(make("alignment", view, baseline, .equal, first, baseline)) }
            return result
        }
    }
}
