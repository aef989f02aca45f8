import PresentationKit
import Testing

/// The mail-style split view as ported (`SplitViewPort.swift`, Swift 5 mode) on a large phone
/// turned between landscape (regular width: two columns) and portrait (compact: one stack)
/// (Behaviour 26.2, 26.4, 26.7).
@MainActor
@Suite("Port · split view collapsing on a large phone's rotation")
struct SplitViewPortTests {
    private func stage() -> (HeadlessHost, MailSplitViewController) {
        let host = HeadlessHost(device: .largePhone, orientation: .landscapeRight)
        let split = MailSplitViewController()
        host.window.rootViewController = split
        host.runUntilIdle()
        return (host, split)
    }

    private func tapRow(_ row: Int, in split: MailSplitViewController, host: HeadlessHost) {
        let table = split.mailbox.tableView!
        let frame = table.rectForRow(at: IndexPath(row: row, section: 0))
        host.tap(at: table.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
        host.runUntilIdle()
    }

    private func shownMessage(_ split: MailSplitViewController) -> MessageViewController? {
        split.viewController(for: .secondary) as? MessageViewController
    }

    @Test("landscape: the list beside the message; a row's tap shows its message in the secondary column")
    func landscapeColumns() throws {
        let (host, split) = stage()
        #expect(!split.isCollapsed)
        let list = try #require(split.mailbox.navigationController?.view)
        #expect(list.frame == CGRect(x: 0, y: 0, width: 320, height: 430))
        #expect(split.mailbox.tableView.numberOfRows(inSection: 0) == 4)
        tapRow(2, in: split, host: host)
        let message = try #require(shownMessage(split))
        #expect(message.subject == "Build failed")
        let frame = message.view.convert(message.view.bounds, to: nil)
        #expect(frame == CGRect(x: 320, y: 0, width: 612, height: 430))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "turned to portrait before choosing, the list is on top; after choosing, the message is, and it expands back"
    )
    func rotation() throws {
        let (host, split) = stage()
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(split.isCollapsed)
        #expect(split.collapseCount == 1)
        let navigation = try #require(split.mailbox.navigationController)
        #expect(navigation.topViewController === split.mailbox)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 430, height: 932))

        // Collapsed, a row's tap pushes the message on the one stack.
        tapRow(0, in: split, host: host)
        let pushed = try #require(navigation.topViewController as? MessageViewController)
        #expect(pushed.subject == "Lunch on Friday?")
        #expect(pushed.view.window != nil)

        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(!split.isCollapsed)
        #expect(navigation.viewControllers == [split.mailbox])
        #expect(pushed.navigationController !== navigation)
        #expect(
            pushed.view.convert(pushed.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 612, height: 430))

        // Chosen: turning to portrait again puts the message on top of the list.
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        #expect((navigation.topViewController as? MessageViewController)?.subject == "Lunch on Friday?")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
