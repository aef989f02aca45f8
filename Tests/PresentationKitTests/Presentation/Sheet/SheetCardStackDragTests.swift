import Foundation
import Testing

@testable import PresentationKit

/// The card stack follows a sheet dragged between its detents (Behaviour 14.33): the presenter's
/// transform goes from its look at medium (none) to its look at large (scaled back) in proportion to
/// the sheet's place between the two, and rests at the look of the detent the sheet settles on.
///
/// On the notched phone (393 × 852, insets 59 and 34): large rests at top 69, medium at
/// 852 − (0.5 × 749 + 34) = 443.5. At large the presenter (393 × 852, centre y 426) is scaled by
/// (393 − 2 × 16) / 393 about its centre and lifted so that its top lands on the safe top, 59.
@MainActor
@Suite("UISheetPresentationController: the card stack follows a drag")
struct SheetCardStackDragTests {
    static let largeTop: CGFloat = 69
    static let mediumTop: CGFloat = 443.5
    static let scale: CGFloat = 361.0 / 393.0
    static let lift: CGFloat = 59 - (426 - 361.0 / 393.0 * 426)

    /// The presenter's transform with the sheet's top at `top`, worked out from the figures above.
    static func expected(top: CGFloat) -> (scale: CGFloat, ty: CGFloat) {
        let progress = min(max((mediumTop - top) / (mediumTop - largeTop), 0), 1)
        return (1 + (scale - 1) * progress, lift * progress)
    }

    private func stage(selected: UISheetPresentationController.Detent.Identifier) -> (
        HeadlessHost, UIViewController, UIViewController
    ) {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        let sheet = content.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = selected
        root.present(content, animated: true)
        host.runUntilIdle()
        return (host, root, content)
    }

    private func expectTransform(_ view: UIView, top: CGFloat, _ comment: Comment) {
        let (scale, ty) = Self.expected(top: top)
        let transform = view.transform
        #expect(abs(transform.a - scale) < 1e-9, comment)
        #expect(abs(transform.d - scale) < 1e-9, comment)
        #expect(abs(transform.ty - ty) < 1e-9, comment)
        #expect(transform.b == 0 && transform.c == 0 && transform.tx == 0, comment)
    }

    @Test(
        "14.33: dragged down from large, the presenter grows back with the sheet's place, and rests at medium"
    )
    func fromLargeDown() {
        let (host, root, content) = stage(selected: .large)
        expectTransform(root.view, top: Self.largeTop, "at rest at large")
        #expect(root.view.transform.a < 1)
        host.touchDown(at: CGPoint(x: 200, y: 300))
        var seen: [CGFloat] = []
        for step in 1...30 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(step) * 10))
            let top = content.view.frame.minY
            if step % 10 == 0 {
                #expect(abs(top - (Self.largeTop + CGFloat(step) * 10)) < 1e-9, "the top follows the finger")
                expectTransform(root.view, top: top, "mid-drag at top \(top)")
                seen.append(root.view.transform.a)
            }
        }
        #expect(seen == seen.sorted() && Set(seen).count == 3, "the presenter grows as the sheet goes down")
        #expect(seen.allSatisfy { $0 > Self.scale && $0 < 1 }, "between the two looks")
        host.advance(by: 0.15)
        host.touchUp()
        host.runUntilIdle()
        #expect(content.sheetPresentationController?.selectedDetentIdentifier == .medium)
        #expect(root.view.transform == .identity, "at rest at medium: no card stack (14.13)")
        #expect(root.view.layer.cornerRadius == 0)
    }

    @Test("14.33: dragged up from medium, the presenter shrinks back with the sheet, and rests at large")
    func fromMediumUp() {
        let (host, root, content) = stage(selected: .medium)
        #expect(root.view.transform == .identity)
        host.touchDown(at: CGPoint(x: 200, y: 600))
        for step in 1...30 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 200, y: 600 - CGFloat(step) * 10))
            if step == 5 || step == 20 {
                let top = content.view.frame.minY
                expectTransform(root.view, top: top, "mid-drag at top \(top)")
                #expect(root.view.layer.cornerRadius == SheetLayout.cornerRadius)
            }
        }
        host.advance(by: 0.15)
        host.touchUp()
        host.runUntilIdle()
        #expect(content.sheetPresentationController?.selectedDetentIdentifier == .large)
        expectTransform(root.view, top: Self.largeTop, "at rest at large, as before the change")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("14.33: released between the detents, the presenter moves on with the sheet to its rest")
    func settlesFromMidway() {
        let (host, root, content) = stage(selected: .large)
        host.touchDown(at: CGPoint(x: 200, y: 300))
        for step in 1...10 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(step) * 10))
        }
        host.advance(by: 0.2)
        host.touchUp()
        // Released 100 points below large, with little speed: back to large.
        host.runUntilIdle()
        #expect(content.view.frame.minY == Self.largeTop)
        expectTransform(root.view, top: Self.largeTop, "back at large")
    }
}
