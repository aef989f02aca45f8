// A mail-style split view as iOS 14 apps write it (a column-style split view controller that is
// its own delegate, a list in the primary column, the message in the secondary one), ported by
// changing `import UIKit` only. On a large phone it shows both columns in landscape and collapses
// to one stack in portrait; until a message is chosen, the list is what the collapsed stack shows.
import PresentationKit

final class MailboxViewController: UITableViewController {
    let subjects = ["Lunch on Friday?", "Your invoice", "Build failed", "Re: slides"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return subjects.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        cell.textLabel?.text = subjects[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let message = MessageViewController()
        message.subject = subjects[indexPath.row]
        (splitViewController as? MailSplitViewController)?.selectedSubject = message.subject
        showDetailViewController(message, sender: self)
    }
}

final class MessageViewController: UIViewController {
    var subject: String?
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = subject
        label.text = subject ?? "No message selected"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
    }
}

final class MailSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    let mailbox = MailboxViewController(style: .plain)
    var selectedSubject: String?
    private(set) var collapseCount = 0

    init() {
        super.init(style: .doubleColumn)
        delegate = self
        preferredDisplayMode = .oneBesideSecondary
        preferredSplitBehavior = .tile
        setViewController(mailbox, for: .primary)
        setViewController(MessageViewController(), for: .secondary)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        // Nothing chosen yet: show the list, not an empty message.
        return selectedSubject == nil ? .primary : proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        collapseCount += 1
    }
}
