import Foundation

/// A reference that does not keep its object alive: registries of hosts and windows, a recognizer's
/// failure requirements (UIKit does not retain them), controllers a split view controller only
/// needs to recognize, the bars following a scroll view's edges.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
