import PresentationKit

/// A broken invariant: which one, what was seen, and after which step.
public struct FuzzViolation: Hashable, Sendable, CustomStringConvertible {
    /// The invariant's name (see `FuzzInvariant`).
    public var invariant: String
    /// What was wrong.
    public var message: String
    /// The index of the operation after which it was seen (`operations.count` for teardown).
    public var step: Int

    /// Creates a violation.
    public init(invariant: String, message: String, step: Int) {
        self.invariant = invariant
        self.message = message
        self.step = step
    }

    /// The violation as reports print it: `[invariant] after step n: message`.
    public var description: String { "[\(invariant)] after step \(step): \(message)" }

    /// The violation with numbers and controller names blanked out: violations with the same
    /// signature are most likely one defect.
    public var signature: String {
        var result = ""
        var previous: Character = " "
        for character in message {
            let blank: Character =
                character.isNumber || character == "." || character == "-" ? "#" : character
            if blank == "#" && previous == "#" { continue }
            result.append(blank)
            previous = blank
        }
        return invariant + ": " + result
    }
}

/// A weak reference with a label, for the teardown leak check.
struct Tracked {
    weak var object: AnyObject?
    let label: String
}

/// The hosts and controllers of one fuzzed sequence, and what the invariants need to remember
/// between steps (requests and their completions, objects that must be freed).
///
/// The world holds the roots (through the hosts) and nothing else strongly: every presented
/// controller, presentation controller, animator and container is referenced weakly, so the
/// teardown check sees exactly what the engine keeps alive.
@MainActor
public final class FuzzWorld {
    /// One host and its root.
    @MainActor
    final class Slot {
        let device: FuzzDevice
        let host: HeadlessHost
        let root: FuzzController
        var diagnosticsSeen = 0
        var rotationEnds: TimeInterval = 0
        /// When the last tap or drag on the host ended: a cancelled dismissal stays presented
        /// unless the user's own gesture since the cancel dismissed it (a drag down a page sheet,
        /// a tap on a dimming view).
        var lastUserGesture = -TimeInterval.infinity

        init(device: FuzzDevice) {
            self.device = device
            host = HeadlessHost(size: device.size)
            root = FuzzController(name: "root", embedsContext: true)
            host.window.rootViewController = root
            host.advance(by: 0)
        }
    }

    /// A present or dismiss request and how often its completion ran.
    struct Request {
        let label: String
        let host: Int
        let isDismissal: Bool
        var dropped = false
        /// A transition that ended cancelled (a dismissal its animator cancelled, an interaction
        /// cancelled): UIKit does not call its completion.
        var cancelled = false
        var completions = 0

        /// Accepted and still waiting for its completion.
        var isOpen: Bool { !dropped && !cancelled && completions == 0 }
    }

    var slots: [Slot]
    var controllers: [Int: Tracked] = [:]
    var controllerHost: [Int: Int] = [:]
    var requests: [Int: Request] = [:]
    var tracked: [Tracked] = []
    private var trackedContainers: [Tracked] = []
    /// The split view controllers' collapsed states at the last check (`FuzzInvariant.splitCollapse`).
    var splitWatches: [SplitWatch] = []
    /// Controllers the app keeps to present again, by id.
    var kept: [Int: FuzzController] = [:]
    /// The interaction controllers handed out by delegates, by the id of their controller.
    var interactionTracks: [Int: InteractionTrack] = [:]
    /// The property animators of interruptible transitions, with labels.
    var animatorWatches: [(watch: PropertyAnimatorWatch, label: String)] = []
    /// The request of each controller's last present or present-again operation, by its id.
    private var presentRequests: [Int: Int] = [:]
    /// Reports of a completion speed that is not positive the world caused and has not seen yet,
    /// by host: counted when the finish or cancel reaches a transition, since the controller (and
    /// its interactor) may be gone by the time the step's diagnostics are checked.
    var expectedSpeedReports: [Int: Int] = [:]
    /// What the interactions reached so far.
    public internal(set) var interactionStats = InteractionStats()
    /// How many operations ran (the index of the next one).
    public private(set) var stepIndex = 0
    /// How many operations did nothing because their controller no longer resolves.
    public private(set) var skippedOperations = 0

    /// Creates one host per device, each with a root controller that embeds a context-defining
    /// child.
    public init(devices: [FuzzDevice]) {
        slots = devices.map(Slot.init(device:))
        for slot in slots { slot.diagnosticsSeen = slot.host.diagnostics.count }
    }

    /// The hosts, in the scenario's order.
    public var hosts: [HeadlessHost] { slots.map(\.host) }

    // MARK: Resolving names

    /// The controller `ref` names on `host`, if it is still alive.
    public func resolve(_ ref: ControllerRef, host: Int) -> FuzzController? {
        guard slots.indices.contains(host) else { return nil }
        switch ref {
        case .root: return slots[host].root
        case .rootContext: return slots[host].root.contextChild
        case .presented(let id):
            guard controllerHost[id] == host else { return nil }
            return controllers[id]?.object as? FuzzController
        case .presentedContext(let id):
            guard controllerHost[id] == host else { return nil }
            return (controllers[id]?.object as? FuzzController)?.contextChild
        case .rootAsker: return slots[host].root.contextChild?.asker
        case .presentedAsker(let id):
            guard controllerHost[id] == host else { return nil }
            return (controllers[id]?.object as? FuzzController)?.contextChild?.asker
        case .stackRoot(let id, let index):
            guard controllerHost[id] == host,
                let roots = (controllers[id]?.object as? FuzzController)?.stackRoots,
                roots.indices.contains(index)
            else { return nil }
            return roots[index]
        }
    }

    /// Every live controller of `host`: the root and its child, then the ones made by present
    /// operations and their children, oldest first.
    func liveControllers(host: Int) -> [(ref: ControllerRef, controller: FuzzController)] {
        var result: [(ControllerRef, FuzzController)] = [(.root, slots[host].root)]
        if let child = slots[host].root.contextChild {
            result.append((.rootContext, child))
            if let asker = child.asker { result.append((.rootAsker, asker)) }
        }
        for id in controllers.keys.sorted() where controllerHost[id] == host {
            guard let controller = controllers[id]?.object as? FuzzController else { continue }
            result.append((.presented(id), controller))
            if let child = controller.contextChild {
                result.append((.presentedContext(id), child))
                if let asker = child.asker { result.append((.presentedAsker(id), asker)) }
            }
            for (index, root) in controller.stackRoots.enumerated() {
                result.append((.stackRoot(id, index), root))
            }
        }
        return result
    }

    /// The live presented controllers of `host` that are presented themselves (not children of a
    /// presented controller; a controller shown inside an adaptive replacement is presented all
    /// the same, Behaviour 13.21).
    func livePresentations(host: Int) -> [FuzzController] {
        liveControllers(host: host).map(\.controller).filter { controller in
            guard let presenting = controller.presentingViewController, controller !== slots[host].root else {
                return false
            }
            return controller.parent == nil || presenting.presentedViewController === controller
        }
    }

    /// The root's stack: the root, what it presents, what that presents, and so on.
    func rootStack(host: Int) -> [(ref: ControllerRef, controller: UIViewController)] {
        var stack: [(ControllerRef, UIViewController)] = [(.root, slots[host].root)]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(slots[host].root)]
        while let next = stack.last?.1.presentedViewController, seen.insert(ObjectIdentifier(next)).inserted {
            let ref =
                (next as? FuzzController).flatMap { reference(of: $0, host: host) } ?? ControllerRef.root
            stack.append((ref, next))
        }
        return stack
    }

    private func reference(of controller: FuzzController, host: Int) -> ControllerRef? {
        liveControllers(host: host).first { $0.controller === controller }?.ref
    }

    // MARK: Running operations

    /// Runs `operation`, then checks every invariant; returns what broke.
    public func perform(_ operation: FuzzOperation) -> [FuzzViolation] {
        defer { stepIndex += 1 }
        addAskers(named: operation)
        var allowed: [(Diagnostic) -> Bool] = []
        var geometryCheck: (() -> String?)?
        var isIdlePoint = false
        switch operation {
        case .present(let host, let step):
            guard let from = resolve(step.from, host: host) else {
                skippedOperations += 1
                return []
            }
            allowed.append(Self.isDrop)
            present(step, from: from, host: host)
        case .presentAgain(let host, let from, let id, let animated, let request):
            // Presenting a controller that is still presented (or about to be) traps by design:
            // only a controller at rest, with nothing in flight on its host.
            guard let presenter = resolve(from, host: host), let controller = kept[id],
                controllerHost[id] == host,
                controller.presentingViewController == nil, !hasOpenRequest(host: host),
                presenter !== controller, !FuzzInvariant.isSelfOrAncestor(controller, of: presenter)
            else {
                skippedOperations += 1
                return []
            }
            allowed.append(Self.isDrop)
            if controller.modalPresentationStyle == .popover,
                let popover = controller.popoverPresentationController
            {
                // Each presentation has its own popover controller: configure it again, as apps do.
                popover.sourceView = presenter.view
                popover.sourceRect = CGRect(
                    x: presenter.view.bounds.midX, y: presenter.view.bounds.midY, width: 44, height: 44)
            }
            let before = slots[host].host.diagnostics.count
            let orphan = Self.belongsToNoHost(presenter)
            requests[request] = Request(
                label: "\(presenter.name).present(\(controller.name)) again (request \(request))", host: host,
                isDismissal: false)
            presentRequests[id] = request
            presenter.present(controller, animated: animated) { [weak self] in self?.completed(request) }
            requests[request]?.dropped =
                orphan || slots[host].host.diagnostics[before...].contains(where: Self.isDrop)
            if animated, requests[request]?.dropped == false, let track = interactionTracks[id] {
                track.expect(presentation: true)
            }
        case .dismiss(let host, let from, let animated, let request):
            guard let controller = resolve(from, host: host) else {
                skippedOperations += 1
                return []
            }
            allowed.append(Self.isDrop)
            dismiss(controller, animated: animated, request: request, host: host)
        case .tap(let host, let x, let y):
            guard slots.indices.contains(host) else { return [] }
            let bounds = slots[host].host.window.bounds
            slots[host].host.tap(at: CGPoint(x: bounds.width * x, y: bounds.height * y))
            userGestureEnded(host: host)
        case .tapCentre(let host):
            guard slots.indices.contains(host) else { return [] }
            let bounds = slots[host].host.window.bounds
            slots[host].host.tap(at: CGPoint(x: bounds.midX, y: bounds.midY))
            userGestureEnded(host: host)
        case .drag(let host, let fromX, let fromY, let toX, let toY, let duration):
            guard slots.indices.contains(host) else { return [] }
            let bounds = slots[host].host.window.bounds
            slots[host].host.drag(
                from: CGPoint(x: bounds.width * fromX, y: bounds.height * fromY),
                to: CGPoint(x: bounds.width * toX, y: bounds.height * toY), duration: duration)
            userGestureEnded(host: host)
        case .rotate(let host, let duration):
            guard slots.indices.contains(host) else { return [] }
            // A turn of the device: portrait ↔ landscape, the window's size swapped, as the
            // resize this operation made before; the controller in charge supports both here.
            let turned: UIInterfaceOrientation =
                slots[host].host.interfaceOrientation.isLandscape ? .portrait : .landscapeRight
            slots[host].rotationEnds = slots[host].host.time + duration + 1e-9
            slots[host].host.rotate(to: turned, duration: duration)
        case .advance(let seconds):
            for slot in slots { slot.host.advance(by: seconds) }
        case .runUntilIdle:
            for index in slots.indices { settle(index) }
            isIdlePoint = true
        case .interact(let host, let target, let action):
            guard let track = interactionTracks[target], track.host == host, let interactor = track.interactor
            else {
                skippedOperations += 1
                return []
            }
            allowed += interact(track, interactor, action)
        case .nanFrame(let host, let target):
            guard let controller = resolve(target, host: host), let view = controller.viewIfLoaded else {
                skippedOperations += 1
                return []
            }
            allowed.append { $0.kind == .invalidInput }
            let bounds = view.bounds
            let center = view.center
            view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            geometryCheck = {
                guard view.bounds == bounds, view.center == center else {
                    return
                        "\(controller.name).view.frame = NaN was reported, yet bounds \(bounds) → \(view.bounds), "
                        + "center \(center) → \(view.center)"
                }
                return nil
            }
        case .list, .split, .resize:
            guard let provoked = performList(operation) else {
                skippedOperations += 1
                return []
            }
            allowed += provoked
        case .navigation, .sheet, .listDrag, .editing, .layout, .restyle, .effect:
            guard let provoked = performComposition(operation) else {
                skippedOperations += 1
                return []
            }
            allowed += provoked
        }
        trackPresentationObjects()
        var violations = FuzzInvariant.checkAlways(self, allowed: allowed)
        if let message = geometryCheck?() {
            violations.append(
                FuzzViolation(
                    invariant: FuzzInvariant.badInputKeepsGeometry, message: message, step: stepIndex))
        }
        if isIdlePoint { violations += FuzzInvariant.checkIdle(self) }
        return violations
    }

    /// Whether `controller` belongs to no host: it was never presented (or its presentation was
    /// dropped) and no ancestor is on screen or presented. A request it makes is dropped with a log
    /// line only: there is no host to record a diagnostic on.
    static func belongsToNoHost(_ controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let candidate = current {
            if candidate.viewIfLoaded?.window != nil || candidate.presentingViewController != nil
                || candidate.presentationController?.containerView != nil
                || candidate.transitionCoordinator != nil || candidate.presentedViewController != nil
            {
                return false
            }
            current = candidate.parent
        }
        return true
    }

    /// A present or dismiss request dropped with a diagnostic, as UIKit drops it (Behaviour 10).
    static func isDrop(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.kind == .presentationMisuse && diagnostic.message.contains("dropped")
    }

    private func present(_ step: PresentStep, from: FuzzController, host: Int) {
        // A container takes the whole view: the content options go to its first stack's root.
        let wraps = step.container != nil
        let controller = FuzzController(
            name: "c\(step.id)", embedsContext: step.embedsContext && !wraps, hasList: step.hasList && !wraps,
            constrainedContent: step.constrainedContent && !wraps, keyboardBar: step.id.isMultiple(of: 2),
            textField: step.textField && !wraps, content: wraps ? nil : step.content)
        if let container = step.container {
            let roots = (0..<container.stackCount).map { index in
                FuzzController(
                    name: "c\(step.id).nav\(index)", embedsContext: false,
                    hasList: step.hasList && index == 0,
                    constrainedContent: step.constrainedContent && index == 0,
                    keyboardBar: step.id.isMultiple(of: 2), textField: step.textField && index == 0,
                    content: index == 0 ? step.content : nil)
            }
            controller.embed(container, roots: roots, largeTitles: step.hasLargeTitles)
        }
        controller.modalPresentationStyle = step.style
        controller.modalTransitionStyle = step.transition
        if step.adapts && (step.style == .custom || step.style == .popover) {
            let id = step.id
            controller.ownedAdaptiveDelegate = FuzzAdaptiveDelegate(
                replaces: step.style == .popover,
                made: { [weak self] object, label in
                    self?.madeByDelegate(object, label: "\(label) of c\(id)", kept: step.keptForReuse)
                })
        }
        if step.style == .custom || step.animator != .none {
            let id = step.id
            let delegate = FuzzTransitioningDelegate(
                animatorKind: step.animator,
                interaction: step.animator.allowsInteraction ? step.interaction : nil,
                made: { [weak self] object, label in
                    self?.madeByDelegate(object, label: "\(label) of c\(id)", kept: step.keptForReuse)
                },
                cancelled: { [weak self] in self?.dismissalCancelled(host: host) },
                ended: { [weak self] presenting, completed in
                    self?.transitionEnded(id: id, host: host, presenting: presenting, completed: completed)
                })
            controller.ownedDelegate = delegate
            controller.transitioningDelegate = delegate
            if let interactor = delegate.interactor, let interaction = delegate.interaction {
                interactionTracks[id] = makeTrack(
                    id: id, host: host, controller: controller, interactor: interactor,
                    interaction: interaction,
                    animatorKind: step.animator)
                if !step.keptForReuse {
                    tracked.append(Tracked(object: interactor, label: "FuzzInteractor of c\(id)"))
                }
            }
        }
        if step.style == .popover, let popover = controller.popoverPresentationController {
            let bounds = from.view.bounds
            popover.sourceView = from.view
            popover.sourceRect = CGRect(
                x: bounds.width * step.sourceX, y: bounds.height * step.sourceY, width: 44, height: 44)
            if step.arrows != 0 {
                popover.permittedArrowDirections = UIPopoverArrowDirection(rawValue: step.arrows)
            }
            popover.delegate = controller.ownedAdaptiveDelegate
        }
        if step.mediumDetent, let sheet = controller.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        controllers[step.id] = Tracked(object: controller, label: "c\(step.id)")
        controllerHost[step.id] = host
        if step.keptForReuse {
            kept[step.id] = controller
        } else {
            tracked.append(Tracked(object: controller, label: "c\(step.id)"))
        }
        let before = slots[host].host.diagnostics.count
        let id = step.id
        let orphan = Self.belongsToNoHost(from)
        requests[id] = Request(label: "\(from.name).present(c\(id))", host: host, isDismissal: false)
        presentRequests[id] = id
        from.present(controller, animated: step.animated) { [weak self] in self?.completed(id) }
        requests[id]?.dropped =
            orphan || slots[host].host.diagnostics[before...].contains(where: Self.isDrop)
        if step.animated, requests[id]?.dropped == false, let track = interactionTracks[id] {
            track.expect(presentation: true)
        }
    }

    private func dismiss(_ controller: FuzzController, animated: Bool, request: Int, host: Int) {
        let before = slots[host].host.diagnostics.count
        // Which level will animate (the top of what goes), asked before the request changes it.
        let top = dismissalTop(from: controller)
        requests[request] = Request(
            label: "\(controller.name).dismiss (request \(request))", host: host, isDismissal: true)
        controller.dismiss(animated: animated) { [weak self] in self?.completed(request) }
        requests[request]?.dropped = slots[host].host.diagnostics[before...].contains(where: Self.isDrop)
        if animated, requests[request]?.dropped == false, let top = top as? FuzzController,
            let track = interactionTracks.values.first(where: { $0.controller === top })
        {
            track.expect(presentation: false)
        }
    }

    private func completed(_ request: Int) {
        requests[request]?.completions += 1
    }

    /// A cancelling animator gave up a dismissal on `host`: the open dismissal request there (one
    /// transition runs at a time per window) will not hear its completion, as in UIKit.
    func dismissalCancelled(host: Int) {
        for (id, request) in requests where request.host == host && request.isDismissal && request.isOpen {
            requests[id]?.cancelled = true
        }
    }

    /// Whether a request on `host` was accepted and has not finished: a transition is pending or
    /// running there (the coordinator exists only once it runs).
    public func hasOpenRequest(host: Int) -> Bool {
        requests.values.contains { $0.host == host && $0.isOpen }
            || liveControllers(host: host).contains { $0.controller.transitionCoordinator != nil }
    }

    /// The controllers a `dismiss` sent to `target` would remove, by the public model: what
    /// `target` (or the ancestor presenting for it) presents and everything above, or `target`
    /// itself and everything above when it presents nothing; plus what their children present.
    func dismissedLevels(from target: UIViewController, host: Int) -> [UIViewController] {
        var start: UIViewController? = target.presentedViewController
        if start == nil, target.presentingViewController != nil {
            var top: UIViewController = target
            while let parent = top.parent { top = parent }
            start = top
        }
        var levels: [UIViewController] = []
        var pending = start.map { [$0] } ?? []
        while let next = pending.popLast(), levels.count < 64 {
            guard !levels.contains(where: { $0 === next }) else { continue }
            levels.append(next)
            if let presented = next.presentedViewController { pending.append(presented) }
            for child in next.children {
                if let presented = child.presentedViewController, presented.presentingViewController === child
                {
                    pending.append(presented)
                }
            }
            // A replacement showing `next` in its place presents on its behalf (Behaviour 13.21).
            if let replacement = Self.replacementHolding(next) {
                for holder in [replacement] + replacement.children where holder !== next {
                    if let presented = holder.presentedViewController,
                        presented.presentingViewController === holder
                    {
                        pending.append(presented)
                    }
                }
            }
        }
        return levels
    }

    /// The adaptive replacement that shows `controller` in its place (its top ancestor), when
    /// `controller` is a presented controller held by one (Behaviour 13.21); nil otherwise.
    static func replacementHolding(_ controller: UIViewController) -> UIViewController? {
        guard controller.parent != nil, let presenting = controller.presentingViewController,
            presenting.presentedViewController === controller
        else { return nil }
        var top = controller
        while let parent = top.parent { top = parent }
        return top
    }

    /// The animator kind a present operation gave `controller`.
    func animatorKind(of controller: UIViewController) -> AnimatorKind {
        (controller as? FuzzController)?.ownedDelegate?.animatorKind ?? .none
    }

    /// The ids of kept controllers of `host` that are not presented.
    public func keptControllerIDs(host: Int) -> [Int] {
        kept.keys.sorted().filter { controllerHost[$0] == host && kept[$0]?.presentingViewController == nil }
    }

    /// Whether a rotation started by an operation is still animating on `host`.
    public func isRotating(host: Int) -> Bool {
        slots[host].host.time < slots[host].rotationEnds
    }

    /// Remembers (weakly) the presentation controllers and containers of live presentations, so
    /// the teardown can check they were freed.
    private func trackPresentationObjects() {
        for index in slots.indices {
            for controller in livePresentations(host: index) {
                guard let presentationController = controller.presentationController else { continue }
                // A kept controller may keep its presentation controller (UIKit keeps it too).
                let isKept = kept.values.contains { $0 === controller }
                if !isKept && !tracked.contains(where: { $0.object === presentationController }) {
                    tracked.append(
                        Tracked(
                            object: presentationController,
                            label: "\(type(of: presentationController)) of \(controller.name)"))
                }
                if let container = presentationController.containerView,
                    !trackedContainers.contains(where: { $0.object === container })
                {
                    trackedContainers.append(
                        Tracked(object: container, label: "container of \(controller.name)"))
                }
            }
        }
        tracked.removeAll { $0.object == nil }
    }

    /// Whether `controller` presents nothing, itself or through its children.
    private func isTop(_ controller: UIViewController) -> Bool {
        controller.presentedViewController == nil
            && controller.children.allSatisfy { $0.presentedViewController == nil }
    }

    /// Containers seen so far that are still alive.
    var knownContainers: [(view: UIView, label: String)] {
        trackedContainers.compactMap { tracked in (tracked.object as? UIView).map { ($0, tracked.label) } }
    }

    // MARK: Teardown

    /// Dismisses everything, lets the hosts go idle, and checks that every dismissed controller,
    /// presentation controller, animator and container was freed.
    public func teardown() -> [FuzzViolation] {
        var violations: [FuzzViolation] = []
        for index in slots.indices { settle(index) }
        for index in slots.indices {
            // One level at a time from the tops, so the teardown itself never dismisses a stack
            // (stack dismissals have known defects of their own).
            var attempts = 0
            while let top = livePresentations(host: index).first(where: { isTop($0) }), attempts < 64 {
                attempts += 1
                // While I1 is open, a dismissal without animation by an interruptible animator
                // never completes: those levels go with animation (any interaction finished).
                let animated =
                    !KnownDefect.interruptibleWithoutAnimation.isFixed
                    && animatorKind(of: top) == .interruptible
                top.dismiss(animated: animated)
                settle(index, finishing: true)
            }
            let left = livePresentations(host: index)
            if !left.isEmpty {
                violations.append(
                    FuzzViolation(
                        invariant: FuzzInvariant.teardownDeallocates,
                        message:
                            "hosts[\(index)]: dismiss(animated: false) leaves \(left.map(\.name)) presented",
                        step: stepIndex))
            }
        }
        for index in slots.indices { settle(index) }
        var leaked: [String] = []
        let heldByColumns = columnControllersOfLiveSplits()
        for entry in tracked where entry.object != nil {
            if let controller = entry.object as? FuzzController,
                controller.presentingViewController != nil
            {
                continue  // still presented: reported above
            }
            // Still on the stack of a controller that lives (one the app keeps): its owner's.
            if let controller = entry.object as? FuzzController, controller.parent != nil { continue }
            // A column's controller taken off a collapsed stack: the split view controller keeps it
            // to put back when it expands (Behaviour 26.4).
            if let object = entry.object, heldByColumns.contains(ObjectIdentifier(object)) { continue }
            leaked.append(entry.label)
        }
        for entry in trackedContainers where entry.object != nil { leaked.append(entry.label) }
        if !leaked.isEmpty {
            violations.append(
                FuzzViolation(
                    invariant: FuzzInvariant.teardownDeallocates,
                    message: "still alive after dismissal and idle: \(leaked.joined(separator: ", "))",
                    step: stepIndex))
        }
        return violations
    }
}

extension FuzzWorld {
    /// The controllers that live split view controllers (in what is still alive or the app keeps)
    /// hold as their columns' controllers.
    fileprivate func columnControllersOfLiveSplits() -> Set<ObjectIdentifier> {
        var held: Set<ObjectIdentifier> = []
        func visit(_ controller: UIViewController) {
            if let split = controller as? UISplitViewController {
                for column in [UISplitViewController.Column.primary, .supplementary, .secondary, .compact] {
                    if let shown = split.viewController(for: column) { held.insert(ObjectIdentifier(shown)) }
                }
            }
            controller.children.forEach(visit)
        }
        for entry in tracked {
            if let controller = entry.object as? UIViewController { visit(controller) }
        }
        kept.values.forEach(visit)
        return held
    }
}

// MARK: - Interactive transitions

/// How much of the interaction machinery a run reached (the long mode prints it), so a generator
/// change that stops reaching a path shows.
public struct InteractionStats: Sendable, Codable {
    /// Interactive transitions started.
    public var started = 0
    /// How many of the ``started`` transitions ran with a property animator (an interruptible
    /// animator).
    public var interruptible = 0
    /// Started with `wantsInteractiveStart` false.
    public var nonInteractiveStarts = 0
    /// Started with a finish or cancel queued before (Behaviour 12.16).
    public var queuedApplied = 0
    /// Interactive transitions that ended completed.
    public var completed = 0
    /// Interactive transitions that ended cancelled.
    public var cancelled = 0
    /// `pause()` calls that caught a running interruptible transition again.
    public var caughtAgain = 0
    /// Calls the interaction-change handlers heard.
    public var handlerCalls = 0

    /// Creates statistics with every count at zero.
    public init() {}

    /// Adds `other`'s counts to these, to total several runs.
    public mutating func merge(_ other: InteractionStats) {
        started += other.started
        interruptible += other.interruptible
        nonInteractiveStarts += other.nonInteractiveStarts
        queuedApplied += other.queuedApplied
        completed += other.completed
        cancelled += other.cancelled
        caughtAgain += other.caughtAgain
        handlerCalls += other.handlerCalls
    }
}

/// What the world knows about the percent-driven interaction controller of one presented
/// controller's delegate, and what it expects of the transition that controller drives: the model
/// the interaction invariants compare the engine with.
@MainActor
final class InteractionTrack {
    let id: Int
    let host: Int
    let configuration: FuzzInteraction
    let animatorKind: AnimatorKind
    weak var interactor: FuzzInteractor?
    weak var controller: FuzzController?
    /// An animated request was accepted whose transition will start this interactor: a finish or
    /// cancel until then is queued and applied when it starts (Behaviour 12.16).
    var pending = false
    /// What was queued while pending: finish (true) or cancel (false).
    var queued: Bool?
    /// The transition it drives now (until the invariants have seen its end).
    var current: InteractionRecord?

    init(
        id: Int, host: Int, configuration: FuzzInteraction, animatorKind: AnimatorKind,
        interactor: FuzzInteractor, controller: FuzzController
    ) {
        self.id = id
        self.host = host
        self.configuration = configuration
        self.animatorKind = animatorKind
        self.interactor = interactor
        self.controller = controller
    }

    /// An accepted, animated request whose transition this interactor drives when it starts.
    func expect(presentation: Bool) {
        guard presentation ? configuration.presents : configuration.dismisses else { return }
        pending = true
        queued = nil
    }

    /// The transition it drives and that has not ended.
    var running: InteractionRecord? {
        guard let current, current.outcome == nil else { return nil }
        return current
    }
}

/// One interactive transition as the world expects it to go.
@MainActor
final class InteractionRecord {
    let isPresentation: Bool
    let startTime: TimeInterval
    /// Its `transitionDuration`, read once it started.
    var duration: TimeInterval = 0.3
    /// Whether the animator returns a property animator (only then can `pause()` catch it).
    let interruptible: Bool
    /// `wantsInteractiveStart` when it started: `initiallyInteractive` must say this, always.
    let expectedInitial: Bool
    /// The coordinator's `initiallyInteractive` when first read.
    var seenInitial: Bool?
    /// Whether a finger holds it now, by the operations so far.
    var interactive: Bool
    /// Whether the last finish/cancel was a cancel.
    var cancelled = false
    /// When the last finish or cancel not followed by a pause came, and at which speed: it must
    /// have ended `duration × (1 + 1/speed)` later (plus a little).
    var release: (time: TimeInterval, speed: Double)?
    /// Whether an update, finish, cancel or pause reached it (Behaviour 12.15's watchdog stays quiet).
    var driven = false
    /// What the `notifyWhenInteractionChanges` handler heard, in order (`isInteractive`).
    var handlerCalls: [Bool] = []
    /// How often the operations switched it between interactive and not: what the handler must
    /// have heard.
    var switches = 0
    /// `animationEnded(_:)`'s argument, once it ended.
    var outcome: Bool?
    /// Inside `startInteractiveTransition`; an animator that completes there decides the outcome.
    var starting = true
    var endedDuringStart = false
    /// Whether its container was out of the window when it started (the presentation covered by
    /// a full-screen one): animations of views in no window end at once, so its animator ends it
    /// whatever a finger does.
    var startedOutOfWindow = false
    /// Whether the undriven-interaction diagnostic was seen for it.
    var watchdogReported = false

    init(isPresentation: Bool, startTime: TimeInterval, interruptible: Bool, expectedInitial: Bool) {
        self.isPresentation = isPresentation
        self.startTime = startTime
        self.interruptible = interruptible
        self.expectedInitial = expectedInitial
        interactive = expectedInitial
    }
}

extension FuzzWorld {
    /// A tap or drag ended on `host`: remembers when, and expects the dismissal it asked for (a tap
    /// outside a popover, a pull on a sheet), which starts on the next turn, as it expects one the
    /// world asks for: a finish or cancel of its interactor until then is queued for it and applied
    /// when it starts (Behaviour 12.16; seeds 16004077, 16505516).
    func userGestureEnded(host: Int) {
        slots[host].lastUserGesture = slots[host].host.time
        for track in interactionTracks.values
        where track.host == host && !track.pending && track.running == nil
            && track.controller?.hasPendingDismissal == true
        {
            track.expect(presentation: false)
        }
    }

    /// The speed a finish or cancel runs at: a completion speed that is not positive is reported
    /// and 1 is used (Behaviour 12.7).
    static func effectiveSpeed(_ interactor: UIPercentDrivenInteractiveTransition) -> Double {
        let speed = Double(interactor.completionSpeed)
        return speed.isFinite && speed > 0 ? speed : 1
    }

    /// How long the watchdog lets an interaction nothing drives wait (Behaviour 12.15).
    static let interactionPatience: TimeInterval = 10

    fileprivate func makeTrack(
        id: Int, host: Int, controller: FuzzController, interactor: FuzzInteractor,
        interaction: FuzzInteraction, animatorKind: AnimatorKind
    ) -> InteractionTrack {
        let track = InteractionTrack(
            id: id, host: host, configuration: interaction, animatorKind: animatorKind,
            interactor: interactor,
            controller: controller)
        interactor.willStart = { [weak self, weak track] context in
            guard let self, let track else { return }
            self.interactionWillStart(track, context: context)
        }
        interactor.didStart = { [weak self, weak track] _ in
            guard let self, let track else { return }
            self.interactionDidStart(track)
        }
        return track
    }

    private func interactionWillStart(
        _ track: InteractionTrack, context: any UIViewControllerContextTransitioning
    ) {
        guard let interactor = track.interactor else { return }
        let isPresentation = context.viewController(forKey: .to) === track.controller
        let record = InteractionRecord(
            isPresentation: isPresentation, startTime: slots[track.host].host.time,
            interruptible: track.animatorKind == .interruptible,
            expectedInitial: interactor.wantsInteractiveStart)
        record.startedOutOfWindow = context.containerView.window == nil
        track.current = record
        interactionStats.started += 1
        if record.interruptible { interactionStats.interruptible += 1 }
        if !record.expectedInitial { interactionStats.nonInteractiveStarts += 1 }
        // Registered before the percent-driven start, so a queued finish's change is heard too.
        track.controller?.transitionCoordinator?.notifyWhenInteractionChanges { [weak record] context in
            record?.handlerCalls.append(context.isInteractive)
        }
    }

    private func interactionDidStart(_ track: InteractionTrack) {
        defer {
            track.pending = false
            track.queued = nil
        }
        guard let record = track.current else { return }
        record.starting = false
        // A queued call is applied even when the animator completed inside the start; a bad
        // completion speed is reported then too.
        if track.queued != nil { interactionStats.queuedApplied += 1 }
        if track.queued != nil, let interactor = track.interactor,
            Self.effectiveSpeed(interactor) != Double(interactor.completionSpeed)
        {
            expectedSpeedReports[track.host, default: 0] += 1
        }
        if record.outcome != nil {
            record.endedDuringStart = true
            return
        }
        if let duration = track.controller?.transitionCoordinator?.transitionDuration {
            record.duration = duration
        }
        if let forward = track.queued, let interactor = track.interactor {
            if record.interactive { record.switches += 1 }
            record.interactive = false
            record.cancelled = !forward
            record.release = (slots[track.host].host.time, Self.effectiveSpeed(interactor))
            record.driven = true
        }
    }

    /// An animator of c<id>'s delegate heard `animationEnded(completed)`.
    fileprivate func transitionEnded(id: Int, host: Int, presenting: Bool, completed: Bool) {
        if !completed {
            if presenting {
                if let request = presentRequests[id] { requests[request]?.cancelled = true }
            } else {
                dismissalCancelled(host: host)
            }
        }
        guard let track = interactionTracks[id], let record = track.running,
            record.isPresentation == presenting
        else { return }
        record.outcome = completed
        if record.starting { record.endedDuringStart = true }
        if completed { interactionStats.completed += 1 } else { interactionStats.cancelled += 1 }
        interactionStats.handlerCalls += record.handlerCalls.count
    }

    /// Remembers what a delegate made: for the teardown's leak check (unless the app keeps the
    /// controller, whose presentations' objects may live as long as it does), and property
    /// animators for `propertyAnimatorsEnded`.
    fileprivate func madeByDelegate(_ object: AnyObject, label: String, kept: Bool) {
        if let animator = object as? FuzzInterruptibleAnimator {
            animatorWatches.append((animator.watch, "UIViewPropertyAnimator of \(label)"))
        }
        if !kept { tracked.append(Tracked(object: object, label: label)) }
    }

    /// Runs an interaction operation and returns the diagnostics it deliberately provokes.
    func interact(_ track: InteractionTrack, _ interactor: FuzzInteractor, _ action: InteractionAction)
        -> [(Diagnostic) -> Bool]
    {
        let now = slots[track.host].host.time
        let running = track.running
        switch action {
        case .update(let percent):
            running?.driven = true
            interactor.update(CGFloat(percent))
        case .updateNaN:
            running?.driven = true
            interactor.update(.nan)
            return [{ $0.kind == .invalidInput && $0.message.contains("is not finite") }]
        case .finish, .cancel:
            let forward = action == .finish
            if let running {
                if running.interactive { running.switches += 1 }
                running.interactive = false
                running.cancelled = !forward
                running.release = (now, Self.effectiveSpeed(interactor))
                running.driven = true
                if Self.effectiveSpeed(interactor) != Double(interactor.completionSpeed) {
                    expectedSpeedReports[track.host, default: 0] += 1
                }
            } else if track.pending {
                track.queued = forward
            }
            if forward { interactor.finish() } else { interactor.cancel() }
        case .pause:
            interactor.pause()
            guard let running else { return [] }
            guard running.interruptible else {
                return [
                    { $0.kind == .invalidInput && $0.message.contains("needs an interruptible transition") }
                ]
            }
            if !running.interactive {
                interactionStats.caughtAgain += 1
                running.switches += 1
            }
            running.interactive = true
            running.release = nil
            running.driven = true
        case .completionSpeed(let speed):
            interactor.completionSpeed = CGFloat(speed)
        case .completionSpeedNaN:
            interactor.completionSpeed = .nan
        }
        return []
    }

    /// Lets the hosts go idle the way an app does: a gesture still holding a transition ends (by
    /// the finish or cancel its presentation chose), one whose transition has not started yet ends
    /// before it starts (a quick flick, queued: Behaviour 12.16); then `runUntilIdle`. A transition held
    /// by a finger would otherwise keep the host busy until the watchdogs go off.
    func settle(_ index: Int, finishing: Bool = false) {
        // A transition may be waiting for the next run-loop turn (a user dismissal a tap made, say):
        // it starts now, so a finger can be lifted from it below. Hosts without interactions run
        // exactly as before interactions were fuzzed.
        if interactionTracks.values.contains(where: { $0.host == index }) { slots[index].host.advance(by: 0) }
        for _ in 0..<3 {
            releaseHeldInteractions(host: index, finishing: finishing)
            slots[index].host.runUntilIdle()
            let held = interactionTracks.values.contains { track in
                track.host == index && (track.running?.interactive ?? false)
            }
            if !held { break }
        }
    }

    private func releaseHeldInteractions(host: Int, finishing: Bool) {
        for id in interactionTracks.keys.sorted() {
            guard let track = interactionTracks[id], track.host == host, let interactor = track.interactor
            else {
                continue
            }
            let release: InteractionAction =
                finishing || track.configuration.releaseFinishes ? .finish : .cancel
            if let running = track.running {
                if running.interactive { _ = interact(track, interactor, release) }
            } else if track.pending && track.queued == nil && interactor.wantsInteractiveStart {
                // Only a transition that will start held has a finger to lift.
                _ = interact(track, interactor, release)
            }
        }
    }

    /// Diagnostics the interactions legitimately cause whatever the step: a completion speed that
    /// is not positive, reported when a finish or cancel runs (the world's release, or a queued
    /// call applied at the start); the undriven-interaction report once an interaction the world
    /// never drove has waited 10 s (Behaviour 12.15).
    func allowsInteractionDiagnostic(_ diagnostic: Diagnostic, host: Int) -> Bool {
        let tracks = interactionTracks.values.filter { $0.host == host }
        if diagnostic.kind == .invalidInput, diagnostic.message.contains("completionSpeed") {
            guard let expected = expectedSpeedReports[host], expected > 0 else { return false }
            expectedSpeedReports[host] = expected - 1
            return true
        }
        if diagnostic.kind == .interactionNeverDriven {
            let now = slots[host].host.time
            let overdue = tracks.compactMap(\.running).filter { record in
                record.interactive && !record.driven
                    && now - record.startTime >= Self.interactionPatience - 1e-6
                    && !record.watchdogReported
            }
            guard let first = overdue.first else { return false }
            first.watchdogReported = true
            return true
        }
        return false
    }

    /// The level a dismissal sent to `target` animates: the top of the stack it removes (the same
    /// walk as the engine's, through the public relation).
    func dismissalTop(from target: UIViewController) -> UIViewController? {
        func ownPresented(_ controller: UIViewController) -> UIViewController? {
            guard let presented = controller.presentedViewController,
                presented.presentingViewController === controller
            else { return nil }
            return presented
        }
        var owner: UIViewController? = target
        while let current = owner, ownPresented(current) == nil { owner = current.parent }
        guard let destination = owner ?? target.presentingViewController,
            let first = ownPresented(destination)
        else { return nil }
        func subtree(_ controller: UIViewController) -> [UIViewController] {
            [controller] + controller.children.flatMap(subtree)
        }
        var top = first
        var seen: Set<ObjectIdentifier> = []
        func collect(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            top = controller
            var presenters = Array(subtree(controller).dropFirst())
            if let replacement = Self.replacementHolding(controller) {
                presenters += subtree(replacement).filter { $0 !== controller }
            }
            for descendant in presenters {
                if let presented = ownPresented(descendant) { collect(presented) }
            }
            if let presented = ownPresented(controller) { collect(presented) }
        }
        collect(first)
        return top
    }

    /// Whether a transition an interaction drives (on `host`, or any host for nil) would have run
    /// for 4 s or more after `seconds` more: near the engine's `duration + 5 s` watchdog (I5).
    public func interactionRunsLong(afterAdvancing seconds: Double, host: Int?) -> Bool {
        interactionTracks.values.contains { track in
            guard host == nil || track.host == host else { return false }
            let now = slots[track.host].host.time
            // One asked for starts on the next turn: it would run about `seconds`.
            let start = track.running?.startTime ?? (track.pending ? now : nil)
            guard let start else { return false }
            return now + seconds >= start + 4
        }
    }

    /// The interaction tracks of `host` whose interactor is alive, by controller id.
    public func interactionTargets(host: Int) -> [(id: Int, isActive: Bool)] {
        interactionTracks.keys.sorted().compactMap { id in
            guard let track = interactionTracks[id], track.host == host, track.interactor != nil else {
                return nil
            }
            return (id, track.running != nil || track.pending)
        }
    }
}
