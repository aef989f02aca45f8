import Foundation
import PresentationKit
import PresentationKitScenarios

/// A transition as a value to snapshot: how to get a host to where it starts, and what starts it (a
/// call such as `present(_:animated:)`, a finger's script, or both).
///
/// ```swift
/// let root = HomeViewController()
/// assertSnapshot(
///     of: Transition(root: root) { _ in root.present(CardViewController(), animated: true) },
///     as: .filmStrip(times: [0, 0.1, 0.25, 0.5]))
/// ```
///
/// The strategies (`.filmStrip(times:scale:spacing:precision:perceptualPrecision:)`,
/// `.timeline`, `.properties(times:)`)
/// settle the host, start the transition at what they call time 0 and drive the host's virtual clock
/// themselves, so the same transition gives the same pictures and text on every machine.
///
/// A transition made with ``init(on:_:)`` builds everything in its closure and can be played any
/// number of times; one made around an existing root or host changes them when played, so make a
/// new one (with new controllers) for each assertion.
public struct Transition: Sendable {
    /// A finger's script: touches (down, move, up, typing) with their times from time 0, and
    /// builders for taps, drags and flings that touch exactly as the host's own `tap`, `drag` and
    /// `fling` do (the scenarios' gesture type, shared with the gallery).
    public typealias Gesture = ScenarioGesture

    /// Makes (or hands over) the host, before it is settled.
    let makeHost: @MainActor () -> HeadlessHost
    /// What starts the transition at time 0, if anything but the gesture.
    let start: (@MainActor (HeadlessHost) -> Void)?
    /// The finger's script from time 0, if any.
    let gesture: Gesture?

    /// A transition on a fresh host for `config`, whose closure sets the scene up and starts it
    /// (installs a root controller and presents from it, say); it can be played again and again.
    ///
    /// - Parameters:
    ///   - config: The device the host stands for (default ``ViewImageConfig/iPhone13``).
    ///   - start: Called at time 0 with the new host.
    public init(on config: ViewImageConfig = .iPhone13, _ start: @escaping @MainActor (HeadlessHost) -> Void)
    {
        makeHost = { SnapshotStage.emptyHost(for: config) }
        self.start = start
        gesture = nil
    }

    /// A transition that starts from `root` at rest as the window's root on a fresh host for
    /// `config`: `start` runs at time 0 (`root.present(card, animated: true)`, say).
    ///
    /// - Parameters:
    ///   - root: The window's root controller, not on a screen yet.
    ///   - config: The device the host stands for (default ``ViewImageConfig/iPhone13``).
    ///   - start: Called at time 0 with the host.
    public init(
        root: UIViewController, on config: ViewImageConfig = .iPhone13,
        _ start: @escaping @MainActor (HeadlessHost) -> Void
    ) {
        makeHost = { SnapshotStage.host(for: config, showing: root, traits: .init()) }
        self.start = start
        gesture = nil
    }

    /// An interactive transition: `root` at rest as the window's root on a fresh host for `config`,
    /// then `gesture`'s touches from time 0 (a pan that drags a card 40 % of the way and lets go,
    /// say), with `start` (if given) called first.
    ///
    /// - Parameters:
    ///   - root: The window's root controller, not on a screen yet.
    ///   - config: The device the host stands for (default ``ViewImageConfig/iPhone13``).
    ///   - gesture: The touches and their times from time 0.
    ///   - start: Called at time 0, before the first touch.
    public init(
        root: UIViewController, on config: ViewImageConfig = .iPhone13, gesture: Gesture,
        start: (@MainActor (HeadlessHost) -> Void)? = nil
    ) {
        makeHost = { SnapshotStage.host(for: config, showing: root, traits: .init()) }
        self.start = start
        self.gesture = gesture
    }

    /// A transition on a host you have set up: `start` runs at time 0, once the host is settled.
    ///
    /// - Parameters:
    ///   - host: The host, its scene in place.
    ///   - start: Called at time 0 with the host.
    public init(host: HeadlessHost, _ start: @escaping @MainActor (HeadlessHost) -> Void) {
        makeHost = { host }
        self.start = start
        gesture = nil
    }

    /// An interactive transition on a host you have set up: `gesture`'s touches from time 0, once
    /// the host is settled, with `start` (if given) called first.
    ///
    /// - Parameters:
    ///   - host: The host, its scene in place.
    ///   - gesture: The touches and their times from time 0.
    ///   - start: Called at time 0, before the first touch.
    public init(
        host: HeadlessHost, gesture: Gesture, start: (@MainActor (HeadlessHost) -> Void)? = nil
    ) {
        makeHost = { host }
        self.start = start
        self.gesture = gesture
    }
}
