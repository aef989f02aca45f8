/// What the presentation layer (one layer up) keeps about a controller, as the controller sees it.
/// The record is made and owned by that layer (`ControllerPresentationState`); controllers know
/// it only through this protocol, so the controllers layer never names the presentation layer.
@MainActor
protocol PresentationRecord: AnyObject {
    /// Whether a presentation of this controller is under way (`isBeingPresented`).
    var isBeingPresented: Bool { get }
    /// Whether a dismissal of this controller is under way (`isBeingDismissed`).
    var isBeingDismissed: Bool { get }
}
