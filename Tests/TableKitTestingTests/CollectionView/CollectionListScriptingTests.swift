import Testing

@testable import TableKitTesting

/// Swipes on list layouts and orthogonal scrolls of compositional sections, scripted.
@MainActor @Suite struct CollectionListScriptingTests {
  /// A plain list whose trailing provider offers Archive and Delete, Delete removing the item
  /// from `recorder` and the view; every provider call is logged.
  func makeList(_ recorder: CollectionRecorder, log: @escaping (String) -> Void)
    -> UICollectionView
  {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    weak var weakView: UICollectionView?
    configuration.trailingSwipeActionsConfigurationProvider = { [weak recorder] path in
      log("trailing \(path.text)")
      let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
        done(false)
      }
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
        recorder?.sections[path.section].remove(at: path.item)
        weakView?.deleteItems(at: [path])
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [delete, archive])
    }
    let view = recorder.makeView(
      layout: UICollectionViewCompositionalLayout.list(using: configuration))
    weakView = view
    return view
  }

  @Test func aSwipeOnAListItemRevealsItsProvidersActionsAndTapsThem() {
    let recorder = CollectionRecorder(sections: [["a", "b", "c"]])
    var log: [String] = []
    let view = makeList(recorder) { log.append($0) }
    let swiped = view.swipe(itemAt: IndexPath(item: 1, section: 0))
    #expect(swiped.titles == ["Delete", "Archive"])
    #expect(log == ["trailing 0-1"])
    #expect(swiped.tapAction(titled: "Delete") == true)
    #expect(recorder.sections == [["a", "c"]])
    #expect(view.renderedText() == "  a\n  c")
  }

  @Test func anEdgeWithoutActionsCannotBeSwiped() {
    let recorder = CollectionRecorder(sections: [["a"]])
    let view = makeList(recorder) { _ in }
    #expect(throws: InteractionError.self) {
      try view.throwing.swipe(itemAt: IndexPath(item: 0, section: 0), edge: .leading)
    }
    // The same items in a flow layout: no list, no swipe actions.
    let grid = recorder.makeView()
    #expect(throws: InteractionError.self) {
      try grid.throwing.swipe(itemAt: IndexPath(item: 0, section: 0))
    }
  }

  @Test func anOrthogonalSectionScrollsOnItsOwn() {
    let recorder = CollectionRecorder(sections: [(0..<10).map { "\($0)" }])
    let row = NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50))
    let section = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
    section.orthogonalScrollingBehavior = .groupPaging
    let view = recorder.makeView(layout: UICollectionViewCompositionalLayout(section: section))
    #expect(view.visibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    view.scroll(section: 0, orthogonallyBy: 140)
    #expect(view.visibleItems == [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
    #expect(view.contentOffset == .zero)
    #expect(throws: InteractionError.self) {
      try recorder.makeView().throwing.scroll(section: 0, orthogonallyBy: 10)
    }
  }
}
