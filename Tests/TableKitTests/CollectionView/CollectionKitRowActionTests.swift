import TableKitTesting
import Testing

@testable import TableKit

/// A list layout's swipe providers come from the same row actions as a table's swipes.
@MainActor @Suite(.keepsWindows) struct CollectionKitRowActionTests {
  @Test func theSwipeProviderConvertsTheRowActionsOfAnEdge() {
    let kit = CollectionKit(table: notes([1, 2]), view: windowedCollectionView())
    kit.rowActions = { note in
      [
        RowAction(title: "Pin \(note.text)").swipe(.leading),
        RowAction(id: "delete", title: "Delete", attributes: .destructive).swipe(
          .trailing, primary: true),
      ]
    }
    let invoked = Recorder(kit.didInvokeAction)
    let trailing = kit.swipeActionsProvider(for: .trailing)
    let leading = kit.swipeActionsProvider(for: .leading)
    #expect(leading(IndexPath(item: 1, section: 0))?.actions.map(\.title) == ["Pin n2"])
    let configuration = trailing(IndexPath(item: 0, section: 0))
    #expect(configuration?.actions.map(\.style) == [.destructive])
    #expect(configuration?.performsFirstActionWithFullSwipe == true)
    var performed: Bool?
    if let action = configuration?.actions.first {
      action.handler(action, kit.view) { performed = $0 }
    }
    #expect(performed == true)
    #expect(invoked.values.map(\.row) == [Note(1)])
    #expect(trailing(IndexPath(item: 5, section: 0)) == nil)
    kit.dispose()
    #expect(leading(IndexPath(item: 0, section: 0)) == nil)
  }
}

#if !canImport(UIKit)
  /// A long press on one of several selected items acts on all of them (iOS 16's multi-item
  /// menus).
  @MainActor @Suite(.keepsWindows) struct CollectionKitMultiItemMenuTests {
    @Test func aMenuOnASelectionOffersTheActionsEveryRowHasAndInvokesEachRow() {
      let kit = CollectionKit(table: notes([1, 2, 3]), view: windowedCollectionView())
      kit.view.allowsMultipleSelection = true
      kit.rowActions = { note in
        [RowAction(id: "share", title: "Share")]
          + (note.id == 1 ? [RowAction(id: "pin", title: "Pin")] : [])
      }
      let invoked = Recorder(kit.didInvokeAction)
      kit.view.layoutIfNeeded()
      kit.selection.value = [Note(1), Note(3)]
      let menu = kit.view.longPress(itemAt: IndexPath(item: 2, section: 0))
      #expect(menu.indexPaths == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
      #expect(menu.titles == ["Share"])
      menu.chooseItem(titled: "Share")
      #expect(invoked.values.map(\.row) == [Note(1), Note(3)])
      #expect(kit.view.longPress(itemAt: IndexPath(item: 1, section: 0)).titles == ["Share"])
      #expect(kit.view.longPress(itemAt: IndexPath(item: 0, section: 0)).titles == ["Share"])
      kit.selection.value = []
      #expect(
        kit.view.longPress(itemAt: IndexPath(item: 0, section: 0)).titles == ["Share", "Pin"])
    }
  }
#endif

/// A list layout whose swipe providers come from a kit made before the layout: the view starts
/// with a flow layout, the kit is made, then the list layout replaces it.
@MainActor func listLayout(swipingWith kit: CollectionKit<EmptySection, Note>)
  -> UICollectionViewCompositionalLayout
{
  var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
  list.leadingSwipeActionsConfigurationProvider = kit.swipeActionsProvider(for: .leading)
  list.trailingSwipeActionsConfigurationProvider = kit.swipeActionsProvider(for: .trailing)
  return UICollectionViewCompositionalLayout.list(using: list)
}

#if !canImport(UIKit)
  /// A user's swipe on a list layout reaches the kit's row actions end to end.
  @MainActor @Suite(.keepsWindows) struct CollectionKitListSwipeTests {
    @Test func aSwipeOnAListItemShowsItsRowActionsAndReportsTheOneTapped() {
      let kit = CollectionKit(table: notes([1, 2]), view: windowedCollectionView())
      kit.rowActions = { note in
        [
          RowAction(title: "Pin \(note.text)").swipe(.leading),
          RowAction(id: "delete", title: "Delete", attributes: .destructive).swipe(
            .trailing, primary: true),
        ]
      }
      kit.view.collectionViewLayout = listLayout(swipingWith: kit)
      kit.view.layoutIfNeeded()
      let invoked = Recorder(kit.didInvokeAction)
      let leading = kit.view.swipe(itemAt: IndexPath(item: 1, section: 0), edge: .leading)
      #expect(leading.titles == ["Pin n2"])
      leading.close()
      let trailing = kit.view.swipe(itemAt: IndexPath(item: 0, section: 0))
      #expect(trailing.titles == ["Delete"])
      #expect(trailing.performsFirstActionWithFullSwipe)
      #expect(trailing.swipeFully() == true)
      #expect(invoked.values.map(\.row) == [Note(1)])
      #expect(invoked.values.map(\.action.id) == ["delete"])
    }
  }
#endif
