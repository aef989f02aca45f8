import Foundation

extension UIModalPresentationStyle {
    /// The style a presentation takes when asked for this one: `.automatic` is a page sheet for
    /// ordinary controllers (Behaviour 4.6); `.none` is never a presentation style (Behaviour 4.8), so it
    /// presents full screen.
    var resolvedForPresentation: UIModalPresentationStyle {
        switch self {
        case .automatic: return .pageSheet
        case .none: return .fullScreen
        default: return self
        }
    }

    /// Whether the style covers the presentation context rather than the window (Behaviour 4.3).
    var coversCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether the style is one a ``UISheetPresentationController`` presents (Behaviour 14): the
    /// page and form sheets (`.automatic` resolves to a page sheet first).
    var isSheet: Bool { self == .pageSheet || self == .formSheet }
}

extension UIViewController {
    /// The controller that performs a full-screen presentation asked of this one: a child asks its
    /// top-most ancestor, which is the window's root or a presented controller (Behaviour 4.1).
    var presentingContext: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// The controller a current-context presentation asked of this one covers: the first controller,
    /// from this one up, whose `definesPresentationContext` is true; with none, the top-most
    /// ancestor, as for full-screen presentations (Behaviour 4.3).
    var currentPresentationContext: UIViewController {
        var controller = self
        while !controller.definesPresentationContext, let parent = controller.parent { controller = parent }
        return controller
    }

    /// The controller that presents `presented` when this one asks, for the style it will take.
    func presenter(forPresentationCovering coversCurrentContext: Bool) -> UIViewController {
        coversCurrentContext ? currentPresentationContext : presentingContext
    }
}

/// Where a presentation's container goes: over the whole window, or over the view of the controller
/// that defines the presentation context (Behaviour 4.3, 4.4).
@MainActor
struct PresentationPlacement {
    /// The view the container is added to.
    let host: UIView
    /// The container's frame in `host`.
    let frame: CGRect
    /// The sibling the container goes above, if any (the covered view).
    let above: UIView?
    /// The presentation controller that places the covered view, when it is a presented view.
    private weak var coveredViewsPresentation: UIPresentationController?
    /// Whether the covered view is a child controller's view in its parent's view: the parent's
    /// layout keeps placing it even while a current-context presentation has taken it away.
    private var coveredIsLaidOutByItsParent = false

    /// The placement for a presentation whose controller says whether it is full screen.
    init(window: UIWindow, presenting: UIViewController, fullScreen: Bool) {
        if !fullScreen, let covered = presenting.viewIfLoaded, let superview = covered.superview {
            host = superview
            frame = covered.frame
            above = covered
            // A controller shown in place of the presented one (an adaptive replacement) has no
            // presentation controller of its own: the presentation showing it is its original's.
            let shownBy =
                presenting.presentation.presentationController
                ?? presenting.presentingViewController?.presentedViewController?.presentation
                .presentationController
            if let controller = shownBy, controller.presentedView === covered {
                coveredViewsPresentation = controller
            }
            coveredIsLaidOutByItsParent = presenting.parent?.viewIfLoaded === superview
        } else {
            host = window
            frame = window.bounds
            above = nil
        }
    }

    /// Adds `container` at this place. Over a covered view, the container takes that view's frame
    /// after each layout of the superview (`frameRule`): the frame its presentation controller
    /// gives it when it is a presented view (even while taken away), else its own frame while it is
    /// a sibling or while its parent still lays it out; so it stays over the context it covers
    /// however that is laid out.
    func install(_ container: UIView) {
        container.frame = frame
        if let above {
            host.hostsFrameFollowers = true
            let laidOutByParent = coveredIsLaidOutByItsParent
            container.frameRule = { [weak above, weak coveredViewsPresentation] superview in
                if let coveredViewsPresentation, coveredViewsPresentation.containerView === superview {
                    return coveredViewsPresentation.frameOfPresentedViewInContainerView
                }
                guard let above, above.superview === superview || (above.superview == nil && laidOutByParent)
                else { return nil }
                return above.untransformedFrame
            }
        }
        if let above, above.superview === host {
            host.insertSubview(container, aboveSubview: above)
        } else {
            host.addSubview(container)
        }
    }
}
