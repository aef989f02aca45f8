/// The object a presented controller lays out inside: its presentation controller, one layer up.
/// Controllers know it only through this protocol, so the controllers layer never names the
/// presentation layer.
///
/// While the controller's root view is in the container, the container callbacks wrap that view's
/// layout (Behaviour 5.3); it also hears the controller's preferred-size changes (it is a
/// `UIContentContainer`, Behaviour 5.5).
@MainActor
protocol PresentingContainer: UIContentContainer {
    /// Whether `view` is inside the container now.
    func holdsInContainer(_ view: UIView) -> Bool
    /// `containerViewWillLayoutSubviews()`.
    func containerViewWillLayoutSubviews()
    /// `containerViewDidLayoutSubviews()`.
    func containerViewDidLayoutSubviews()
}
