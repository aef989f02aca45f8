import Foundation

/// A control with a title and an image that sends `touchUpInside` and `primaryActionTriggered`
/// when tapped, as `UIButton`.
///
/// Titles, colours, images and background images are set per control state and looked up as UIKit
/// does (the state's own, else `.normal`'s). The image sits before the title, the pair placed in
/// `contentRect(forBounds:)` by the content alignments, each moved by its edge insets, through
/// `imageRect(forContentRect:)` and `titleRect(forContentRect:)`, which a subclass may override
/// (Behaviour 28.5).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button.
    public enum ButtonType: Int, Sendable {
        /// A button with no built-in look: its title is white unless given a colour, and it does not
        /// dim while highlighted.
        case custom = 0
        /// The standard tinted button: a blue title (unless given a colour) that dims while
        /// highlighted.
        case system
        /// UIKit's disclosure button for more detail about an item; no glyph is drawn here, so it
        /// shows only its title, in blue, without dimming.
        case detailDisclosure
        /// UIKit's information button, light variant (current UIKit draws both variants alike); no
        /// glyph is drawn here, so it shows only its title, in blue, without dimming.
        case infoLight
        /// UIKit's information button, dark variant (current UIKit draws both variants alike); no
        /// glyph is drawn here, so it shows only its title, in blue, without dimming.
        case infoDark
        /// UIKit's button for adding a contact; no glyph is drawn here, so it shows only its title,
        /// in blue, without dimming.
        case contactAdd
        /// UIKit's button that dismisses a screen or panel; no glyph is drawn here, so it shows only
        /// its title, in blue, without dimming.
        case close = 7
        /// The plain system style.
        public static let plain = ButtonType.system
    }

    /// The button's kind.
    open var buttonType: ButtonType { storedButtonType }
    private var storedButtonType = ButtonType.custom
    private var titles = ButtonStateTable<String>()
    private var attributedTitles = ButtonStateTable<NSAttributedString>()
    private var titleColors = ButtonStateTable<UIColor>()
    private var titleShadowColors = ButtonStateTable<UIColor>()
    private var images = ButtonStateTable<UIImage>()
    private var backgroundImages = ButtonStateTable<UIImage>()
    private var symbolConfigurations = ButtonStateTable<UIImage.SymbolConfiguration>()
    let label = UILabel()
    /// The view showing the current image, made when first needed.
    private var imageViewStorage: UIImageView?
    /// The view showing the current background image, made when one is first set.
    private var backgroundImageView: UIImageView?

    /// Creates a button of `buttonType` (a convenience initializer, as in UIKit).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    /// Creates a custom button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installTitleLabel()
    }

    /// Creates a custom button from an archive; as `init(frame: .zero)` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installTitleLabel()
    }

    private func installTitleLabel() {
        label.font = .systemFont(ofSize: UIFont.buttonFontSize)
        label.textAlignment = .center
        addSubview(label)
    }

    /// Creates a button whose title, image and primary action come from `primaryAction`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// Creates a custom button with `frame` whose title, image and primary action come from
    /// `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    private func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: .normal)
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// Creates a system button drawn from `configuration`, running `primaryAction` when tapped.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        self.configuration = configuration
        // Observers do not run for a class's own properties set in its initializers.
        setNeedsUpdateConfiguration()
    }

    override var tapEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    /// Whether the button tracks a selection (iOS 15): without a menu a tap toggles `isSelected`
    /// before the actions run (a toggle button); with a menu shown as the primary action it is a
    /// pop-up button, whose menu keeps one action chosen and whose title shows it (Behaviour 27.5).
    open var changesSelectionAsPrimaryAction = false {
        didSet { showSelectedMenuElement() }
    }

    override func tapWillSend() {
        if changesSelectionAsPrimaryAction && menu == nil { isSelected.toggle() }
    }

    // MARK: Menu (Behaviour 27.2, 27.5)

    /// The menu the button opens: on touch-down when ``UIControl/showsMenuAsPrimaryAction`` is on,
    /// else on a long press (iOS 14, Behaviour 27.8). Setting one enables
    /// ``UIControl/isContextMenuInteractionEnabled``.
    open var menu: UIMenu? {
        didSet {
            isContextMenuInteractionEnabled = menu != nil
            updateContextMenuPress()
            showSelectedMenuElement()
        }
    }

    override var menuForPrimaryAction: UIMenu? { menu }

    /// Whether the button opens its menu on touch-down (iOS 14); a pop-up button shows its
    /// selection's title once it does.
    open override var showsMenuAsPrimaryAction: Bool {
        didSet { showSelectedMenuElement() }
    }

    /// Whether the button is a pop-up button: a menu it shows as its primary action, tracking a
    /// selection.
    private var isPopUp: Bool { changesSelectionAsPrimaryAction && showsMenuAsPrimaryAction && menu != nil }

    /// The actions of the menu and its submenus, in order.
    private func menuActions(_ menu: UIMenu) -> [UIAction] {
        menu.children.flatMap { child -> [UIAction] in
            if let submenu = child as? UIMenu { return menuActions(submenu) }
            return (child as? UIAction).map { [$0] } ?? []
        }
    }

    /// A pop-up button keeps exactly one action on (the first, if none is) and shows its title.
    private func showSelectedMenuElement() {
        guard isPopUp, let menu else { return }
        let actions = menuActions(menu)
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        for action in actions { action.state = action === selected ? .on : .off }
        if configuration != nil {
            configuration?.title = selected.title
        } else {
            setTitle(selected.title, for: .normal)
        }
    }

    override func menuDidChoose(_ action: UIAction, in parent: UIMenu) {
        guard isPopUp else { return }
        action.state = .on
        for other in menuActions(menu ?? parent) where other !== action { other.state = .off }
        showSelectedMenuElement()
    }

    // MARK: Configuration

    /// The look described as a value (iOS 15): when set, the button draws its background, image,
    /// title and subtitle from it, for its state, instead of the per-state values (Behaviour 28.6).
    open var configuration: UIButton.Configuration? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Runs when the button's configuration should follow its state; it may change `configuration`.
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the configuration is drawn as `updated(for:)` makes it for the state (default true).
    open var automaticallyUpdatesConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for `updateConfiguration()` before the next layout.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Brings the configuration up to date with the state: runs the update handler. Overrides call
    /// `super`.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    /// The label showing a configuration's subtitle; nil without one.
    open var subtitleLabel: UILabel? { configurationViews?.subtitle }

    private var needsConfigurationUpdate = false
    private var isUpdatingConfiguration = false
    /// The views a configuration draws with, made when one is first set.
    private var configurationViews: ButtonConfigurationViews?

    /// Runs a pending configuration update and draws the configuration.
    private func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        isUpdatingConfiguration = false
        guard let configuration else {
            configurationViews?.remove()
            configurationViews = nil
            label.isHidden = false
            return
        }
        let views = configurationViews ?? ButtonConfigurationViews(in: self)
        configurationViews = views
        label.isHidden = true
        imageViewStorage?.isHidden = true
        views.apply(
            automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration, to: self)
    }

    // MARK: Title

    /// The label that shows the title.
    open var titleLabel: UILabel? { label }

    /// Sets the title for `state`; `.normal`'s title shows in states without their own.
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateContent()
    }

    /// The title for `state`.
    open func title(for state: State) -> String? { titles[state] }

    /// Sets the title with attributes for `state`; it takes precedence over `setTitle(_:for:)`'s
    /// (its first character's font and colour style the whole title here; Behaviour 28.3).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state] = title
        updateContent()
    }

    /// The attributed title for `state`.
    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state] }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        updateContent()
    }

    /// The title colour for `state`: the colour set, else white for a custom button and the tint
    /// for the others.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state] ?? (buttonType == .custom ? .white : tintColor)
    }

    /// Sets the colour of the title's shadow for `state` (stored; shadows of text are not drawn).
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[state] = color
    }

    /// The colour of the title's shadow for `state`.
    open func titleShadowColor(for state: State) -> UIColor? { titleShadowColors[state] }

    /// The title shown now.
    open var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .systemBlue }
    /// The title's shadow colour now.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The attributed title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    // MARK: Images

    /// The view that shows the image (made on first use; its image is the current one).
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView(image: nil)
        imageViewStorage = view
        addSubview(view)
        return view
    }

    /// Sets the image for `state`; `.normal`'s image shows in states without their own.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        updateContent()
    }

    /// The image for `state`.
    open func image(for state: State) -> UIImage? { images[state] }

    /// Sets the image drawn behind the content, stretched over `backgroundRect(forBounds:)`, for
    /// `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
        updateContent()
    }

    /// The background image for `state`.
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state] }

    /// Sets the symbol configuration the image is shown with in `state`.
    open func setPreferredSymbolConfiguration(
        _ configuration: UIImage.SymbolConfiguration?, forImageIn state: State
    ) {
        symbolConfigurations[state] = configuration
        updateContent()
    }

    /// The symbol configuration the image is shown with in `state`.
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state]
    }

    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The symbol configuration the image is shown with now.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }

    /// Whether a custom button's image darkens while highlighted (stored; images are drawn as they
    /// are here).
    open var adjustsImageWhenHighlighted = true
    /// Whether a custom button's image dims while disabled (stored; images are drawn as they are
    /// here).
    open var adjustsImageWhenDisabled = true
    /// Whether a tap shows a glow (stored; no glow is drawn).
    open var showsTouchWhenHighlighted = false
    /// Whether the title's shadow flips while highlighted (stored).
    open var reversesTitleShadowWhenHighlighted = false

    // MARK: Layout

    /// Space around the content (image and title) inside the bounds; it adds to the intrinsic size.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { contentDidChange() }
    }
    /// Moves the title within its place beside the image: the place is inset by these and the
    /// title centred in it, so `left: 8, right: -8` moves it 8 points right. It does not change the
    /// intrinsic size, as in UIKit.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Moves the image within its place before the title, as `titleEdgeInsets` moves the title.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Where the background image goes: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the content goes: the bounds inset by `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title goes in `contentRect`: after the image, the pair placed by the content
    /// alignments, then moved by `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let slots = contentSlots(in: contentRect)
        return moved(slots.title, by: titleEdgeInsets)
    }

    /// Where the image goes in `contentRect`: before the title, the pair placed by the content
    /// alignments, then moved by `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let slots = contentSlots(in: contentRect)
        return moved(slots.image, by: imageEdgeInsets)
    }

    /// The image and title side by side at their natural sizes (the title cut to the room left),
    /// placed in `content` by the alignments.
    private func contentSlots(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let imageSize = shownImage?.size ?? .zero
        var titleSize = hasTitle ? label.sizeThatFits(.zero) : .zero
        titleSize.width = min(titleSize.width, max(content.width - imageSize.width, 0))
        let alignment = effectiveContentHorizontalAlignment
        if alignment == .fill, hasTitle { titleSize.width = max(content.width - imageSize.width, 0) }
        let total = imageSize.width + titleSize.width
        let x: CGFloat =
            switch alignment {
            case .left, .leading, .fill: content.minX
            case .right, .trailing: content.maxX - total
            case .center: content.midX - total / 2
            }
        func placed(_ size: CGSize, at x: CGFloat) -> CGRect {
            switch contentVerticalAlignment {
            case .top: CGRect(x: x, y: content.minY, width: size.width, height: size.height)
            case .bottom: CGRect(x: x, y: content.maxY - size.height, width: size.width, height: size.height)
            case .fill: CGRect(x: x, y: content.minY, width: size.width, height: content.height)
            case .center:
                CGRect(x: x, y: content.midY - size.height / 2, width: size.width, height: size.height)
            }
        }
        return (placed(imageSize, at: x), placed(titleSize, at: x + imageSize.width))
    }

    /// `slot` inset by `insets`, with the content keeping its size, centred in what is left.
    private func moved(_ slot: CGRect, by insets: UIEdgeInsets) -> CGRect {
        let room = slot.inset(by: insets)
        return CGRect(
            x: room.midX - slot.width / 2, y: room.midY - slot.height / 2, width: slot.width,
            height: slot.height)
    }

    private var hasTitle: Bool { !(currentTitle ?? "").isEmpty }

    /// The current image as shown: a symbol sized by the current symbol configuration.
    private var shownImage: UIImage? {
        guard let image = currentImage else { return nil }
        guard image.isSymbolImage, let configuration = currentPreferredSymbolConfiguration else {
            return image
        }
        return image.applyingSymbolConfiguration(configuration) ?? image
    }

    open override var isHighlighted: Bool { didSet { stateDidChange() } }
    open override var isEnabled: Bool { didSet { stateDidChange() } }
    open override var isSelected: Bool { didSet { stateDidChange() } }

    /// The title takes the tint when it has no colour of its own.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        stateDidChange()
    }

    private func stateDidChange() {
        updateContent()
        if configuration != nil || configurationUpdateHandler != nil {
            setNeedsUpdateConfiguration()
            updateConfigurationIfNeeded()
        }
    }

    /// Shows the current state's title, colours and images.
    private func updateContent() {
        if let attributed = currentAttributedTitle {
            label.attributedText = attributed
            if attributed.length == 0
                || attributed.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil
            {
                label.textColor = currentTitleColor
            }
        } else {
            label.text = currentTitle
            label.textColor = currentTitleColor
        }
        // A system button dims its title and image while highlighted.
        let dimmed: CGFloat = buttonType == .system && isHighlighted ? 0.2 : 1
        label.alpha = dimmed
        if let image = shownImage {
            imageView?.image = image
            imageView?.alpha = dimmed
        } else {
            imageViewStorage?.image = nil
        }
        if let background = currentBackgroundImage {
            let view = backgroundImageView ?? makeBackgroundImageView()
            view.image = background
        } else {
            backgroundImageView?.image = nil
        }
        contentDidChange()
    }

    private func makeBackgroundImageView() -> UIImageView {
        let view = UIImageView(image: nil)
        insertSubview(view, at: 0)
        backgroundImageView = view
        return view
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The content's size plus `contentEdgeInsets`: a title alone with UIKit's small margins
    /// (8 points each side, at least 34 points tall), an image alone at its size, an image and a
    /// title side by side; at least the background image's size.
    open override var intrinsicContentSize: CGSize {
        updateConfigurationIfNeeded()
        if let configurationViews { return configurationViews.fittingSize }
        let imageSize = shownImage?.size ?? .zero
        var size = imageSize
        if hasTitle {
            let text = label.intrinsicContentSize
            size = CGSize(
                width: imageSize.width + text.width + 16, height: max(imageSize.height, text.height + 12, 34))
        }
        size.width += contentEdgeInsets.left + contentEdgeInsets.right
        size.height += contentEdgeInsets.top + contentEdgeInsets.bottom
        if let background = currentBackgroundImage?.size {
            size = CGSize(
                width: max(size.width, background.width), height: max(size.height, background.height))
        }
        return size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        if let configurationViews {
            configurationViews.layout(in: bounds)
            return
        }
        backgroundImageView?.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        label.frame = hasTitle ? titleRect(forContentRect: content) : .zero
        imageViewStorage?.frame = shownImage == nil ? .zero : imageRect(forContentRect: content)
    }
}
