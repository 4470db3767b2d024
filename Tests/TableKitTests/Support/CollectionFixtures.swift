import TableKit

/// A row model made for collection views: its Reusable view is a collection view cell with a
/// label.
struct Tile: Identifiable, Hashable, Sendable {
  var id: Int
  var text: String

  init(_ id: Int, _ text: String? = nil) {
    self.id = id
    self.text = text ?? "t\(id)"
  }
}

extension Tile: Reusable {
  static func makeAndConfigure() -> (make: UICollectionViewCell, configure: (Tile) -> Disposable) {
    let cell = UICollectionViewCell(frame: .zero)
    let label = UILabel()
    cell.contentView.addSubview(label)
    return (
      cell,
      { tile in
        label.text = tile.text
        return NilDisposer()
      }
    )
  }
}

/// Rows of tiles `ids`, one section.
func tiles(_ ids: [Int]) -> Table<EmptySection, Tile> {
  Table(rows: ids.map { Tile($0) })
}

/// A collection view of 320×`height` points in a window, with a flow layout of 100×40-point
/// items and no spacing: three items a line, five lines on screen by default.
@MainActor func windowedCollectionView(height: CGFloat = 200) -> UICollectionView {
  inWindow(UICollectionView(frame: .zero, collectionViewLayout: gridLayout()), height: height)
}

/// The flow layout of the collection tests: 100×40-point items, no spacing.
@MainActor func gridLayout() -> UICollectionViewFlowLayout {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 40)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  return layout
}

/// Places `collectionView` in a window of 320×`height` points; the window lasts until the test
/// ends when its suite has the ``Trait/keepsWindows`` trait.
@MainActor func inWindow<View: UICollectionView>(_ collectionView: View, height: CGFloat = 200)
  -> View
{
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
  collectionView.frame = window.bounds
  window.addSubview(collectionView)
  (WindowKeeper.current ?? .unscoped).keep(window)
  return collectionView
}

/// Returns the text of each visible item, in order, as `section-item text`.
@MainActor func renderedItems(_ collectionView: UICollectionView) -> [String] {
  collectionView.layoutIfNeeded()
  return collectionView.indexPathsForVisibleItems.sorted().map { path in
    let text = collectionView.cellForItem(at: path).flatMap(firstLabelText) ?? "?"
    return "\(path.section)-\(path.item) \(text)"
  }
}

/// Returns the text of the first label with text inside `view`, depth first.
@MainActor func firstLabelText(in view: UIView) -> String? {
  for subview in view.subviews {
    if let label = subview as? UILabel, let text = label.text { return text }
    if let text = firstLabelText(in: subview) { return text }
  }
  return nil
}

/// A collection view whose batch animations finish only when the test says so, as on a device
/// where `performBatchUpdates`' completion runs after the animation.
final class DeferredAnimationCollectionView: UICollectionView {
  private(set) var batchCount = 0
  private var completions: [(Bool) -> Void] = []
  /// Called inside each batch when the kit reconfigures items, with the paths.
  var onReconfigure: (([IndexPath]) -> Void)?

  override func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    batchCount += 1
    super.performBatchUpdates(updates, completion: nil)
    if let completion { completions.append(completion) }
  }

  override func reconfigureItems(at indexPaths: [IndexPath]) {
    onReconfigure?(indexPaths)
    super.reconfigureItems(at: indexPaths)
  }

  /// Finishes the animations in flight, in order.
  func finishDeferredAnimations() {
    while !completions.isEmpty { completions.removeFirst()(true) }
  }
}

/// A deferred-animation collection view in a window.
@MainActor func deferredCollectionView(height: CGFloat = 200) -> DeferredAnimationCollectionView {
  inWindow(
    DeferredAnimationCollectionView(frame: .zero, collectionViewLayout: gridLayout()),
    height: height)
}
