import TableKitTesting

@testable import TableKit

extension CollectionKitStress {
  /// Performs one step: something the app or the user does, or time passing.
  func step() async {
    let roll = Int.random(in: 0..<1000, using: &random)
    switch roll {
    case 0..<190: setTable()
    case 190..<250: arm()
    case 250..<340:
      action = "finish the next animation"
      kit.view.finishNextAnimation()
    case 340..<400:
      action = "finish all animations"
      kit.view.finishAnimations()
    case 400..<450:
      action = "main-actor turn"
      await waitForDeferredUpdates()
    case 450..<590: scroll()
    case 590..<690: tap()
    case 690..<780: drag()
    case 780..<840: selectRows { [kit] in kit.selection.value = $0 }
    case 840..<860:
      kit.emptyView = kit.emptyView == nil ? UIView() : nil
      action = "empty view \(kit.emptyView == nil ? "off" : "on")"
    case 860..<930: page()
    case 930..<998:
      action = "settle"
      await settle()
    default:
      action = "new kit"
      await settle()
      makeKit()
    }
  }

  private func setTable() {
    expected = tables.next(after: expected)
    action = "set a table of \(expected.count) rows"
    kit.table.value = expected
  }

  private func scroll() {
    let view = kit.view
    scrollStep(toEnd: view.scrollToEnd, toStart: view.scrollToStart, by: { view.scroll(by: $0) })
  }

  /// A visible item of the view's table that `isIncluded` allows, if any.
  private func visibleItem(where isIncluded: (Item) -> Bool = { _ in true }) -> IndexPath? {
    pick(kit.view.visibleItems.sorted().filter { isIncluded(kit.shown[$0]) })
  }

  private func tap() {
    guard let path = visibleItem() else {
      action = "tap (nothing visible)"
      return
    }
    let row = kit.shown[path]
    let wasSelected = kit.view.indexPathsForSelectedItems?.contains(path) == true
    action = "tap \(row.id) at \(path.section)-\(path.item)"
    counts.taps += 1
    do { try kit.view.throwing.tap(itemAt: path) } catch { return fail("the tap failed: \(error)") }
    if !wasSelected { expectSelected(row) }
  }

  /// Drags an item to a random place.
  private func drag() {
    guard let source = visibleItem(where: { kit.canMove?($0) == true }) else {
      action = "drag (no movable item visible)"
      return
    }
    let view = kit.view
    dragRow(at: source) { source, destination throws(InteractionError) in
      try view.throwing.drag(itemAt: source, to: destination)
    }
  }

  /// A page arrives while loading (the flag cleared before or after the table is set), or the
  /// user scrolls to the end for one.
  private func page() {
    guard kit.isLoadingNextPage else {
      action = "scroll to the end for a page"
      return kit.view.scrollToEnd()
    }
    receivePage { [kit] in kit.isLoadingNextPage = false }
  }
}
