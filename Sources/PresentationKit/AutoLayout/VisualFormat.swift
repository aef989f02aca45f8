import Foundation

extension NSLayoutConstraint {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`: align every named view
    /// on one attribute, and the direction and spacing of the chain.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The option bits, laid out as in UIKit: alignment in bits 0–15, direction in bits 16–17 and spacing
        /// in bit 19.
        public let rawValue: UInt
        /// Creates the option set whose bits are `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of every view in a vertical chain with the first view's.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of every view in a vertical chain with the first view's.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of every view in a horizontal chain with the first view's.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of every view in a horizontal chain with the first view's.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading (here: left) edges of every view in a vertical chain with the first view's.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing (here: right) edges of every view in a vertical chain with the first view's.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres of every view in a vertical chain with the first view's.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres of every view in a horizontal chain with the first view's.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of every view in a horizontal chain with the first view's.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of every view in a horizontal chain with the first view's.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits that hold the alignment options, for masking them out of a set; not an alignment itself.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal chain runs from leading to trailing (the default, no bits); the chain here always
        /// runs this way.
        public static let directionLeadingToTrailing: FormatOptions = []
        /// A horizontal chain runs from left to right. Accepted for its bit value only: chains here always
        /// run leading to trailing, which is left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal chain runs from right to left. Accepted for its bit value only: chains here still run
        /// left to right.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction options, for masking them out of a set.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Spaces in a vertical chain run between the views' edges (the default, no bits); the chain here
        /// always spaces this way.
        public static let spacingEdgeToEdge: FormatOptions = []
        /// Spaces in a vertical chain run between the views' baselines. Accepted for its bit value only:
        /// spaces here always run edge to edge.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bit that holds the spacing option, for masking it out of a set.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints an ASCII-art format describes (Apple's Visual Format Language), for example
    /// `"H:|-[label]-8-[button(>=80@750)]-|"` or `"V:|-(20)-[title][body(==title)]"`. `views`
    /// maps names to views, `metrics` names numbers. `-` is the standard space (8 points between
    /// views, 20 to the superview's edge); an unparsable format is reported and gives no
    /// constraints (UIKit raises) (Behaviour 17.15).
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse(options: opts)
        } catch {
            let clock = views.values.lazy.compactMap { ($0 as? UIView)?.layer.clock }.first
            Diagnostics.report(
                .layoutConstraintMisuse,
                "Unable to parse the visual format \"\(format)\": \(error.message). No constraints were made.",
                clock: clock)
            return []
        }
    }
}

/// What went wrong in a visual format, and where.
struct VisualFormatError: Error {
    let message: String
}

/// A recursive-descent reader of the Visual Format Language:
/// `(H|V:)? (|connection)? [view] (connection [view])* (connection|)?`.
@MainActor
struct VisualFormatParser {
    private let characters: [Character]
    private var position = 0
    private let metrics: [String: Any]
    private let views: [String: Any]

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    /// One `relation constant-or-view @priority` inside parentheses or between dashes.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    private enum Connection {
        /// Views touching (`[a][b]`).
        case none
        /// The standard space (`-`).
        case standard
        /// Spaces given by predicates (`-20-`, `-(>=8@750)-`).
        case predicates([Predicate])
    }

    mutating func parse(options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError)
        -> [NSLayoutConstraint]
    {
        var horizontal = true
        if peek(2) == ["V", ":"] || peek(2) == ["H", ":"] {
            horizontal = characters[position] == "H"
            position += 2
        }
        let leading: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trailing: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        var result: [NSLayoutConstraint] = []
        var startsAtSuperview = false
        var leadingConnection = Connection.none
        if take("|") {
            startsAtSuperview = true
            leadingConnection = try connection()
        }
        var chain = [try viewWithPredicates(length: length, into: &result)]
        var gaps: [Connection] = []
        var trailingConnection = Connection.none
        var endsAtSuperview = false
        while position < characters.count {
            let next = try connection()
            if take("|") {
                trailingConnection = next
                endsAtSuperview = true
                break
            }
            gaps.append(next)
            chain.append(try viewWithPredicates(length: length, into: &result))
        }
        guard position == characters.count else { throw error("unexpected '\(characters[position])'") }
        guard let first = chain.first, let last = chain.last else { throw error("no view") }
        if startsAtSuperview || endsAtSuperview {
            guard first.superview != nil else {
                throw VisualFormatError(message: "'|' names the superview, but the first view has none")
            }
        }
        if startsAtSuperview, let superview = first.superview {
            result += spacing(first, leading, superview, leading, leadingConnection, edge: true)
        }
        for (index, gap) in gaps.enumerated() {
            result += spacing(chain[index + 1], leading, chain[index], trailing, gap, edge: false)
        }
        if endsAtSuperview, let superview = last.superview {
            result += spacing(superview, trailing, last, trailing, trailingConnection, edge: true)
        }
        result += alignment(chain, options: options, horizontal: horizontal)
        return result
    }

    /// `first.a (relation) second.b + space` for each predicate of the connection.
    private func spacing(
        _ first: UIView, _ a: NSLayoutConstraint.Attribute, _ second: UIView,
        _ b: NSLayoutConstraint.Attribute,
        _ connection: Connection, edge: Bool
    ) -> [NSLayoutConstraint] {
        let predicates: [Predicate]
        switch connection {
        case .none: predicates = [Predicate()]
        case .standard: predicates = [Predicate(constant: edge ? 20 : systemSpacing)]
        case .predicates(let list): predicates = list
        }
        return predicates.map { predicate in
            let constraint = NSLayoutConstraint(
                item: first, attribute: a, relatedBy: predicate.relation, toItem: second, attribute: b,
                multiplier: 1, constant: predicate.constant)
            constraint.priority = predicate.priority
            return constraint
        }
    }

    private func alignment(_ chain: [UIView], options: NSLayoutConstraint.FormatOptions, horizontal: Bool)
        -> [NSLayoutConstraint]
    {
        let pairs: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
            (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        guard let first = chain.first else { return [] }
        var result: [NSLayoutConstraint] = []
        for (option, attribute) in pairs where options.contains(option) {
            // Alignment runs across the chain's axis; an attribute along it would fight the chain.
            guard (attribute.axis == .horizontal) != horizontal else { continue }
            for view in chain.dropFirst() {
                result.append(
                    NSLayoutConstraint(
                        item: view, attribute: attribute, relatedBy: .equal, toItem: first,
                        attribute: attribute,
                        multiplier: 1, constant: 0))
            }
        }
        return result
    }

    /// `[name]` or `[name(predicates)]`; the predicates constrain the view's length.
    private mutating func viewWithPredicates(
        length: NSLayoutConstraint.Attribute, into result: inout [NSLayoutConstraint]
    ) throws(VisualFormatError) -> UIView {
        guard take("[") else { throw error("expected '['") }
        let name = identifier()
        guard !name.isEmpty else { throw error("expected a view name") }
        guard let view = views[name] as? UIView else {
            throw VisualFormatError(message: "'\(name)' is not a key in the views dictionary (or not a view)")
        }
        if take("(") {
            for predicate in try predicateList() {
                let constraint = NSLayoutConstraint(
                    item: view, attribute: length, relatedBy: predicate.relation, toItem: predicate.view,
                    attribute: predicate.view == nil ? .notAnAttribute : length, multiplier: 1,
                    constant: predicate.constant)
                constraint.priority = predicate.priority
                result.append(constraint)
            }
        }
        guard take("]") else { throw error("expected ']'") }
        return view
    }

    /// Between views: nothing, `-`, `-number-`, `-metric-` or `-(predicates)-`.
    private mutating func connection() throws(VisualFormatError) -> Connection {
        guard take("-") else { return .none }
        if peek(1) == ["["] || peek(1) == ["|"] { return .standard }
        let predicates: [Predicate]
        if take("(") {
            predicates = try predicateList()
        } else {
            predicates = [Predicate(constant: try number())]
        }
        guard take("-") else { throw error("expected '-' after a spacing") }
        return .predicates(predicates)
    }

    /// `predicate(,predicate)*)`: the opening parenthesis already read.
    private mutating func predicateList() throws(VisualFormatError) -> [Predicate] {
        var list: [Predicate] = []
        repeat {
            var predicate = Predicate()
            if take("="), take("=") {
                predicate.relation = .equal
            } else if take("<"), take("=") {
                predicate.relation = .lessThanOrEqual
            } else if take(">"), take("=") {
                predicate.relation = .greaterThanOrEqual
            }
            if let character = characters[safe: position], character.isLetter || character == "_" {
                let name = identifier()
                if let view = views[name] as? UIView {
                    predicate.view = view
                } else {
                    predicate.constant = try metric(named: name)
                }
            } else {
                predicate.constant = try number()
            }
            if take("@") {
                if let character = characters[safe: position], character.isLetter {
                    predicate.priority = UILayoutPriority(Float(try metric(named: identifier())))
                } else {
                    predicate.priority = UILayoutPriority(Float(try number()))
                }
            }
            list.append(predicate)
        } while take(",")
        guard take(")") else { throw error("expected ')'") }
        return list
    }

    private mutating func number() throws(VisualFormatError) -> CGFloat {
        if let character = characters[safe: position], character.isLetter || character == "_" {
            return try metric(named: identifier())
        }
        let start = position
        if take("-") {}
        while let character = characters[safe: position], character.isNumber || character == "." {
            position += 1
        }
        guard let value = Double(String(characters[start..<position])) else {
            throw error("expected a number")
        }
        return CGFloat(value)
    }

    private func metric(named name: String) throws(VisualFormatError) -> CGFloat {
        switch metrics[name] {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: throw VisualFormatError(message: "'\(name)' is neither a view nor a number in the metrics")
        }
    }

    private mutating func identifier() -> String {
        let start = position
        while let character = characters[safe: position],
            character.isLetter || character.isNumber || character == "_"
        {
            position += 1
        }
        return String(characters[start..<position])
    }

    private mutating func take(_ character: Character) -> Bool {
        guard characters[safe: position] == character else { return false }
        position += 1
        return true
    }

    private func peek(_ count: Int) -> [Character] {
        Array(characters[position..<min(position + count, characters.count)])
    }

    private func error(_ message: String) -> VisualFormatError {
        VisualFormatError(message: "\(message) at character \(position + 1)")
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
