// swift-format-ignore-file
// (App code as apps write it, not formatted as the package is.)
//
//  SheetPresentationController.swift
//  A bottom sheet that dims what is behind it (written for the porting tool's tests, in the shape
//  public iOS presentation code takes).
//

#if os(iOS)
import UIKit

/// What the sheet tells the controller that presented it.
@objc public protocol SheetPresentationDelegate: class {
    /// The sheet is about to come up.
    @objc optional func sheetWillPresent(_ sheet: SheetPresentationController)
    /// The dimming view was tapped; the sheet goes unless this says no.
    @objc optional func sheetShouldDismissOnTap(_ sheet: SheetPresentationController) -> Bool
    /// How much of the container's height the sheet takes.
    @objc optional func sheetHeightFraction(for sheet: SheetPresentationController) -> CGFloat
    /// The sheet went away.
    @objc optional func sheetDidDismiss(_ sheet: SheetPresentationController)
}

public class SheetPresentationController: UIPresentationController {
    @objc public weak var sheetDelegate: SheetPresentationDelegate?
    @objc dynamic public var dimmingAlpha: CGFloat = 0.4

    let dimmingView = UIView()

    override public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped(_:)))
        dimmingView.addGestureRecognizer(tap)
    }

    var heightFraction: CGFloat {
        return sheetDelegate?.sheetHeightFraction?(for: self) ?? 0.5
    }

    @objc private func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) {
        guard sheetDelegate?.sheetShouldDismissOnTap?(self) ?? true else { return }
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self = self else { return }
            self.sheetDelegate?.sheetDidDismiss?(self)
        }
    }
}
#endif
