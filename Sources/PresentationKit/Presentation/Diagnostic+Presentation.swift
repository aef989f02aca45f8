extension Diagnostic.Kind {
    /// A present or dismiss request that UIKit would drop: already presenting, a transition in
    /// progress, a presenter in no window (Behaviour 10).
    public static let presentationMisuse = Diagnostic.Kind(rawValue: "presentationMisuse")
    /// An animator that has not called `completeTransition(_:)` 5 s past its duration (Behaviour 1.11).
    public static let transitionNeverCompleted = Diagnostic.Kind(rawValue: "transitionNeverCompleted")
    /// `completeTransition(_:)` called again, or after the transition ended (Behaviour 6.3).
    public static let transitionCompletedTwice = Diagnostic.Kind(rawValue: "transitionCompletedTwice")
    /// A dismissed controller, presentation controller or animator still alive once the host is idle.
    public static let leakedController = Diagnostic.Kind(rawValue: "leakedController")
    /// An animated dismissal of a custom presentation without an animator (Behaviour 3.4).
    public static let missingAnimator = Diagnostic.Kind(rawValue: "missingAnimator")
    /// After a size change the presented view's frame no longer matches
    /// `frameOfPresentedViewInContainerView`.
    public static let presentedFrameMismatch = Diagnostic.Kind(rawValue: "presentedFrameMismatch")
    /// An interaction controller that wants an interactive start and was given no update, finish or
    /// cancel for 10 s of host time (Behaviour 12.15).
    public static let interactionNeverDriven = Diagnostic.Kind(rawValue: "interactionNeverDriven")
}
