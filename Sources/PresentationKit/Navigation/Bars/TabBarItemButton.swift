import Foundation

/// The button a tab bar shows for one item: the image above the title (stacked, a phone in
/// portrait) or beside it (inline, a compact height or a tablet), in the item's colour
/// (Behaviour 16.26).
///
/// Layout (ours): stacked, the image's centre 16 pt below the top and the 10-pt title's top 30 pt
/// below it; inline, the image 6 pt before the title, the pair centred.
final class TabBarItemButton: UIButton {
    /// Whether the image sits above the title.
    var isStacked = true {
        didSet { if isStacked != oldValue { setNeedsLayout() } }
    }

    convenience init() {
        self.init(type: .system)
        titleLabel?.font = .systemFont(ofSize: 10, weight: .medium)
    }

    /// Whether the button shows an image.
    private var showsImage: Bool { currentImage != nil }

    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        guard isStacked, showsImage else { return super.imageRect(forContentRect: contentRect) }
        let size = imageView?.sizeThatFits(.zero) ?? .zero
        return CGRect(
            x: contentRect.midX - size.width / 2, y: 16 - size.height / 2, width: size.width,
            height: size.height)
    }

    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        guard showsImage else { return super.titleRect(forContentRect: contentRect) }
        let size = titleLabel?.sizeThatFits(.zero) ?? .zero
        if isStacked {
            let width = min(size.width, contentRect.width)
            return CGRect(x: contentRect.midX - width / 2, y: 30, width: width, height: size.height)
        }
        let title = super.titleRect(forContentRect: contentRect)
        return title.offsetBy(dx: 6, dy: 0)
    }
}
