import TableKitTesting
import Testing

@testable import TableKit

/// The same row groups on a collection view.
@MainActor @Suite(.keepsWindows) struct CollectionRadioGroupTests {
  @Test func aRadioGroupOnAGridChecksTheTappedOptionAndKeepsNoSelection() async {
    let kit = CollectionKit<EmptySection, Tile>(view: windowedCollectionView())
    let colour = RadioGroup(options: ["red", "green", "blue"], choice: "red") { name, checked in
      Tile(name.count, checked ? "[\(name)]" : name)
    }
    let bag = DisposeBag()
    bag += kit.show([(EmptySection(), [.group(colour)])])
    kit.view.finishAnimations()
    #expect(kit.view.renderedText() == "  [red] | green | blue")
    kit.view.tap(item: 2)
    await waitForDeferredUpdates()
    #expect(colour.choice.value == "blue")
    #expect(kit.view.renderedText() == "  red | green | [blue]")
    #expect(kit.selection.value.isEmpty)
  }

  @Test func groupHeightsBecomeItemHeights() {
    let kit = CollectionKit<EmptySection, Tile>(view: windowedCollectionView())
    let bag = DisposeBag()
    bag += kit.show([(EmptySection(), [.group(StaticRow(Tile(1), height: 70)), .row(Tile(2))])])
    kit.view.layoutIfNeeded()
    let tall = kit.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size
    let plain = kit.view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.size
    #expect(tall == CGSize(width: 100, height: 70))
    #expect(plain == CGSize(width: 100, height: 40))
  }
}
