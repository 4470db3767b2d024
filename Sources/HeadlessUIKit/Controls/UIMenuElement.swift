/// A menu's element; here the base of ``UIAction``, for its attributes and state.
///
/// Mirrors `@MainActor open class UIMenuElement : NSObject` (menus are not modelled).
@MainActor open class UIMenuElement: NSObject {
  /// Creates an element from an archive; headless nothing is decoded.
  public required init?(coder: NSCoder) { super.init() }

  /// Creates an element (for ``UIAction``'s initialiser; UIKit's `init()` is unavailable).
  override init() { super.init() }
}

extension UIMenuElement {
  /// How a menu element looks and behaves; raw values are UIKit's.
  public struct Attributes: OptionSet, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe: a plain value with no references.
    /// The attribute bits.
    public let rawValue: UInt
    /// Creates attributes from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown as disabled.
    public static var disabled: UIMenuElement.Attributes { Attributes(rawValue: 1 << 0) }
    /// Shown as destructive.
    public static var destructive: UIMenuElement.Attributes { Attributes(rawValue: 1 << 1) }
    /// Hidden.
    public static var hidden: UIMenuElement.Attributes { Attributes(rawValue: 1 << 2) }
    /// Keeps the menu open when chosen.
    public static var keepsMenuPresented: UIMenuElement.Attributes {
      Attributes(rawValue: 1 << 3)
    }
  }

  /// Whether a menu element shows as on, off or mixed; raw values are UIKit's.
  public enum State: Int, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe: a plain value with no references.
    case off = 0
    case on = 1
    case mixed = 2
  }
}
