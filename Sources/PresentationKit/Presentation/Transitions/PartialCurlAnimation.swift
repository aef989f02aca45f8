import Foundation

extension DefaultTransitionAnimator {
    /// How far the covered page lifts in a partial curl: 81° about its top edge.
    static let curlLiftAngle: CGFloat = 0.45 * .pi

    /// The covered page lifted by `angle` about its top edge, in perspective.
    static func curlTransform(angle: CGFloat, pageHeight: CGFloat) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / max(pageHeight * 2, 1)
        let hinge = pageHeight / 2
        var transform = CATransform3DMakeTranslation(0, hinge, 0)
        transform = CATransform3DConcat(transform, CATransform3DMakeRotation(angle, 1, 0, 0))
        transform = CATransform3DConcat(transform, CATransform3DMakeTranslation(0, -hinge, 0))
        return CATransform3DConcat(transform, perspective)
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
        let lifted = Self.curlTransform(angle: Self.curlLiftAngle, pageHeight: page.bounds.height)
        if kind == .dismissal { page.transform3D = lifted }
        let target = kind == .presentation ? lifted : CATransform3DIdentity
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: { page.transform3D = target },
            completion: { finished in
                page.transform3D = CATransform3DIdentity
                completion(finished)
            })
    }
}
