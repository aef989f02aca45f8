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
        /// A dismissal its animator cancelled: UIKit does not call its completion.
        var cancelled = false
        var completions = 0

        /// Accepted and still waiting for its completion.
        var isOpen: Bool { !dropped && !cancelled && completions == 0 }
    }

    var slots: [Slot]
    private var controllers: [Int: Tracked] = [:]
    private var controllerHost: [Int: Int] = [:]
    var requests: [Int: Request] = [:]
    private var tracked: [Tracked] = []
    private var trackedContainers: [Tracked] = []
    /// Controllers the app keeps to present again, by id.
    private var kept: [Int: FuzzController] = [:]
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
        }
    }

    /// Every live controller of `host`: the root and its child, then the ones made by present
    /// operations and their children, oldest first.
    func liveControllers(host: Int) -> [(ref: ControllerRef, controller: FuzzController)] {
        var result: [(ControllerRef, FuzzController)] = [(.root, slots[host].root)]
        if let child = slots[host].root.contextChild { result.append((.rootContext, child)) }
        for id in controllers.keys.sorted() where controllerHost[id] == host {
            guard let controller = controllers[id]?.object as? FuzzController else { continue }
            result.append((.presented(id), controller))
            if let child = controller.contextChild { result.append((.presentedContext(id), child)) }
        }
        return result
    }

    /// The live presented controllers of `host` that are presented themselves (not children).
    func livePresentations(host: Int) -> [FuzzController] {
        liveControllers(host: host).map(\.controller).filter { controller in
            controller.parent == nil && controller.presentingViewController != nil
                && controller !== slots[host].root
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
            presenter.present(controller, animated: animated) { [weak self] in self?.completed(request) }
            requests[request]?.dropped =
                orphan || slots[host].host.diagnostics[before...].contains(where: Self.isDrop)
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
        case .tapCentre(let host):
            guard slots.indices.contains(host) else { return [] }
            let bounds = slots[host].host.window.bounds
            slots[host].host.tap(at: CGPoint(x: bounds.midX, y: bounds.midY))
        case .drag(let host, let fromX, let fromY, let toX, let toY, let duration):
            guard slots.indices.contains(host) else { return [] }
            let bounds = slots[host].host.window.bounds
            slots[host].host.drag(
                from: CGPoint(x: bounds.width * fromX, y: bounds.height * fromY),
                to: CGPoint(x: bounds.width * toX, y: bounds.height * toY), duration: duration)
        case .rotate(let host, let duration):
            guard slots.indices.contains(host) else { return [] }
            let size = slots[host].host.window.bounds.size
            slots[host].rotationEnds = slots[host].host.time + duration + 1e-9
            slots[host].host.resize(to: CGSize(width: size.height, height: size.width), duration: duration)
        case .advance(let seconds):
            for slot in slots { slot.host.advance(by: seconds) }
        case .runUntilIdle:
            for slot in slots { slot.host.runUntilIdle() }
            isIdlePoint = true
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

    /// A present or dismiss request dropped with a diagnostic, as UIKit drops it (SPEC 10).
    static func isDrop(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.kind == .presentationMisuse && diagnostic.message.contains("dropped")
    }

    private func present(_ step: PresentStep, from: FuzzController, host: Int) {
        let controller = FuzzController(name: "c\(step.id)", embedsContext: step.embedsContext)
        controller.modalPresentationStyle = step.style
        controller.modalTransitionStyle = step.transition
        if step.style == .custom || step.animator != .none {
            let delegate = FuzzTransitioningDelegate(
                animatorKind: step.animator,
                made: { [weak self] object, label in
                    // What a kept controller's presentations made may live as long as it does.
                    guard !step.keptForReuse else { return }
                    self?.tracked.append(Tracked(object: object, label: "\(label) of c\(step.id)"))
                },
                cancelled: { [weak self] in self?.dismissalCancelled(host: host) })
            controller.ownedDelegate = delegate
            controller.transitioningDelegate = delegate
        }
        if step.style == .popover, let popover = controller.popoverPresentationController {
            let bounds = from.view.bounds
            popover.sourceView = from.view
            popover.sourceRect = CGRect(
                x: bounds.width * step.sourceX, y: bounds.height * step.sourceY, width: 44, height: 44)
            if step.arrows != 0 {
                popover.permittedArrowDirections = UIPopoverArrowDirection(rawValue: step.arrows)
            }
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
        from.present(controller, animated: step.animated) { [weak self] in self?.completed(id) }
        requests[id]?.dropped =
            orphan || slots[host].host.diagnostics[before...].contains(where: Self.isDrop)
    }

    private func dismiss(_ controller: FuzzController, animated: Bool, request: Int, host: Int) {
        let before = slots[host].host.diagnostics.count
        requests[request] = Request(
            label: "\(controller.name).dismiss (request \(request))", host: host, isDismissal: true)
        controller.dismiss(animated: animated) { [weak self] in self?.completed(request) }
        requests[request]?.dropped = slots[host].host.diagnostics[before...].contains(where: Self.isDrop)
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
        }
        return levels
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
        for slot in slots { slot.host.runUntilIdle() }
        for index in slots.indices {
            // One level at a time from the tops, so the teardown itself never dismisses a stack
            // (stack dismissals have known defects of their own).
            var attempts = 0
            while let top = livePresentations(host: index).first(where: { isTop($0) }), attempts < 64 {
                attempts += 1
                top.dismiss(animated: false)
                slots[index].host.runUntilIdle()
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
        for slot in slots { slot.host.runUntilIdle() }
        var leaked: [String] = []
        for entry in tracked where entry.object != nil {
            if let controller = entry.object as? FuzzController,
                controller.presentingViewController != nil
            {
                continue  // still presented: reported above
            }
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
