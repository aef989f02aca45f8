import PresentationKit

/// Names a controller of one host, stable across replays: operations keep naming the same
/// controller when the shrinker removes other operations (a name that no longer resolves makes
/// its operation a no-op).
public enum ControllerRef: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The host window's root controller.
    case root
    /// The root's child that defines a presentation context.
    case rootContext
    /// The controller made by the present (or push) operation with this id.
    case presented(Int)
    /// The context-defining child embedded in the controller made by that present operation.
    case presentedContext(Int)
    /// The child of the root's context-defining child (a controller inside a context that asks
    /// for presentations and dismissals, issue 35).
    case rootAsker
    /// The child of the context-defining child of the controller made by that present operation.
    case presentedAsker(Int)
    /// The root controller of tab `index` (0 without tabs) of the navigation or tab bar controller
    /// embedded in the controller made by that present operation (`PresentStep.container`).
    case stackRoot(Int, Int)

    /// The reference as operations print it: `root`, `rootContext`, `c<id>`, `c<id>.context`,
    /// `rootContext.asker`, `c<id>.context.asker` or `c<id>.nav<index>`.
    public var description: String {
        switch self {
        case .root: "root"
        case .rootContext: "rootContext"
        case .presented(let id): "c\(id)"
        case .presentedContext(let id): "c\(id).context"
        case .rootAsker: "rootContext.asker"
        case .presentedAsker(let id): "c\(id).context.asker"
        case .stackRoot(let id, let index): "c\(id).nav\(index)"
        }
    }
}

/// Which animator the transitioning delegate hands out.
public enum AnimatorKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// No animator: the default transition of the style.
    case none
    /// Slides the presented view up and down and completes when the animation ends.
    case slide
    /// Presents as `slide`; an animated dismissal fades a little and then calls
    /// `completeTransition(false)` (one without animation completes).
    case cancelsDismissal
    /// Calls `completeTransition(true)` inside `animateTransition` without animating anything.
    case completesSynchronously
    // The cases below were added after the first ones, at the end, so that the raw
    // values and the generator's old draws keep their meaning.
    /// An interruptible transition: `interruptibleAnimator(using:)` returns one
    /// `UIViewPropertyAnimator` per transition (slide up, slide down), whose completion calls
    /// `completeTransition(!transitionWasCancelled)`; `animateTransition` starts it.
    case interruptible
    /// A slide in captured mode made of several blocks: a spring for the frame and a delayed fade
    /// for the presentation; keyframes (across, then down) for the dismissal. A percent-driven
    /// interaction scrubs all of them.
    case springSlide

    /// Whether a percent-driven interaction may drive this animator's transitions. No animator
    /// means no interaction controller is asked; `cancelsDismissal` completes `false` whatever the
    /// interaction decided, which `completeTransition(!transitionWasCancelled)` forbids.
    public var allowsInteraction: Bool {
        switch self {
        case .none, .cancelsDismissal: false
        case .slide, .completesSynchronously, .interruptible, .springSlide: true
        }
    }
}

/// How a presented controller's transitions are interactive: its transitioning delegate hands out
/// one `UIPercentDrivenInteractiveTransition` for them ( Behaviour 8, 12).
public struct FuzzInteraction: Hashable, Sendable, Codable {
    /// Whether the presentation is interactive.
    public var presents: Bool
    /// Whether the dismissals are interactive.
    public var dismisses: Bool
    /// The interactor's `wantsInteractiveStart`.
    public var wantsInteractiveStart: Bool
    /// How the world ends a gesture still holding the transition when it runs the hosts until idle:
    /// `finish()` when true, `cancel()` when false.
    public var releaseFinishes: Bool

    /// Creates an interaction configuration.
    public init(
        presents: Bool = true, dismisses: Bool = true, wantsInteractiveStart: Bool = true,
        releaseFinishes: Bool = true
    ) {
        self.presents = presents
        self.dismisses = dismisses
        self.wantsInteractiveStart = wantsInteractiveStart
        self.releaseFinishes = releaseFinishes
    }
}

/// What an interaction operation does to a percent-driven interaction controller. Non-finite
/// values have their own cases: JSON (how the long mode hands scenarios to child processes) has no
/// NaN, and a NaN payload would make equal operations compare unequal.
public enum InteractionAction: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `update(p)`; p may be out of 0…1.
    case update(Double)
    /// `update(.nan)`: bad input, reported (Behaviour 12.4).
    case updateNaN
    /// `finish()` (Behaviour 12.6); before the transition starts it is queued (Behaviour 12.16).
    case finish
    /// `cancel()` (Behaviour 12.6); before the transition starts it is queued (Behaviour 12.16).
    case cancel
    /// `pause()` (Behaviour 12.8): only an interruptible transition can be caught again.
    case pause
    /// `completionSpeed = s`; 0 or negative is bad input, reported at the next finish or cancel
    /// (Behaviour 12.7).
    case completionSpeed(Double)
    /// `completionSpeed = .nan`.
    case completionSpeedNaN

    /// The action as the Swift a test would write, such as `update(0.5)` or `completionSpeed = .nan`.
    public var description: String {
        switch self {
        case .update(let p): "update(\(FuzzOperation.number(p)))"
        case .updateNaN: "update(.nan)"
        case .finish: "finish()"
        case .cancel: "cancel()"
        case .pause: "pause()"
        case .completionSpeed(let speed): "completionSpeed = \(FuzzOperation.number(speed))"
        case .completionSpeedNaN: "completionSpeed = .nan"
        }
    }

    /// The operation-mix name.
    public var kindName: String {
        switch self {
        case .update, .updateNaN: "update"
        case .finish: "finish"
        case .cancel: "cancel"
        case .pause: "pause"
        case .completionSpeed, .completionSpeedNaN: "speed"
        }
    }
}

/// Everything a present operation decides.
public struct PresentStep: Hashable, Sendable, Codable {
    /// The new controller's id (also the id of the request and its completion).
    public var id: Int
    /// Who calls `present`.
    public var from: ControllerRef
    /// The new controller's `modalPresentationStyle`.
    public var style: UIModalPresentationStyle
    /// The new controller's `modalTransitionStyle`.
    public var transition: UIModalTransitionStyle
    /// The animator its transitioning delegate returns.
    public var animator: AnimatorKind
    /// The `animated` argument.
    public var animated: Bool
    /// Whether the new controller embeds a child with `definesPresentationContext`.
    public var embedsContext: Bool
    /// For popovers: the permitted arrow directions' raw value (0 means `.any`).
    public var arrows: UInt
    /// For popovers: where the source rectangle sits, as fractions of the presenter's view.
    public var sourceX: Double
    /// For popovers: see `sourceX`.
    public var sourceY: Double
    /// Whether the app keeps the controller after its dismissal, to present it again
    /// (`FuzzOperation.presentAgain`); the teardown does not expect it freed.
    public var keptForReuse: Bool
    /// Whether the delegate hands out a percent-driven interaction controller, and for which
    /// transitions (nil: none). Only with an animator that `allowsInteraction`.
    public var interaction: FuzzInteraction?
    /// For `.custom` and `.popover`: whether an adaptive delegate changes the style with the traits
    /// (`FuzzAdaptiveDelegate`), with a replacement controller for popovers (Behaviour 13.19–13.21).
    public var adapts: Bool
    /// Whether the new controller's view holds a scrolling list (a `UIScrollView`) across its top,
    /// where the fuzzer's drags start.
    public var hasList: Bool
    /// For the sheet styles: whether the sheet rests at `.medium()` of `[.medium(), .large()]`, with
    /// a grabber (Behaviour 14).
    public var mediumDetent: Bool
    /// Whether the new controller places its content with constraints: a stack view of
    /// labels and a button on its safe area and margins, the list's content on its content guide,
    /// and, for even ids, a bar on its keyboard layout guide (`FuzzController.constrainedContent`).
    public var constrainedContent: Bool
    /// Whether the new controller shows a navigation controller (or a tab bar controller of two
    /// navigation controllers) over its whole view; its content options then go to the stacks'
    /// root controllers (`ControllerRef.stackRoot`).
    public var container: FuzzContainer?
    /// Whether the container's navigation bars prefer large titles and its bars look transparent
    /// at the scroll edge: a navigation or tab bar container of every third id (chosen by the id,
    /// so seeds make the same operations as before; their worlds differ where these bars show).
    public var hasLargeTitles: Bool {
        (container == .navigation || container == .tabs) && id % 3 == 1
    }
    /// Whether the new controller's view holds a text field near its top (`FuzzOperation.editing`).
    public var textField: Bool
    /// A table view controller or a collection strip across the top of the new controller's view
    /// (of its container's first stack root), in place of `hasList`'s plain list (nil: none).
    public var content: FuzzListContent?

    /// Creates a step.
    public init(
        id: Int, from: ControllerRef, style: UIModalPresentationStyle,
        transition: UIModalTransitionStyle = .coverVertical,
        animator: AnimatorKind = .none, animated: Bool = true, embedsContext: Bool = false, arrows: UInt = 0,
        sourceX: Double = 0.5, sourceY: Double = 0.2, keptForReuse: Bool = false,
        interaction: FuzzInteraction? = nil, adapts: Bool = false, hasList: Bool = false,
        mediumDetent: Bool = false, constrainedContent: Bool = false, container: FuzzContainer? = nil,
        textField: Bool = false, content: FuzzListContent? = nil
    ) {
        self.id = id
        self.from = from
        self.style = style
        self.transition = transition
        self.animator = animator
        self.animated = animated
        self.embedsContext = embedsContext
        self.arrows = arrows
        self.sourceX = sourceX
        self.sourceY = sourceY
        self.keptForReuse = keptForReuse
        self.interaction = interaction
        self.adapts = adapts
        self.hasList = hasList
        self.mediumDetent = mediumDetent
        self.constrainedContent = constrainedContent
        self.container = container
        self.textField = textField
        self.content = content
    }

    private enum CodingKeys: String, CodingKey {
        case id, from, style, transition, animator, animated, embedsContext, arrows, sourceX, sourceY,
            keptForReuse, interaction, adapts, hasList, mediumDetent, constrainedContent, container,
            textField,
            content
    }

    /// Decodes a step from the JSON the long mode hands to child processes to shrink crashes.
    ///
    /// The styles are UIKit enums without `Codable`, so they travel as their raw values (an unknown
    /// one decodes as `.fullScreen` or `.coverVertical`); fields added after the first scenarios were
    /// written take their defaults when missing.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(Int.self, forKey: .id)
        from = try values.decode(ControllerRef.self, forKey: .from)
        style = UIModalPresentationStyle(rawValue: try values.decode(Int.self, forKey: .style)) ?? .fullScreen
        transition =
            UIModalTransitionStyle(rawValue: try values.decode(Int.self, forKey: .transition))
            ?? .coverVertical
        animator = try values.decode(AnimatorKind.self, forKey: .animator)
        animated = try values.decode(Bool.self, forKey: .animated)
        embedsContext = try values.decode(Bool.self, forKey: .embedsContext)
        arrows = try values.decode(UInt.self, forKey: .arrows)
        sourceX = try values.decode(Double.self, forKey: .sourceX)
        sourceY = try values.decode(Double.self, forKey: .sourceY)
        keptForReuse = try values.decodeIfPresent(Bool.self, forKey: .keptForReuse) ?? false
        // Scenarios written before interactions were fuzzed have no interaction.
        interaction = try values.decodeIfPresent(FuzzInteraction.self, forKey: .interaction)
        // Scenarios written before adaptation through the delegate do not adapt.
        adapts = try values.decodeIfPresent(Bool.self, forKey: .adapts) ?? false
        hasList = try values.decodeIfPresent(Bool.self, forKey: .hasList) ?? false
        mediumDetent = try values.decodeIfPresent(Bool.self, forKey: .mediumDetent) ?? false
        constrainedContent = try values.decodeIfPresent(Bool.self, forKey: .constrainedContent) ?? false
        container = try values.decodeIfPresent(FuzzContainer.self, forKey: .container)
        textField = try values.decodeIfPresent(Bool.self, forKey: .textField) ?? false
        content = try values.decodeIfPresent(FuzzListContent.self, forKey: .content)
    }

    /// Encodes the step as ``init(from:)`` reads it: styles as raw values, and the flags added later
    /// (`adapts`, `hasList`, `mediumDetent`, `constrainedContent`) only when true, so older scenarios keep
    /// their JSON.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(id, forKey: .id)
        try values.encode(from, forKey: .from)
        try values.encode(style.rawValue, forKey: .style)
        try values.encode(transition.rawValue, forKey: .transition)
        try values.encode(animator, forKey: .animator)
        try values.encode(animated, forKey: .animated)
        try values.encode(embedsContext, forKey: .embedsContext)
        try values.encode(arrows, forKey: .arrows)
        try values.encode(sourceX, forKey: .sourceX)
        try values.encode(sourceY, forKey: .sourceY)
        try values.encode(keptForReuse, forKey: .keptForReuse)
        try values.encodeIfPresent(interaction, forKey: .interaction)
        if adapts { try values.encode(adapts, forKey: .adapts) }
        if hasList { try values.encode(hasList, forKey: .hasList) }
        if mediumDetent { try values.encode(mediumDetent, forKey: .mediumDetent) }
        if constrainedContent { try values.encode(constrainedContent, forKey: .constrainedContent) }
        try values.encodeIfPresent(container, forKey: .container)
        if textField { try values.encode(textField, forKey: .textField) }
        try values.encodeIfPresent(content, forKey: .content)
    }
}

/// One step of a fuzzed sequence. Every step names its host; positions are fractions of the
/// screen, so a sequence still means something after a rotation.
public enum FuzzOperation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `from.present(c<id>, animated:completion:)` with a new controller.
    case present(host: Int, PresentStep)
    /// `from.present(c<id>, animated:completion:)` again, with a controller kept after its
    /// dismissal (`PresentStep.keptForReuse`); skipped while anything is in flight, since
    /// presenting a controller that is still presented traps by design.
    case presentAgain(host: Int, from: ControllerRef, id: Int, animated: Bool, request: Int)
    /// `from.dismiss(animated:completion:)`; `request` names the completion.
    case dismiss(host: Int, from: ControllerRef, animated: Bool, request: Int)
    /// A tap at a point given as fractions of the screen.
    case tap(host: Int, x: Double, y: Double)
    /// A tap at the screen's centre.
    case tapCentre(host: Int)
    /// A drag between two points given as fractions of the screen.
    case drag(host: Int, fromX: Double, fromY: Double, toX: Double, toY: Double, duration: Double)
    /// `host.resize(to:)` with width and height swapped: a rotation.
    case rotate(host: Int, duration: Double)
    /// `advance(by:)` on every host.
    case advance(seconds: Double)
    /// `runUntilIdle()` on every host.
    case runUntilIdle
    /// Bad input: a NaN frame on the controller's view.
    case nanFrame(host: Int, target: ControllerRef)
    /// An action on the percent-driven interaction controller of c<target>'s transitioning
    /// delegate: while its transition runs, before it starts, or after it ended.
    case interact(host: Int, target: Int, InteractionAction)
    /// An action on `from.navigationController` (or `from.tabBarController` to select a tab).
    case navigation(host: Int, from: ControllerRef, NavigationAction)
    /// An action on `target.sheetPresentationController` (only while `target` is presented as a
    /// sheet).
    case sheet(host: Int, target: ControllerRef, SheetAction)
    /// A vertical drag inside `target`'s scrolling list, by `dy` of the screen's height: the list
    /// scrolls, or hands the drag to the sheet it is in (Behaviour 15.3).
    case listDrag(host: Int, target: ControllerRef, dy: Double, duration: Double)
    /// `target.textField.becomeFirstResponder()` (`begins`) or `resignFirstResponder()`: the
    /// keyboard comes up or goes down.
    case editing(host: Int, target: ControllerRef, begins: Bool)
    /// A change of `target`'s constraints (constrained content only), in or out of an animation.
    case layout(host: Int, target: ControllerRef, LayoutAction)
    /// The app changes the styles of c<id>, which it kept after its dismissal, to present it again
    /// in another one (only while it is not presented): `modalPresentationStyle` and
    /// `modalTransitionStyle` as raw values (UIKit's enums are not `Codable`).
    case restyle(host: Int, id: Int, style: Int, transition: Int)
    /// A blur or a snapshot over or of `target`'s view (issue 30).
    case effect(host: Int, target: ControllerRef, EffectAction)
    /// An action on `target`'s table view (or collection strip) and its data (issue 28).
    case list(host: Int, target: ControllerRef, ListAction)
    /// An action on the split view controller `target` shows (`FuzzContainer.split`, issue 28).
    case split(host: Int, target: ControllerRef, SplitAction)
    /// `host.resize(to:)` to a compact width (375 points, as an iPad's slide-over) when `compact`,
    /// else back to the device's whole width in its orientation: a split view controller collapses
    /// and expands (issue 28).
    case resize(host: Int, compact: Bool, duration: Double)

    /// The host the step acts on (nil: every host).
    public var host: Int? {
        switch self {
        case .present(let host, _), .presentAgain(let host, _, _, _, _), .dismiss(let host, _, _, _),
            .tap(let host, _, _), .tapCentre(let host),
            .drag(let host, _, _, _, _, _), .rotate(let host, _), .nanFrame(let host, _),
            .interact(let host, _, _), .navigation(let host, _, _), .sheet(let host, _, _),
            .listDrag(let host, _, _, _), .editing(let host, _, _), .layout(let host, _, _),
            .restyle(let host, _, _, _), .effect(let host, _, _), .list(let host, _, _),
            .split(let host, _, _), .resize(let host, _, _):
            host
        case .advance, .runUntilIdle: nil
        }
    }

    /// A short name for the operation mix.
    public var kindName: String {
        switch self {
        case .present: "present"
        case .presentAgain: "presentAgain"
        case .dismiss: "dismiss"
        case .tap: "tap"
        case .tapCentre: "tapCentre"
        case .drag: "drag"
        case .rotate: "rotate"
        case .advance: "advance"
        case .runUntilIdle: "runUntilIdle"
        case .nanFrame: "nanFrame"
        case .interact(_, _, let action): action.kindName
        case .navigation(_, _, let action): action.kindName
        case .sheet(_, _, let action): action.kindName
        case .listDrag: "listDrag"
        case .editing(_, _, let begins): begins ? "becomeFirstResponder" : "resignFirstResponder"
        case .layout(_, _, let action): action.kindName
        case .restyle: "restyle"
        case .effect(_, _, let action): action.kindName
        case .list(_, _, let action): action.kindName
        case .split(_, _, let action): action.kindName
        case .resize(_, let compact, _): compact ? "resizeCompact" : "resizeRegular"
        }
    }

    /// A number as the descriptions print it: four decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10000).rounded() / 10000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }

    /// The step as the Swift a test would write.
    public var description: String {
        let number = Self.number
        switch self {
        case .present(let host, let step):
            var configuration = "c\(step.id).modalPresentationStyle = .\(step.style)"
            if step.transition != .coverVertical {
                configuration += "; c\(step.id).modalTransitionStyle = .\(step.transition)"
            }
            if step.animator != .none { configuration += "; animator: .\(step.animator)" }
            if step.embedsContext { configuration += "; c\(step.id) embeds a context-defining child" }
            if step.keptForReuse { configuration += "; the app keeps c\(step.id)" }
            if step.adapts { configuration += "; an adaptive delegate" }
            if step.hasList { configuration += "; c\(step.id) holds a scrolling list" }
            if step.mediumDetent { configuration += "; a medium detent and a grabber" }
            if let container = step.container {
                configuration +=
                    "; c\(step.id) shows \(container.description)"
                    + (step.hasLargeTitles ? " (large titles, transparent at the scroll edge)" : "")
            }
            if step.textField { configuration += "; c\(step.id) holds a text field" }
            if let content = step.content { configuration += "; c\(step.id) shows \(content.description)" }
            if step.constrainedContent {
                configuration +=
                    "; c\(step.id)'s content placed by constraints"
                    + (step.id.isMultiple(of: 2) ? ", with a bar on the keyboard guide" : "")
            }
            if let interaction = step.interaction {
                let transitions = [
                    interaction.presents ? "presentation" : nil, interaction.dismisses ? "dismissals" : nil,
                ]
                .compactMap { $0 }.joined(separator: " and ")
                configuration +=
                    "; interactive \(transitions.isEmpty ? "nothing" : transitions)"
                    + (interaction.wantsInteractiveStart ? "" : ", wantsInteractiveStart = false")
                    + (interaction.releaseFinishes ? "" : ", released by cancel()")
            }
            if step.style == .popover {
                configuration +=
                    "; arrows: \(step.arrows == 0 ? "any" : String(step.arrows)), source at (\(number(step.sourceX)), \(number(step.sourceY)))"
            }
            return
                "hosts[\(host)]: \(configuration); \(step.from).present(c\(step.id), animated: \(step.animated))"
        case .presentAgain(let host, let from, let id, let animated, let request):
            return
                "hosts[\(host)]: \(from).present(c\(id), animated: \(animated)) /* again, request \(request) */"
        case .dismiss(let host, let from, let animated, let request):
            return "hosts[\(host)]: \(from).dismiss(animated: \(animated)) /* request \(request) */"
        case .tap(let host, let x, let y):
            return "hosts[\(host)].tap(at: (\(number(x)) w, \(number(y)) h))"
        case .tapCentre(let host):
            return "hosts[\(host)].tap(at: centre)"
        case .drag(let host, let fromX, let fromY, let toX, let toY, let duration):
            return
                "hosts[\(host)].drag(from: (\(number(fromX)) w, \(number(fromY)) h), to: (\(number(toX)) w, \(number(toY)) h), duration: \(number(duration)))"
        case .rotate(let host, let duration):
            return "hosts[\(host)].resize(to: swapped, duration: \(number(duration)))"
        case .advance(let seconds):
            return "advance(by: \(number(seconds)))"
        case .runUntilIdle:
            return "runUntilIdle()"
        case .nanFrame(let host, let target):
            return "hosts[\(host)]: \(target).view.frame = CGRect(x: .nan, y: 0, width: 10, height: 10)"
        case .interact(let host, let target, let action):
            return "hosts[\(host)]: interactor of c\(target).\(action)"
        case .navigation(let host, let from, let action):
            return "hosts[\(host)]: \(from).\(action)"
        case .sheet(let host, let target, let action):
            return "hosts[\(host)]: \(target).sheetPresentationController: \(action)"
        case .listDrag(let host, let target, let dy, let duration):
            return
                "hosts[\(host)].drag(inside: \(target).list, by: \(number(dy)) h, duration: \(number(duration)))"
        case .editing(let host, let target, let begins):
            return
                "hosts[\(host)]: \(target).textField.\(begins ? "becomeFirstResponder()" : "resignFirstResponder()")"
        case .layout(let host, let target, let action):
            return "hosts[\(host)]: \(target): \(action)"
        case .effect(let host, let target, let action):
            return "hosts[\(host)]: \(target): \(action)"
        case .list(let host, let target, let action):
            return "hosts[\(host)]: \(target).\(action)"
        case .split(let host, let target, let action):
            return "hosts[\(host)]: \(target).splitViewController.\(action)"
        case .resize(let host, let compact, let duration):
            return
                "hosts[\(host)].resize(to: \(compact ? "375 points wide" : "the device's whole width"), duration: \(number(duration)))"
        case .restyle(let host, let id, let style, let transition):
            let styleName = UIModalPresentationStyle(rawValue: style).map { ".\($0)" } ?? "\(style)"
            let transitionName =
                UIModalTransitionStyle(rawValue: transition).map { ".\($0)" } ?? "\(transition)"
            return
                "hosts[\(host)]: c\(id).modalPresentationStyle = \(styleName); c\(id).modalTransitionStyle = \(transitionName)"
        }
    }
}

/// The devices a sequence runs on.
public enum FuzzDevice: String, Hashable, Sendable, Codable, CaseIterable {
    /// 390 × 844 points.
    case phone
    /// 820 × 1180 points.
    case tablet

    /// The screen size in portrait.
    public var size: CGSize {
        switch self {
        case .phone: CGSize(width: 390, height: 844)
        case .tablet: CGSize(width: 820, height: 1180)
        }
    }
}

/// A complete, replayable input: the hosts and the operations.
public struct FuzzScenario: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One host per entry.
    public var devices: [FuzzDevice]
    /// The operations, in order.
    public var operations: [FuzzOperation]

    /// Creates a scenario.
    public init(devices: [FuzzDevice], operations: [FuzzOperation]) {
        self.devices = devices
        self.operations = operations
    }

    /// The scenario as readable Swift-like steps, one a line.
    public var description: String {
        var lines = ["hosts = [\(devices.map { ".\($0.rawValue)" }.joined(separator: ", "))]"]
        lines += operations.map(\.description)
        return lines.joined(separator: "\n")
    }
}
