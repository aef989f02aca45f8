import Foundation
import PresentationKit
import PresentationKitScenarios

/// The window's first screen when `play` is given no scenario: the catalog as a table, written
/// with PresentationKit itself, on a host of its own (the phone, or the device `play --device`
/// names). A tap on a row picks that scenario.
@MainActor
final class PlayPicker {
    /// The host the list runs on.
    let host: HeadlessHost
    private let list: PickerTableViewController

    /// The scenario tapped, once one is.
    var chosen: String? { list.chosen }

    /// A picker listing every scenario of the catalog, on `device` when one is given.
    init(device: HeadlessDevice? = nil) {
        host = device.map { HeadlessHost(device: $0) } ?? HeadlessHost(size: ScenarioCatalog.phone, scale: 3)
        list = PickerTableViewController(style: .plain)
        host.window.rootViewController = list
        host.advance(by: 0)
    }
}

/// The list: each scenario's name and summary; a tap records the name.
private final class PickerTableViewController: UITableViewController {
    var chosen: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 60
        tableView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        ScenarioCatalog.all.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "scenario")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "scenario")
        let scenario = ScenarioCatalog.all[indexPath.row]
        cell.textLabel?.text = scenario.name
        cell.detailTextLabel?.text = scenario.summary
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen = ScenarioCatalog.all[indexPath.row].name
    }
}
