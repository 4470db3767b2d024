/// The item sizes of one flow layout preparation, with the delegate's `sizeForItemAt` probed
/// once for the pass rather than once per item.
///
/// UIKit's flow layout asks `respondsToSelector:` for
/// `collectionView(_:layout:sizeForItemAt:)`: when the delegate has it, the layout calls it for
/// every item as it prepares, else every item takes `itemSize`
/// (developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize: "If the
/// delegate does not implement the collectionView(_:layout:sizeForItemAt:) method, the flow
/// layout uses the value in this property to set the size of each cell"). The pass probes the
/// method at the first item (``OptionalRequirement``) and then calls it directly, or fills every
/// item with the fallback size without a call.
@MainActor struct FlowItemSizePass {
  private unowned let layout: UICollectionViewFlowLayout
  /// The collection view's delegate as a flow layout delegate, loaded and cast once.
  let delegate: (any UICollectionViewDelegateFlowLayout)?
  /// Whether the delegate implements `sizeForItemAt`, once probed.
  private var implementsSize: Bool?
  /// The size of an item the delegate gives no size for: `itemSize`, or the estimated size
  /// when one is set (headless cells do not size themselves).
  private let fallbackSize: CGSize

  /// Starts a preparation pass of a flow layout with a delegate.
  init(layout: UICollectionViewFlowLayout, delegate: (any UICollectionViewDelegateFlowLayout)?) {
    self.layout = layout
    self.delegate = delegate
    let estimated = layout.estimatedItemSize
    fallbackSize =
      estimated == .zero || estimated == UICollectionViewFlowLayout.automaticSize
      ? layout.itemSize : estimated
  }

  /// Returns the sizes of a section's items.
  mutating func sizes(
    ofItems count: Int, inSection section: Int, of collectionView: UICollectionView
  ) -> [CGSize] {
    var sizes: [CGSize] = []
    sizes.reserveCapacity(count)
    for item in 0..<count {
      guard let delegate, implementsSize != false else {
        sizes.append(contentsOf: repeatElement(fallbackSize, count: count - item))
        break
      }
      let path = IndexPath(item: item, section: section)
      if implementsSize == true {
        sizes.append(delegate.collectionView(collectionView, layout: layout, sizeForItemAt: path))
        continue
      }
      let layout = layout
      let (size, implemented) = OptionalRequirement.call(
        "collectionView(_:layout:sizeForItemAt:)", of: delegate
      ) {
        delegate.collectionView(collectionView, layout: layout, sizeForItemAt: path)
      }
      implementsSize = implemented
      sizes.append(implemented ? size : fallbackSize)
    }
    return sizes
  }
}
