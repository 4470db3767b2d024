import TableKitTesting

/// A hand-written collection data source, delegate and prefetcher that records every call
/// (except layout sizes) as short strings such as "didSelect 0-1".
@MainActor
final class CollectionRecorder: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegate, UICollectionViewDataSourcePrefetching
{
  /// The items' titles, by section.
  var sections: [[String]]
  /// The calls so far.
  private(set) var calls: [String] = []
  /// Items whose `shouldSelectItemAt` answers false.
  var unselectable: Set<IndexPath> = []

  init(sections: [[String]]) { self.sections = sections }

  /// The calls whose text starts with one of the prefixes.
  func calls(startingWith prefixes: String...) -> [String] {
    calls.filter { call in prefixes.contains { call.hasPrefix($0) } }
  }

  /// Forgets the calls so far.
  func clear() { calls = [] }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    calls.append("cellForItem \(indexPath.text)")
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    // A label with the item's title, for renderedText().
    let label = cell.contentView.subviews.compactMap { $0 as? UILabel }.first ?? UILabel()
    if label.superview == nil { cell.contentView.addSubview(label) }
    label.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath
  ) {
    calls.append("moveItem \(source.text) → \(destination.text)")
    let title = sections[source.section].remove(at: source.item)
    sections[destination.section].insert(title, at: destination.item)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { calls.append("willDisplay \(indexPath.text)") }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    calls.append("shouldHighlight \(indexPath.text)")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    calls.append("didHighlight \(indexPath.text)")
  }

  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  {
    calls.append("didUnhighlight \(indexPath.text)")
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    calls.append("shouldSelect \(indexPath.text)")
    return !unselectable.contains(indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  {
    calls.append("shouldDeselect \(indexPath.text)")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.text)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    calls.append("didDeselect \(indexPath.text)")
  }

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    calls.append("prefetch \(indexPaths.text)")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    calls.append("didScroll \(Int(scrollView.contentOffset.x)),\(Int(scrollView.contentOffset.y))")
  }

  /// A laid-out 100 × 100 collection view of 50 × 50 items (four on screen) over this recorder.
  func makeView(horizontal: Bool = false, layout custom: UICollectionViewLayout? = nil)
    -> UICollectionView
  {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.scrollDirection = horizontal ? .horizontal : .vertical
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: custom ?? layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = self
    view.delegate = self
    view.prefetchDataSource = self
    view.layoutIfNeeded()
    clear()
    return view
  }
}
