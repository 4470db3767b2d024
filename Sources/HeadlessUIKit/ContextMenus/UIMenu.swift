/// A menu: a title and its elements, actions or submenus.
///
/// Mirrors `@MainActor open class UIMenu : UIMenuElement`.
@MainActor open class UIMenu: UIMenuElement {
  /// The menu's title; empty for a context menu's root.
  open private(set) var title: String
  /// The menu's subtitle.
  open private(set) var subtitle: String?
  /// The menu's image.
  open private(set) var image: UIImage?
  /// The menu's identifier: the given one, or a unique generated one.
  open private(set) var identifier: UIMenu.Identifier
  /// How the menu shows.
  open private(set) var options: UIMenu.Options
  /// The menu's elements, in order.
  open private(set) var children: [UIMenuElement]

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - title: The title; empty by default.
  ///   - subtitle: The subtitle; nil by default.
  ///   - image: The image; nil by default.
  ///   - identifier: The identifier; nil generates a unique one.
  ///   - options: How the menu shows; none by default.
  ///   - children: The elements.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
    children: [UIMenuElement] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.identifier = identifier ?? UIMenu.Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init()
  }

  /// Creates a menu from an archive; headless nothing is decoded.
  public required init?(coder: NSCoder) {
    title = ""
    identifier = UIMenu.Identifier(UUID().uuidString)
    options = []
    children = []
    super.init(coder: coder)
  }

  /// Returns a copy of the menu with other elements.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }
}

extension UIMenu {
  /// Names a menu.
  public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe: a plain value with no references.
    /// The identifier's string.
    public let rawValue: String
    /// Creates an identifier from a string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from a string.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows; raw values are UIKit's (`UIMenuOptions`).
  public struct Options: OptionSet, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe: a plain value with no references.
    /// The option bits.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shows the elements inline in the parent menu, with separators.
    public static var displayInline: UIMenu.Options { Options(rawValue: 1 << 0) }
    /// Shows the menu as destructive.
    public static var destructive: UIMenu.Options { Options(rawValue: 1 << 1) }
    /// Lets one element be on at a time.
    public static var singleSelection: UIMenu.Options { Options(rawValue: 1 << 5) }
  }
}
