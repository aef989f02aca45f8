import Foundation
import Testing

@testable import PresentationKit

/// `viewIsAppearing(_:)`: once per appearance, between `viewWillAppear` and `viewDidAppear`, with
/// the view in the window.
@MainActor
@Suite("viewIsAppearing")
struct UIViewControllerIsAppearingTests {
    final class Watched: UIViewController {
        var entries: [String] = []
        override func viewWillAppear(_ animated: Bool) { entries.append("will(\(view.window != nil))") }
        override func viewIsAppearing(_ animated: Bool) {
            entries.append("is(\(view.window != nil), \(animated))")
        }
        override func viewDidAppear(_ animated: Bool) { entries.append("did") }
        override func viewWillLayoutSubviews() { entries.append("layout") }
    }

    @Test("a presented controller hears it once, in the window, before its first layout there")
    func presented() {
        let (host, root) = makeStage()
        let presented = Watched()
        root.present(presented, animated: true)
        host.runUntilIdle()
        #expect(presented.entries.first == "will(false)")
        #expect(presented.entries.filter { $0.hasPrefix("is(") } == ["is(true, true)"])
        let isIndex = presented.entries.firstIndex(of: "is(true, true)")!
        #expect(presented.entries.firstIndex(of: "did")! > isIndex)
        #expect(presented.entries[isIndex + 1] == "layout", "right before the first layout in the window")
    }

    @Test("each appearance has its own: presented, covered, uncovered")
    func again() {
        let (host, root) = makeStage()
        let first = Watched()
        first.modalPresentationStyle = .fullScreen
        root.present(first, animated: false)
        host.runUntilIdle()
        let second = UIViewController()
        second.modalPresentationStyle = .fullScreen
        first.present(second, animated: false)
        host.runUntilIdle()
        second.dismiss(animated: false)
        host.runUntilIdle()
        #expect(first.entries.filter { $0.hasPrefix("is(") } == ["is(true, false)", "is(true, false)"])
    }
}
