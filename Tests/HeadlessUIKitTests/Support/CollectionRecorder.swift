import Foundation

@testable import HeadlessUIKit

/// Plays data source, prefetch data source and flow-layout delegate for a collection view in
/// tests, over a model of item labels per section, and logs every call it receives as a line
/// such as `"willDisplay 0-3"`.
@MainActor
final class CollectionRecorder: NSObject, UICollectionViewDataSource,
  UICollectionViewDataSourcePrefetching, UICollectionViewDelegateFlowLayout
{
  /// The model: one array of item labels per section.
  var sections: [[String]]
  /// Every call received, in order.
  var log: [String] = []
  /// The identifier `cellForItemAt` dequeues.
  var cellIdentifier = CollectionRecorder.cellIdentifier
  /// Replaces the usual `cellForItemAt` body when set.
  var cellProvider: ((UICollectionView, IndexPath) -> UICollectionViewCell)?
  /// What `shouldSelectItemAt` returns.
  var allowsSelecting = true
  /// What `shouldHighlightItemAt` returns.
  var allowsHighlighting = true

  static let cellIdentifier = "cell"
  static let headerIdentifier = "header"
  static let footerIdentifier = "footer"

  init(sections: [[String]]) {
    self.sections = sections
    super.init()
  }

  /// Returns only the lines that start with one of the given call names.
  func calls(_ names: String...) -> [String] {
    log.filter { line in names.contains { line.hasPrefix($0 + " ") || line == $0 } }
  }

  // MARK: Data source

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    log.append("numberOfSections")
    return sections.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    log.append("numberOfItems \(section)")
    return sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    log.append("cellForItemAt \(indexPath.label)")
    if let cellProvider { return cellProvider(collectionView, indexPath) }
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: cellIdentifier, for: indexPath)
    (cell as? LabelCell)?.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let isHeader = kind == UICollectionView.elementKindSectionHeader
    log.append("viewFor\(isHeader ? "Header" : "Footer") \(indexPath.section)")
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: isHeader ? Self.headerIdentifier : Self.footerIdentifier,
      for: indexPath)
  }

  // MARK: Prefetching

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    log.append("prefetch \(indexPaths.map(\.label).joined(separator: ","))")
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    log.append("cancel \(indexPaths.map(\.label).joined(separator: ","))")
  }

  // MARK: Delegate

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("willDisplay \(indexPath.label)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying \(indexPath.label)")
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    log.append("willDisplaySupplementary \(elementKind.shortKind) \(indexPath.section)")
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    log.append("didEndDisplayingSupplementary \(elementKind.shortKind) \(indexPath.section)")
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    log.append("shouldHighlight \(indexPath.label)")
    return allowsHighlighting
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath.label)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    log.append("didUnhighlight \(indexPath.label)")
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log.append("shouldSelect \(indexPath.label)")
    return allowsSelecting
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.label)")
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    log.append("shouldDeselect \(indexPath.label)")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.label)")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    log.append("didScroll")
  }
}

/// A cell that shows a label, numbers its instances, and counts `prepareForReuse()` calls.
@MainActor final class LabelCell: UICollectionViewCell {
  private static var made = 0
  /// The order in which this instance was created, from 1.
  let serial: Int
  /// The label the data source gave the cell.
  var text = ""
  /// How many times `prepareForReuse()` ran.
  private(set) var reuseCount = 0

  override init(frame: CGRect) {
    Self.made += 1
    serial = Self.made
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    Self.made += 1
    serial = Self.made
    super.init(coder: coder)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A section header or footer that counts `prepareForReuse()` calls.
@MainActor final class LabelSupplementary: UICollectionReusableView {
  private(set) var reuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A collection view that keeps its recorder for as long as it lives.
///
/// The view holds its data source and delegate weakly, as UIKit does, and Swift may end a
/// local's lifetime at its last use, so the view owns the recorder rather than each test
/// sprinkling `withExtendedLifetime` (or a list keeping every recorder until exit).
@MainActor final class RecordedCollectionView: UICollectionView {
  var recorder: CollectionRecorder?
}

/// Builds the collection view most tests use: 100 × 100 points, a vertical flow layout of
/// 100 × 50 items with no spacing (one item per line, two lines visible), `LabelCell`
/// registered, and the recorder as data source, prefetch data source and delegate.
///
/// With `layout`, that layout replaces the flow layout (and `header`/`footer` are unused).
@MainActor func makeCollectionView(
  _ recorder: CollectionRecorder, header: CGFloat = 0, footer: CGFloat = 0,
  width: CGFloat = 100, height: CGFloat = 100, layout custom: UICollectionViewLayout? = nil
) -> UICollectionView {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 50)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  layout.headerReferenceSize = CGSize(width: 0, height: header)
  layout.footerReferenceSize = CGSize(width: 0, height: footer)
  let collectionView = RecordedCollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height),
    collectionViewLayout: custom ?? layout)
  collectionView.recorder = recorder
  collectionView.register(
    LabelCell.self, forCellWithReuseIdentifier: CollectionRecorder.cellIdentifier)
  collectionView.register(
    LabelSupplementary.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: CollectionRecorder.headerIdentifier)
  collectionView.register(
    LabelSupplementary.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
    withReuseIdentifier: CollectionRecorder.footerIdentifier)
  collectionView.dataSource = recorder
  collectionView.delegate = recorder
  collectionView.prefetchDataSource = recorder
  return collectionView
}

/// Builds the usual collection view over labelled items, lays it out, and clears the log.
@MainActor func loadedCollectionView(_ counts: [Int]) -> (CollectionRecorder, UICollectionView) {
  let recorder = CollectionRecorder(sections: labels(counts))
  let collectionView = makeCollectionView(recorder)
  collectionView.layoutIfNeeded()
  recorder.log = []
  return (recorder, collectionView)
}

/// Returns a model of `counts.count` sections with labels such as `"1-4"`.
func labels(_ counts: [Int]) -> [[String]] {
  counts.enumerated().map { section, count in (0..<count).map { "\(section)-\($0)" } }
}

extension IndexPath {
  /// The path as `"section-item"`.
  var label: String { "\(section)-\(item)" }

  /// The paths of items in one section.
  static func items(_ items: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: section) }
  }
}

extension String {
  /// "header" or "footer" for the flow layout's kinds.
  fileprivate var shortKind: String {
    self == UICollectionView.elementKindSectionHeader ? "header" : "footer"
  }
}
