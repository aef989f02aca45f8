import Foundation
import PresentationKit

/// The frame, alpha and transform of every view in a window at a few instants, and the text of the
/// ones that change.
@MainActor
struct PropertyTable {
    /// One view's values at one instant, as printed.
    struct Values: Equatable {
        var frame: String
        var alpha: String
        var transform: String?
    }

    /// One view's row: its name and its values at each instant (nil where it was not in the window).
    struct Row {
        let view: ObjectIdentifier
        let type: String
        let superviewType: String
        var values: [Values?]
    }

    private var rows: [Row] = []
    private var index: [ObjectIdentifier: Int] = [:]
    private let instantCount: Int
    /// Keeps the views alive while sampled, so that an identifier is never reused by a new view.
    private var retained: [UIView] = []

    init(instantCount: Int) {
        self.instantCount = instantCount
    }

    /// Records every view under `window` (depth first) at instant `instant`.
    mutating func sample(_ window: UIWindow, instant: Int) {
        visit(window, superview: nil, instant: instant)
    }

    private mutating func visit(_ view: UIView, superview: UIView?, instant: Int) {
        let layer = view.layer.presentation() ?? view.layer
        let frame = layer.frame
        let n = ViewTreeDescription.number
        let transform = layer.transform
        var values = Values(
            frame: "(\(n(frame.minX)) \(n(frame.minY)); \(n(frame.width)) \(n(frame.height)))",
            alpha: n(CGFloat(layer.opacity)), transform: nil)
        if !CATransform3DIsIdentity(transform) {
            if CATransform3DIsAffine(transform) {
                let t = CATransform3DGetAffineTransform(transform)
                values.transform = "[\(n(t.a)), \(n(t.b)), \(n(t.c)), \(n(t.d)), \(n(t.tx)), \(n(t.ty))]"
            } else {
                values.transform = "3D (m34 \(n(transform.m34)))"
            }
        }
        let id = ObjectIdentifier(view)
        if let row = index[id] {
            rows[row].values[instant] = values
        } else {
            index[id] = rows.count
            retained.append(view)
            var all = [Values?](repeating: nil, count: instantCount)
            all[instant] = values
            rows.append(
                Row(
                    view: id, type: "\(type(of: view))",
                    superviewType: superview.map { "\(type(of: $0))" } ?? "none", values: all))
        }
        for subview in view.subviews {
            visit(subview, superview: view, instant: instant)
        }
    }

    /// The rows whose values are not the same at every instant, as text.
    func text(times: [TimeInterval]) -> String {
        let moving = rows.filter { row in
            guard let first = row.values.first else { return false }
            return row.values.contains { $0 != first }
        }
        guard !moving.isEmpty else { return "Nothing moves at these times.\n" }
        // A type with several moving views numbers them in the order first seen.
        var counts: [String: Int] = [:]
        for row in moving { counts[row.type, default: 0] += 1 }
        var seen: [String: Int] = [:]
        var blocks: [String] = []
        for row in moving {
            var name = row.type
            if counts[row.type, default: 0] > 1 {
                seen[row.type, default: 0] += 1
                name += " #\(seen[row.type]!)"
            }
            var lines = ["\(name) in \(row.superviewType)"]
            let showsTransform = row.values.contains { $0?.transform != nil }
            for (instant, values) in row.values.enumerated() {
                let time = String(format: "%7.3f s", times[instant])
                guard let values else {
                    lines.append("  \(time)  not in the window")
                    continue
                }
                var line = "  \(time)  frame \(values.frame)  alpha \(values.alpha)"
                if showsTransform { line += "  transform \(values.transform ?? "identity")" }
                lines.append(line)
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }
}
