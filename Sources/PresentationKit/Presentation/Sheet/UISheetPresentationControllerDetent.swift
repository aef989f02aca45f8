import Foundation

/// What a custom detent's resolver is given: the sheet's traits and the tallest a detent may be
/// (Behaviour 14.5, 14.6), as `UISheetPresentationControllerDetentResolutionContext`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the largest detent (`.large()`), inside the safe area (Behaviour 14.4).
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
    /// A height a sheet rests at, as `UISheetPresentationController.Detent`: `.medium()` (half the
    /// largest height, Behaviour 14.3), `.large()` (the largest, 14.2), or a custom one whose resolver
    /// answers a height inside the safe area, or nil to be inactive (14.5).
    @preconcurrency @MainActor
    public class Detent: NSObject {
        /// A detent's name, as `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates the identifier named `rawValue`, as ``init(rawValue:)`` does, for naming a
            /// custom detent.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// `.medium()`'s identifier.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// `.large()`'s identifier.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's identifier (generated for a custom detent made without one, Behaviour 14.7).
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// About half the largest height: 0.5 × `maximumDetentValue` (Behaviour 14.3, ours); inactive in
        /// compact height (13.15).
        public class func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact
                    ? nil : 0.5 * context.maximumDetentValue
            }
        }

        /// The largest height: `maximumDetentValue` (Behaviour 14.2).
        public class func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` decides (nil: inactive); it must not change the sheet's
        /// properties (Behaviour 14.5).
        public class func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(
                identifier: identifier ?? Identifier(rawValue: "custom-\(UUID().uuidString)"),
                resolver: resolver)
        }

        /// The height this detent resolves to in `context`, or nil when it is inactive there; a
        /// negative or non-finite answer counts as inactive.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext)
            -> CGFloat?
        {
            guard let value = resolver(context), value.isFinite, value >= 0 else { return nil }
            return min(value, context.maximumDetentValue)
        }
    }
}

/// The context a sheet resolves its detents in.
@MainActor
final class SheetDetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(traits: UITraitCollection, maximumDetentValue: CGFloat) {
        containerTraitCollection = traits
        self.maximumDetentValue = maximumDetentValue
    }
}
