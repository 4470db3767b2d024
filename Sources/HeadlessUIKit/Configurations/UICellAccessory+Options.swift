// The options of each accessory, with UIKit's initialisers: a nil argument keeps the default.

extension UICellAccessory {
  /// Options of a detail button.
  public struct DetailOptions {
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

  /// Options of a checkmark.
  public struct CheckmarkOptions {
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

  /// Options of a delete control.
  public struct DeleteOptions {
    /// Whether it is hidden; default false.
    public var isHidden: Bool
    /// The width reserved for it; default `.standard`.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint; default nil (the system's).
    public var tintColor: UIColor?
    /// Its background; default nil (the system's red).
    public var backgroundColor: UIColor?
    /// Creates options; nil keeps a default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of an insert control.
  public struct InsertOptions {
    /// Whether it is hidden; default false.
    public var isHidden: Bool
    /// The width reserved for it; default `.standard`.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint; default nil (the system's).
    public var tintColor: UIColor?
    /// Its background; default nil (the system's green).
    public var backgroundColor: UIColor?
    /// Creates options; nil keeps a default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of a reorder control.
  public struct ReorderOptions {
    /// Whether it is hidden; default false.
    public var isHidden: Bool
    /// The width reserved for it; default `.standard`.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint; default nil (the system's).
    public var tintColor: UIColor?
    /// Whether a vertical separator shows before it after another accessory; default true.
    public var showsVerticalSeparator: Bool
    /// Creates options; nil keeps a default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator ?? true
    }
  }

  /// Options of a multiple-selection control.
  public struct MultiselectOptions {
    /// Whether it is hidden; default false.
    public var isHidden: Bool
    /// The width reserved for it; default `.standard`.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint; default nil (the system's).
    public var tintColor: UIColor?
    /// Its background; default nil (the system's).
    public var backgroundColor: UIColor?
    /// Creates options; nil keeps a default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of an outline disclosure.
  public struct OutlineDisclosureOptions {
    /// Where a tap toggles the expansion.
    public enum Style: Hashable, Sendable {
      /// Decided by whether the cell is a section header (through a diffable data source);
      /// headless, as ``cell``.
      case automatic
      /// A tap anywhere in the cell toggles the expansion; the cell is not selected.
      case header
      /// Only a tap on the accessory toggles the expansion; a tap on the cell selects it.
      case cell
    }

    /// Where a tap toggles the expansion; default `.automatic`.
    public var style: Style
    /// Whether it is hidden; default false.
    public var isHidden: Bool
    /// The width reserved for it; default `.standard`.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint; default nil (the system's).
    public var tintColor: UIColor?
    /// Creates options; nil keeps a default.
    public init(
      style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.style = style ?? .automatic
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// Options of a label.
  public struct LabelOptions {
    /// Whether it is hidden; default false.
    public var isHidden: Bool
    /// The width reserved for it; default `.actual`.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint; default nil (the system's).
    public var tintColor: UIColor?
    /// Its font; default the body style.
    public var font: UIFont
    /// Whether its font follows the content size category; default true.
    public var adjustsFontForContentSizeCategory: Bool
    /// Creates options; nil keeps a default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, font: UIFont? = nil,
      adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
      self.tintColor = tintColor
      self.font = font ?? .preferredFont(forTextStyle: .body)
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
    }
  }

  /// The edge a custom view accessory is placed on, and where among the edge's accessories.
  public enum Placement {
    /// Returns the index to insert the accessory at among an edge's accessories.
    public typealias Position = (_ accessories: [UICellAccessory]) -> Int

    /// At the leading edge; by default the position nearest the inside of the cell.
    case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
    /// At the trailing edge; by default the position nearest the inside of the cell.
    case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

    /// A position before the first accessory of the same kind, or at the start when none.
    public static func position(before accessory: UICellAccessory) -> Position {
      { accessories in
        accessories.firstIndex { $0.accessoryType.kind == accessory.accessoryType.kind } ?? 0
      }
    }

    /// A position after the last accessory of the same kind, or at the end when none.
    public static func position(after accessory: UICellAccessory) -> Position {
      { accessories in
        accessories.lastIndex { $0.accessoryType.kind == accessory.accessoryType.kind }
          .map { $0 + 1 } ?? accessories.count
      }
    }
  }

  /// A custom view accessory's view and placement.
  public struct CustomViewConfiguration {
    /// The view.
    public let customView: UIView
    /// Where it is placed.
    public let placement: Placement
    /// Whether it is hidden; default false.
    public var isHidden: Bool
    /// The width reserved for it; default `.actual`.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint; default nil (the system's).
    public var tintColor: UIColor?
    /// Whether the view keeps its frame size; default false.
    public var maintainsFixedSize: Bool
    /// Creates a configuration; nil keeps a default.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }
  }
}

extension UICellAccessory.AccessoryType {
  /// The kind without a custom view's identity: two custom views are the same kind (UIKit's
  /// placement positions match "the accessory matching the class specified").
  var kind: Int {
    switch self {
    case .disclosureIndicator: 0
    case .outlineDisclosure: 1
    case .checkmark: 2
    case .delete: 3
    case .insert: 4
    case .reorder: 5
    case .multiselect: 6
    case .label: 7
    case .customView: 8
    case .detail: 9
    case .popUpMenu: 10
    }
  }
}
