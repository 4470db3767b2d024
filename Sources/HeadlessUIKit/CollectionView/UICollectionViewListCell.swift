/// A collection view cell with a list's features: accessories, indentation and a separator
/// guide.
///
/// Mirrors `@MainActor open class UICollectionViewListCell : UICollectionViewCell` (iOS 14).
/// Headless the accessories are not drawn: `displayedAccessories` lists the ones the cell shows
/// for its editing state, and a script taps one through `tapAccessory(_:)` (both `package`, for
/// TableKitTesting; Rules.md, Cell accessories).
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
  /// The cell's accessories; the system orders them and places them on the leading or trailing
  /// side.
  open var accessories: [UICellAccessory] = [] {
    didSet { setNeedsLayout() }
  }

  /// The indentation level; default 0. A hierarchical data source sets it.
  open var indentationLevel = 0 {
    didSet { setNeedsLayout() }
  }

  /// The width of one indentation level; default 10 headless (UIKit's system value).
  open var indentationWidth: CGFloat = 10 {
    didSet { setNeedsLayout() }
  }

  /// Whether leading accessories are indented with the content; default true
  /// (UICollectionViewListCell.h).
  open var indentsAccessories = true {
    didSet { setNeedsLayout() }
  }

  /// A guide along the content the separator aligns to; headless the content view's frame
  /// after indentation.
  open var separatorLayoutGuide: UILayoutGuide {
    let guide = storedSeparatorGuide ?? UILayoutGuide()
    storedSeparatorGuide = guide
    guide.owningView = self
    guide.layoutFrame = contentView.frame
    return guide
  }
  private var storedSeparatorGuide: UILayoutGuide?

  /// Returns a new list content configuration for a cell.
  public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// The accessories shown now: those displayed in the cell's editing state and not hidden, in
  /// order, leading ones first.
  package var displayedAccessories: [UICellAccessory] {
    let editing = configurationState.isEditing
    let shown = accessories.filter { $0.isDisplayed(editing: editing) && !$0.isHidden }
    return shown.filter(\.isLeading) + shown.filter { !$0.isLeading }
  }

  /// Lays out the content view indented by the indentation level.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let indent = CGFloat(indentationLevel) * indentationWidth
    contentView.frame = CGRect(
      x: indent, y: 0, width: max(0, bounds.width - indent), height: bounds.height)
  }

  /// Taps the first displayed accessory of a kind, as a person does, and returns whether the
  /// cell shows one.
  ///
  /// An outline disclosure, a detail button, an insert or a delete control calls its action
  /// handler. With no handler an outline disclosure would toggle the item in a diffable data
  /// source's section snapshot and a delete control would reveal the trailing swipe actions
  /// (UICellAccessory.h); HeadlessUIKit models neither, so the tap does nothing. Other kinds
  /// have no tap action.
  package func tapAccessory(_ kind: UICellAccessory.AccessoryType) -> Bool {
    guard let accessory = displayedAccessories.first(where: { $0.accessoryType.kind == kind.kind })
    else { return false }
    accessory.actionHandler?()
    return true
  }

  /// Whether a tap anywhere in the cell toggles its outline expansion instead of selecting it: a
  /// displayed outline disclosure with the `.header` style (UICellAccessory.h).
  package var tapTogglesOutline: Bool {
    displayedAccessories.contains { $0.outlineStyle == .header }
  }
}
