import Foundation

extension UICollectionView {
    /// A cell class and the code that configures its cells for items, registered as a value
    /// (iOS 14), as `UICollectionView.CellRegistration`: the first dequeue through it registers the
    /// class under an identifier of its own (Behaviour 20.11).
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// The code that configures a dequeued cell for its item.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let reuseIdentifier: String
        let handler: Handler

        /// Creates a registration whose cells are made from `Cell` and configured by `handler`.
        public init(handler: @escaping Handler) {
            reuseIdentifier = "CellRegistration<\(Cell.self)>.\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// A supplementary view class, its kind and the code that configures its views, registered as
    /// a value (iOS 14), as `UICollectionView.SupplementaryRegistration` (Behaviour 20.11).
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// The code that configures a dequeued view.
        public typealias Handler = (
            _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
        )
            -> Void
        let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        /// Creates a registration of views of `elementKind` made from `Supplementary` and configured
        /// by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = "SupplementaryRegistration<\(Supplementary.self)>.\(UUID().uuidString)"
            self.handler = handler
        }
    }
}
