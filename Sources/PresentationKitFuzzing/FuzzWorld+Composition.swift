import PresentationKit

/// The operations that compose presentations with the rest of the library: navigation and tab
/// bar controllers, sheets' detents, scrolling lists, the keyboard, Auto Layout changes, and the
/// app's reuse of controllers it kept (issues 34 and 35).
extension FuzzWorld {
    /// Adds the asker child to a context-defining controller the first time an operation names it
    /// (an app adds a child whenever it likes): sequences that never name one run as before.
    func addAskers(named operation: FuzzOperation) {
        guard let host = operation.host else { return }
        for ref in operation.controllerRefs {
            switch ref {
            case .rootAsker: slots[host].root.contextChild?.addAsker()
            case .presentedAsker(let id):
                guard controllerHost[id] == host else { continue }
                (controllers[id]?.object as? FuzzController)?.contextChild?.addAsker()
            default: continue
            }
        }
    }

    /// A drag on `host` whose start is kept inside the window (a finger cannot land outside the
    /// screen); the end may lie anywhere.
    func drag(host: Int, from start: CGPoint, to end: CGPoint, duration: Double) {
        let bounds = slots[host].host.window.bounds
        let inside = CGPoint(
            x: min(max(start.x, bounds.minX + 1), bounds.maxX - 1),
            y: min(max(start.y, bounds.minY + 1), bounds.maxY - 1))
        slots[host].host.drag(from: inside, to: end, duration: duration)
        userGestureEnded(host: host)
    }

    /// Registers a controller a navigation operation made, as a present operation does: operations
    /// name it `c<id>`, and the teardown expects it freed once popped.
    func register(_ controller: FuzzController, id: Int, host: Int) {
        controllers[id] = Tracked(object: controller, label: "c\(id)")
        controllerHost[id] = host
        tracked.append(Tracked(object: controller, label: "c\(id)"))
    }

    /// Runs a composition operation; returns the diagnostics it may legitimately provoke, or nil
    /// when it had nothing to act on (its controller, container or sheet is gone).
    func performComposition(_ operation: FuzzOperation) -> [(Diagnostic) -> Bool]? {
        switch operation {
        case .navigation(let host, let from, let action):
            guard let controller = resolve(from, host: host) else { return nil }
            return navigate(action, from: controller, host: host)
        case .sheet(let host, let target, let action):
            guard let controller = resolve(target, host: host), controller.parent == nil,
                controller.presentingViewController != nil,
                let sheet = controller.presentationController as? UISheetPresentationController
            else { return nil }
            switch action {
            case .detents(let detents):
                guard !detents.isEmpty else { return nil }
                sheet.detents = detents.map { $0.make() }
            case .select(let detent, let animated):
                if animated {
                    sheet.animateChanges { sheet.selectedDetentIdentifier = detent?.identifier }
                } else {
                    sheet.selectedDetentIdentifier = detent?.identifier
                }
            case .grabber(let visible): sheet.prefersGrabberVisible = visible
            case .undimmed(let detent): sheet.largestUndimmedDetentIdentifier = detent?.identifier
            case .dragTop(let toY, let duration):
                let window = slots[host].host.window
                guard let view = sheet.presentedView, view.window === window else { return nil }
                let frame = view.convert(view.bounds, to: window)
                drag(
                    host: host, from: CGPoint(x: frame.midX, y: frame.minY + 6),
                    to: CGPoint(x: frame.midX, y: window.bounds.height * toY), duration: duration)
            }
            return []
        case .listDrag(let host, let target, let dy, let duration):
            let window = slots[host].host.window
            guard let list = resolve(target, host: host)?.list, list.window === window else { return nil }
            let frame = list.convert(list.bounds, to: window)
            let start = CGPoint(x: frame.midX, y: frame.midY)
            drag(
                host: host, from: start, to: CGPoint(x: start.x, y: start.y + window.bounds.height * dy),
                duration: duration)
            return []
        case .editing(let host, let target, let begins):
            guard let field = resolve(target, host: host)?.textField else { return nil }
            if begins { field.becomeFirstResponder() } else { field.resignFirstResponder() }
            // Asked of a field in no window, UIKit returns false; here it is reported too.
            return [{ $0.kind == .firstResponderMisuse }]
        case .layout(let host, let target, let action):
            guard let controller = resolve(target, host: host), let view = controller.viewIfLoaded,
                let top = controller.contentTopConstraint, let titleHeight = controller.titleHeight
            else { return nil }
            // A card as tall as its content is told the content changed, as an app tells its
            // presentation controller, and lays out with it.
            let card = controller.presentationController as? DimmingPresentationController
            let change = {
                switch action {
                case .spacing(let constant, _): top.constant = CGFloat(constant)
                case .toggleTitleHeight: titleHeight.isActive.toggle()
                }
                card?.presentedContentDidChange()
            }
            if action.animated {
                UIView.animate(
                    withDuration: 0.3,
                    animations: {
                        change()
                        view.layoutIfNeeded()
                        card?.containerView?.layoutIfNeeded()
                    })
            } else {
                change()
            }
            return []
        case .effect(let host, let target, let action):
            guard let controller = resolve(target, host: host), let view = controller.viewIfLoaded else {
                return nil
            }
            applyEffect(action, to: controller, view: view)
            // A snapshot of a view never rendered, or of an empty one, is reported (Behaviour 25.1, 25.3).
            return [{ $0.kind == .invalidInput && $0.message.contains("snapshot") }]
        case .restyle(let host, let id, let style, let transition):
            guard let controller = kept[id], controllerHost[id] == host,
                controller.presentingViewController == nil,
                controller.transitionCoordinator == nil,
                let newStyle = UIModalPresentationStyle(rawValue: style),
                var newTransition = UIModalTransitionStyle(rawValue: transition)
            else { return nil }
            // UIKit raises for a partial curl that is not full screen: the app never asks for it.
            if newTransition == .partialCurl && newStyle != .fullScreen { newTransition = .coverVertical }
            controller.modalPresentationStyle = newStyle
            controller.modalTransitionStyle = newTransition
            return []
        default:
            return nil
        }
    }

    private func navigate(_ action: NavigationAction, from controller: FuzzController, host: Int)
        -> [(Diagnostic) -> Bool]?
    {
        // A change asked while a push or pop runs is dropped and reported, as UIKit drops it.
        let dropped: [(Diagnostic) -> Bool] = [
            { $0.kind == .navigationMisuse && $0.message.contains("dropped") }
        ]
        if case .selectTab(let index) = action {
            guard let tabs = controller.tabBarController, let count = tabs.viewControllers?.count,
                (0..<count).contains(index)
            else { return nil }
            tabs.selectedIndex = index
            return dropped
        }
        guard let navigation = controller.navigationController else { return nil }
        switch action {
        case .push(let id, let animated, let hasList, let textField):
            let pushed = FuzzController(
                name: "c\(id)", embedsContext: false, hasList: hasList, textField: textField)
            pushed.hidesBottomBarWhenPushed = NavigationAction.hidesBottomBar(id: id)
            register(pushed, id: id, host: host)
            navigation.pushViewController(pushed, animated: animated)
        case .pop(let animated): navigation.popViewController(animated: animated)
        case .popToRoot(let animated): navigation.popToRootViewController(animated: animated)
        case .setStack(let keep, let push, let animated):
            var stack = Array(navigation.viewControllers.prefix(max(1, keep)))
            if let push {
                let pushed = FuzzController(name: "c\(push)", embedsContext: false)
                register(pushed, id: push, host: host)
                stack.append(pushed)
            }
            navigation.setViewControllers(stack, animated: animated)
        case .barHidden(let hidden, let animated):
            navigation.setNavigationBarHidden(hidden, animated: animated)
        case .toolbarHidden(let hidden, let animated): navigation.setToolbarHidden(hidden, animated: animated)
        case .edgePan(let distance, let duration):
            let window = slots[host].host.window
            guard let view = navigation.viewIfLoaded, view.window === window else { return nil }
            let frame = view.convert(view.bounds, to: window)
            drag(
                host: host, from: CGPoint(x: frame.minX + 2, y: frame.midY),
                to: CGPoint(x: frame.minX + frame.width * distance, y: frame.midY), duration: duration)
        case .selectTab: return nil
        }
        return dropped
    }
}

extension FuzzOperation {
    /// The controllers the operation names.
    var controllerRefs: [ControllerRef] {
        switch self {
        case .present(_, let step): [step.from]
        case .presentAgain(_, let from, _, _, _), .dismiss(_, let from, _, _), .navigation(_, let from, _):
            [from]
        case .nanFrame(_, let target), .sheet(_, let target, _), .listDrag(_, let target, _, _),
            .editing(_, let target, _), .layout(_, let target, _), .effect(_, let target, _),
            .list(_, let target, _), .split(_, let target, _):
            [target]
        default: []
        }
    }
}

extension FuzzWorld {
    /// A blur over `view` (made the first time, taking no touches) or a snapshot of it, kept as its
    /// subview.
    @MainActor
    func applyEffect(_ action: EffectAction, to controller: FuzzController, view: UIView) {
        switch action {
        case .blur(let style, let animated):
            let blurView = controller.blurView ?? UIVisualEffectView(effect: nil)
            if controller.blurView == nil {
                blurView.isUserInteractionEnabled = false
                blurView.frame = view.bounds
                blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(blurView)
                controller.blurView = blurView
            }
            let effect = UIBlurEffect.Style(rawValue: style).map(UIBlurEffect.init(style:))
            if animated {
                UIView.animate(withDuration: 0.3) { blurView.effect = effect }
            } else {
                blurView.effect = effect
            }
        case .clearBlur(let animated):
            guard let blurView = controller.blurView else { return }
            if animated {
                UIView.animate(withDuration: 0.3) { blurView.effect = nil }
            } else {
                blurView.effect = nil
            }
        case .snapshot(let afterScreenUpdates):
            controller.snapshotView?.removeFromSuperview()
            controller.snapshotView = view.snapshotView(afterScreenUpdates: afterScreenUpdates)
            if let snapshot = controller.snapshotView { view.addSubview(snapshot) }
        }
    }
}
