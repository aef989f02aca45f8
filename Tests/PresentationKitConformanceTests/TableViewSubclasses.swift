import Foundation
import PresentationKit

/// `UITableView` with every listed member overridden in UIKit's spelling.
class ConformingTableView: UITableView {
    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        note("UITableView")
    }
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UITableView")
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var style: UITableView.Style {
        note("UITableView")
        return super.style
    }
    override var dataSource: UITableViewDataSource? {
        get {
            note("UITableView")
            return super.dataSource
        }
        set { super.dataSource = newValue }
    }
    override var delegate: UIScrollViewDelegate? {
        get {
            note("UITableView")
            return super.delegate
        }
        set { super.delegate = newValue }
    }
    override var rowHeight: CGFloat {
        get {
            note("UITableView")
            return super.rowHeight
        }
        set { super.rowHeight = newValue }
    }
    override var estimatedRowHeight: CGFloat {
        get {
            note("UITableView")
            return super.estimatedRowHeight
        }
        set { super.estimatedRowHeight = newValue }
    }
    override var sectionHeaderHeight: CGFloat {
        get {
            note("UITableView")
            return super.sectionHeaderHeight
        }
        set { super.sectionHeaderHeight = newValue }
    }
    override var sectionFooterHeight: CGFloat {
        get {
            note("UITableView")
            return super.sectionFooterHeight
        }
        set { super.sectionFooterHeight = newValue }
    }
    override var estimatedSectionHeaderHeight: CGFloat {
        get {
            note("UITableView")
            return super.estimatedSectionHeaderHeight
        }
        set { super.estimatedSectionHeaderHeight = newValue }
    }
    override var estimatedSectionFooterHeight: CGFloat {
        get {
            note("UITableView")
            return super.estimatedSectionFooterHeight
        }
        set { super.estimatedSectionFooterHeight = newValue }
    }
    override var separatorStyle: UITableViewCell.SeparatorStyle {
        get {
            note("UITableView")
            return super.separatorStyle
        }
        set { super.separatorStyle = newValue }
    }
    override var separatorColor: UIColor? {
        get {
            note("UITableView")
            return super.separatorColor
        }
        set { super.separatorColor = newValue }
    }
    override var separatorInset: UIEdgeInsets {
        get {
            note("UITableView")
            return super.separatorInset
        }
        set { super.separatorInset = newValue }
    }
    override var tableHeaderView: UIView? {
        get {
            note("UITableView")
            return super.tableHeaderView
        }
        set { super.tableHeaderView = newValue }
    }
    override var tableFooterView: UIView? {
        get {
            note("UITableView")
            return super.tableFooterView
        }
        set { super.tableFooterView = newValue }
    }
    override var backgroundView: UIView? {
        get {
            note("UITableView")
            return super.backgroundView
        }
        set { super.backgroundView = newValue }
    }
    override var allowsSelection: Bool {
        get {
            note("UITableView")
            return super.allowsSelection
        }
        set { super.allowsSelection = newValue }
    }
    override var allowsMultipleSelection: Bool {
        get {
            note("UITableView")
            return super.allowsMultipleSelection
        }
        set { super.allowsMultipleSelection = newValue }
    }
    override var indexPathForSelectedRow: IndexPath? {
        note("UITableView")
        return super.indexPathForSelectedRow
    }
    override var indexPathsForSelectedRows: [IndexPath]? {
        note("UITableView")
        return super.indexPathsForSelectedRows
    }
    override var numberOfSections: Int {
        note("UITableView")
        return super.numberOfSections
    }
    override var visibleCells: [UITableViewCell] {
        note("UITableView")
        return super.visibleCells
    }
    override var indexPathsForVisibleRows: [IndexPath]? {
        note("UITableView")
        return super.indexPathsForVisibleRows
    }
    override func selectRow(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
    ) {
        note("UITableView")
        super.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    override func deselectRow(at indexPath: IndexPath, animated: Bool) {
        note("UITableView")
        super.deselectRow(at: indexPath, animated: animated)
    }
    override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        note("UITableView")
        super.register(cellClass, forCellReuseIdentifier: identifier)
    }
    override func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        note("UITableView")
        super.register(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }
    override func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        note("UITableView")
        return super.dequeueReusableCell(withIdentifier: identifier)
    }
    override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    {
        note("UITableView")
        return super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    override func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
        -> UITableViewHeaderFooterView?
    {
        note("UITableView")
        return super.dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }
    override func numberOfRows(inSection section: Int) -> Int {
        note("UITableView")
        return super.numberOfRows(inSection: section)
    }
    override func reloadData() {
        note("UITableView")
        super.reloadData()
    }
    override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        note("UITableView")
        super.reloadRows(at: indexPaths, with: animation)
    }
    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        note("UITableView")
        super.insertRows(at: indexPaths, with: animation)
    }
    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        note("UITableView")
        super.deleteRows(at: indexPaths, with: animation)
    }
    override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        note("UITableView")
        super.reloadSections(sections, with: animation)
    }
    override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        note("UITableView")
        super.insertSections(sections, with: animation)
    }
    override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        note("UITableView")
        super.deleteSections(sections, with: animation)
    }
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        note("UITableView")
        super.performBatchUpdates(updates, completion: completion)
    }
    override func beginUpdates() {
        note("UITableView")
        super.beginUpdates()
    }
    override func endUpdates() {
        note("UITableView")
        super.endUpdates()
    }
    override func scrollToRow(
        at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
    ) {
        note("UITableView")
        super.scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
    override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        note("UITableView")
        return super.cellForRow(at: indexPath)
    }
    override func indexPath(for cell: UITableViewCell) -> IndexPath? {
        note("UITableView")
        return super.indexPath(for: cell)
    }
    override func indexPathForRow(at point: CGPoint) -> IndexPath? {
        note("UITableView")
        return super.indexPathForRow(at: point)
    }
    override func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        note("UITableView")
        return super.indexPathsForRows(in: rect)
    }
    override func rect(forSection section: Int) -> CGRect {
        note("UITableView")
        return super.rect(forSection: section)
    }
    override func rectForRow(at indexPath: IndexPath) -> CGRect {
        note("UITableView")
        return super.rectForRow(at: indexPath)
    }
    override func rectForHeader(inSection section: Int) -> CGRect {
        note("UITableView")
        return super.rectForHeader(inSection: section)
    }
    override func rectForFooter(inSection section: Int) -> CGRect {
        note("UITableView")
        return super.rectForFooter(inSection: section)
    }
    override func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        note("UITableView")
        return super.headerView(forSection: section)
    }
    override func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        note("UITableView")
        return super.footerView(forSection: section)
    }
}

/// `UITableViewCell` with every listed member overridden in UIKit's spelling.
class ConformingTableViewCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        note("UITableViewCell")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UITableViewCell")
    }
    override var reuseIdentifier: String? {
        note("UITableViewCell")
        return super.reuseIdentifier
    }
    override var contentView: UIView {
        note("UITableViewCell")
        return super.contentView
    }
    override var textLabel: UILabel? {
        note("UITableViewCell")
        return super.textLabel
    }
    override var detailTextLabel: UILabel? {
        note("UITableViewCell")
        return super.detailTextLabel
    }
    override var imageView: UIImageView? {
        note("UITableViewCell")
        return super.imageView
    }
    override var backgroundView: UIView? {
        get {
            note("UITableViewCell")
            return super.backgroundView
        }
        set { super.backgroundView = newValue }
    }
    override var selectedBackgroundView: UIView? {
        get {
            note("UITableViewCell")
            return super.selectedBackgroundView
        }
        set { super.selectedBackgroundView = newValue }
    }
    override var accessoryType: UITableViewCell.AccessoryType {
        get {
            note("UITableViewCell")
            return super.accessoryType
        }
        set { super.accessoryType = newValue }
    }
    override var accessoryView: UIView? {
        get {
            note("UITableViewCell")
            return super.accessoryView
        }
        set { super.accessoryView = newValue }
    }
    override var selectionStyle: UITableViewCell.SelectionStyle {
        get {
            note("UITableViewCell")
            return super.selectionStyle
        }
        set { super.selectionStyle = newValue }
    }
    override var separatorInset: UIEdgeInsets {
        get {
            note("UITableViewCell")
            return super.separatorInset
        }
        set { super.separatorInset = newValue }
    }
    override var isSelected: Bool {
        get {
            note("UITableViewCell")
            return super.isSelected
        }
        set { super.isSelected = newValue }
    }
    override var isHighlighted: Bool {
        get {
            note("UITableViewCell")
            return super.isHighlighted
        }
        set { super.isHighlighted = newValue }
    }
    override func setSelected(_ selected: Bool, animated: Bool) {
        note("UITableViewCell")
        super.setSelected(selected, animated: animated)
    }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        note("UITableViewCell")
        super.setHighlighted(highlighted, animated: animated)
    }
    override func prepareForReuse() {
        note("UITableViewCell")
        super.prepareForReuse()
    }
}

/// `UITableViewHeaderFooterView` with every listed member overridden in UIKit's spelling.
class ConformingHeaderFooterView: UITableViewHeaderFooterView {
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        note("UITableViewHeaderFooterView")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UITableViewHeaderFooterView")
    }
    override var reuseIdentifier: String? {
        note("UITableViewHeaderFooterView")
        return super.reuseIdentifier
    }
    override var contentView: UIView {
        note("UITableViewHeaderFooterView")
        return super.contentView
    }
    override var textLabel: UILabel? {
        note("UITableViewHeaderFooterView")
        return super.textLabel
    }
    override var backgroundView: UIView? {
        get {
            note("UITableViewHeaderFooterView")
            return super.backgroundView
        }
        set { super.backgroundView = newValue }
    }
    override func prepareForReuse() {
        note("UITableViewHeaderFooterView")
        super.prepareForReuse()
    }
}

/// `UIImageView` with every listed member overridden in UIKit's spelling.
class ConformingImageView: UIImageView {
    override init(image: UIImage?) {
        super.init(image: image)
        note("UIImageView")
    }
    override init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(image: image, highlightedImage: highlightedImage)
        note("UIImageView")
    }
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UIImageView")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UIImageView")
    }
    override var image: UIImage? {
        get {
            note("UIImageView")
            return super.image
        }
        set { super.image = newValue }
    }
    override var highlightedImage: UIImage? {
        get {
            note("UIImageView")
            return super.highlightedImage
        }
        set { super.highlightedImage = newValue }
    }
    override var isHighlighted: Bool {
        get {
            note("UIImageView")
            return super.isHighlighted
        }
        set { super.isHighlighted = newValue }
    }
    override var intrinsicContentSize: CGSize {
        note("UIImageView")
        return super.intrinsicContentSize
    }
}
