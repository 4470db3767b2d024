/// Drives an interactive transition between two layouts.
///
/// Mirrors `@MainActor open class UICollectionViewTransitionLayout : UICollectionViewLayout`
/// (iOS 7), declared so that `UICollectionViewDelegate`'s transition method has UIKit's
/// signature. Headless nothing animates: the layout keeps its two layouts and its progress.
@MainActor open class UICollectionViewTransitionLayout: UICollectionViewLayout {
  /// How far the transition has gone, from 0 to 1.
  open var transitionProgress: CGFloat = 0

  /// The layout the transition starts from.
  open private(set) var currentLayout: UICollectionViewLayout

  /// The layout the transition ends at.
  open private(set) var nextLayout: UICollectionViewLayout

  private var animatedValues: [String: CGFloat] = [:]

  /// Creates a transition from one layout to another.
  public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
    self.currentLayout = currentLayout
    self.nextLayout = newLayout
    super.init()
  }

  /// Fails: a transition layout cannot be decoded without the two layouts it joins.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Stores a value that changes with the transition's progress.
  open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
    animatedValues[key] = value
  }

  /// Returns a stored value; 0 for a key never stored.
  open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }
}
