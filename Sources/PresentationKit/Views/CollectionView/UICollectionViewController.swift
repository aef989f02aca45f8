import Foundation

/// A view controller whose view is a collection view, as UIKit's `UICollectionViewController`.
///
/// It makes a collection view with the layout it was given as its view, is that collection view's
/// data source and delegate, and clears the selection as its view appears when
/// `clearsSelectionOnViewWillAppear` (Behaviour 20.10). Subclasses implement the data source and
/// delegate methods; one that also conforms to `UICollectionViewDelegateFlowLayout` sizes a flow
/// layout's items, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate
{
    private let initialLayout: UICollectionViewLayout

    /// Creates a controller whose collection view lays out with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout (no nibs are loaded).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller with a flow layout; no archives are decoded.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The controller's view as a collection view; setting it replaces the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view (the one given at creation until the view loads).
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Whether the selection is cleared each time the view is about to appear (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a push between two collection view controllers animates one layout into the other
    /// (stored; the push is an ordinary one here).
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes a collection view with the controller's layout, with the controller as its data
    /// source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear`. An override calls `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let collection = view as? UICollectionView {
            for indexPath in collection.indexPathsForSelectedItems ?? [] {
                collection.deselectItem(at: indexPath, animated: animated)
            }
        }
    }

    /// No items: a subclass says how many.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        0
    }

    /// An empty cell: a subclass dequeues its own.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }

    // MARK: Data source and delegate (UIKit's controller implements them, so subclasses override)

    /// UICollectionViewDataSource's default; a subclass overrides it as UIKit's subclasses do.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// UICollectionViewDataSource's default (reported when the layout asks for one); a subclass
    /// overrides it as UIKit's subclasses do.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }
    /// UICollectionViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    { true }
    /// UICollectionViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// UICollectionViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// UICollectionViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    { true }
    /// UICollectionViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
        -> Bool
    { true }
    /// UICollectionViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// UICollectionViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// UICollectionViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// UICollectionViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// UICollectionViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// UICollectionViewDelegate's default; a subclass overrides it as UIKit's subclasses do.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
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
