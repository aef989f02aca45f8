import PresentationKit

/// The container a presented controller shows over its whole view (`PresentStep.container`).
public enum FuzzContainer: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// A `UINavigationController` whose root is `c<id>.nav0`.
    case navigation
    /// A `UITabBarController` of two navigation controllers, rooted at `c<id>.nav0` and `c<id>.nav1`.
    case tabs
    /// A `UISplitViewController(style: .doubleColumn)`: `c<id>.nav0` in the primary column,
    /// `c<id>.nav1` in the secondary one, each inside the column's navigation controller.
    case split
    /// A `UISplitViewController(style: .tripleColumn)`: `c<id>.nav0` primary, `c<id>.nav1`
    /// supplementary, `c<id>.nav2` secondary.
    case tripleSplit

    /// How many stacks (and stack roots) the container has.
    public var stackCount: Int {
        switch self {
        case .navigation: 1
        case .tabs, .split: 2
        case .tripleSplit: 3
        }
    }

    /// Whether the container is a split view controller.
    public var isSplit: Bool { self == .split || self == .tripleSplit }

    /// The container as descriptions print it.
    public var description: String {
        switch self {
        case .navigation: "a navigation controller"
        case .tabs: "a tab bar controller of two navigation controllers"
        case .split: "a double-column split view controller"
        case .tripleSplit: "a triple-column split view controller"
        }
    }
}

/// What a navigation operation asks of the navigation (or tab bar) controller holding a controller.
public enum NavigationAction: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `pushViewController(c<id>, animated:)` with a new controller (with a list or a text field);
    /// every third id sets `hidesBottomBarWhenPushed` (``NavigationAction/hidesBottomBar(id:)``).
    case push(id: Int, animated: Bool, hasList: Bool, textField: Bool)
    /// `popViewController(animated:)`.
    case pop(animated: Bool)
    /// `popToRootViewController(animated:)`.
    case popToRoot(animated: Bool)
    /// `setViewControllers(_:animated:)` with the first `keep` controllers of the stack (at least
    /// one), then a new controller c<push> when given.
    case setStack(keep: Int, push: Int?, animated: Bool)
    /// `setNavigationBarHidden(_:animated:)`.
    case barHidden(Bool, animated: Bool)
    /// `setToolbarHidden(_:animated:)`.
    case toolbarHidden(Bool, animated: Bool)
    /// A pan from the navigation controller's left edge across `distance` of its width in
    /// `duration` seconds: the interactive pop, which finishes past the middle and cancels before
    /// (Behaviour 16.12).
    case edgePan(distance: Double, duration: Double)
    /// `tabBarController.selectedIndex = index`.
    case selectTab(Int)

    /// The step as the Swift a test would write (after `from.`).
    public var description: String {
        let number = FuzzOperation.number
        switch self {
        case .push(let id, let animated, let hasList, let textField):
            let content =
                (hasList ? " /* a list */" : "") + (textField ? " /* a text field */" : "")
                + (Self.hidesBottomBar(id: id) ? " /* hidesBottomBarWhenPushed */" : "")
            return "navigationController.pushViewController(c\(id)\(content), animated: \(animated))"
        case .pop(let animated): return "navigationController.popViewController(animated: \(animated))"
        case .popToRoot(let animated):
            return "navigationController.popToRootViewController(animated: \(animated))"
        case .setStack(let keep, let push, let animated):
            let new = push.map { " + [c\($0)]" } ?? ""
            return
                "navigationController.setViewControllers(viewControllers.prefix(\(keep))\(new), animated: \(animated))"
        case .barHidden(let hidden, let animated):
            return "navigationController.setNavigationBarHidden(\(hidden), animated: \(animated))"
        case .toolbarHidden(let hidden, let animated):
            return "navigationController.setToolbarHidden(\(hidden), animated: \(animated))"
        case .edgePan(let distance, let duration):
            return
                "navigationController: a pan from the left edge across \(number(distance)) w in \(number(duration)) s"
        case .selectTab(let index): return "tabBarController.selectedIndex = \(index)"
        }
    }

    /// Whether the controller pushed as `c<id>` sets `hidesBottomBarWhenPushed`: every third id
    /// (chosen by the id, so seeds make the same operations as before; a seed's world differs where
    /// such a push hides a tab bar, so an older finding may replay differently).
    public static func hidesBottomBar(id: Int) -> Bool { id % 3 == 0 }

    /// The operation-mix name.
    public var kindName: String {
        switch self {
        case .push: "push"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .setStack: "setViewControllers"
        case .barHidden: "navigationBarHidden"
        case .toolbarHidden: "toolbarHidden"
        case .edgePan: "edgePan"
        case .selectTab: "selectTab"
        }
    }
}

/// A detent the fuzzer's sheets use: a custom one at 30 % of the largest height, `.medium()` and
/// `.large()`.
public enum FuzzDetent: String, Hashable, Sendable, Codable, CaseIterable {
    /// `.custom(identifier: "small") { 0.3 × maximumDetentValue }`.
    case small
    /// `.medium()`.
    case medium
    /// `.large()`.
    case large

    /// The detent's identifier.
    public var identifier: UISheetPresentationController.Detent.Identifier {
        switch self {
        case .small: UISheetPresentationController.Detent.Identifier("small")
        case .medium: .medium
        case .large: .large
        }
    }

    /// The fraction of `maximumDetentValue` it resolves to (Behaviour 14.2, 14.3).
    public var fraction: Double {
        switch self {
        case .small: 0.3
        case .medium: 0.5
        case .large: 1
        }
    }

    /// A new detent object.
    @MainActor
    public func make() -> UISheetPresentationController.Detent {
        switch self {
        case .small:
            .custom(identifier: identifier) { context in 0.3 * context.maximumDetentValue }
        case .medium: .medium()
        case .large: .large()
        }
    }

    /// The detent whose identifier this is, if one of the fuzzer's.
    public init?(identifier: UISheetPresentationController.Detent.Identifier) {
        guard let detent = Self.allCases.first(where: { $0.identifier == identifier }) else { return nil }
        self = detent
    }
}

/// What a sheet operation does to a presented sheet.
public enum SheetAction: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `detents = …` (given smallest first; never empty).
    case detents([FuzzDetent])
    /// `selectedDetentIdentifier = …`, inside `animateChanges` when animated (Behaviour 14.8, 14.10).
    case select(FuzzDetent?, animated: Bool)
    /// `prefersGrabberVisible = …`.
    case grabber(Bool)
    /// `largestUndimmedDetentIdentifier = …` (Behaviour 14.11).
    case undimmed(FuzzDetent?)
    /// A drag from just below the sheet's top edge to `toY` of the screen's height: between
    /// detents, or away (Behaviour 14.23).
    case dragTop(toY: Double, duration: Double)

    /// The action as the Swift a test would write.
    public var description: String {
        let number = FuzzOperation.number
        switch self {
        case .detents(let detents):
            return "detents = [\(detents.map { ".\($0.rawValue)" }.joined(separator: ", "))]"
        case .select(let detent, let animated):
            let assignment = "selectedDetentIdentifier = \(detent.map { ".\($0.rawValue)" } ?? "nil")"
            return animated ? "animateChanges { \(assignment) }" : assignment
        case .grabber(let visible): return "prefersGrabberVisible = \(visible)"
        case .undimmed(let detent):
            return "largestUndimmedDetentIdentifier = \(detent.map { ".\($0.rawValue)" } ?? "nil")"
        case .dragTop(let toY, let duration):
            return "a drag from the sheet's top edge to \(number(toY)) h in \(number(duration)) s"
        }
    }

    /// The operation-mix name.
    public var kindName: String {
        switch self {
        case .detents: "detents"
        case .select(_, let animated): animated ? "animateChanges" : "selectDetent"
        case .grabber: "grabber"
        case .undimmed: "undimmedDetent"
        case .dragTop: "sheetDrag"
        }
    }
}

/// What a layout operation changes in a controller's constrained content
/// (`FuzzController.constrainedContent`).
public enum LayoutAction: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The constant of the column's top constraint (8 at first).
    case spacing(Double, animated: Bool)
    /// Activates the title's `height ≥ 44` constraint (priority 999) if inactive, else deactivates
    /// it.
    case toggleTitleHeight(animated: Bool)

    /// Whether the change runs inside `UIView.animate` (with `layoutIfNeeded()`).
    public var animated: Bool {
        switch self {
        case .spacing(_, let animated), .toggleTitleHeight(let animated): animated
        }
    }

    /// The action as the Swift a test would write.
    public var description: String {
        let change =
            switch self {
            case .spacing(let constant, _): "contentTop.constant = \(FuzzOperation.number(constant))"
            case .toggleTitleHeight: "titleHeight.isActive.toggle()"
            }
        return animated ? "UIView.animate(withDuration: 0.3) { \(change); view.layoutIfNeeded() }" : change
    }

    /// The operation-mix name.
    public var kindName: String {
        switch self {
        case .spacing: animated ? "animatedConstant" : "constant"
        case .toggleTitleHeight: animated ? "animatedActivation" : "activation"
        }
    }
}

/// What an effects operation does to a controller's view (`FuzzOperation.effect`): blurs and
/// snapshots, which apps make over and of views while presentations run.
public enum EffectAction: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Sets a `UIBlurEffect` of the style with this raw value on the view's blur view (added over
    /// the view the first time, taking no touches), inside `UIView.animate` or not.
    case blur(style: Int, animated: Bool)
    /// Sets the blur view's effect to nil, inside `UIView.animate` or not.
    case clearBlur(animated: Bool)
    /// `view.snapshotView(afterScreenUpdates:)`, kept as a subview of the view (replacing the
    /// last one), at its origin.
    case snapshot(afterScreenUpdates: Bool)

    /// The action as the Swift a test would write.
    public var description: String {
        switch self {
        case .blur(let style, let animated):
            let change =
                "blurView.effect = UIBlurEffect(style: \(UIBlurEffect.Style(rawValue: style).map { ".\($0)" } ?? "\(style)"))"
            return animated ? "UIView.animate(withDuration: 0.3) { \(change) }" : change
        case .clearBlur(let animated):
            return animated
                ? "UIView.animate(withDuration: 0.3) { blurView.effect = nil }" : "blurView.effect = nil"
        case .snapshot(let after):
            return "view.addSubview(view.snapshotView(afterScreenUpdates: \(after)))"
        }
    }

    /// The operation-mix name.
    public var kindName: String {
        switch self {
        case .blur: "blur"
        case .clearBlur: "clearBlur"
        case .snapshot: "snapshot"
        }
    }
}
