import Foundation
import Testing

@testable import PresentationKit

/// A view with a fixed intrinsic size, so layouts can be worked out by hand.
final class SizedBox: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var intrinsicContentSize: CGSize { size }
}

/// Stack views' distributions and alignments against layouts worked out by hand (
/// Behaviour 17.11).
@MainActor
@Suite("Auto Layout: UIStackView")
struct UIStackViewTests {
    /// A 300-point-wide row at (10, 20) in a 400 × 800 root, holding boxes of 50 × 20, 60 × 30
    /// and 70 × 10 with 10 points of spacing.
    func makeRow(_ distribution: UIStackView.Distribution, alignment: UIStackView.Alignment = .fill)
        -> (UIView, UIStackView, [SizedBox])
    {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let boxes = [SizedBox(50, 20), SizedBox(60, 30), SizedBox(70, 10)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.spacing = 10
        stack.distribution = distribution
        stack.alignment = alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -90),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        return (root, stack, boxes)
    }

    @Test("fill: views keep their length, the last of the equally hugging ones takes the slack")
    func fill() {
        let (_, stack, boxes) = makeRow(.fill)
        // 300 − (50 + 60 + 70) − 2 × 10 = 100 points of slack go to the last box.
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 300, height: 30))
        #expect(
            boxes.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 50, height: 30), CGRect(x: 60, y: 0, width: 60, height: 30),
                CGRect(x: 130, y: 0, width: 170, height: 30),
            ])
    }

    @Test("fill: the view that hugs least stretches")
    func fillByHugging() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let boxes = [SizedBox(50, 20), SizedBox(60, 30), SizedBox(70, 10)]
        boxes[0].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        root.addSubview(stack)
        root.layoutIfNeeded()
        #expect(boxes.map(\.frame.width) == [150, 60, 70])
        #expect(boxes.map(\.frame.height) == [40, 40, 40])
    }

    @Test("fill equally: (300 − 20) ÷ 3 each")
    func fillEqually() {
        let (_, _, boxes) = makeRow(.fillEqually)
        let width = 280.0 / 3
        for (index, box) in boxes.enumerated() {
            #expect(abs(box.frame.width - width) < 1e-9)
            #expect(abs(box.frame.minX - Double(index) * (width + 10)) < 1e-9)
        }
    }

    @Test("fill proportionally: 280 shared as 50 : 60 : 70")
    func fillProportionally() {
        let (_, _, boxes) = makeRow(.fillProportionally)
        let expected = [50.0, 60, 70].map { 280 * $0 / 180 }
        for (box, width) in zip(boxes, expected) { #expect(abs(box.frame.width - width) < 1e-9) }
        #expect(abs(boxes[2].frame.maxX - 300) < 1e-9)
    }

    @Test("equal spacing: 120 points of gaps, 60 each")
    func equalSpacing() {
        let (_, _, boxes) = makeRow(.equalSpacing)
        #expect(boxes.map(\.frame.minX) == [0, 110, 230])
        #expect(boxes.map(\.frame.width) == [50, 60, 70])
    }

    @Test("equal centring: centres at 25, 145 and 265")
    func equalCentering() {
        let (_, _, boxes) = makeRow(.equalCentering)
        #expect(boxes.map(\.frame.midX) == [25, 145, 265])
    }

    @Test("alignment: centre, top and bottom in a row 30 tall")
    func alignments() {
        let expectations: [(UIStackView.Alignment, [CGFloat])] = [
            (.center, [5, 0, 10]), (.top, [0, 0, 0]), (.bottom, [10, 0, 20]),
        ]
        for (alignment, tops) in expectations {
            let (_, stack, boxes) = makeRow(.equalSpacing, alignment: alignment)
            #expect(stack.frame.height == 30)
            #expect(boxes.map(\.frame.minY) == tops, "\(alignment)")
            #expect(boxes.map(\.frame.height) == [20, 30, 10])
        }
    }

    @Test("a hidden arranged view collapses and leaves no gap; shown again it comes back")
    func hiddenCollapses() {
        let (root, _, boxes) = makeRow(.fill)
        boxes[1].isHidden = true
        root.layoutIfNeeded()
        #expect(boxes[1].frame.width == 0)
        #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(boxes[2].frame.minX == 60)
        #expect(boxes[2].frame.width == 240)
        boxes[1].isHidden = false
        root.layoutIfNeeded()
        #expect(boxes.map(\.frame.minX) == [0, 60, 130])
    }

    @Test("a column sized by its content: 20 + 30 + 10 + 2 × 8 tall, custom spacing after the first")
    func columnSizedByContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let boxes = [SizedBox(50, 20), SizedBox(60, 30), SizedBox(70, 10)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 16, y: 100, width: 368, height: 76))
        #expect(boxes.map(\.frame.minY) == [0, 28, 66])
        #expect(boxes.allSatisfy { $0.frame.width == 368 })
        stack.setCustomSpacing(20, after: boxes[0])
        #expect(stack.customSpacing(after: boxes[0]) == 20)
        root.layoutIfNeeded()
        #expect(stack.frame.height == 88)
        // Removing from the superview takes a view out of the arrangement.
        boxes[2].removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 2)
        root.layoutIfNeeded()
        #expect(stack.frame.height == 70)
    }
}

/// `systemLayoutSizeFitting` and wrapping labels (Behaviour 17.9, 17.10).
@MainActor
@Suite("Auto Layout: fitting sizes")
struct SystemLayoutSizeFittingTests {
    @Test("a card's compressed height at a required width: its column plus the insets")
    func fittingHeight() {
        let card = UIView()
        let stack = UIStackView(arrangedSubviews: [SizedBox(50, 20), SizedBox(60, 30), SizedBox(70, 10)])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: 108))
        // Compressed in both: the widest box plus the insets.
        #expect(
            card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                == CGSize(width: 102, height: 108))
        // Measuring changes nothing on screen.
        #expect(card.frame == .zero)
    }

    @Test("a wrapping label gets the height its text needs at the width constraints give it")
    func wrappingLabel() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 800))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A card whose height comes from its text, wrapped over several lines of a narrow column."
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        let needed = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        #expect(label.frame.width == 200)
        #expect(label.frame.height == needed.height)
        #expect(needed.height > label.font.lineHeight * 2)
        // With preferredMaxLayoutWidth the label reports the wrapped size itself.
        label.preferredMaxLayoutWidth = 100
        let narrow = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        #expect(label.intrinsicContentSize.height == narrow.height)
    }
}
