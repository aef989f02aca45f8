import Foundation

/// A view controller whose view is a table view, as UIKit's `UITableViewController`.
///
/// It makes a table of its style as its view, is that table's data source and delegate, and
/// clears the table's selection as its view appears when `clearsSelectionOnViewWillAppear`
/// (Behaviour 19.9). Subclasses implement the data source and delegate methods.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    /// Creates a controller whose table has `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table (no nibs are loaded).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller with a plain table; no archives are decoded.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The controller's view as a table view; setting it replaces the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Whether the table's selection is cleared each time the view is about to appear (default
    /// true).
    open var clearsSelectionOnViewWillAppear = true

    /// Makes a table view of the controller's style, with the controller as its data source and
    /// delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear`. An override calls `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let table = view as? UITableView {
            for indexPath in table.indexPathsForSelectedRows ?? [] {
                table.deselectRow(at: indexPath, animated: animated)
            }
        }
    }

    /// No rows: a subclass says how many.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A plain cell: a subclass gives its own.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    // MARK: Data source and delegate (UIKit's controller implements them, so subclasses override)

    /// UITableViewDataSource's default; a subclass overrides it as UIKit's subclasses do.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// UITableViewDataSource's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// UITableViewDataSource's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// UITableViewDataSource's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// UITableViewDataSource's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    {}
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    {}
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// UITableViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// UIScrollViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// UIScrollViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// UIScrollViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// UIScrollViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// UIScrollViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// UIScrollViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// UIScrollViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// UIScrollViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// UIScrollViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// UIScrollViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// UIScrollViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func scrollViewDidEndZooming(
        _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {}
    /// UIScrollViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// UIScrollViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// UIScrollViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
