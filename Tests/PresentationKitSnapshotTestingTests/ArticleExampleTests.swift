import PresentationKit
import PresentationKitSnapshotTesting
import SnapshotTesting
import Testing

// The article "Testing presentations" verbatim (its complete example, then its interactive one as a
// test), so that what it tells readers to paste compiles and passes.

final class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        let title = UILabel(frame: CGRect(x: 20, y: 24, width: 300, height: 30))
        title.text = "Your card"
        view.addSubview(title)
    }
}

final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    func showCard() {
        let card = CardViewController()
        card.modalPresentationStyle = .pageSheet
        present(card, animated: true)
    }
}

@MainActor
@Suite struct CardTests {
    @Test func cardAtRest() {
        // As on iOS; `displayScale: 1` keeps the PNG small.
        assertSnapshot(of: CardViewController(), as: .image(on: .iPhone13, traits: .init(displayScale: 1)))
    }

    @Test func cardPresentation() {
        let home = HomeViewController()
        // The sheet at four instants of its presentation, side by side in one PNG.
        assertSnapshot(
            of: Transition(root: home) { _ in home.showCard() },
            as: .filmStrip(times: [0, 0.1, 0.25, 0.5]))
    }

    @Test func cardCallbacks() {
        let home = HomeViewController()
        // viewWillAppear, the presentation controller's calls, viewDidAppear… with their times.
        assertSnapshot(of: Transition(root: home) { _ in home.showCard() }, as: .timeline)
    }

    @Test func cardHierarchy() {
        let home = HomeViewController()
        let host = HeadlessHost()
        host.window.rootViewController = home
        home.showCard()
        host.runUntilIdle()
        assertSnapshot(of: home, as: .hierarchy)
    }

    @Test func cardPannedBack() {
        let home = HomeViewController()
        let host = HeadlessHost()
        host.window.rootViewController = home
        home.showCard()
        host.runUntilIdle()
        // Down on the sheet, 40 % of the way down in 0.6 s, a pause, then lift: it springs back.
        let drag = Transition.Gesture.drag(
            from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 620), duration: 0.6)
        let pan = Transition.Gesture(steps: drag.steps.dropLast() + [.init(time: 0.9, touch: .up)])
        assertSnapshot(
            of: Transition(host: host, gesture: pan), as: .filmStrip(times: [0, 0.3, 0.6, 0.9, 1.4]))
    }
}
