import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// A deck transition with a snapshot of the presenter and a blur alongside
/// (`DeckSnapshotPort.swift`, Swift 5 mode as written for iOS).
@MainActor
@Suite("Port · a deck transition with snapshots and a blur")
struct DeckSnapshotPortTests {
    @Test("the presenter is frozen into a snapshot that shrinks, then removed; the original is untouched")
    func presentsWithASnapshot() throws {
        let stage = PortStage()
        let presenterSubview = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        stage.root.view.addSubview(presenterSubview)
        let card = DeckCardViewController()
        stage.root.present(card, animated: true)
        stage.host.advance(by: 0.2)
        let container = try #require(card.presentationController?.containerView)
        let snapshots = container.subviews.filter { $0 !== card.view && !($0 is UIVisualEffectView) }
        #expect(snapshots.count == 1)
        let snapshot = try #require(snapshots.first)
        #expect(snapshot.bounds.size == stage.root.view.bounds.size)
        #expect(stage.root.view.isHidden)
        let scale = try #require(snapshot.layer.presentation()).transform.m11
        #expect(scale < 1 && scale > 0.92)
        stage.host.runUntilIdle()
        #expect(snapshot.superview == nil)
        #expect(!stage.root.view.isHidden)
        #expect(stage.root.view.transform == .identity)
        #expect(presenterSubview.superview === stage.root.view)
        #expect(card.view.frame == CGRect(x: 0, y: 60, width: 390, height: 784))
        let blur = try #require(container.subviews.first as? UIVisualEffectView)
        #expect(blur.effect is UIBlurEffect)
        card.dismiss(animated: true)
        stage.host.runUntilIdle()
        #expect(blur.superview == nil)
        #expect(blur.effect == nil)
        #expect(stage.host.diagnostics.isEmpty)
    }

    @Test(
        "the film strip shows the snapshot, not a blank: the presenter's red square where the shrinking snapshot puts it (Behaviour 25.1)"
    )
    func theFilmStripShowsTheSnapshot() throws {
        let stage = PortStage()
        stage.root.view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 40, y: 30, width: 120, height: 60))
        square.backgroundColor = .red
        stage.root.view.addSubview(square)
        let card = DeckCardViewController()
        stage.root.present(card, animated: true)
        let centre = CGPoint(x: 100, y: 60)
        let bounds = stage.root.view.bounds
        for (index, time) in [0.0, 0.1, 0.1, 0.1].enumerated() {
            stage.host.advance(by: time)
            let container = try #require(card.presentationController?.containerView)
            let snapshot = try #require(
                container.subviews.first { $0 !== card.view && !($0 is UIVisualEffectView) })
            let shown = try #require(snapshot.layer.presentation())
            // The square's centre, scaled about the snapshot's centre as its transform scales it.
            let scale = shown.transform.m11
            let x = bounds.midX + (centre.x - bounds.midX) * scale
            let y = bounds.midY + (centre.y - bounds.midY) * scale
            let frame = stage.host.snapshot(scale: 1)
            let pixel = frame[Int(x), Int(y)]
            #expect(stage.root.view.isHidden, "the original is hidden: what shows is the snapshot")
            // Red at the snapshot's opacity over what lies behind it: red stays high, green and
            // blue stay low (a blank snapshot would show the blurred window behind instead).
            #expect(pixel.r > 180 && pixel.g < 90 && pixel.b < 90, "frame \(index): \(pixel) at (\(x), \(y))")
            if let folder = ProcessInfo.processInfo.environment["PRESENTATIONKIT_BLUR_FRAMES"] {
                try frame.writePNG(
                    to: URL(fileURLWithPath: folder).appendingPathComponent("deck-\(index).png"))
            }
        }
        stage.host.runUntilIdle()
        #expect(square.superview === stage.root.view && square.backgroundColor == .red)
        #expect(!stage.root.view.isHidden && stage.root.view.transform == .identity)
    }
}
