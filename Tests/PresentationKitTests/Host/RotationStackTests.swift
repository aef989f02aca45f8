import Foundation
import Testing

@testable import PresentationKit

/// A device turned under a stack of presentations: every level is laid out again for the new size
/// (Behaviour 9.3, 13.2, 5.4).
@MainActor
@Suite("Rotation under stacked presentations")
struct RotationStackTests {
    /// A card in the middle of its container, 60 % of its width and height.
    final class CardController: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return bounds.insetBy(dx: bounds.width * 0.2, dy: bounds.height * 0.2)
        }
        override func containerViewWillLayoutSubviews() {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    final class CardDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            CardController(presentedViewController: presented, presenting: presenting)
        }
    }

    @Test(
        "page sheet over full screen over custom: each level fits the new size, both ways, no diagnostics",
        arguments: [HeadlessDevice.notchedPhone, .largePhone, .tablet])
    func threeLevels(device: HeadlessDevice) {
        let host = HeadlessHost(device: device)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let delegate = CardDelegate()
        let custom = UIViewController()
        custom.modalPresentationStyle = .custom
        custom.transitioningDelegate = delegate
        root.present(custom, animated: true)
        host.runUntilIdle()
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        custom.present(full, animated: true)
        host.runUntilIdle()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        full.present(sheet, animated: true)
        host.runUntilIdle()

        for orientation in [UIInterfaceOrientation.landscapeRight, .portrait] {
            host.rotate(to: orientation, duration: 0.3)
            host.runUntilIdle()
            let bounds = host.window.bounds
            #expect(bounds.size == device.size(in: orientation))
            for presented in [custom, full, sheet] {
                let controller = presented.presentationController!
                #expect(controller.containerView?.bounds == bounds, "\(presented.modalPresentationStyle)")
                // Compared without the transform a sheet's card stack gives the view under it.
                if presented.view.window != nil {
                    let expected = controller.frameOfPresentedViewInContainerView
                    #expect(
                        presented.view.bounds.size == expected.size
                            && presented.view.center == CGPoint(x: expected.midX, y: expected.midY),
                        "\(presented.modalPresentationStyle) in \(orientation)")
                }
            }
            #expect(full.view.bounds.size == bounds.size)
        }
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        #expect(root.presentedViewController === custom)
        #expect(full.presentedViewController === sheet)
    }
}
