/// The directions focus can move in; raw values are UIKit's (`UIFocus.h`).
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
  /// The heading bits.
  public let rawValue: UInt
  /// Creates a heading from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Up (the up arrow).
  public static let up = UIFocusHeading(rawValue: 1 << 0)
  /// Down (the down arrow).
  public static let down = UIFocusHeading(rawValue: 1 << 1)
  /// Left (the left arrow).
  public static let left = UIFocusHeading(rawValue: 1 << 2)
  /// Right (the right arrow).
  public static let right = UIFocusHeading(rawValue: 1 << 3)
  /// Next (tab).
  public static let next = UIFocusHeading(rawValue: 1 << 4)
  /// Previous (shift-tab).
  public static let previous = UIFocusHeading(rawValue: 1 << 5)
  /// The first item.
  public static let first = UIFocusHeading(rawValue: 1 << 8)
  /// The last item.
  public static let last = UIFocusHeading(rawValue: 1 << 9)
}

/// Describes one move of focus.
///
/// Mirrors `@MainActor open class UIFocusUpdateContext : NSObject` (its focus items are not
/// modelled; the table and collection contexts name index paths).
@MainActor open class UIFocusUpdateContext: NSObject {
  /// The direction focus moves in; none when it moves for another reason.
  open private(set) var focusHeading: UIFocusHeading
  /// The row or item that had focus, for the table and collection contexts (whose public
  /// properties name it).
  let previousPath: IndexPath?
  /// The row or item that takes focus, likewise.
  let nextPath: IndexPath?

  init(from previous: IndexPath?, to next: IndexPath?, heading: UIFocusHeading) {
    focusHeading = heading
    previousPath = previous
    nextPath = next
    super.init()
  }
}

/// Describes a move of focus in a table view.
///
/// Mirrors `@MainActor open class UITableViewFocusUpdateContext : UIFocusUpdateContext`.
@MainActor open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
  /// The row that had focus; nil if none did.
  open var previouslyFocusedIndexPath: IndexPath? { previousPath }
  /// The row that takes focus; nil if none does.
  open var nextFocusedIndexPath: IndexPath? { nextPath }
}

/// Describes a move of focus in a collection view.
///
/// Mirrors `@MainActor open class UICollectionViewFocusUpdateContext : UIFocusUpdateContext`.
@MainActor open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
  /// The item that had focus; nil if none did.
  open var previouslyFocusedIndexPath: IndexPath? { previousPath }
  /// The item that takes focus; nil if none does.
  open var nextFocusedIndexPath: IndexPath? { nextPath }
}

/// Runs animations alongside a focus move; headless they run at once.
///
/// Mirrors `@MainActor open class UIFocusAnimationCoordinator : NSObject`.
@MainActor open class UIFocusAnimationCoordinator: NSObject {
  /// Runs animations with the focus move, then the completion.
  open func addCoordinatedAnimations(
    _ animations: (() -> Void)?, completion: (() -> Void)? = nil
  ) {
    animations?()
    completion?()
  }
}
