import Foundation
import PresentationKit

/// `UITableViewDataSource` with every requirement in UIKit's spelling: two sections of 30 rows,
/// titled headers, a footer on the second section.
class ConformingTableDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        note("UITableViewDataSource")
        return 30
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        note("UITableViewDataSource")
        return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func numberOfSections(in tableView: UITableView) -> Int {
        note("UITableViewDataSource")
        return 2
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        note("UITableViewDataSource")
        return "Header \(section)"
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        note("UITableViewDataSource")
        return section == 1 ? "Footer" : nil
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        note("UITableViewDataSource")
        return true
    }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        note("UITableViewDataSource")
    }
}

/// `UITableViewDelegate` (and so `UIScrollViewDelegate`) with every table requirement in UIKit's
/// spelling: 44-point rows, a dequeued header view for the second section.
class ConformingTableDelegate: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        note("UITableViewDelegate")
    }
    func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        note("UITableViewDelegate")
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        note("UITableViewDelegate")
    }
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        note("UITableViewDelegate")
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        note("UITableViewDelegate")
        return indexPath.section == 1 ? UITableView.automaticDimension : 44
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        note("UITableViewDelegate")
        return tableView.sectionHeaderHeight
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        note("UITableViewDelegate")
        return tableView.sectionFooterHeight
    }
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        note("UITableViewDelegate")
        return tableView.estimatedRowHeight
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        note("UITableViewDelegate")
        return section == 1 ? tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") : nil
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        note("UITableViewDelegate")
        return nil
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        note("UITableViewDelegate")
        return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        note("UITableViewDelegate")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        note("UITableViewDelegate")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        note("UITableViewDelegate")
        return indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        note("UITableViewDelegate")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        note("UITableViewDelegate")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        note("UITableViewDelegate")
    }
}

/// `UITableViewController` overriding what UIKit's subclasses override: the data source, table
/// delegate and scroll-view delegate members it implements.
class ConformingTableViewController: UITableViewController {
    override init(style: UITableView.Style) {
        super.init(style: style)
        note("UITableViewController")
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var tableView: UITableView! {
        get {
            note("UITableViewController")
            return super.tableView
        }
        set { super.tableView = newValue }
    }
    override var clearsSelectionOnViewWillAppear: Bool {
        get {
            note("UITableViewController")
            return super.clearsSelectionOnViewWillAppear
        }
        set { super.clearsSelectionOnViewWillAppear = newValue }
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        note("UITableViewController")
        return 40
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        note("UITableViewController")
        return tableView.dequeueReusableCell(withIdentifier: "cell")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "cell")
    }
    override func numberOfSections(in tableView: UITableView) -> Int {
        note("UITableViewController")
        return super.numberOfSections(in: tableView)
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        note("UITableViewController")
        return super.tableView(tableView, titleForHeaderInSection: section)
    }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        note("UITableViewController")
        return super.tableView(tableView, titleForFooterInSection: section)
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        note("UITableViewController")
        return super.tableView(tableView, canEditRowAt: indexPath)
    }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        note("UITableViewController")
        super.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }
    override func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        note("UITableViewController")
        super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
    override func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        note("UITableViewController")
        super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
    override func tableView(
        _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
        note("UITableViewController")
        super.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    }
    override func tableView(
        _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
        note("UITableViewController")
        super.tableView(tableView, willDisplayFooterView: view, forSection: section)
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        note("UITableViewController")
        return super.tableView(tableView, heightForRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        note("UITableViewController")
        return super.tableView(tableView, heightForHeaderInSection: section)
    }
    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        note("UITableViewController")
        return super.tableView(tableView, heightForFooterInSection: section)
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    {
        note("UITableViewController")
        return super.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        note("UITableViewController")
        return super.tableView(tableView, viewForHeaderInSection: section)
    }
    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        note("UITableViewController")
        return super.tableView(tableView, viewForFooterInSection: section)
    }
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        note("UITableViewController")
        return super.tableView(tableView, shouldHighlightRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        note("UITableViewController")
        super.tableView(tableView, didHighlightRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        note("UITableViewController")
        super.tableView(tableView, didUnhighlightRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        note("UITableViewController")
        return super.tableView(tableView, willSelectRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        note("UITableViewController")
        return super.tableView(tableView, willDeselectRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        note("UITableViewController")
        super.tableView(tableView, didSelectRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        note("UITableViewController")
        super.tableView(tableView, didDeselectRowAt: indexPath)
    }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        note("UITableViewController")
        super.scrollViewDidScroll(scrollView)
    }
    override func scrollViewDidZoom(_ scrollView: UIScrollView) {
        note("UITableViewController")
        super.scrollViewDidZoom(scrollView)
    }
    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        note("UITableViewController")
        super.scrollViewWillBeginDragging(scrollView)
    }
    override func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        note("UITableViewController")
        super.scrollViewWillEndDragging(
            scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note("UITableViewController")
        super.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
    override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        note("UITableViewController")
        super.scrollViewWillBeginDecelerating(scrollView)
    }
    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        note("UITableViewController")
        super.scrollViewDidEndDecelerating(scrollView)
    }
    override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        note("UITableViewController")
        super.scrollViewDidEndScrollingAnimation(scrollView)
    }
    override func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        note("UITableViewController")
        return super.viewForZooming(in: scrollView)
    }
    override func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        note("UITableViewController")
        super.scrollViewWillBeginZooming(scrollView, with: view)
    }
    override func scrollViewDidEndZooming(
        _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
        note("UITableViewController")
        super.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
    }
    override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        note("UITableViewController")
        return super.scrollViewShouldScrollToTop(scrollView)
    }
    override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        note("UITableViewController")
        super.scrollViewDidScrollToTop(scrollView)
    }
    override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        note("UITableViewController")
        super.scrollViewDidChangeAdjustedContentInset(scrollView)
    }
}
