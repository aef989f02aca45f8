import PresentationKit
import Testing

/// The demo list as ported (`DemoListPort.swift`, Swift 5 mode): its diffable data source shows the
/// demos in two sections, and each row's tap presents its style (Behaviour 19.6, 19.11).
@MainActor
@Suite("Port · demo list with a diffable data source")
struct DemoListPortTests {
    private func stage() -> (PortStage, DemoListViewController) {
        let stage = PortStage()
        let list = DemoListViewController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.modalPresentationStyle = .fullScreen
        stage.root.present(navigation, animated: false)
        stage.host.runUntilIdle()
        return (stage, list)
    }

    @Test("the snapshot's sections and items are the table's rows, with their titles")
    func rows() {
        let (stage, list) = stage()
        #expect(list.table.numberOfSections == 2)
        #expect(list.table.numberOfRows(inSection: 0) == 3)
        #expect(list.table.numberOfRows(inSection: 1) == 3)
        let titles = list.table.visibleCells.compactMap { $0.textLabel?.text }
        #expect(
            titles == [
                "Full screen", "Popover", "Over current context", "Page sheet", "Form sheet",
                "Medium detent sheet",
            ])
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("each row's tap presents its style; the row is deselected", arguments: Demo.allCases)
    func tapPresents(_ demo: Demo) throws {
        let (stage, list) = stage()
        let table = list.table
        let section = demo.section == .modal ? 0 : 1
        let row = (0..<table.numberOfRows(inSection: section)).first {
            table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text == demo.rawValue
        }
        let indexPath = IndexPath(row: try #require(row), section: section)
        let frame = table.rectForRow(at: indexPath)
        stage.host.tap(at: table.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
        stage.host.runUntilIdle()
        let presented = try #require(list.lastPresented)
        #expect(presented.demo == demo)
        #expect(table.indexPathForSelectedRow == nil)
        switch demo {
        case .fullScreen:
            #expect(presented.modalPresentationStyle == .fullScreen)
            #expect(presented.view.frame == stage.host.window.bounds)
        case .pageSheet, .formSheet:
            // On a phone both are sheets at the large detent.
            #expect(presented.presentationController is UISheetPresentationController)
            #expect(presented.view.frame.minY > 0)
        case .mediumSheet:
            let sheet = try #require(presented.sheetPresentationController)
            #expect(sheet.detents.count == 2)
            #expect(presented.view.frame.minY > stage.host.window.bounds.height / 3)
        case .popover:
            // A phone adapts a popover to a sheet.
            #expect(presented.popoverPresentationController?.sourceView is UITableViewCell)
            #expect(presented.presentingViewController != nil)
        case .overCurrentContext:
            #expect(presented.presentingViewController === list)
            #expect(presented.modalPresentationStyle == .overCurrentContext)
        }
        presented.dismiss(animated: true)
        stage.host.runUntilIdle()
        #expect(presented.presentingViewController == nil)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }
}
