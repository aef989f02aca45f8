import Foundation

/// The views a button draws a ``UIButton/Configuration`` with — background, image (or activity
/// indicator), title and subtitle — and their layout: the image on its edge of the titles, the
/// pair centred in the bounds inset by the content insets (Behaviour 28.6).
@MainActor
final class ButtonConfigurationViews {
    let background = UIView()
    let image = UIImageView(image: nil)
    let indicator = UIActivityIndicatorView(style: .medium)
    let title = UILabel()
    let subtitle = UILabel()
    private var configuration: UIButton.Configuration?
    private weak var button: UIButton?

    init(in button: UIButton) {
        self.button = button
        background.isUserInteractionEnabled = false
        button.insertSubview(background, at: 0)
        for view in [image, indicator, title, subtitle] as [UIView] {
            view.isUserInteractionEnabled = false
            button.addSubview(view)
        }
    }

    /// Takes the views out of the button (its configuration was removed).
    func remove() {
        for view in [background, image, indicator, title, subtitle] as [UIView] { view.removeFromSuperview() }
    }

    /// Shows `configuration` (already updated for the button's state).
    func apply(_ configuration: UIButton.Configuration, to button: UIButton) {
        self.configuration = configuration
        let tint = button.tintColor ?? .systemBlue
        let foreground = configuration.resolvedForegroundColor(tint: tint)
        background.backgroundColor = configuration.resolvedBackgroundColor(tint: tint)
        let stroke = configuration.background.strokeWidth
        background.layer.borderWidth = stroke > 0 ? stroke : 0
        background.layer.borderColor =
            stroke > 0 ? configuration.background.resolvedStrokeColor(for: tint).cgColor : nil
        var shownImage = configuration.image
        if let symbol = configuration.preferredSymbolConfigurationForImage, let symbolImage = shownImage,
            symbolImage.isSymbolImage
        {
            shownImage = symbolImage.applyingSymbolConfiguration(symbol) ?? symbolImage
        }
        image.image = configuration.showsActivityIndicator ? nil : shownImage
        image.tintColor = configuration.imageColorTransformer.map { $0(foreground) } ?? foreground
        image.isHidden = image.image == nil
        indicator.color = foreground
        indicator.isHidden = !configuration.showsActivityIndicator
        if configuration.showsActivityIndicator {
            indicator.startAnimating()
        } else {
            indicator.stopAnimating()
        }
        title.text = configuration.shownTitle
        title.font = configuration.titleFont
        title.textColor = foreground
        title.isHidden = (title.text ?? "").isEmpty
        subtitle.text = configuration.shownSubtitle
        subtitle.font = configuration.subtitleFont
        subtitle.textColor = foreground
        subtitle.isHidden = (subtitle.text ?? "").isEmpty
        let alignment = textAlignment(configuration)
        title.textAlignment = alignment
        subtitle.textAlignment = alignment
    }

    private func textAlignment(_ configuration: UIButton.Configuration) -> NSTextAlignment {
        switch configuration.titleAlignment {
        case .leading: .left
        case .trailing: .right
        case .center: .center
        case .automatic:
            configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
                ? .left : .center
        }
    }

    /// The sizes of the image (or indicator) and of the block of titles.
    private var parts: (image: CGSize, text: CGSize, titleHeight: CGFloat, gap: CGFloat) {
        guard let configuration else { return (.zero, .zero, 0, 0) }
        let imageSize: CGSize =
            configuration.showsActivityIndicator
            ? indicator.intrinsicContentSize : (image.isHidden ? .zero : image.intrinsicContentSize)
        let titleSize = title.isHidden ? .zero : title.sizeThatFits(.zero)
        let subtitleSize = subtitle.isHidden ? .zero : subtitle.sizeThatFits(.zero)
        let titlePadding = title.isHidden || subtitle.isHidden ? 0 : configuration.titlePadding
        let text = CGSize(
            width: max(titleSize.width, subtitleSize.width),
            height: titleSize.height + titlePadding + subtitleSize.height)
        let gap = imageSize == .zero || text == .zero ? 0 : configuration.imagePadding
        return (imageSize, text, titleSize.height, gap)
    }

    /// Whether the image sits above or below the titles.
    private var isVertical: Bool {
        guard let placement = configuration?.imagePlacement else { return false }
        return placement == .top || placement == .bottom
    }

    /// The content's size, image and titles with the padding between them.
    private var contentSize: CGSize {
        let (imageSize, text, _, gap) = parts
        return isVertical
            ? CGSize(width: max(imageSize.width, text.width), height: imageSize.height + gap + text.height)
            : CGSize(width: imageSize.width + gap + text.width, height: max(imageSize.height, text.height))
    }

    /// The button's natural size: the content plus the content insets.
    var fittingSize: CGSize {
        let insets = configuration?.contentInsets ?? .zero
        let content = contentSize
        return CGSize(
            width: content.width + insets.leading + insets.trailing,
            height: content.height + insets.top + insets.bottom)
    }

    /// Places the views in a button with `bounds`.
    func layout(in bounds: CGRect) {
        guard let configuration else { return }
        let backgroundInsets = configuration.background.backgroundInsets
        background.frame = bounds.inset(
            by: UIEdgeInsets(
                top: backgroundInsets.top, left: backgroundInsets.leading, bottom: backgroundInsets.bottom,
                right: backgroundInsets.trailing))
        background.layer.cornerRadius = configuration.cornerRadius(height: background.bounds.height)
        let insets = configuration.contentInsets
        let content = bounds.inset(
            by: UIEdgeInsets(
                top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        let size = contentSize
        let alignment = button?.effectiveContentHorizontalAlignment ?? .center
        let originX: CGFloat =
            switch alignment {
            case .left, .leading, .fill: content.minX
            case .right, .trailing: content.maxX - size.width
            case .center: content.midX - size.width / 2
            }
        let box = CGRect(
            x: originX, y: content.midY - size.height / 2, width: size.width, height: size.height)
        let (imageSize, text, titleHeight, gap) = parts
        var imageFrame: CGRect
        var textFrame: CGRect
        switch configuration.imagePlacement {
        case .trailing:
            textFrame = CGRect(
                x: box.minX, y: box.midY - text.height / 2, width: text.width, height: text.height)
            imageFrame = CGRect(
                x: box.maxX - imageSize.width, y: box.midY - imageSize.height / 2, width: imageSize.width,
                height: imageSize.height)
        case .top:
            imageFrame = CGRect(
                x: box.midX - imageSize.width / 2, y: box.minY, width: imageSize.width,
                height: imageSize.height)
            textFrame = CGRect(
                x: box.midX - text.width / 2, y: box.minY + imageSize.height + gap, width: text.width,
                height: text.height)
        case .bottom:
            textFrame = CGRect(
                x: box.midX - text.width / 2, y: box.minY, width: text.width, height: text.height)
            imageFrame = CGRect(
                x: box.midX - imageSize.width / 2, y: box.maxY - imageSize.height, width: imageSize.width,
                height: imageSize.height)
        default:
            imageFrame = CGRect(
                x: box.minX, y: box.midY - imageSize.height / 2, width: imageSize.width,
                height: imageSize.height)
            textFrame = CGRect(
                x: box.minX + imageSize.width + gap, y: box.midY - text.height / 2, width: text.width,
                height: text.height)
        }
        image.frame = imageFrame
        indicator.frame = imageFrame
        title.frame = CGRect(
            x: textFrame.minX, y: textFrame.minY, width: textFrame.width, height: titleHeight)
        let subtitleHeight = subtitle.isHidden ? 0 : subtitle.sizeThatFits(.zero).height
        subtitle.frame = CGRect(
            x: textFrame.minX, y: textFrame.maxY - subtitleHeight, width: textFrame.width,
            height: subtitleHeight)
    }
}
