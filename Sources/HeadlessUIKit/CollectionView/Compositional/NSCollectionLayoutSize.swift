/// Describes the width and height of an element of a compositional layout.
///
/// Mirrors `@MainActor open class NSCollectionLayoutSize : NSObject, NSCopying` (iOS 13).
@MainActor public final class NSCollectionLayoutSize: NSObject {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// Creates a size from a width and a height dimension.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  /// Returns the size in points in a container, with the estimated axes at their estimates.
  func resolved(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolved(in: container),
      height: heightDimension.resolved(in: container))
  }

  /// The axes whose dimension is estimated.
  var estimatedAxes: LayoutAxes {
    var axes: LayoutAxes = []
    if widthDimension.isEstimated { axes.insert(.horizontal) }
    if heightDimension.isEstimated { axes.insert(.vertical) }
    return axes
  }
}
