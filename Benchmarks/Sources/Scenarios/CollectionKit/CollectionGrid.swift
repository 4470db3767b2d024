import TableKit
import TableKitTesting

/// A kit of ``GridTile`` items on a laid-out collection view in a window: 320 points wide, a
/// flow layout of 80-point square items without spacing (four a line), as a photo grid shows
/// them; or, made with ``list(tiles:visibleLines:makeView:)``, a plain list layout of
/// 44-point rows that size themselves.
@MainActor final class CollectionGrid {
  /// The window that holds the collection view, as on screen.
  let window: UIWindow
  /// The kit under measurement.
  let kit: CollectionKit<EmptySection, GridTile>
  /// The side of every item.
  nonisolated static let itemSide: CGFloat = 80
  /// How many items a line holds.
  nonisolated static let itemsPerLine = 4
  /// The height of a list row (the list layout's estimate).
  nonisolated static let rowHeight: CGFloat = 44

  /// The length of one line of items along the scroll direction.
  let lineLength: CGFloat
  /// How many items one line holds.
  let lineItems: Int

  /// Creates a kit showing `tiles` in a collection view `visibleLines` lines high, laid out.
  ///
  /// - Parameters:
  ///   - tiles: The items to show.
  ///   - visibleLines: How many lines of items fit on screen.
  ///   - makeView: Makes the collection view; by default UIKit's own class.
  ///   - estimated: Whether the layout's items have an estimated size (their size) rather than
  ///     a fixed one; false by default.
  ///   - scrolledTo: The content offset the view starts at; the anchored item is on screen there.
  ///   - anchoring: What keeps its place through each update.
  convenience init(
    tiles: [GridTile], visibleLines: Int,
    makeView: (CGRect, UICollectionViewLayout) -> UICollectionView = {
      UICollectionView(frame: $0, collectionViewLayout: $1)
    }, estimated: Bool = false, scrolledTo: CGFloat = 0,
    anchoring: ScrollAnchoring<GridTile> = .firstVisibleRow
  ) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: Self.itemSide, height: Self.itemSide)
    if estimated { layout.estimatedItemSize = layout.itemSize }
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    self.init(
      tiles: tiles, layout: layout, lineLength: Self.itemSide, lineItems: Self.itemsPerLine,
      visibleLines: visibleLines, makeView: makeView)
    kit.anchoring = anchoring
    if scrolledTo != 0 {
      view.contentOffset.y = scrolledTo
      view.layoutIfNeeded()
    }
  }

  /// Creates a kit showing `tiles` in a plain list layout `visibleLines` rows high, laid out.
  static func list(
    tiles: [GridTile], visibleLines: Int,
    makeView: (CGRect, UICollectionViewLayout) -> UICollectionView = {
      UICollectionView(frame: $0, collectionViewLayout: $1)
    }
  ) -> CollectionGrid {
    CollectionGrid(
      tiles: tiles,
      layout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)),
      lineLength: rowHeight, lineItems: 1, visibleLines: visibleLines, makeView: makeView)
  }

  private init(
    tiles: [GridTile], layout: UICollectionViewLayout, lineLength: CGFloat, lineItems: Int,
    visibleLines: Int, makeView: (CGRect, UICollectionViewLayout) -> UICollectionView
  ) {
    self.lineLength = lineLength
    self.lineItems = lineItems
    window = UIWindow(
      frame: CGRect(x: 0, y: 0, width: 320, height: lineLength * CGFloat(visibleLines)))
    let view = makeView(window.bounds, layout)
    window.addSubview(view)
    kit = CollectionKit(table: Table(rows: tiles), view: view)
    view.layoutIfNeeded()
  }

  private var showsNew = false

  /// Sets the other table `times` times — new, old, new… — laying the view out after each, as
  /// the run loop does after an update.
  func setNext(
    times: Int,
    of tables: (old: Table<EmptySection, GridTile>, new: Table<EmptySection, GridTile>)
  ) {
    for _ in 0..<times {
      showsNew.toggle()
      kit.table.value = showsNew ? tables.new : tables.old
      view.layoutIfNeeded()
      // The run loop would end the update's animation before the next set; nothing yields here.
      view.finishAnimations()
    }
  }

  /// The collection view.
  var view: UICollectionView { kit.view }

  /// The number of items on screen.
  var visibleItemCount: Int { view.indexPathsForVisibleItems.count }

  /// Returns what the cells on screen show, in order, as `Tile 7 v1`.
  func shownTexts() -> [String] {
    view.indexPathsForVisibleItems.sorted().compactMap { path in
      view.cellForItem(at: path).flatMap(Self.firstLabelText)
    }
  }

  private static func firstLabelText(in view: UIView) -> String? {
    for subview in view.subviews {
      if let label = subview as? UILabel { return label.text }
      if let text = firstLabelText(in: subview) { return text }
    }
    return nil
  }
}
