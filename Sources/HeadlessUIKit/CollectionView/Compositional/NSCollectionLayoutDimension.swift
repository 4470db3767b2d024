/// Describes one dimension of an element of a compositional layout: absolute, a fraction of
/// its container, or an estimate the element's view refines.
///
/// Mirrors `@MainActor open class NSCollectionLayoutDimension : NSObject, NSCopying` (iOS 13).
/// A fractional dimension is a fraction of the container's width or height (for an item, its
/// group; for a group, the section's content area); an estimated one is laid out at the
/// estimate, then at the size the cell prefers once it is displayed (Rules.md R-comp-3).
@MainActor public final class NSCollectionLayoutDimension: NSObject {
  /// How the value is read.
  enum Kind: Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind
  /// The fraction, the points, or the estimate.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
    super.init()
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }

  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }

  /// A fixed number of points.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }

  /// An estimate in points, refined by the size the element's view prefers.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is a fixed number of points.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// Returns the points the dimension stands for in a container of a size.
  func resolved(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: container.width * dimension
    case .fractionalHeight: container.height * dimension
    case .absolute, .estimated: dimension
    }
  }
}
