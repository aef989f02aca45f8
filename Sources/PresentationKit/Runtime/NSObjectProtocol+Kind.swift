import Foundation

// UIKit's delegate protocols refine `NSObjectProtocol`, and on Apple's platforms that protocol
// declares `isKind(of:)` and `isMember(of:)`, so code asks a delegate existential what class it is.
// Foundation on Linux declares them on `NSObject` only; these answer for any conformer, which is an
// `NSObject` whenever it conforms to a UIKit protocol, as on iOS.
extension NSObjectProtocol {
    /// Whether the receiver is an instance of `aClass` or of a class that inherits from it.
    public func isKind(of aClass: AnyClass) -> Bool {
        guard let object = self as? NSObject else { return false }
        return object.isKind(of: aClass)
    }

    /// Whether the receiver is an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool {
        guard let object = self as? NSObject else { return false }
        return object.isMember(of: aClass)
    }
}
