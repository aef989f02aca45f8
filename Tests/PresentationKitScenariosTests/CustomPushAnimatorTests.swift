import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The custom push animator: a navigation delegate's zoom from a tile, popped by a pull
/// that is given up once and finished once (Behaviour 16.10, 16.17).
@MainActor
@Suite("Custom push animator · zoom, pull back")
struct CustomPushAnimatorTests {
    private func frame(_ view: UIView) throws -> CGRect {
        let layer = try #require(view.layer.presentation())
        return CGRect(
            x: layer.position.x - layer.bounds.width / 2, y: layer.position.y - layer.bounds.height / 2,
            width: layer.bounds.width, height: layer.bounds.height)
    }

    /// Within 1e-4 pt: the engine solves the Bézier curve for its time to about 1e-8, which on
    /// an 800-pt change is about 1e-5 pt.
    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-4 && abs(a.minY - b.minY) < 1e-4 && abs(a.width - b.width) < 1e-4
            && abs(a.height - b.height) < 1e-4
    }

    /// UIKit's ease-in-out (cubic Bézier 0.42, 0, 0.58, 1) at time fraction `x`, solved here.
    private func easeInOut(_ x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    private func mix(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
        let p = CGFloat(p)
        return CGRect(
            x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
            width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
    }

    @Test("16.10, 16.17: the photo zooms out of its tile; a short pull is given up, a long one pops; Done")
    func wholeScript() throws {
        let stage = CustomPushStage()
        stage.presenting.present(stage.navigation, animated: true)
        stage.host.runUntilIdle()
        stage.log.entries.removeAll()
        // In the container (the navigation controller's whole view), the album and the photo rest
        // below the 44-pt bar (their edgesForExtendedLayout is empty, Behaviour 16.20).
        let tile = AlbumViewController.tileFrame(1).offsetBy(dx: 0, dy: 44)
        let full = CGRect(x: 0, y: 44, width: 390, height: 800)
        var stacks: [[String]] = []
        var logs: [[String]] = []
        var samples: [(Double, CGRect)] = []
        let start = stage.host.time
        var downs = 0
        var pushed = false
        for step in CustomPushStage.gesture.steps {
            let due = start + step.time
            if pushed, samples.isEmpty {
                // The push runs from the tap's up: the photo at chosen times of the zoom.
                let pushStart = stage.host.time
                for t in [0.05, 0.1, 0.2, 0.3] {
                    stage.host.advance(by: pushStart + t - stage.host.time)
                    let photo = try #require(stage.navigation.topViewController?.view)
                    samples.append((t, try frame(photo)))
                }
            }
            if due > stage.host.time { stage.host.advance(by: due - stage.host.time) }
            if case .down = step.touch {
                stacks.append(stage.navigation.viewControllers.map { $0.title ?? "?" })
                logs.append(stage.log.entries)
                stage.log.entries.removeAll()
                downs += 1
            }
            ScenarioGesture.apply(step.touch, on: stage.host)
            if step.touch == .up, downs == 1 { pushed = true }
        }
        stage.host.runUntilIdle()
        for (t, sampled) in samples {
            let expected = mix(tile, full, easeInOut(t / ZoomAnimator.duration))
            #expect(close(sampled, expected), "the photo at t = \(t): \(sampled) against \(expected)")
        }
        #expect(
            stacks == [["Album"], ["Album", "Photo 2"], ["Album", "Photo 2"], ["Album"]],
            "before each touch: at rest, after the push, after the pull given up, after the pull that popped")
        #expect(logs[0] == [])
        #expect(
            logs[1] == [
                "delegate.willShow(Photo)", "Album.viewWillDisappear", "Photo.viewWillAppear",
                "Album.viewDidDisappear", "Photo.viewDidAppear", "delegate.didShow(Photo)",
            ])
        #expect(
            logs[2] == [
                "pan.began", "delegate.willShow(Album)", "Photo.viewWillDisappear", "Album.viewWillAppear",
                "pan.cancel", "Album.viewWillDisappear", "Photo.viewWillAppear", "Album.viewDidDisappear",
                "Photo.viewDidAppear",
            ], "given up: no didShow; each controller's callbacks turn back")
        #expect(
            logs[3] == [
                "pan.began", "delegate.willShow(Album)", "Photo.viewWillDisappear", "Album.viewWillAppear",
                "pan.finish", "Photo.viewDidDisappear", "Album.viewDidAppear", "delegate.didShow(Album)",
            ])
        #expect(stage.presenting.presentedViewController == nil, "Done dismissed the album")
        #expect(stage.album.view.alpha == 1)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("16.17: while the finger holds the pull, the photo sits between full size and its tile")
    func heldPull() throws {
        let stage = CustomPushStage()
        stage.presenting.present(stage.navigation, animated: true)
        stage.host.runUntilIdle()
        stage.album.open(1)
        stage.host.runUntilIdle()
        let photo = try #require(stage.navigation.topViewController)
        stage.host.touchDown(at: CGPoint(x: 195, y: 300))
        for y in stride(from: 310.0, through: 500, by: 10) {
            stage.host.advance(by: 1.0 / 60)
            stage.host.touchMove(to: CGPoint(x: 195, y: y))
        }
        stage.host.advance(by: 1.0 / 60)
        let coordinator = try #require(photo.transitionCoordinator)
        #expect(coordinator.isInteractive)
        let p = Double(coordinator.percentComplete)
        #expect(p > 0.3 && p < 0.6)
        let expected = mix(
            CGRect(x: 0, y: 44, width: 390, height: 800),
            AlbumViewController.tileFrame(1).offsetBy(dx: 0, dy: 44),
            easeInOut(p))
        let held = try frame(photo.view)
        #expect(
            close(held, expected),
            "held at the pull's fraction of the zoom's own time: \(held) against \(expected), p \(p)")
        stage.host.touchUp()
        stage.host.runUntilIdle()
    }
}
