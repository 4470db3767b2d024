/// An accessory a list cell shows at its leading or trailing edge: a disclosure chevron, a
/// checkmark, editing controls, an outline disclosure, a label or a custom view.
///
/// Mirrors `public struct UICellAccessory` (iOS 14): made only through its static functions,
/// read through ``accessoryType``; `popUpMenu(_:…)` is not modelled (HeadlessUIKit has no `UIMenu`). Headless an accessory is not drawn; `UICollectionViewListCell`
/// lists the ones it shows for its editing state and runs their action handlers when a script
/// taps them (Rules.md, Cell accessories).
public struct UICellAccessory {
  /// Called when the accessory is tapped.
  public typealias ActionHandler = () -> Void

  /// When an accessory shows, in the cell's editing state.
  public enum DisplayedState: Hashable, Sendable {
    /// Always.
    case always
    /// Only while the cell is editing.
    case whenEditing
    /// Only while the cell is not editing.
    case whenNotEditing
  }

  /// The width reserved for an accessory.
  public enum LayoutDimension: Sendable {
    /// The accessory's own width.
    case actual
    /// The system's standard width.
    case standard
    /// A width in points.
    case custom(CGFloat)
  }

  /// The kind of an accessory.
  public enum AccessoryType: Hashable {
    /// A disclosure chevron.
    case disclosureIndicator
    /// An outline disclosure chevron.
    case outlineDisclosure
    /// A checkmark.
    case checkmark
    /// A delete control.
    case delete
    /// An insert control.
    case insert
    /// A reorder control.
    case reorder
    /// A multiple-selection control.
    case multiselect
    /// A text label.
    case label
    /// A custom view.
    case customView(UIView)
    /// A detail (info) button.
    case detail
    /// A pop-up menu.
    case popUpMenu
  }

  /// The kind of the accessory.
  public let accessoryType: AccessoryType
  /// When the accessory shows.
  let displayed: DisplayedState
  /// Whether the accessory is hidden (it keeps its space and does nothing).
  let isHidden: Bool
  /// What a tap on the accessory calls, if anything.
  let actionHandler: ActionHandler?
  /// The outline disclosure's style (outline disclosures only).
  let outlineStyle: OutlineDisclosureOptions.Style?
  /// The label accessory's text (labels only); `package` for TableKitTesting's rendering.
  package let text: String?
  /// The edge a custom view is placed on; nil for the system's placement.
  let placement: Placement?

  private init(
    _ accessoryType: AccessoryType, displayed: DisplayedState, isHidden: Bool,
    actionHandler: ActionHandler? = nil, outlineStyle: OutlineDisclosureOptions.Style? = nil,
    text: String? = nil, placement: Placement? = nil
  ) {
    self.accessoryType = accessoryType
    self.displayed = displayed
    self.isHidden = isHidden
    self.actionHandler = actionHandler
    self.outlineStyle = outlineStyle
    self.text = text
    self.placement = placement
  }

  /// Returns whether the accessory shows in an editing state.
  func isDisplayed(editing: Bool) -> Bool {
    switch displayed {
    case .always: true
    case .whenEditing: editing
    case .whenNotEditing: !editing
    }
  }

  /// Whether the accessory sits at the leading edge: the editing controls, and custom views
  /// placed there.
  var isLeading: Bool {
    switch accessoryType {
    case .delete, .insert, .multiselect: true
    case .customView:
      if case .leading = placement { true } else { false }
    default: false
    }
  }
}

extension UICellAccessory {
  /// Options of a disclosure indicator.
  public struct DisclosureIndicatorOptions {
    /// Whether it is hidden; default false.
    public var isHidden: Bool
    /// The width reserved for it; default `.standard`.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint; default nil (the system's).
    public var tintColor: UIColor?
    /// Creates options; nil keeps a default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// A disclosure chevron pointing to the trailing side.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always,
    options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden)
  }

  /// A detail (info) button; its handler runs on a tap, and with none a tap does nothing.
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .detail, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// A checkmark.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory {
    UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden)
  }

  /// A delete control; its handler runs on a tap. With no handler, UIKit reveals the cell's
  /// trailing swipe actions (UICellAccessory.h).
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .delete, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// An insert control; its handler runs on a tap, and with none a tap does nothing.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .insert, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// A reorder control.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden)
  }

  /// A multiple-selection control that follows the cell's selection.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
  ) -> UICellAccessory {
    UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden)
  }

  /// A rotating chevron that shows and toggles an outline item's expansion.
  ///
  /// A tap calls `actionHandler`. With no handler, UIKit toggles the item in the section
  /// snapshot of a diffable data source (UICellAccessory.h); HeadlessUIKit has no diffable data
  /// source, so a tap on a handler-less outline disclosure does nothing.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always,
    options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
      actionHandler: actionHandler, outlineStyle: options.style)
  }

  /// A short text, such as a count.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  ) -> UICellAccessory {
    UICellAccessory(.label, displayed: displayed, isHidden: options.isHidden, text: text)
  }

  /// A custom view placed at the edge its configuration names.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let displayed: DisplayedState =
      switch configuration.placement {
      case .leading(let displayed, _), .trailing(let displayed, _): displayed
      }
    return UICellAccessory(
      .customView(configuration.customView), displayed: displayed,
      isHidden: configuration.isHidden, placement: configuration.placement)
  }
}
