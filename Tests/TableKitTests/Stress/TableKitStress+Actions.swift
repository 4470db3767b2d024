import TableKitTesting

@testable import TableKit

extension TableKitStress {
  /// Performs one step: something the app or the user does, or time passing.
  func step() async {
    let roll = Int.random(in: 0..<1000, using: &random)
    switch roll {
    case 0..<170: setTable()
    case 170..<230: arm()
    case 230..<310:
      action = "finish the next animation"
      kit.view.finishNextAnimation()
    case 310..<360:
      action = "finish all animations"
      kit.view.finishAnimations()
    case 360..<410:
      action = "main-actor turn"
      await waitForDeferredUpdates()
    case 410..<530: scroll()
    case 530..<610: tap()
    case 610..<690: delete()
    case 690..<730: drag()
    case 730..<750: insert()
    case 750..<800: selectRows { [kit] in kit.selection.value = $0 }
    case 800..<840:
      kit.isEditing.value.toggle()
      action = "editing \(kit.isEditing.value)"
    case 840..<860:
      kit.emptyView = kit.emptyView == nil ? UIView() : nil
      action = "empty view \(kit.emptyView == nil ? "off" : "on")"
    case 860..<940: page()
    case 940..<998:
      action = "settle"
      await settle()
    default:
      action = "new kit"
      await settle()
      makeKit()
    }
  }

  func setTable() {
    expected = tables.next(after: expected)
    if random.chance(15) {
      action = "set a table of \(expected.count) rows unanimated"
      kit.setTable(expected, animated: false)
    } else {
      action = "set a table of \(expected.count) rows"
      kit.table.value = expected
    }
  }

  private func scroll() {
    let view = kit.view
    scrollStep(toEnd: view.scrollToBottom, toStart: view.scrollToTop, by: { view.scroll(by: $0) })
  }

  /// A visible row of the view's table that `isIncluded` allows, if any.
  private func visibleRow(where isIncluded: (Item) -> Bool = { _ in true }) -> IndexPath? {
    pick(kit.view.visibleRows.filter { isIncluded(kit.shown[$0]) })
  }

  private func tap() {
    guard let path = visibleRow() else {
      action = "tap (nothing visible)"
      return
    }
    let row = kit.shown[path]
    let view = kit.view
    // Under multiple selection a tap on a selected row deselects it.
    let deselects =
      view.allowsMultipleSelection && view.indexPathsForSelectedRows?.contains(path) == true
    action = "tap \(row.id) at \(path.section)-\(path.row)"
    counts.taps += 1
    do { try view.throwing.tap(rowAt: path) } catch { return fail("the tap failed: \(error)") }
    if !deselects, !view.isEditing || view.allowsSelectionDuringEditing { expectSelected(row) }
  }

  /// Deletes a row: by swipe (sometimes with the app acting before the Delete tap, sometimes
  /// closing the swipe instead), or through the editing control while editing.
  private func delete() {
    // While editing, a row that takes inserts shows the insert control instead.
    let isEditing = kit.view.isEditing
    guard
      let path = visibleRow(where: {
        kit.canDelete?($0) == true && !(isEditing && kit.canInsert?($0) == true)
      })
    else {
      action = "delete (no deletable row visible)"
      return
    }
    let id = kit.shown[path].id
    if kit.view.isEditing {
      action = "delete \(id) with the editing control"
      do { try kit.view.throwing.delete(rowAt: path) } catch {
        return fail("the delete failed: \(error)")
      }
      return expectDeletes([id])
    }
    action = "swipe \(id)"
    let revealed: RevealedSwipeActions
    do { revealed = try kit.view.throwing.swipe(rowAt: path) } catch {
      return fail("the swipe failed: \(error)")
    }
    if random.chance(15) {
      action += ", close"
      return revealed.close()
    }
    let intervenes = random.chance(30)
    if intervenes {
      setTable()
      action = "swipe \(id), then \(action), then tap Delete"
    } else {
      action += ", tap Delete"
    }
    let present = kit.shown.contains(rowID: id)
    let before = events.count
    do { _ = try revealed.throwing.tapAction(titled: "Delete") } catch {
      if !intervenes { fail("tapping Delete failed: \(error)") }
      return
    }
    let deleted = events[before...].filter { $0.kind == .delete }.map(\.row.id)
    if deleted != (present ? [id] : []) {
      fail("Delete on \(id) (in the view: \(present)) deleted \(deleted)")
    }
  }

  private func expectDeletes(_ ids: [String]) {
    let deleted = events.filter { $0.kind == .delete }.map(\.row.id)
    if deleted != ids { fail("deleting \(ids) deleted \(deleted)") }
  }

  /// Drags a row to a random place while editing (entering editing first).
  private func drag() {
    guard kit.view.isEditing else {
      kit.isEditing.value = true
      action = "editing true (to drag)"
      return
    }
    guard let source = visibleRow(where: { kit.canMove?($0) == true }) else {
      action = "drag (no movable row visible)"
      return
    }
    let view = kit.view
    dragRow(at: source) { source, destination throws(InteractionError) in
      try view.throwing.drag(rowAt: source, to: destination)
    }
  }

  /// Taps a row's insert control while editing (entering editing first).
  private func insert() {
    guard kit.view.isEditing else {
      kit.isEditing.value = true
      action = "editing true (to insert)"
      return
    }
    guard let path = visibleRow(where: { kit.canInsert?($0) == true }) else {
      action = "insert (no row with an insert control visible)"
      return
    }
    let id = kit.shown[path].id
    action = "insert at \(id) with the editing control"
    // Not modelled: a table set from a callback during the insert. Whether the kit applies the
    // insert to it depends on whether it came before the kit took the edit in, which the run
    // cannot see; the other edits find their rows by identity and need no such order.
    armed = nil
    do { try kit.view.throwing.insert(rowAt: path) } catch {
      return fail("the insert failed: \(error)")
    }
    let requested = events.filter { $0.kind == .insert }.map(\.row.id)
    if requested != [id] { fail("inserting at \(id) reported \(requested)") }
  }

  /// Moves paging along: a page arrives or fails while loading, a failed page is retried, and
  /// now and then the list is exhausted or resumes.
  private func page() {
    switch kit.paging.value {
    case .loading where random.chance(75):
      receivePage { [kit] in kit.isLoadingNextPage = false }
    case .loading:
      action = "the page fails"
      kit.paging.value = .failed
    case .failed:
      action = "retry the page"
      nearEndAt = nil
      kit.retryPaging()
    case .idle where random.chance(10):
      action = "paging exhausted"
      kit.paging.value = .exhausted
    case .idle:
      action = "scroll to the bottom for a page"
      kit.view.scrollToBottom()
    case .exhausted:
      action = "paging resumes"
      kit.paging.value = .idle
    }
  }
}
