import Foundation
import Testing

@testable import PresentationKit

/// A scroll view's content and frame guides (Behaviour 17.14).
@MainActor
@Suite("Auto Layout: scroll view layout guides")
struct ScrollViewLayoutGuideTests {
    final class Row: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 60) }
    }

    @Test(
        "a column pinned to the content guide sets contentSize; a badge pinned to the frame guide stays put")
    func contentSizeFromConstraints() {
        let host = HeadlessHost(device: .smallPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        root.view.addSubview(scroll)
        let rows = (0..<20).map { _ in Row() }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -8),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -8),
            badge.bottomAnchor.constraint(equalTo: scroll.frameLayoutGuide.bottomAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        host.runUntilIdle()
        // 20 rows of 60 with 19 gaps of 10, plus 8 above and below: 1,406 tall; 375 wide.
        #expect(scroll.contentSize == CGSize(width: 375, height: 1406))
        #expect(stack.frame == CGRect(x: 16, y: 8, width: 343, height: 1390))
        #expect(badge.frame == CGRect(x: 327, y: 372, width: 40, height: 20))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        host.runUntilIdle()
        // Still 8 from the shown bottom-right corner: in content coordinates, 300 further down.
        #expect(badge.frame == CGRect(x: 327, y: 672, width: 40, height: 20))
        #expect(stack.frame.minY == 8)
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 1406))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 375, height: 400))
    }

    @Test(
        "a content guide solved below zero gives an empty content size, without a misuse report (Behaviour 17.14)"
    )
    func contentGuideBelowZero() {
        let host = HeadlessHost(device: .smallPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 400))
        root.view.addSubview(scroll)
        let column = UIView()
        column.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -40),
            column.heightAnchor.constraint(equalToConstant: 600),
        ])
        host.runUntilIdle()
        #expect(column.frame.size.width == -20, "the constraints solve the column 20 points below nothing")
        #expect(scroll.contentSize == CGSize(width: 0, height: 600))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
