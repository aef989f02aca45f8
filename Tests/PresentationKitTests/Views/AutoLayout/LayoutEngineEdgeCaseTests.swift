import Foundation
import Testing

@testable import PresentationKit

/// Edge cases a review of the engine found, each a regression test.
@MainActor
@Suite("Auto Layout: engine edge cases")
struct LayoutEngineEdgeCaseTests {
    func pinned(_ child: UIView, inside parent: UIView, inset: CGFloat) -> [NSLayoutConstraint] {
        [
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -inset),
        ]
    }

    @Test("a subtree moved to another hierarchy keeps following its constraints after the old one lays out")
    func movedSubtreeKeepsItsFlags() {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(box)
        NSLayoutConstraint.activate(pinned(box, inside: holder, inset: 10))
        first.addSubview(holder)
        first.layoutIfNeeded()
        second.addSubview(holder)
        second.layoutIfNeeded()
        // The old hierarchy rebuilds afterwards; the box must still follow its holder.
        let other = UIView()
        other.translatesAutoresizingMaskIntoConstraints = false
        first.addSubview(other)
        other.widthAnchor.constraint(equalToConstant: 5).isActive = true
        first.layoutIfNeeded()
        holder.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        second.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 180, height: 180))
    }

    final class ActivatingView: UIView {
        var made: NSLayoutConstraint?
        override var intrinsicContentSize: CGSize {
            if made == nil {
                let constraint = widthAnchor.constraint(equalToConstant: 77)
                made = constraint
                constraint.isActive = true
            }
            return CGSize(width: UIView.noIntrinsicMetric, height: 20)
        }
    }

    @Test("a constraint activated by app code the rebuild calls is not lost")
    func activationDuringRebuild() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = ActivatingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 77, height: 20))
    }

    @Test("removing a layout guide deactivates its constraints")
    func removingAGuide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let constraints = [
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            guide.widthAnchor.constraint(equalToConstant: 50),
        ]
        NSLayoutConstraint.activate(constraints)
        root.removeLayoutGuide(guide)
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(root.constraints.isEmpty)
    }

    @Test("a proportional stack re-proportions when an arranged label's text changes")
    func proportionalStackFollowsContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let short = UILabel()
        short.text = "ab"
        let long = UILabel()
        long.text = "ab"
        let stack = UIStackView(arrangedSubviews: [short, long])
        stack.distribution = .fillProportionally
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        #expect(short.frame.width == long.frame.width)
        long.text = "a much longer text than the other"
        root.layoutIfNeeded()
        let ratio = long.intrinsicContentSize.width / short.intrinsicContentSize.width
        #expect(abs(long.frame.width / short.frame.width - ratio) < 1e-9)
    }

    @Test("a size related to a location is malformed in both directions")
    func sizeToLocation() {
        let view = UIView()
        let other = UIView()
        view.addSubview(other)
        let constraint = NSLayoutConstraint(
            item: other, attribute: .width, relatedBy: .equal, toItem: view, attribute: .centerX,
            multiplier: 1,
            constant: 0)
        constraint.isActive = true
        #expect(!constraint.isActive)
    }

    @Test(
        "a view narrower than its margins: the margins guide reads what constraints were solved against (fuzz seed 2500093)"
    )
    func guideSmallerThanItsMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 100))
        root.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        let stack = UIView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // 20 − 20 − 20: the guide is 20 points too narrow, and says so as the stack does.
        let guide = root.layoutMarginsGuide.layoutFrame
        #expect(guide.origin.x == 20 && guide.size.width == -20)
        #expect(stack.frame.origin.x + stack.frame.size.width == guide.origin.x + guide.size.width)
    }
}
