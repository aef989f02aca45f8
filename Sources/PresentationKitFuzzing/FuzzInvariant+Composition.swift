import PresentationKit

/// The invariants of the composition operations: navigation stacks and tabs, sheets' detents, the
/// keyboard, and views of controllers that disappeared.
extension FuzzInvariant {
    static func navigation(_ world: FuzzWorld, host: Int) -> [String] {
        let window = world.slots[host].host.window
        var navigations: [UINavigationController] = []
        var tabs: [UITabBarController] = []
        for (_, controller) in world.liveControllers(host: host) {
            if let tabBar = controller.stackContainer as? UITabBarController {
                tabs.append(tabBar)
                navigations += (tabBar.viewControllers ?? []).compactMap { $0 as? UINavigationController }
            } else if let navigation = controller.stackContainer as? UINavigationController {
                navigations.append(navigation)
            } else if let split = controller.stackContainer as? UISplitViewController {
                // Each column's stack (collapsed, the one stack; the others are empty meanwhile).
                navigations += split.children.compactMap { $0 as? UINavigationController }
            }
        }
        var messages: [String] = []
        for navigation in navigations {
            let stack = navigation.viewControllers
            let label = "the navigation controller of [\(stack.map(name).joined(separator: ", "))]"
            let children = navigation.children
            if children.count != stack.count || zip(children, stack).contains(where: { $0 !== $1 }) {
                messages.append("\(label) has children [\(children.map(name).joined(separator: ", "))]")
            }
            let items = navigation.navigationBar.items ?? []
            if items.count != stack.count || zip(items, stack).contains(where: { $0 !== $1.navigationItem }) {
                messages.append(
                    "\(label): its bar shows \(items.count) items, not the stack's navigation items "
                        + "(titles \(items.map { $0.title ?? "nil" }))")
            }
            guard let view = navigation.viewIfLoaded, view.window === window else { continue }
            if let top = navigation.topViewController, !(top.viewIfLoaded?.isDescendant(of: view) ?? false) {
                messages.append(
                    "\(label): the top controller's view is not in the navigation controller's view")
            }
            let shown = stack.filter { $0.viewIfLoaded?.window === window }
            if shown.count != 1 || shown.first !== navigation.topViewController {
                messages.append(
                    "\(label) is shown with [\(shown.map(name).joined(separator: ", "))] in the window")
            }
            if navigation.navigationBar.isHidden != navigation.isNavigationBarHidden {
                messages.append(
                    "\(label): isNavigationBarHidden is \(navigation.isNavigationBarHidden), yet the bar's isHidden is "
                        + "\(navigation.navigationBar.isHidden)")
            }
            if navigation.toolbar.isHidden != navigation.isToolbarHidden {
                messages.append(
                    "\(label): isToolbarHidden is \(navigation.isToolbarHidden), yet the toolbar's isHidden is "
                        + "\(navigation.toolbar.isHidden)")
            }
            // The bars follow the top controller's content scroll views (the fuzzer names none on
            // the navigation controller itself).
            let top = navigation.topViewController
            if !navigation.isNavigationBarHidden {
                messages += scrollEdges(
                    of: "\(label): its navigation bar", following: top?.contentScrollView(for: .top),
                    top: true,
                    seen: navigation.navigationBar.scrollEdgeDistance)
            }
            if !navigation.isToolbarHidden {
                messages += scrollEdges(
                    of: "\(label): its toolbar", following: top?.contentScrollView(for: .bottom), top: false,
                    seen: navigation.toolbar.scrollEdgeDistance)
            }
        }
        for tabBar in tabs {
            let controllers = tabBar.viewControllers ?? []
            let label = "the tab bar controller of \(tabBar.parent.map(name) ?? "nothing")"
            if (tabBar.tabBar.items ?? []).count != controllers.count {
                messages.append(
                    "\(label) shows \((tabBar.tabBar.items ?? []).count) items for \(controllers.count) tabs")
            }
            guard let view = tabBar.viewIfLoaded, view.window === window else { continue }
            messages += bottomBar(of: tabBar, label: label)
            for (index, controller) in controllers.enumerated() {
                let selected = controller === tabBar.selectedViewController
                let inside = controller.viewIfLoaded?.isDescendant(of: view) ?? false
                let inWindow = controller.viewIfLoaded?.window === window
                if selected && !inside {
                    messages.append("\(label): the selected tab \(index)'s view is not in its view")
                } else if !selected && inWindow {
                    messages.append("\(label): tab \(index) is not selected, yet its view is in the window")
                }
            }
        }
        return messages
    }

    /// A tab bar at rest (Behaviour 16.25, 16.24): hidden exactly while a controller on the selected
    /// navigation stack sets `hidesBottomBarWhenPushed` (the fuzzer never hides a tab bar itself,
    /// which the rule leaves alone), back in the tab bar controller's view (a
    /// slide with a push or pop has landed), along its bottom edge, and following the selected
    /// content's bottom scroll edge.
    private static func bottomBar(of tabBar: UITabBarController, label: String) -> [String] {
        guard let view = tabBar.viewIfLoaded else { return [] }
        let bar = tabBar.tabBar
        let stack = (tabBar.selectedViewController as? UINavigationController)?.viewControllers ?? []
        let askers = stack.filter(\.hidesBottomBarWhenPushed)
        var messages: [String] = []
        if bar.isHidden != !askers.isEmpty {
            messages.append(
                "\(label): the tab bar is \(bar.isHidden ? "hidden" : "shown") at rest, while "
                    + (askers.isEmpty
                        ? "no controller on the selected stack sets hidesBottomBarWhenPushed"
                        : "\(askers.map(name).joined(separator: ", ")) sets hidesBottomBarWhenPushed"))
        }
        if bar.superview !== view {
            messages.append("\(label): at rest the tab bar is not in the tab bar controller's view")
        } else if !bar.isHidden, view.bounds.height.isFinite,
            abs(bar.frame.maxY - view.bounds.maxY) > 0.5 || abs(bar.frame.width - view.bounds.width) > 0.5
        {
            messages.append("\(label): at rest the tab bar is at \(bar.frame) in a view of \(view.bounds)")
        }
        if !bar.isHidden {
            messages += scrollEdges(
                of: "\(label): its tab bar",
                following: tabBar.selectedViewController?.contentScrollView(for: .bottom), top: false,
                seen: bar.scrollEdgeDistance)
        }
        return messages
    }

    /// A bar at rest follows its content's scroll edge (Behaviour 16.24): `seen`, the distance past
    /// the edge the bar last heard, is the content scroll view's now (0 with none).
    private static func scrollEdges(
        of bar: String, following scrollView: UIScrollView?, top: Bool, seen: CGFloat
    )
        -> [String]
    {
        var distance: CGFloat = 0
        if let scrollView {
            let offset = scrollView.contentOffset.y
            let insets = scrollView.adjustedContentInset
            distance =
                top
                ? offset + insets.top
                : scrollView.contentSize.height - (offset + scrollView.bounds.height - insets.bottom)
        }
        guard distance.isFinite, seen.isFinite, abs(distance - seen) > 0.5 else { return [] }
        return [
            "\(bar) last heard its content \(seen) pt past its \(top ? "top" : "bottom") scroll edge; it is "
                + "\(distance) pt past it at rest"
        ]
    }

    static func sheetDetents(_ world: FuzzWorld, host: Int) -> [String] {
        let window = world.slots[host].host.window
        var messages: [String] = []
        for presented in world.livePresentations(host: host) {
            guard let sheet = presented.presentationController as? UISheetPresentationController,
                let container = sheet.containerView, container.window === window,
                let view = sheet.presentedView, view.isDescendant(of: container),
                container.traitCollection.horizontalSizeClass == .compact,
                container.traitCollection.verticalSizeClass == .regular
            else { continue }
            let detents = sheet.detents.compactMap { FuzzDetent(identifier: $0.identifier) }
            guard detents.count == sheet.detents.count,
                let smallest = detents.min(by: { $0.fraction < $1.fraction }),
                let largest = detents.max(by: { $0.fraction < $1.fraction })
            else { continue }
            let editing =
                world.slots[host].host.firstResponder.flatMap { $0 as? UIView }
                .map { $0.isDescendant(of: view) } ?? false
            let selected = sheet.selectedDetentIdentifier.flatMap { FuzzDetent(identifier: $0) }
            var rest = selected.flatMap { detents.contains($0) ? $0 : nil } ?? smallest
            if editing { rest = largest }
            let insets = container.safeAreaInsets
            let top = insets.top > 0 ? insets.top : 44
            let maximum = max(0, container.bounds.height - top - 10 - insets.bottom)
            let expected = rest.fraction * maximum + insets.bottom
            let actual = untransformedFrame(of: view, in: container)
            if abs(actual.height - expected) > 0.5 {
                messages.append(
                    "\(presented.name) rests at a height of \(actual.height), not \(expected), the height of "
                        + "\(rest) (selected \(selected.map { "\($0)" } ?? "nil"), detents \(detents)"
                        + "\(editing ? ", editing" : ""))")
            }
        }
        return messages
    }

    static func keyboard(_ host: HeadlessHost, atRest: Bool) -> [String] {
        let responder = host.firstResponder
        let editing =
            (responder as? UITextField).map { $0.window === host.window }
            ?? (responder as? UITextView).map { $0.window === host.window } ?? false
        let frame = host.keyboardFrame
        if editing != (frame != nil) {
            let what = responder.map { "a \(type(of: $0))" } ?? "nothing"
            return [
                "the keyboard is \(frame == nil ? "down" : "up") while \(what) is first responder"
                    + (responder == nil || editing ? "" : " (not a text input in the window)")
            ]
        }
        guard atRest, let frame else { return [] }
        let window = host.window.frame
        if host.visibleKeyboardFrame != frame || abs(frame.maxY - window.maxY) > 0.5
            || abs(frame.width - window.width) > 0.5
        {
            return [
                "at rest the keyboard is seen at \(host.visibleKeyboardFrame.map { "\($0)" } ?? "nil"), its frame is "
                    + "\(frame), in a window at \(window)"
            ]
        }
        return []
    }

    static func disappearedViews(_ world: FuzzWorld, host: Int) -> [String] {
        let window = world.slots[host].host.window
        var messages: [String] = []
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            pending.append(contentsOf: view.subviews)
            guard let controller = view.next as? FuzzController, controller.viewIfLoaded === view,
                controller.appeared == false
            else { continue }
            // A presenter whose presentation keeps its view heard nothing (Behaviour 2.2):
            // `appearanceMatchesWindow` says whether that is right.
            if let presented = controller.presentedViewController,
                !(presented.presentationController?.shouldRemovePresentersView ?? true)
            {
                continue
            }
            messages.append(
                "\(controller.name).view is in the window at rest, yet \(controller.name) last heard viewDidDisappear"
            )
        }
        return messages
    }

    /// The controllers of the window's presentation tree (its root, what each presents, their
    /// children) whose size classes are unspecified at rest.
    static func unspecifiedTraits(_ world: FuzzWorld, host: Int) -> [String] {
        var messages: [String] = []
        var pending = [world.slots[host].host.window.rootViewController].compactMap { $0 }
        var seen: Set<ObjectIdentifier> = []
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            pending.append(contentsOf: controller.children)
            if let presented = controller.presentedViewController { pending.append(presented) }
            let traits = controller.traitCollection
            guard traits.horizontalSizeClass == .unspecified || traits.verticalSizeClass == .unspecified
            else { continue }
            let name = (controller as? FuzzController)?.name ?? "\(type(of: controller))"
            messages.append(
                "\(name) has unspecified size classes at rest (horizontal \(traits.horizontalSizeClass), "
                    + "vertical \(traits.verticalSizeClass))")
        }
        return messages
    }
}
