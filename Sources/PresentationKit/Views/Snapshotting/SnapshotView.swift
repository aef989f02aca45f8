import Foundation

/// The view `snapshotView(afterScreenUpdates:)` and
/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` return (UIKit's own is a
/// private class): a frozen copy of the original's layer tree, fitted to the snapshot's bounds.
///
/// The copy is made once and never follows the original. When the snapshot's size changes its
/// content stretches: all of it for a plain snapshot; for a resizable one the cap insets keep their
/// size and only the parts between them stretch (a nine-part layout). Each part is a clipping view
/// holding its own copy of the tree, scaled by a transform, and the parts are arranged as soon as
/// the frame or bounds is set, so a size change inside an animation block animates the content
/// with the frame.
final class SnapshotView: UIView {
    /// The size of the captured rectangle, in the original's points.
    private let capturedSize: CGSize
    private let capInsets: UIEdgeInsets
    /// One clipping view per part, each with the content view holding a copy of the tree.
    private var parts: [(clip: UIView, content: UIView, x: Span, y: Span)] = []

    /// Which part of the captured content a part shows along one axis, and where it goes.
    struct Span {
        /// The captured interval, in captured points.
        var source: (lower: CGFloat, upper: CGFloat)
        /// Which cap (or the stretching middle) it is: the arrangement sizes it.
        var role: Role

        enum Role { case start, middle, end, whole }
    }

    /// A snapshot of `capture` (a frozen tree whose coordinates are the captured rectangle's, at
    /// the origin), or an empty one when `capture` is nil.
    init(capture: CALayer?, capturedSize: CGSize, capInsets: UIEdgeInsets) {
        self.capturedSize = capturedSize
        self.capInsets = capInsets
        super.init(frame: CGRect(origin: .zero, size: capturedSize))
        isUserInteractionEnabled = false
        if let capture {
            makeParts(showing: capture)
        }
        arrangeParts()
    }

    required init?(coder: NSCoder) {
        capturedSize = .zero
        capInsets = .zero
        super.init(coder: coder)
    }

    override var frame: CGRect {
        didSet { arrangeParts() }
    }

    override var bounds: CGRect {
        didSet { arrangeParts() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        arrangeParts()
    }

    private func makeParts(showing capture: CALayer) {
        let columns = Self.spans(captured: capturedSize.width, start: capInsets.left, end: capInsets.right)
        let rows = Self.spans(captured: capturedSize.height, start: capInsets.top, end: capInsets.bottom)
        var spare: CALayer? = capture
        for y in rows {
            for x in columns {
                let clip = UIView(frame: .zero)
                clip.clipsToBounds = columns.count > 1 || rows.count > 1
                clip.isUserInteractionEnabled = false
                let content = UIView(frame: CGRect(origin: .zero, size: capturedSize))
                content.isUserInteractionEnabled = false
                // The first part takes the capture itself; the others copies of it.
                content.layer.addSublayer(spare ?? capture.frozenCopy(at: nil))
                spare = nil
                clip.addSubview(content)
                addSubview(clip)
                parts.append((clip, content, x, y))
            }
        }
    }

    /// The parts of one axis: the caps at either end (clamped to the captured length) and the
    /// stretching middle, leaving out empty ones.
    static func spans(captured: CGFloat, start: CGFloat, end: CGFloat) -> [Span] {
        let (start, end) = caps(captured: captured, start: start, end: end)
        guard start > 0 || end > 0 else { return [Span(source: (0, captured), role: .whole)] }
        var spans: [Span] = []
        if start > 0 { spans.append(Span(source: (0, start), role: .start)) }
        if captured - start - end > 0 {
            spans.append(Span(source: (start, captured - end), role: .middle))
        }
        if end > 0 { spans.append(Span(source: (captured - end, captured), role: .end)) }
        return spans
    }

    /// The cap lengths as used: finite, not negative, and together no longer than the captured
    /// length (the end cap gives way first).
    static func caps(captured: CGFloat, start: CGFloat, end: CGFloat) -> (start: CGFloat, end: CGFloat) {
        let start = min(max(start.isFinite ? start : 0, 0), captured)
        return (start, min(max(end.isFinite ? end : 0, 0), captured - start))
    }

    /// Where a span goes along an axis `current` points long: caps keep their length (shrunk in
    /// proportion when the axis is shorter than both together), the middle takes the rest.
    static func destination(of span: Span, captured: CGFloat, current: CGFloat, start: CGFloat, end: CGFloat)
        -> (lower: CGFloat, upper: CGFloat)
    {
        let (start, end) = caps(captured: captured, start: start, end: end)
        let caps = start + end
        let shrink = caps > current && caps > 0 ? max(current, 0) / caps : 1
        switch span.role {
        case .whole: return (0, current)
        case .start: return (0, start * shrink)
        case .middle: return (start * shrink, current - end * shrink)
        case .end: return (current - end * shrink, current)
        }
    }

    private func arrangeParts() {
        guard !parts.isEmpty else { return }
        let size = bounds.size
        for part in parts {
            let x = Self.destination(
                of: part.x, captured: capturedSize.width, current: size.width, start: capInsets.left,
                end: capInsets.right)
            let y = Self.destination(
                of: part.y, captured: capturedSize.height, current: size.height, start: capInsets.top,
                end: capInsets.bottom)
            part.clip.frame = CGRect(
                x: x.lower, y: y.lower, width: x.upper - x.lower, height: y.upper - y.lower)
            let scaleX = (x.upper - x.lower) / (part.x.source.upper - part.x.source.lower)
            let scaleY = (y.upper - y.lower) / (part.y.source.upper - part.y.source.lower)
            // The content view's centre goes where the span's start lands on the part's origin.
            part.content.center = CGPoint(
                x: (capturedSize.width / 2 - part.x.source.lower) * scaleX,
                y: (capturedSize.height / 2 - part.y.source.lower) * scaleY)
            part.content.transform = CGAffineTransform(scaleX: scaleX, y: scaleY)
        }
    }
}
