import Foundation
import Testing

@testable import PresentationKit

/// The default animator's transition styles (Behaviour 4.9), observed through presentation values.
@MainActor
@Suite("Transition styles")
struct TransitionStyleTests {
    private func stage(_ style: UIModalPresentationStyle, transition: UIModalTransitionStyle)
        -> (HeadlessHost, UIViewController, UIViewController)
    {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        presented.modalTransitionStyle = transition
        return (host, root, presented)
    }

    /// Where the layer's plane puts the point `(x, y)` of its bounds, in its superlayer, from the
    /// presentation values: the 4 × 4 matrix applied by hand, then the divide by w.
    private func project(_ layer: CALayer, x: CGFloat, y: CGFloat) -> CGPoint {
        let t = layer.transform
        let px = x - layer.bounds.width * layer.anchorPoint.x
        let py = y - layer.bounds.height * layer.anchorPoint.y
        let X = px * t.m11 + py * t.m21 + t.m41
        let Y = px * t.m12 + py * t.m22 + t.m42
        let W = px * t.m14 + py * t.m24 + t.m44
        return CGPoint(x: layer.position.x + X / W, y: layer.position.y + Y / W)
    }

    @Test("cover vertical slides the presented view up from below the container")
    func coverVertical() throws {
        let (host, root, presented) = stage(.fullScreen, transition: .coverVertical)
        root.present(presented, animated: true)
        host.advance(by: 0.1)
        let y = try #require(presented.view.layer.presentation()).frame.minY
        #expect(y > 0 && y < 844)
        host.runUntilIdle()
        #expect(presented.view.frame.minY == 0)
    }

    @Test(
        "flip horizontal turns a card in perspective: the covered face, edge-on at the middle, the presented face"
    )
    func flipHorizontal() throws {
        let (host, root, presented) = stage(.fullScreen, transition: .flipHorizontal)
        root.present(presented, animated: true)
        host.advance(by: 0)
        #expect(host.time == 0)
        // A quarter in: the covered face is half turned, and in perspective its two vertical edges
        // are at different distances from the centre (the nearer one looks bigger).
        host.advance(by: DefaultTransitionAnimator.flipHorizontalDuration / 4)
        let covered = try #require(root.view.layer.presentation())
        let left = project(covered, x: 0, y: 422)
        let right = project(covered, x: 390, y: 422)
        #expect(covered.transform.m34 != 0, "a true 3D transform with perspective")
        #expect(right.x - left.x > 10 && right.x - left.x < 380, "compressed horizontally")
        #expect(abs((195 - left.x) - (right.x - 195)) > 1, "perspective: the edges are unequal")
        let hiddenFace = try #require(presented.view.layer.presentation())
        #expect(abs(project(hiddenFace, x: 390, y: 422).x - project(hiddenFace, x: 0, y: 422).x) < 1e-6)
        // Half-way the covered face is edge-on.
        host.advance(by: DefaultTransitionAnimator.flipHorizontalDuration / 4)
        let edgeOn = try #require(root.view.layer.presentation())
        #expect(abs(project(edgeOn, x: 390, y: 422).x - project(edgeOn, x: 0, y: 422).x) < 1e-6)
        // Three quarters in: the presented face is turning flat.
        host.advance(by: DefaultTransitionAnimator.flipHorizontalDuration / 4)
        let arriving = try #require(presented.view.layer.presentation())
        let width = project(arriving, x: 390, y: 422).x - project(arriving, x: 0, y: 422).x
        #expect(width > 10 && width < 380)
        host.runUntilIdle()
        #expect(presented.view.transform3D == CATransform3DIdentity)
        #expect(root.view.window == nil)
        #expect(root.view.transform3D == CATransform3DIdentity, "the covered face leaves flat")

        presented.dismiss(animated: true)
        host.advance(by: DefaultTransitionAnimator.flipHorizontalDuration / 4)
        let leaving = try #require(presented.view.layer.presentation())
        #expect(leaving.transform.m34 != 0)
        host.runUntilIdle()
        #expect(root.view.window != nil && root.view.transform3D == CATransform3DIdentity)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "partial curl lifts the covered page about its top edge, then removes it; the dismissal lays it back")
    func partialCurl() throws {
        let (host, root, presented) = stage(.fullScreen, transition: .partialCurl)
        root.present(presented, animated: true)
        host.advance(by: 0)
        let container = try #require(presented.presentationController?.containerView)
        #expect(root.view.superview === container, "the page lifts above the presented view")
        #expect(container.subviews.last === root.view)
        host.advance(by: DefaultTransitionAnimator.partialCurlDuration / 2)
        let page = try #require(root.view.layer.presentation())
        let topLeft = project(page, x: 0, y: 0)
        let bottomLeft = project(page, x: 0, y: 844)
        #expect(abs(topLeft.y) < 1e-6, "the top edge is the hinge")
        #expect(bottomLeft.y < 844 && bottomLeft.y > 0, "the bottom edge has lifted")
        host.runUntilIdle()
        #expect(root.view.window == nil)
        #expect(root.view.transform3D == CATransform3DIdentity)

        presented.dismiss(animated: true)
        host.advance(by: DefaultTransitionAnimator.partialCurlDuration / 2)
        #expect(root.view.superview === presented.presentationController?.containerView)
        host.runUntilIdle()
        #expect(root.view.superview === host.window)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.transform3D == CATransform3DIdentity)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("partial curl outside full screen is reported and runs as cover vertical")
    func partialCurlNeedsFullScreen() throws {
        let (host, root, presented) = stage(.overFullScreen, transition: .partialCurl)
        root.present(presented, animated: true)
        host.advance(by: 0.1)
        #expect(
            host.diagnostics.contains {
                $0.kind == .presentationMisuse && $0.message.contains(".partialCurl")
            })
        let y = try #require(presented.view.layer.presentation()).frame.minY
        #expect(y > 0, "sliding up")
        host.runUntilIdle()
        #expect(root.presentedViewController === presented)
    }

    @Test("a popover fades in and out whatever its modalTransitionStyle")
    func popoverFades() throws {
        let host = HeadlessHost(size: CGSize(width: 1024, height: 1366))
        let root = UIViewController()
        host.window.rootViewController = root
        let source = UIView(frame: CGRect(x: 500, y: 20, width: 20, height: 20))
        root.view.addSubview(source)
        let presented = UIViewController()
        presented.modalPresentationStyle = .popover
        presented.popoverPresentationController?.sourceView = source
        root.present(presented, animated: true)
        host.advance(by: DefaultTransitionAnimator.crossDissolveDuration / 2)
        let layer = try #require(presented.view.layer.presentation())
        #expect(layer.opacity > 0.05 && layer.opacity < 0.95)
        #expect(layer.frame == presented.view.frame)
        host.runUntilIdle()
    }

    @Test(
        "a controller dismissed by a built-in style is seen when presented again with another (Behaviour 4.10)",
        arguments: [UIModalTransitionStyle.crossDissolve, .flipHorizontal, .coverVertical])
    func presentedAgainIsShown(first: UIModalTransitionStyle) throws {
        let (host, root, presented) = stage(.fullScreen, transition: first)
        root.present(presented, animated: true)
        host.runUntilIdle()
        presented.dismiss(animated: true)
        host.runUntilIdle()
        #expect(presented.view.window == nil)
        presented.modalTransitionStyle = first == .coverVertical ? .crossDissolve : .coverVertical
        root.present(presented, animated: true)
        host.runUntilIdle()
        let layer = try #require(presented.view.layer.presentation())
        #expect(presented.view.window === host.window)
        #expect(layer.opacity == 1)
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(presented.view.frame == host.window.bounds)
    }
}
