import PresentationKit
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
}
