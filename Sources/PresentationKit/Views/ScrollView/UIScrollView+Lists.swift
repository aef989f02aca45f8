import Foundation

/// What the lists (`UITableView`, `UICollectionView`) share as scroll views that call into app
/// code: recorded calls to their data source and delegate, and `.listMisuse` reports.
extension UIScrollView {
    /// Calls into app code, recording the call when the host records callbacks.
    func ask<Result>(_ receiver: AnyObject, _ name: @autoclosure () -> String, _ body: () -> Result) -> Result
    {
        if let clock = layer.clock { return clock.callApp(receiver, name(), body) }
        return body()
    }

    /// Reports a list used against its contract (Behaviour 19.10, 20.9).
    func reportMisuse(_ message: String) {
        Diagnostics.report(.listMisuse, message, clock: layer.clock)
    }

    /// An index path as the list diagnostics print it.
    func describe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "[\(indexPath[0]), \(indexPath[1])]" : "\(Array(indexPath))"
    }
}
