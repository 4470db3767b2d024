/// Returns the menu a context menu shows, given the actions UIKit suggests (none headless).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// Returns the view controller a context menu shows as its preview, or nil for the view itself.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// Describes a context menu: its identifier, and closures that make its preview and menu when
/// the menu is about to show.
///
/// Mirrors `@MainActor open class UIContextMenuConfiguration : NSObject` (iOS 13; the iOS 16
/// `badgeCount`, `secondaryItemIdentifiers` and `preferredMenuElementOrder` too).
@MainActor open class UIContextMenuConfiguration: NSObject {
  /// The configuration's identifier: the given one, or a new `NSUUID`.
  open private(set) var identifier: any NSCopying
  /// The identifiers of the other items the menu acts on (iOS 16).
  open var secondaryItemIdentifiers: Set<AnyHashable> = []
  /// The badge the preview shows when the menu acts on several items (iOS 16).
  open var badgeCount = 0
  /// How the menu orders its elements (iOS 16).
  open var preferredMenuElementOrder = ElementOrder.automatic

  /// Makes the preview's view controller when the menu is about to show.
  package let previewProvider: UIContextMenuContentPreviewProvider?
  /// Makes the menu when the menu is about to show.
  package let actionProvider: UIContextMenuActionProvider?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - identifier: An identifier for the configuration; nil generates an `NSUUID`.
  ///   - previewProvider: Makes the preview's view controller; nil previews the view itself.
  ///   - actionProvider: Makes the menu; nil shows no menu.
  public init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? NSUUID()
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }
}

extension UIContextMenuConfiguration {
  /// How a context menu orders its elements; raw values are UIKit's.
  public enum ElementOrder: Int, Sendable {
    /// The system chooses.
    case automatic = 0
    /// The first element closest to the touch.
    case priority = 1
    /// The elements in their order.
    case fixed = 2
  }
}
