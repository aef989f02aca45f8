import Foundation
import Testing

@testable import PresentationKit

/// A card with its own pan around a scroll view: the hand-off card libraries build with
/// `UIGestureRecognizerDelegate` (Behaviour 15.4, 15.5), through the ordinary gesture arena.
@MainActor
@Suite("UIScrollView: hand-off to a card's pan")
struct UIScrollViewHandOffTests {
    /// The card's pan begins only when the list is at its top and the finger goes down; it
    /// recognizes together with the list's pan, and pins the list at its top while it moves the
    /// card (PanModal's way, Behaviour 15.5).
    final class Card: NSObject, UIGestureRecognizerDelegate, UIScrollViewDelegate {
        let view = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 544))
        let list = UIScrollView(frame: CGRect(x: 0, y: 44, width: 390, height: 500))
        var cardPan: UIPanGestureRecognizer!
        var cardMoves: [CGFloat] = []

        override init() {
            super.init()
            list.contentSize = CGSize(width: 390, height: 3000)
            list.delegate = self
            view.addSubview(list)
            cardPan = UIPanGestureRecognizer(target: self, action: Card.panned)
            cardPan.delegate = self
            view.addGestureRecognizer(cardPan)
        }

        var listAtTop: Bool { list.contentOffset.y <= -list.adjustedContentInset.top }
        var cardIsMoving: Bool { cardPan.state == .began || cardPan.state == .changed }

        func panned(_ pan: UIPanGestureRecognizer) {
            guard cardIsMoving else { return }
            let down = max(0, pan.translation(in: view).y)
            view.transform = CGAffineTransform(translationX: 0, y: down)
            cardMoves.append(down)
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            listAtTop && cardPan.translation(in: view).y > 0
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            otherGestureRecognizer === list.panGestureRecognizer
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if cardIsMoving && scrollView.contentOffset.y != 0 { scrollView.contentOffset.y = 0 }
        }
    }

    private func hostedCard() -> (HeadlessHost, Card) {
        let host = HeadlessHost()
        let card = Card()
        host.window.addSubview(card.view)
        host.advance(by: 0)
        return (host, card)
    }

    @Test("at the top, dragging down moves the card and the list stays at its top")
    func atTopDownMovesTheCard() {
        let (host, card) = hostedCard()
        host.touchDown(at: CGPoint(x: 200, y: 500))
        for step in 1...10 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 200, y: 500 + CGFloat(step) * 15))
        }
        #expect(card.cardIsMoving)
        #expect(card.list.isDragging)  // both recognize; the list is pinned by its delegate
        #expect(card.list.contentOffset.y == 0)
        #expect(card.view.transform.ty == 150)
        host.touchUp()
        host.runUntilIdle()
        #expect(card.list.contentOffset.y == 0)
    }

    @Test("at the top, dragging up scrolls the list; the card's pan fails")
    func atTopUpScrolls() {
        let (host, card) = hostedCard()
        host.touchDown(at: CGPoint(x: 200, y: 700))
        host.advance(by: 1.0 / 60)
        host.touchMove(to: CGPoint(x: 200, y: 680))  // the list's pan begins here
        host.touchMove(to: CGPoint(x: 200, y: 580))
        #expect(card.cardPan.state == .failed)
        #expect(card.cardMoves.isEmpty)
        #expect(card.list.contentOffset.y == 100)
        host.touchUp()
    }

    @Test("scrolled down, dragging down scrolls the list back; the card stays")
    func scrolledDownScrollsBack() {
        let (host, card) = hostedCard()
        card.list.contentOffset = CGPoint(x: 0, y: 300)
        host.touchDown(at: CGPoint(x: 200, y: 500))
        host.advance(by: 1.0 / 60)
        host.touchMove(to: CGPoint(x: 200, y: 520))
        host.touchMove(to: CGPoint(x: 200, y: 620))
        #expect(card.cardMoves.isEmpty)
        #expect(card.view.transform.ty == 0)
        #expect(card.list.contentOffset.y == 200)
        host.touchUp()
    }

    @Test("a card pan the list's pan must wait for (require(toFail:)) takes the drag when it begins")
    func requireToFail() {
        let (host, card) = hostedCard()
        card.list.panGestureRecognizer.require(toFail: card.cardPan)
        host.touchDown(at: CGPoint(x: 200, y: 500))
        host.advance(by: 1.0 / 60)
        host.touchMove(to: CGPoint(x: 200, y: 520))
        host.touchMove(to: CGPoint(x: 200, y: 600))
        #expect(card.cardIsMoving)
        #expect(!card.list.isDragging)
        #expect(card.list.contentOffset.y == 0)
        host.touchUp()
        #expect(!card.list.isTracking)  // the list saw the finger come down, and go up
    }
}
