// Raw values from the iOS SDK headers (Rules.md R-decl-5).

extension UITableViewCell {
  /// The built-in cell layouts.
  public enum CellStyle: Int, Sendable {
    /// A title and an optional image; no detail label.
    case `default` = 0
    /// A title on the left and a detail on the right.
    case value1 = 1
    /// A blue detail on the left and a title on the right.
    case value2 = 2
    /// A title with a detail below it.
    case subtitle = 3
  }

  /// The separator styles.
  public enum SeparatorStyle: Int, Sendable {
    /// No separator.
    case none = 0
    /// A single line.
    case singleLine = 1
    /// An etched line (deprecated in iOS 11).
    case singleLineEtched = 2
  }

  /// How a selected cell looks.
  public enum SelectionStyle: Int, Sendable {
    /// No selection appearance.
    case none = 0
    /// Blue (shown as gray since iOS 7).
    case blue = 1
    /// Gray.
    case gray = 2
    /// The default appearance.
    case `default` = 3
  }

  /// The editing control a row shows.
  public enum EditingStyle: Int, Sendable {
    /// No control.
    case none = 0
    /// A delete control.
    case delete = 1
    /// An insert control.
    case insert = 2
  }

  /// The standard accessory views.
  public enum AccessoryType: Int, Sendable {
    /// No accessory.
    case none = 0
    /// A chevron.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }

  /// The editing controls a cell is showing.
  public struct StateMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// Creates a mask from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The cell shows its editing control.
    public static let showingEditControl = StateMask(rawValue: 1 << 0)
    /// The cell shows its delete confirmation.
    public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
  }
}
