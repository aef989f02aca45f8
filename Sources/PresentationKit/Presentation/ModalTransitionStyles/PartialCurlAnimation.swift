import Foundation

extension DefaultTransitionAnimator {
    /// How far the covered page lifts in a partial curl: 81° about its top edge.
    static let curlLiftAngle: CGFloat = 0.45 * .pi

    /// The covered page lifted by `angle` about its top edge, in perspective, for a layer whose
    /// anchor point is on that edge (so interpolation turns it about the hinge and nothing drifts).
    static func curlTransform(angle: CGFloat, pageHeight: CGFloat) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / max(pageHeight * 2, 1)
        return CATransform3DConcat(CATransform3DMakeRotation(angle, 1, 0, 0), perspective)
    }

    /// `.partialCurl`, approximated: UIKit curls the covered page up from a corner and leaves it
    /// curled over the top of the presented view. Without a page-curl mesh we lift the whole page
    /// about its top edge, in perspective, until it is nearly edge-on; once presented, the
    /// presentation is a plain full-screen one (the lasting curl is not drawn). The dismissal lays
    /// the page back down.
    func partialCurl(
        context: any UIViewControllerContextTransitioning, duration: TimeInterval,
        completion: @escaping (Bool) -> Void
    ) {
        guard let page = coveredView(in: context) else {
            completion(true)
            return
        }
        let container = context.containerView
        // The page lifts above the presented view: it moves into the container for the transition
        // (PresentationKit puts it back where it belongs when the transition ends).
        let center = page.superview?.convert(page.center, to: container) ?? page.center
        container.addSubview(page)
        page.center = center
        // Hinge on the top edge for the transition: the anchor moves there, the page does not.
        let layer = page.layer
        let savedAnchor = layer.anchorPoint
        let savedPosition = layer.position
        layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        layer.position = CGPoint(
            x: savedPosition.x, y: savedPosition.y - (savedAnchor.y * layer.bounds.height))
        let lifted = Self.curlTransform(angle: Self.curlLiftAngle, pageHeight: page.bounds.height)
        if kind == .dismissal { page.transform3D = lifted }
        let target = kind == .presentation ? lifted : CATransform3DIdentity
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: { page.transform3D = target },
            completion: { finished in
                page.transform3D = CATransform3DIdentity
                // Undo the hinge from where the page is now: a rotation during the transition has
                // moved and resized it since the anchor moved.
                layer.anchorPoint = savedAnchor
                layer.position = CGPoint(
                    x: layer.position.x, y: layer.position.y + savedAnchor.y * layer.bounds.height)
                completion(finished)
            })
    }
}
