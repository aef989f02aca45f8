import Foundation

/// Segues of a controller a storyboard made (Behaviour 24.2).
extension UIViewController {
    /// `performSegue(withIdentifier:sender:)`: finds the segue in the controller's storyboard,
    /// makes its destination, calls `prepare(for:sender:)`, then `perform()`.
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let storyboard = instantiatingStoryboard,
            let registered = StoryboardRegistry.shared.segues[storyboard.name]?[identifier]
        else {
            let place =
                instantiatingStoryboard.map { "the storyboard \"\($0.name)\"" }
                ?? "no storyboard (\(type(of: self)) was not made by UIStoryboard)"
            Diagnostics.report(
                .invalidInput,
                "performSegue(withIdentifier: \"\(identifier)\"): \(place) has no segue with that identifier; "
                    + "nothing was performed. Register it with UIStoryboard.registerSegue(_:inStoryboardNamed:"
                    + "destination:kind:), or present the controller in code",
                clock: hostClock)
            return
        }
        let destination = storyboard.instantiateViewController(withIdentifier: registered.destination)
        let segue: UIStoryboardSegue
        switch registered.kind {
        case .show:
            segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
                [unowned self] in self.show(destination, sender: sender)
            }
        case .showDetail:
            segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
                [unowned self] in self.showDetailViewController(destination, sender: sender)
            }
        case .presentModally:
            segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
                [unowned self] in self.present(destination, animated: true, completion: nil)
            }
        case .custom(let segueClass):
            segue = segueClass.init(identifier: identifier, source: self, destination: destination)
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
