import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// A large title let go of part way settles fully expanded or fully collapsed (Behaviour 16.27),
/// driven by a finger through the host.
@MainActor
@Suite("Large titles settling")
struct LargeTitleSettleTests {
    /// Records the drag's end and the settle's callbacks, and may move the target.
    final class Recorder: NSObject, UIScrollViewDelegate {
        var entries: [String] = []
        var offeredTarget: CGFloat?
        var chosenTarget: CGFloat?

        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            offeredTarget = targetContentOffset.pointee.y
            if let chosenTarget { targetContentOffset.pointee.y = chosenTarget }
            entries.append("willEndDragging")
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            entries.append("didEndDragging(\(decelerate))")
        }

        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
            entries.append("willBeginDecelerating")
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            entries.append("didEndDecelerating")
        }
    }

    // On the notched phone the expanded bar reaches 59 + 96 = 155 pt down, the collapsed one
    // 59 + 44 = 103: the content rests at −155 with the title expanded and at −103 collapsed.
    private let expandedOffset: CGFloat = -155
    private let collapsedOffset: CGFloat = -103

    private func shown(_ list: ScrollListController) -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost(device: .notchedPhone)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation)
    }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

    /// The finger goes down on the list, moves up `up` points over 12 frames, then down `back`
    /// points over 6 frames (if any), and holds still for `hold` seconds, still down.
    private func drag(_ host: HeadlessHost, up: CGFloat, back: CGFloat = 0, hold: TimeInterval) {
        var y: CGFloat = 600
        host.touchDown(at: CGPoint(x: 200, y: y))
        for _ in 0..<12 {
            host.advance(by: 1.0 / 60)
            y -= up / 12
            host.touchMove(to: CGPoint(x: 200, y: y))
        }
        if back > 0 {
            for _ in 0..<6 {
                host.advance(by: 1.0 / 60)
                y += back / 6
                host.touchMove(to: CGPoint(x: 200, y: y))
            }
        }
        if hold > 0 { host.advance(by: hold) }
    }

    @Test("let go still with less than half collapsed, the title expands again and the list follows it back")
    func settlesExpanded() {
        let list = ScrollListController()
        let (host, navigation) = shown(list)
        let bar = navigation.navigationBar
        drag(host, up: 30, hold: 0.2)
        let collapsed = 96 - bar.frame.height
        #expect(collapsed > 5 && collapsed < 26, "part way, nearer expanded: \(collapsed) pt collapsed")
        #expect(close(list.scrollView.contentOffset.y, expandedOffset + collapsed))
        host.touchUp()
        host.advance(by: 1.0 / 60)
        #expect(list.scrollView.isDecelerating, "the content moves on after the finger lifted")
        let midway = bar.frame.height
        #expect(midway > 96 - collapsed && midway < 96, "the bar grows back over frames: \(midway)")
        #expect(
            close(list.scrollView.contentOffset.y, expandedOffset + (96 - midway)), "the list moves with it")
        host.runUntilIdle()
        #expect(close(bar.frame.height, 96) && bar.largeTitleLabel.superview === bar)
        #expect(close(list.scrollView.contentOffset.y, expandedOffset))
        #expect(close(list.view.safeAreaInsets.top, 155))
        #expect(!list.scrollView.isDecelerating)
    }

    @Test("let go still with half or more collapsed, the title collapses fully and the small title shows")
    func settlesCollapsed() {
        let list = ScrollListController()
        list.title = "Mail"
        let (host, navigation) = shown(list)
        let bar = navigation.navigationBar
        drag(host, up: 50, hold: 0.2)
        let collapsed = 96 - bar.frame.height
        #expect(collapsed >= 26 && collapsed < 52, "part way, nearer collapsed: \(collapsed) pt collapsed")
        host.touchUp()
        host.runUntilIdle()
        #expect(close(bar.frame.height, 44))
        #expect(bar.largeTitleLabel.superview == nil && bar.titleLabel.text == "Mail")
        #expect(close(list.scrollView.contentOffset.y, collapsedOffset))
        #expect(
            close(list.view.safeAreaInsets.top, 103) && close(list.scrollView.adjustedContentInset.top, 103))
    }

    @Test(
        "the release decides: a flick up from the lower half collapses, a flick down from the upper half expands"
    )
    func releaseDecides() {
        let list = ScrollListController()
        let (host, navigation) = shown(list)
        let bar = navigation.navigationBar
        // Up 25 pt, the last 0.1 s at 60 pt/s: about 15 pt collapsed, carried 30 pt further.
        host.fling(
            from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 575), duration: 0.2,
            releaseVelocity: CGPoint(x: 0, y: -60))
        host.runUntilIdle()
        #expect(close(bar.frame.height, 44), "carried past half way: collapsed")
        #expect(close(list.scrollView.contentOffset.y, collapsedOffset))

        let other = ScrollListController()
        let (otherHost, otherNavigation) = shown(other)
        drag(otherHost, up: 60, back: 12, hold: 0)
        let collapsed = 96 - otherNavigation.navigationBar.frame.height
        #expect(collapsed >= 26 && collapsed < 52, "let go nearer collapsed: \(collapsed) pt, moving down")
        otherHost.touchUp()
        otherHost.runUntilIdle()
        #expect(close(otherNavigation.navigationBar.frame.height, 96), "heading down past the top: expanded")
        #expect(close(other.scrollView.contentOffset.y, expandedOffset))
    }

    @Test("a fling that carries past the collapse decelerates as usual, nothing pulls it back")
    func flingPastTheBand() {
        let list = ScrollListController()
        let (host, navigation) = shown(list)
        host.fling(
            from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 570), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: -600))
        host.runUntilIdle()
        #expect(close(navigation.navigationBar.frame.height, 44))
        #expect(
            list.scrollView.contentOffset.y > collapsedOffset + 200, "rests where the deceleration took it")
    }

    @Test("the delegate is offered the settled end and may choose another (Behaviour 15.9)")
    func delegateOffered() {
        let list = ScrollListController()
        let recorder = Recorder()
        list.scrollView.delegate = recorder
        let (host, navigation) = shown(list)
        drag(host, up: 30, hold: 0.2)
        host.touchUp()
        host.runUntilIdle()
        #expect(
            recorder.offeredTarget.map { close($0, expandedOffset) } == true,
            "\(String(describing: recorder.offeredTarget))")
        #expect(
            recorder.entries == [
                "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
            ])

        let chooser = ScrollListController()
        let choosing = Recorder()
        choosing.chosenTarget = 400
        chooser.scrollView.delegate = choosing
        let (otherHost, otherNavigation) = shown(chooser)
        drag(otherHost, up: 30, hold: 0.2)
        otherHost.touchUp()
        otherHost.runUntilIdle()
        #expect(close(chooser.scrollView.contentOffset.y, 400), "the app's target wins")
        #expect(close(otherNavigation.navigationBar.frame.height, 44))
        withExtendedLifetime(navigation) {}
    }

    @Test("a touch that stops the settle half way and lifts without dragging settles it again")
    func caughtAndLetGo() {
        let list = ScrollListController()
        let (host, navigation) = shown(list)
        let bar = navigation.navigationBar
        drag(host, up: 30, hold: 0.2)
        host.touchUp()
        host.advance(by: 1.0 / 60)
        host.touchDown(at: CGPoint(x: 200, y: 600))
        let caught = bar.frame.height
        #expect(caught > 44 && caught < 96 && !list.scrollView.isDecelerating, "stopped part way: \(caught)")
        host.advance(by: 1.0 / 60)
        host.touchUp()
        host.runUntilIdle()
        #expect(close(bar.frame.height, 96) && close(list.scrollView.contentOffset.y, expandedOffset))
    }

    @Test("only a large title settles: with .never the list rests where the finger left it")
    func onlyLargeTitles() {
        let list = ScrollListController()
        list.navigationItem.largeTitleDisplayMode = .never
        let (host, navigation) = shown(list)
        #expect(close(navigation.navigationBar.frame.height, 44))
        drag(host, up: 30, hold: 0.2)
        let resting = list.scrollView.contentOffset.y
        #expect(resting > collapsedOffset + 5, "scrolled up under the standard bar: \(resting)")
        host.touchUp()
        host.runUntilIdle()
        #expect(list.scrollView.contentOffset.y == resting)

        let pushed = ScrollListController()
        pushed.navigationItem.largeTitleDisplayMode = .always
        navigation.pushViewController(pushed, animated: false)
        host.runUntilIdle()
        #expect(
            close(navigation.navigationBar.frame.height, 96), ".always shows the large title after .never")
        drag(host, up: 50, hold: 0.2)
        host.touchUp()
        host.runUntilIdle()
        #expect(
            close(navigation.navigationBar.frame.height, 44)
                && close(pushed.scrollView.contentOffset.y, collapsedOffset))
    }

    @Test(
        "content too short to collapse the title fully settles it expanded, bouncing or not",
        arguments: [true, false])
    func shortContent(bounces: Bool) {
        // 852 − 34 − 703 = 115: the list scrolls at most 40 pt up from −155, where it fits the
        // view exactly (and scrolls no more unless it always bounces).
        let list = ScrollListController(contentHeight: 703)
        list.scrollView.alwaysBounceVertical = bounces
        let (host, navigation) = shown(list)
        drag(host, up: 60, hold: 0.2)
        let collapsed = 96 - navigation.navigationBar.frame.height
        #expect(collapsed >= 26 && collapsed < 52, "nearer collapsed: \(collapsed) pt")
        host.touchUp()
        host.runUntilIdle()
        #expect(close(navigation.navigationBar.frame.height, 96))
        #expect(close(list.scrollView.contentOffset.y, expandedOffset))
    }
}
