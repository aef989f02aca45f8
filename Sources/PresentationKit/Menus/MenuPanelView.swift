import Foundation

/// The panel of a menu on screen: a rounded, shadowed slab of thick material holding the rows one
/// under another, hairlines between rows and wide gaps between inline groups (Behaviour 27.4).
@MainActor
final class MenuPanelView: UIView {
    private let clip = UIView()
    private let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    private(set) var rows: [MenuRowView] = []
    private var separators: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 24
        layer.shadowOffset = CGSize(width: 0, height: 8)
        clip.layer.cornerRadius = MenuMetrics.cornerRadius
        clip.layer.cornerCurve = .continuous
        clip.clipsToBounds = true
        addSubview(clip)
        clip.addSubview(material)
    }

    required init?(coder: NSCoder) { nil }

    /// Lists `items`; a tap on a row reaches `tapped`.
    func show(_ items: [MenuRows.Item], tapped: @escaping (MenuRowView) -> Void) {
        for view in rows + separators { view.removeFromSuperview() }
        separators = []
        let reservesCheckmark = items.contains {
            if case .action(let action, _) = $0 { return action.state != .off }
            return false
        }
        rows = items.map { MenuRowView(item: $0, reservesCheckmark: reservesCheckmark, tapped: tapped) }
        for (index, row) in rows.enumerated() {
            clip.addSubview(row)
            // A hairline under each row that another row follows directly.
            guard index + 1 < rows.count, !row.isGap, !rows[index + 1].isGap else { continue }
            let line = UIView()
            line.backgroundColor = .separator
            separators.append(line)
            clip.addSubview(line)
        }
        setNeedsLayout()
    }

    /// The panel's size for its rows, at most `maxHeight` tall (rows beyond are cut off).
    func fittingSize(maxHeight: CGFloat) -> CGSize {
        CGSize(width: MenuMetrics.width, height: min(rows.reduce(0) { $0 + $1.height }, maxHeight))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        clip.frame = bounds
        material.frame = bounds
        let hairline = 1 / (window?.screen.scale ?? 3)
        var y: CGFloat = 0
        var lines = separators.makeIterator()
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: y, width: bounds.width, height: row.height)
            y += row.height
            if index + 1 < rows.count, !row.isGap, !rows[index + 1].isGap, let line = lines.next() {
                line.frame = CGRect(x: 0, y: y - hairline, width: bounds.width, height: hairline)
            }
        }
    }
}
