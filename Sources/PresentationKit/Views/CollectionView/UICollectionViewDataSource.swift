import Foundation

/// What a collection view asks for its content, as UIKit's `UICollectionViewDataSource`.
///
/// The two item requirements must be implemented; the others are optional, as in UIKit: each has
/// a default in an extension (one section; no supplementary view). A negative count is reported
/// and read as zero (Behaviour 20.9).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from
    /// `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view (a header or footer) the layout places at `indexPath`, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. The default, for a data
    /// source that does not implement it while its layout has headers or footers, is reported and
    /// shows an empty view (UIKit raises).
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }
}

extension UICollectionView {
    /// What a data source that does not make supplementary views gives when the layout places one:
    /// reported, and an empty view (UIKit raises).
    func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        reportMisuse(
            "the layout places a \(kind) at \(describe(indexPath)) but the data source does not "
                + "implement collectionView(_:viewForSupplementaryElementOfKind:at:); an empty view is shown")
        return UICollectionReusableView(frame: .zero)
    }
}
