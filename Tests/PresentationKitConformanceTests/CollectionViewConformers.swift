import Foundation
import PresentationKit

/// `UICollectionViewDataSource` with every requirement in UIKit's spelling: two sections of 30
/// items, with headers and footers dequeued from the registered class.
class ConformingCollectionDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        note("UICollectionViewDataSource")
        return 30
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        note("UICollectionViewDataSource")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        note("UICollectionViewDataSource")
        return 2
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        note("UICollectionViewDataSource")
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    }
}

/// `UICollectionViewDelegateFlowLayout` (and so `UICollectionViewDelegate`) with every
/// requirement in UIKit's spelling: 100 × 100 items, 10-point spacing and insets, 40-point headers
/// and 20-point footers.
class ConformingCollectionDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    {
        note("UICollectionViewDelegate")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        note("UICollectionViewDelegate")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        note("UICollectionViewDelegate")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        note("UICollectionViewDelegate")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    {
        note("UICollectionViewDelegate")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        note("UICollectionViewDelegate")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        note("UICollectionViewDelegate")
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        note("UICollectionViewDelegate")
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        note("UICollectionViewDelegate")
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        note("UICollectionViewDelegate")
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        note("UICollectionViewDelegate")
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        note("UICollectionViewDelegateFlowLayout")
        return CGSize(width: 100, height: 100)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        note("UICollectionViewDelegateFlowLayout")
        return UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        note("UICollectionViewDelegateFlowLayout")
        return 10
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        note("UICollectionViewDelegateFlowLayout")
        return 10
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        note("UICollectionViewDelegateFlowLayout")
        return CGSize(width: 0, height: 40)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        note("UICollectionViewDelegateFlowLayout")
        return CGSize(width: 0, height: 20)
    }
}

/// `UICollectionViewController` overriding what UIKit's subclasses override: the data source,
/// collection view delegate and scroll-view delegate members it implements.
class ConformingCollectionViewController: UICollectionViewController {
    override init(collectionViewLayout layout: UICollectionViewLayout) {
        super.init(collectionViewLayout: layout)
        note("UICollectionViewController")
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var collectionView: UICollectionView! {
        get {
            note("UICollectionViewController")
            return super.collectionView
        }
        set { super.collectionView = newValue }
    }
    override var collectionViewLayout: UICollectionViewLayout {
        note("UICollectionViewController")
        return super.collectionViewLayout
    }
    override var useLayoutToLayoutNavigationTransitions: Bool {
        get {
            note("UICollectionViewController")
            return super.useLayoutToLayoutNavigationTransitions
        }
        set { super.useLayoutToLayoutNavigationTransitions = newValue }
    }
    override var clearsSelectionOnViewWillAppear: Bool {
        get {
            note("UICollectionViewController")
            return super.clearsSelectionOnViewWillAppear
        }
        set { super.clearsSelectionOnViewWillAppear = newValue }
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    {
        note("UICollectionViewController")
        return 200
    }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        note("UICollectionViewController")
        return collectionView.dequeueConfiguredReusableCell(
            using: cells, for: indexPath, item: indexPath.item)
    }
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
        cell.backgroundColor = item % 2 == 0 ? .systemBlue : .systemTeal
    }
    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        note("UICollectionViewController")
        return super.numberOfSections(in: collectionView)
    }
    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        note("UICollectionViewController")
        return super.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    )
        -> Bool
    {
        note("UICollectionViewController")
        return super.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    {
        note("UICollectionViewController")
        super.collectionView(collectionView, didHighlightItemAt: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
        note("UICollectionViewController")
        super.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    {
        note("UICollectionViewController")
        return super.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    )
        -> Bool
    {
        note("UICollectionViewController")
        return super.collectionView(collectionView, shouldDeselectItemAt: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        note("UICollectionViewController")
        super.collectionView(collectionView, didSelectItemAt: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        note("UICollectionViewController")
        super.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        note("UICollectionViewController")
        super.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        note("UICollectionViewController")
        super.collectionView(
            collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        note("UICollectionViewController")
        super.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        note("UICollectionViewController")
        super.collectionView(
            collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind,
            at: indexPath)
    }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        note("UICollectionViewController")
        super.scrollViewDidScroll(scrollView)
    }
    override func scrollViewDidZoom(_ scrollView: UIScrollView) {
        note("UICollectionViewController")
        super.scrollViewDidZoom(scrollView)
    }
    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        note("UICollectionViewController")
        super.scrollViewWillBeginDragging(scrollView)
    }
    override func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        note("UICollectionViewController")
        super.scrollViewWillEndDragging(
            scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note("UICollectionViewController")
        super.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
    override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        note("UICollectionViewController")
        super.scrollViewWillBeginDecelerating(scrollView)
    }
    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        note("UICollectionViewController")
        super.scrollViewDidEndDecelerating(scrollView)
    }
    override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        note("UICollectionViewController")
        super.scrollViewDidEndScrollingAnimation(scrollView)
    }
    override func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        note("UICollectionViewController")
        return super.viewForZooming(in: scrollView)
    }
    override func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        note("UICollectionViewController")
        super.scrollViewWillBeginZooming(scrollView, with: view)
    }
    override func scrollViewDidEndZooming(
        _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
        note("UICollectionViewController")
        super.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
    }
    override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        note("UICollectionViewController")
        return super.scrollViewShouldScrollToTop(scrollView)
    }
    override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        note("UICollectionViewController")
        super.scrollViewDidScrollToTop(scrollView)
    }
    override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        note("UICollectionViewController")
        super.scrollViewDidChangeAdjustedContentInset(scrollView)
    }
}
