// A demo list as presentation libraries' example apps write it (a diffable data source whose rows
// each present a different style), ported by changing `import UIKit` only. The row tap hands the
// chosen demo to a `prepare(for:sender:)`-style method that configures the destination.
import PresentationKit

enum DemoSection: Hashable {
    case modal
    case sheets
}

enum Demo: String, CaseIterable, Hashable {
    case fullScreen = "Full screen"
    case pageSheet = "Page sheet"
    case formSheet = "Form sheet"
    case mediumSheet = "Medium detent sheet"
    case popover = "Popover"
    case overCurrentContext = "Over current context"

    var section: DemoSection {
        switch self {
        case .fullScreen, .overCurrentContext, .popover: return .modal
        case .pageSheet, .formSheet, .mediumSheet: return .sheets
        }
    }
}

final class DemoDetailViewController: UIViewController {
    var demo: Demo?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = demo?.rawValue
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

final class DemoListViewController: UIViewController, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var dataSource: UITableViewDiffableDataSource<DemoSection, Demo>!
    private(set) var lastPresented: DemoDetailViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Presentations"
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "DemoCell")
        tableView.delegate = self
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        dataSource = UITableViewDiffableDataSource<DemoSection, Demo>(tableView: tableView) {
            tableView, indexPath, demo in
            let cell = tableView.dequeueReusableCell(withIdentifier: "DemoCell", for: indexPath)
            cell.textLabel?.text = demo.rawValue
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<DemoSection, Demo>()
        snapshot.appendSections([.modal, .sheets])
        for demo in Demo.allCases {
            snapshot.appendItems([demo], toSection: demo.section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    var table: UITableView { tableView }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let demo = dataSource.itemIdentifier(for: indexPath) else { return }
        let destination = DemoDetailViewController()
        prepare(destination, for: demo, from: tableView.cellForRow(at: indexPath))
        present(destination, animated: true)
        lastPresented = destination
    }

    /// What the storyboard version did in `prepare(for:sender:)`.
    private func prepare(_ destination: DemoDetailViewController, for demo: Demo, from cell: UITableViewCell?)
    {
        destination.demo = demo
        switch demo {
        case .fullScreen:
            destination.modalPresentationStyle = .fullScreen
        case .pageSheet:
            destination.modalPresentationStyle = .pageSheet
        case .formSheet:
            destination.modalPresentationStyle = .formSheet
        case .mediumSheet:
            destination.modalPresentationStyle = .pageSheet
            if let sheet = destination.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
            }
        case .popover:
            destination.modalPresentationStyle = .popover
            destination.preferredContentSize = CGSize(width: 300, height: 200)
            destination.popoverPresentationController?.sourceView = cell
            destination.popoverPresentationController?.sourceRect = cell?.bounds ?? .zero
        case .overCurrentContext:
            definesPresentationContext = true
            destination.modalPresentationStyle = .overCurrentContext
        }
    }
}
