import Foundation

extension DefaultTransitionAnimator {
    /// How far the eye is from the screen in a flip, in container widths: the perspective's
    /// strength is then the same on every screen size.
    static let flipEyeDistanceInWidths: CGFloat = 2

    /// A rotation of `angle` about the vertical axis through the layer's centre, seen in
    /// perspective from `eyeDistance` points.
    static func flipTransform(angle: CGFloat, eyeDistance: CGFloat) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / eyeDistance
        return CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 1, 0), perspective)
    }

    /// `.flipHorizontal`: the covered view and the presented view are the two faces of one card.
    /// In the first half the covered face turns from flat to edge-on; in the second the presented
    /// face turns from edge-on to flat. Presenting turns the card one way, dismissing the other.
    func flipHorizontal(
        presentedView: UIView, context: any UIViewControllerContextTransitioning, duration: TimeInterval,
        completion: @escaping (Bool) -> Void
    ) {
        let eye = max(context.containerView.bounds.width, 1) * Self.flipEyeDistanceInWidths
        let turn: CGFloat = kind == .presentation ? .pi / 2 : -.pi / 2
        let covered = coveredView(in: context)
        let leaving = kind == .presentation ? covered : presentedView
        let arriving = kind == .presentation ? presentedView : covered
        arriving?.transform3D = Self.flipTransform(angle: -turn, eyeDistance: eye)
        UIView.animateKeyframes(
            withDuration: duration, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    leaving?.transform3D = Self.flipTransform(angle: turn, eyeDistance: eye)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    arriving?.transform3D = CATransform3DIdentity
                }
            },
            completion: { finished in
                // The card is flat again: the face that left keeps no turn (it may stay in the
                // window behind an "over" presentation, or come back for the dismissal).
                leaving?.transform3D = CATransform3DIdentity
                arriving?.transform3D = CATransform3DIdentity
                completion(finished)
            })
    }
}
