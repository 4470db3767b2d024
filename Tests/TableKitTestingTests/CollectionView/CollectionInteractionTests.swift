import Testing

@testable import TableKitTesting

/// Taps, scrolls and drags on a collection view replay UIKit's item call sequences.
@MainActor @Suite struct CollectionInteractionTests {
  func item(_ item: Int, section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

  @Test func aTapHighlightsThenSelectsAndDeselectsThePreviousItem() {
    let recorder = CollectionRecorder(sections: [(0..<20).map { "\($0)" }])
    let view = recorder.makeView()
    view.tap(item: 1)
    recorder.clear()
    view.tap(itemAt: item(2))
    #expect(
      recorder.calls == [
        "shouldHighlight 0-2", "didHighlight 0-2", "didUnhighlight 0-2", "shouldSelect 0-2",
        "didDeselect 0-1", "didSelect 0-2",
      ])
    #expect(view.indexPathsForSelectedItems == [item(2)])
  }

  @Test func multipleSelectionDeselectsATappedSelectedItemAndShouldSelectCanRefuse() {
    let recorder = CollectionRecorder(sections: [(0..<20).map { "\($0)" }])
    let view = recorder.makeView()
    view.allowsMultipleSelection = true
    view.tap(item: 0)
    view.tap(item: 3)
    recorder.clear()
    view.tap(item: 0)
    #expect(
      recorder.calls == [
        "shouldHighlight 0-0", "didHighlight 0-0", "didUnhighlight 0-0", "shouldDeselect 0-0",
        "didDeselect 0-0",
      ])
    recorder.unselectable = [item(1)]
    view.tap(item: 1)
    #expect(view.indexPathsForSelectedItems == [item(3)])
  }

  @Test func scrollingFollowsTheLayoutAxisAndPrefetchesAhead() {
    let recorder = CollectionRecorder(sections: [(0..<40).map { "\($0)" }])
    let view = recorder.makeView(horizontal: true)
    view.scroll(by: 100)
    #expect(view.contentOffset == CGPoint(x: 100, y: 0))
    #expect(view.visibleItems == [item(4), item(5), item(6), item(7)])
    #expect(recorder.calls(startingWith: "didScroll") == ["didScroll 100,0"])
    #expect(!recorder.calls(startingWith: "prefetch").isEmpty)
    recorder.clear()
    view.fling()
    let displayed = Set(recorder.calls(startingWith: "willDisplay"))
    #expect(displayed == Set((8..<40).map { "willDisplay 0-\($0)" }))
    #expect(view.visibleItems.last == item(39))
  }

  @Test func scrollingToAnItemShowsIt() {
    let recorder = CollectionRecorder(sections: [(0..<40).map { "\($0)" }])
    let view = recorder.makeView()
    view.scroll(toItemAt: item(13))
    #expect(view.visibleItems.contains(item(13)))
    view.scrollToEnd()
    #expect(view.visibleItems.last == item(39))
    view.scrollToStart()
    #expect(view.visibleItems.first == item(0))
  }

  @Test func draggingAnItemMovesModelAndView() {
    let recorder = CollectionRecorder(sections: [["a", "b", "c", "d"]])
    let view = recorder.makeView()
    #expect(view.drag(itemAt: item(0), to: item(2)) == item(2))
    #expect(recorder.calls(startingWith: "moveItem") == ["moveItem 0-0 → 0-2"])
    #expect(recorder.sections == [["b", "c", "a", "d"]])
    #expect(view.numberOfItems(inSection: 0) == 4)
  }

  @Test func tappingAMissingItemNamesTheCounts() {
    let recorder = CollectionRecorder(sections: [["a"], []])
    let view = recorder.makeView()
    let error = #expect(throws: InteractionError.self) { try view.throwing.tap(itemAt: item(2)) }
    #expect(
      error?.message
        == "Cannot tap item 0-2 (section-item): it does not exist; the collection view has 2 "
        + "sections (section 0: 1 item, section 1: 0 items). Use an existing index path, or "
        + "reload the view after changing its data.")
  }

  /// A data source with the required methods only: no `moveItemAt`.
  final class BareItems: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
  }

  @Test func draggingWithoutMoveItemAtNamesTheMissingMethod() {
    // Rules.md R-opt-2: HeadlessUIKit's default of moveItemAt ran, so the item shows no reorder
    // control.
    let bare = BareItems()
    // The recorder stays the delegate; only the data source is replaced.
    let recorder = CollectionRecorder(sections: [["a"]])
    let view = recorder.makeView()
    view.dataSource = bare
    view.reloadData()
    let error = #expect(throws: InteractionError.self) {
      try view.throwing.drag(itemAt: item(0), to: item(2))
    }
    #expect(error?.message.contains("does not implement collectionView(_:moveItemAt:to:)") == true)
    withExtendedLifetime((bare, recorder)) {}
  }
}
