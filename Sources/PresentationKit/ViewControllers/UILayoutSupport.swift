import Foundation

/// The deprecated top and bottom layout guides of a view controller, as UIKit's `UILayoutSupport`.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The guide's length: how far the bars reach into the root view.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// `topLayoutGuide` / `bottomLayoutGuide`: a layout guide in the root view spanning from its top to
/// its safe area's top (or from the safe area's bottom to its bottom).
final class LegacyLayoutGuide: UILayoutGuide, UILayoutSupport {
    private(set) var isTop = true

    convenience init(top: Bool, in view: UIView) {
        self.init()
        isTop = top
        identifier = top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        view.addLayoutGuide(self)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            top
                ? topAnchor.constraint(equalTo: view.topAnchor)
                : topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            top
                ? bottomAnchor.constraint(equalTo: safeArea.topAnchor)
                : bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// The safe area's inset at the guide's edge.
    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}

extension UIViewController {
    /// The root view's top or bottom legacy guide, made on first use.
    func legacyLayoutGuide(top: Bool) -> UILayoutSupport {
        let view = self.view!
        if let guide = view.layoutGuides.first(where: { ($0 as? LegacyLayoutGuide)?.isTop == top }) {
            return guide as! LegacyLayoutGuide
        }
        return LegacyLayoutGuide(top: top, in: view)
    }
}
