import Foundation
import PresentationKit

// A list whose rows present a sheet that scrolls and hands off (issue 28): a table of topics in a
// navigation controller on a notched phone; a tap on a row presents a page sheet holding a long
// table of that topic's items. A drag up the sheet scrolls its table, not the sheet; a drag back
// down scrolls it to its top; from there a swipe down is the sheet's, which follows the finger and,
// flung, is dismissed (Behaviour 15.4, 19.6).

/// The sheet: a plain table of forty items, titled by the topic it was opened for.
public final class ListRowSheetViewController: UITableViewController {
    /// The topic whose items the table lists.
    public var topic = ""

    /// Registers the cell and titles the sheet.
    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.backgroundColor = .systemBackground
    }

    /// Forty items.
    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    /// "Topic n", alternately tinted so the scrolling shows.
    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = "\(topic) \(indexPath.row + 1)"
        cell.backgroundColor = indexPath.row % 2 == 0 ? .systemBackground : .secondarySystemBackground
        return cell
    }

    /// Sixty points a row.
    public override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        60
    }
}

/// The list: a table of topics; a tap on one presents the sheet for it.
public final class ListRowSheetListViewController: UITableViewController {
    /// The topics, one a row.
    public static let topics = ["Fruit", "Vegetables", "Cheeses", "Breads", "Teas"]
    /// The sheet a row's tap presents (the stage makes it ahead, so the run knows what is presented).
    public var sheet: ListRowSheetViewController?

    /// Titles the screen and registers the cell.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Topics"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Topic")
    }

    /// One row a topic.
    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.topics.count
    }

    /// The topic's name, with a disclosure indicator.
    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Topic", for: indexPath)
        cell.textLabel?.text = Self.topics[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// Presents the sheet for the tapped topic as a page sheet with a grabber, as apps do.
    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let sheet, sheet.presentingViewController == nil else { return }
        sheet.topic = Self.topics[indexPath.row]
        sheet.modalPresentationStyle = .pageSheet
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        present(sheet, animated: true)
    }
}

/// The stage: a notched phone whose root is a navigation controller showing the list.
@MainActor
public struct ListRowSheetStage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The list, which presents.
    public let list = ListRowSheetListViewController(style: .plain)
    /// The sheet a row's tap presents.
    public let sheet = ListRowSheetViewController(style: .plain)
    /// The window's root: a navigation controller holding the list.
    public let navigation: UINavigationController

    /// Installs the list in a navigation controller as the root of a notched phone held in
    /// portrait and lets it appear; the sheet is made, not yet presented.
    public init() {
        host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        navigation = UINavigationController(rootViewController: list)
        list.sheet = sheet
        host.window.rootViewController = navigation
        host.runUntilIdle()
    }

    /// A tap on the second row ("Vegetables"): below the 59-pt status bar and 44-pt navigation bar,
    /// in the middle of the 44-pt row.
    public static let presentationGesture = ScenarioGesture.tap(at: CGPoint(x: 196, y: 59 + 44 + 44 + 22))

    /// Once the sheet is up: a slow drag up by 300 points scrolls its table (the sheet stays); a
    /// slow drag down by 500 points scrolls it back past its top, where it bounces to rest; from the
    /// top, a fling down hands the finger to the sheet, which follows and is dismissed.
    public static let dismissalGesture = ScenarioGesture.drag(
        from: CGPoint(x: 196, y: 700), to: CGPoint(x: 196, y: 400), duration: 1.5
    )
    .followed(
        by: .drag(from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 700), duration: 1.5), after: 1.5
    )
    .followed(
        by: .fling(
            from: CGPoint(x: 196, y: 300), to: CGPoint(x: 196, y: 700), duration: 0.4,
            releaseVelocity: CGPoint(x: 0, y: 1600)),
        after: 1.5)
}
