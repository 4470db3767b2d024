/// Describes the room a compositional layout lays a section out in.
///
/// Mirrors `@MainActor protocol NSCollectionLayoutContainer : NSObjectProtocol` (iOS 13).
@MainActor public protocol NSCollectionLayoutContainer: AnyObject {
  /// The size of the room before insets.
  var contentSize: CGSize { get }
  /// The size of the room after insets.
  var effectiveContentSize: CGSize { get }
  /// The insets of the room.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets of the room, resolved to points.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// Describes what a section provider knows when it is asked for a section.
///
/// Mirrors `@MainActor protocol NSCollectionLayoutEnvironment : NSObjectProtocol` (iOS 13);
/// headless it has the container only (no trait collection).
@MainActor public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// The room the section is laid out in.
  var container: any NSCollectionLayoutContainer { get }
}

/// The environment and container a compositional layout hands its section provider: the
/// collection view's bounds less its adjusted content insets (Rules.md R-comp-1).
@MainActor
final class CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment,
  NSCollectionLayoutContainer
{
  let contentSize: CGSize
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
  var container: any NSCollectionLayoutContainer { self }

  init(contentSize: CGSize) { self.contentSize = contentSize }
}
