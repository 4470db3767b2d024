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

  init(focusHeading: UIFocusHeading) {
    self.focusHeading = focusHeading
    super.init()
  }
}

/// Describes a move of focus in a table view.
///
/// Mirrors `@MainActor open class UITableViewFocusUpdateContext : UIFocusUpdateContext`.
@MainActor open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
  /// The row that had focus; nil if none did.
  open private(set) var previouslyFocusedIndexPath: IndexPath?
  /// The row that takes focus; nil if none does.
  open private(set) var nextFocusedIndexPath: IndexPath?

  init(from previous: IndexPath?, to next: IndexPath?, heading: UIFocusHeading) {
    previouslyFocusedIndexPath = previous
    nextFocusedIndexPath = next
    super.init(focusHeading: heading)
  }
}

/// Describes a move of focus in a collection view.
///
/// Mirrors `@MainActor open class UICollectionViewFocusUpdateContext : UIFocusUpdateContext`.
@MainActor open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
  /// The item that had focus; nil if none did.
  open private(set) var previouslyFocusedIndexPath: IndexPath?
  /// The item that takes focus; nil if none does.
  open private(set) var nextFocusedIndexPath: IndexPath?

  init(from previous: IndexPath?, to next: IndexPath?, heading: UIFocusHeading) {
    previouslyFocusedIndexPath = previous
    nextFocusedIndexPath = next
    super.init(focusHeading: heading)
  }
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
