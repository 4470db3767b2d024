/// Describes what a compositional layout does across all its sections.
///
/// Mirrors `@MainActor open class UICollectionViewCompositionalLayoutConfiguration : NSObject,
/// NSCopying` (iOS 13).
@MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The direction sections follow one another and the content scrolls; default vertical.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical

  /// The space between one section and the next; default 0.
  open var interSectionSpacing: CGFloat = 0

  /// Creates a configuration with UIKit's defaults.
  public override init() {
    super.init()
  }
}
