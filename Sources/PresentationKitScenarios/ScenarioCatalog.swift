import Foundation
import PresentationKit

/// One presentation of a scenario, ready to run: its host, who presents, what is presented, and how
/// the scenario's user presents and dismisses it.
@MainActor
public struct ScenarioRun {
    /// The host the run happens on.
    public let host: HeadlessHost
    /// The controller that presents.
    public let presenting: UIViewController
    /// The controller presented.
    public let presented: UIViewController
    /// The finger that presents, for a scenario whose user presents with a gesture (nil: the run
    /// calls `present(_:animated:)`).
    public let presentationGesture: ScenarioGesture?
    /// The finger that dismisses, for a scenario whose user dismisses with a gesture (nil: the
    /// run's dismissal closure).
    public let dismissalGesture: ScenarioGesture?
    /// What changes around the presented controller while it is shown (the device turned, the
    /// window resized), for a scenario about adapting (nil: nothing changes between the
    /// presentation and the dismissal).
    public let environmentChange: ScenarioEnvironmentChange?
    private let dismissal: @MainActor (ScenarioRun) -> Void

    /// A run on `host`. A gesture, when given, is how the scenario's user presents or dismisses,
    /// played from the host's time when `present()` or `dismiss()` is called; without a
    /// `dismissalGesture`, `dismissal` is how the scenario dismisses (default:
    /// `dismiss(animated: true)` on the presented controller). An `environmentChange`, when given,
    /// is played by `changeEnvironment()` once the presentation has finished.
    public init(
        host: HeadlessHost, presenting: UIViewController, presented: UIViewController,
        presentationGesture: ScenarioGesture? = nil, dismissalGesture: ScenarioGesture? = nil,
        environmentChange: ScenarioEnvironmentChange? = nil,
        dismissal: @escaping @MainActor (ScenarioRun) -> Void = { $0.presented.dismiss(animated: true) }
    ) {
        self.host = host
        self.presenting = presenting
        self.presented = presented
        self.presentationGesture = presentationGesture
        self.dismissalGesture = dismissalGesture
        self.environmentChange = environmentChange
        self.dismissal = dismissal
    }

    /// Presents as the scenario's user does: plays the presentation gesture, or presents, animated
    /// (the transition then starts on the host's next turn).
    public func present() {
        if let presentationGesture {
            presentationGesture.perform(on: host)
        } else {
            presenting.present(presented, animated: true)
        }
    }

    /// Plays the environment change, if any, from the host's time to the end of its last animation.
    public func changeEnvironment() {
        environmentChange?.perform(on: host)
    }

    /// Dismisses as the scenario's user does: plays the dismissal gesture, or runs the dismissal
    /// closure.
    public func dismiss() {
        if let dismissalGesture {
            dismissalGesture.perform(on: host)
        } else {
            dismissal(self)
        }
    }
}

/// A presentation the gallery renders and the tests run: the systems of (S1–S5), the
/// interactive ones (S6–S8) and each built-in style, one definition with two uses.
public struct Scenario: Sendable {
    /// A short, file-name-safe name (`s1-dimming-button`, `style-form-sheet`).
    public let name: String
    /// One line saying what it shows.
    public let summary: String
    /// Diagnostics the scenario sets out to provoke (a deliberate conflict): the gallery shows
    /// them instead of failing on them.
    public var expectedDiagnostics: [Diagnostic.Kind] = []
    /// Makes a fresh run (a new host each time: runs are deterministic).
    public let makeRun: @MainActor @Sendable () -> ScenarioRun
}

/// Every scenario, in the gallery's order.
public enum ScenarioCatalog {
    /// The phone screen the built-in style scenarios use: 390 × 844 points.
    public static let phone = CGSize(width: 390, height: 844)
    /// The tablet screen the built-in style scenarios use: 1024 × 1366 points.
    public static let tablet = CGSize(width: 1024, height: 1366)

    /// Every scenario, in the gallery's order: the seeds (S1–S5), the interactive ones, those about adapting,
    /// those about the keyboard, then the built-in styles.
    public static let all: [Scenario] = seeds + interactive + adapting + keyboard + builtInStyles

    /// The scenario named `name`, if any.
    public static func scenario(named name: String) -> Scenario? {
        all.first { $0.name == name }
    }

    /// S1–S5, as their seeds' authors wrote them.
    static let seeds: [Scenario] = [
        Scenario(name: "s1-dimming-button", summary: "S1: dimming button, card springs down from the top") {
            let stage = ScenarioStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.root, presented: S1PresentedViewController()
            ) {
                run in
                // The seed's user taps the dim, which is a button.
                run.host.tap(at: CGPoint(x: 20, y: 20))
            }
        },
        Scenario(name: "s2-alert-card", summary: "S2: alert-like card at the bottom, default transition") {
            let stage = ScenarioStage()
            return ScenarioRun(host: stage.host, presenting: stage.root, presented: S2AlertViewController())
        },
        Scenario(name: "s3-centred-form", summary: "S3: centred form over a grey dim (tablet, landscape)") {
            let stage = ScenarioStage(size: CGSize(width: 1024, height: 768))
            return ScenarioRun(host: stage.host, presenting: stage.root, presented: S3FormViewController())
        },
        Scenario(
            name: "s3-form-sheet-fallback",
            summary: "S3's fallback: .formSheet + .crossDissolve (tablet, landscape)"
        ) {
            let stage = ScenarioStage(size: CGSize(width: 1024, height: 768))
            return ScenarioRun(
                host: stage.host, presenting: stage.root,
                presented: S3FormViewController(useFormSheetFallback: true))
        },
        Scenario(name: "s4-fade-and-rise", summary: "S4: fade-and-rise animators over full screen") {
            let stage = ScenarioStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.root, presented: S4ViewController(style: .overFullScreen))
        },
        Scenario(name: "s5-right-half", summary: "S5: Apple's guide, the right half with a dim behind") {
            let stage = S5Stage()
            return ScenarioRun(host: stage.host, presenting: stage.presenting, presented: stage.presented)
        },
    ]

    /// S6–S8: transitions a finger drives, each with the gesture its user makes.
    static let interactive: [Scenario] = [
        Scenario(
            name: "s6-pan-to-dismiss",
            summary: "S6: a bottom card dragged down: a short drag springs back, a flick dismisses"
        ) {
            let stage = S6Stage()
            // A short slow drag that cancels (Behaviour 12.21), then, once the card is back, a drag that
            // ends in a flick.
            let gesture = ScenarioGesture.drag(
                from: CGPoint(x: 195, y: 560), to: CGPoint(x: 195, y: 640), duration: 0.5
            ).followed(
                by: .fling(
                    from: CGPoint(x: 195, y: 560), to: CGPoint(x: 195, y: 800), duration: 0.6,
                    releaseVelocity: CGPoint(x: 0, y: 900)),
                after: 0.4)
            return ScenarioRun(
                host: stage.host, presenting: stage.presenting, presented: stage.card,
                dismissalGesture: gesture)
        },
        Scenario(
            name: "scroll-list-card",
            summary:
                "A bottom card's list scrolled by a fling and back; from its top, a drag moves the card away"
        ) {
            let stage = ScrollListCardStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.presenting, presented: stage.card,
                dismissalGesture: ScrollListCardStage.gesture)
        },
        Scenario(
            name: "sheet-detents",
            summary: "A page sheet at its medium detent dragged up to large, then flung down and dismissed"
        ) {
            let stage = SheetDetentsStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.presenting, presented: stage.content,
                dismissalGesture: SheetDetentsStage.gesture)
        },
        Scenario(
            name: "modal-navigation-stack",
            summary:
                "A form sheet holding a navigation controller: push, back, a swipe given up, a swipe back, Done"
        ) {
            let stage = ModalNavigationStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.presenting, presented: stage.navigation,
                dismissalGesture: ModalNavigationStage.gesture)
        },
        Scenario(
            name: "list-row-sheet",
            summary:
                "A list row's tap presents a sheet whose table scrolls; back at its top, a fling down is the sheet's and dismisses it"
        ) {
            let stage = ListRowSheetStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.navigation, presented: stage.sheet,
                presentationGesture: ListRowSheetStage.presentationGesture,
                dismissalGesture: ListRowSheetStage.dismissalGesture)
        },
        Scenario(
            name: "list-under-bar",
            summary:
                "A list under a translucent navigation bar: the first row starts below the bar; scrolled rows pass under it"
        ) {
            let stage = ListUnderBarStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.presenting, presented: stage.navigation,
                dismissalGesture: ListUnderBarStage.gesture)
        },
        Scenario(
            name: "custom-push-animator",
            summary:
                "A navigation delegate's zoom from a tile; a pull pops it interactively: given up once, then finished"
        ) {
            let stage = CustomPushStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.presenting, presented: stage.navigation,
                dismissalGesture: CustomPushStage.gesture)
        },
        Scenario(
            name: "blur-half-modal",
            summary:
                "A half-height card of thick material with vibrant labels; the wall behind blurs as it rises"
        ) {
            let stage = BlurHalfModalStage()
            return ScenarioRun(host: stage.host, presenting: stage.presenting, presented: stage.card)
        },
        Scenario(
            name: "blur-overlay-scrub",
            summary:
                "A blur scrubbed by a finger through a paused property animator: a pull given up, then one that clears it"
        ) {
            let stage = BlurOverlayScrubStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.presenting, presented: stage.overlay,
                dismissalGesture: BlurOverlayScrubStage.gesture)
        },
        Scenario(
            name: "drawn-sheet",
            summary:
                "A bottom sheet that draws: a top rounded by a shape-layer mask, a handle drawn in draw(_:), a shadowPath, and a progress ring stroking in with the transition"
        ) {
            let stage = ScenarioStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.root, presented: DrawnSheetViewController())
        },
        Scenario(
            name: "snapshot-zoom",
            summary:
                "A tile's snapshot grows into its detail and the detail's snapshot shrinks back into the tile"
        ) {
            let stage = SnapshotZoomStage()
            return ScenarioRun(host: stage.host, presenting: stage.presenting, presented: stage.detail)
        },
        Scenario(
            name: "s7-edge-swipe-menu",
            summary: "S7: a side menu swiped in from the left edge; a tap on the dim closes it"
        ) {
            let stage = S7Stage()
            return ScenarioRun(
                host: stage.host, presenting: stage.home, presented: stage.home.menu,
                presentationGesture: .fling(
                    from: CGPoint(x: 4, y: 420), to: CGPoint(x: 200, y: 420), duration: 0.5,
                    releaseVelocity: CGPoint(x: 600, y: 0)),
                dismissalGesture: .tap(at: CGPoint(x: 340, y: 420)))
        },
        Scenario(
            name: "s8-caught-in-flight",
            summary: "S8: a leaving card caught by a finger, pulled back up, then flung away"
        ) {
            let stage = S8Stage()
            // A tap on the dim starts the dismissal; 0.2 s later a finger lands on the card, pulls
            // it up, and flings it down.
            let gesture = ScenarioGesture.tap(at: CGPoint(x: 195, y: 200)).followed(
                by: .fling(
                    from: CGPoint(x: 195, y: 790), to: CGPoint(x: 195, y: 770), duration: 0.35,
                    releaseVelocity: CGPoint(x: 0, y: 1400)),
                after: 0.2)
            return ScenarioRun(
                host: stage.host, presenting: stage.presenting, presented: stage.card,
                dismissalGesture: gesture)
        },
    ]

    /// Presentations that meet the software keyboard (Behaviour 15.16, 15.18).
    static let keyboard: [Scenario] = [
        Scenario(
            name: "form-above-keyboard",
            summary: "A form in a card: the keyboard comes up, the card rides above it; Done hides both"
        ) {
            let stage = FormAboveKeyboardStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.presenting, presented: stage.card,
                dismissalGesture: FormAboveKeyboardStage.dismissalScript)
        }
    ]

    /// Presentations that adapt while shown: the device turned or the window resized between the
    /// presentation and the dismissal (Behaviour 13.2, 13.5, 13.17).
    static let adapting: [Scenario] = [
        Scenario(
            name: "s2-rotation",
            summary: "S2 turned to landscape and back: the card centred at the screen's height − 20 wide"
        ) {
            let stage = ScenarioStage()
            let card = S2AlertViewController()
            card.followsInterfaceOrientation = true
            return ScenarioRun(
                host: stage.host, presenting: stage.root, presented: card,
                environmentChange: .rotate(to: .landscapeRight).followed(
                    by: .rotate(to: .portrait), after: 0.3))
        },
        Scenario(
            name: "s5-resize",
            summary:
                "S5 on a tablet turned to landscape, then in a one-third and an odd split pane: the right half"
        ) {
            let stage = S5Stage(device: .tablet)
            return ScenarioRun(
                host: stage.host, presenting: stage.presenting, presented: stage.presented,
                environmentChange: .rotate(to: .landscapeRight)
                    .followed(by: .resize(to: CGSize(width: 320, height: 834)), after: 0.3)
                    .followed(by: .resize(to: CGSize(width: 507, height: 834)), after: 0.3))
        },
        Scenario(
            name: "adaptive-popover",
            summary: "A tablet popover in a compact split pane becomes a bottom sheet, then a bubble again"
        ) {
            let stage = AdaptivePopoverStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.screen, presented: stage.screen.details,
                presentationGesture: .tap(at: stage.buttonCentre),
                // A tap outside the bubble, below the header, dismisses it.
                dismissalGesture: .tap(at: CGPoint(x: 600, y: 1000)),
                environmentChange: .resize(to: AdaptivePopoverStage.splitPane)
                    .followed(by: .resize(to: AdaptivePopoverStage.fullWidth), after: 0.3))
        },
        Scenario(
            name: "safe-area-full-screen",
            summary:
                "Full-screen content on a notched phone fills its safe area, turned to landscape and back"
        ) {
            let stage = SafeAreaStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.presenting, presented: stage.content,
                environmentChange: .rotate(to: .landscapeRight).followed(
                    by: .rotate(to: .portrait), after: 0.3))
        },
        Scenario(
            name: "self-sizing-card",
            summary:
                "A bottom card sized by its constraints (systemLayoutSizeFitting); new text grows it, animated"
        ) {
            let stage = SelfSizingCardStage()
            let card = stage.card
            return ScenarioRun(
                host: stage.host, presenting: stage.presenting, presented: card,
                environmentChange: .action("setMessage(longMessage)", duration: 0.35) {
                    card.setMessage(SelfSizingCardStage.longMessage)
                })
        },
        Scenario(
            name: "constraint-banner",
            summary:
                "A banner slid in and out by animating its top constraint's constant in a custom animator"
        ) {
            let stage = ConstraintStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.presenting, presented: ConstraintBannerViewController())
        },
        Scenario(
            name: "constraint-conflict",
            summary: "Two required widths conflict: the later one is broken and reported; layout completes",
            expectedDiagnostics: [.unsatisfiableConstraints]
        ) {
            let stage = ConstraintStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.presenting, presented: ConstraintConflictViewController())
        },
        Scenario(
            name: "bar-button-popover",
            summary:
                "A popover from a bar button; in a compact pane a sheet in a navigation controller with Done"
        ) {
            let stage = BarButtonPopoverStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.list, presented: stage.list.filter,
                presentationGesture: .tap(at: stage.filterButtonCentre),
                // A tap outside the bubble, low on the screen, dismisses it.
                dismissalGesture: .tap(at: CGPoint(x: 400, y: 1000)),
                environmentChange: .resize(to: AdaptivePopoverStage.splitPane)
                    .followed(by: .resize(to: AdaptivePopoverStage.fullWidth), after: 0.3))
        },
        Scenario(
            name: "adaptive-custom-card",
            summary:
                "A .custom card on a tablet fills a compact split pane (.overFullScreen), then is a card again"
        ) {
            let stage = AdaptiveCardStage()
            return ScenarioRun(
                host: stage.host, presenting: stage.screen, presented: stage.screen.card,
                environmentChange: .resize(to: AdaptivePopoverStage.splitPane)
                    .followed(by: .resize(to: AdaptivePopoverStage.fullWidth), after: 0.3))
        },
    ]

    /// Each built-in style over a sample screen.
    static let builtInStyles: [Scenario] = [
        style("style-full-screen", ".fullScreen, cover vertical (phone)", .fullScreen),
        style(
            "style-over-full-screen", ".overFullScreen, cross-dissolve (phone)", .overFullScreen,
            .crossDissolve),
        style("style-page-sheet-phone", ".pageSheet: bottom sheet over the card stack (phone)", .pageSheet),
        style(
            "style-page-sheet-tablet", ".pageSheet: centred card over a dim (tablet)", .pageSheet,
            tablet: true),
        style(
            "style-form-sheet-tablet", ".formSheet: 540 × 620 card over a dim (tablet)", .formSheet,
            tablet: true),
        style(
            "style-flip-horizontal", ".fullScreen with .flipHorizontal (phone)", .fullScreen, .flipHorizontal),
        style(
            "style-partial-curl", ".fullScreen with .partialCurl, approximated (phone)", .fullScreen,
            .partialCurl),
        Scenario(name: "style-popover-tablet", summary: ".popover from a button near the top (tablet)") {
            let stage = SampleStage(size: tablet)
            let presented = SampleContentViewController(title: "Popover", color: .systemOrange)
            presented.modalPresentationStyle = .popover
            presented.preferredContentSize = CGSize(width: 320, height: 240)
            presented.popoverPresentationController?.sourceView = stage.button
            return ScenarioRun(host: stage.host, presenting: stage.root, presented: presented) { run in
                // A tap outside the bubble dismisses it.
                run.host.tap(at: CGPoint(x: 900, y: 1200))
            }
        },
        Scenario(
            name: "style-current-context",
            summary: ".currentContext inside a child that defines the context (phone)"
        ) {
            let stage = SampleStage(size: phone)
            let presented = SampleContentViewController(title: "Current context", color: .systemGreen)
            presented.modalPresentationStyle = .currentContext
            return ScenarioRun(host: stage.host, presenting: stage.contextChild, presented: presented)
        },
    ]

    private static func style(
        _ name: String, _ summary: String, _ style: UIModalPresentationStyle,
        _ transition: UIModalTransitionStyle = .coverVertical, tablet isTablet: Bool = false
    ) -> Scenario {
        Scenario(name: name, summary: summary) {
            let stage = SampleStage(size: isTablet ? tablet : phone)
            let presented = SampleContentViewController(title: "Presented", color: .systemBlue)
            presented.modalPresentationStyle = style
            presented.modalTransitionStyle = transition
            return ScenarioRun(host: stage.host, presenting: stage.root, presented: presented)
        }
    }
}
