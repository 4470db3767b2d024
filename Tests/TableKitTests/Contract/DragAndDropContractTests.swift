import TableKitTesting
import Testing

@testable import TableKit

// Drags are scripted on HeadlessUIKit only: on iOS a test cannot drive UIKit's drag sessions.
#if !canImport(UIKit)
  extension KitDriver {
    /// Drags a row with drag and drop (no editing mode) and drops it at `destination`, in this
    /// kit's view or in `other`'s.
    @discardableResult
    func dragAndDrop(
      from source: IndexPath, to destination: IndexPath, in other: KitDriver? = nil
    ) -> UIDropOperation {
      if let table = view as? UITableView {
        return table.dragAndDrop(rowAt: source, to: destination, in: other?.view as? UITableView)
      }
      let grid = view as! UICollectionView
      return grid.dragAndDrop(itemAt: source, to: destination, in: other?.view as? UICollectionView)
    }

    /// Lifts a row for a drag the test moves step by step.
    func lift(_ source: IndexPath) -> ScriptedDrag {
      if let table = view as? UITableView { return table.liftRow(at: source) }
      return (view as! UICollectionView).liftItem(at: source)
    }

    /// Moves a drag over a row of this kit's view.
    @discardableResult
    func move(_ drag: ScriptedDrag, to destination: IndexPath?) -> UIDropOperation? {
      if let table = view as? UITableView { return drag.move(over: table, at: destination) }
      return drag.move(over: view as! UICollectionView, at: destination)
    }

    /// Drops items from another app on this kit's view.
    @discardableResult
    func drop(_ providers: [NSItemProvider], at destination: IndexPath) -> UIDropOperation {
      if let table = view as? UITableView { return table.drop(providers, at: destination) }
      return (view as! UICollectionView).drop(providers, at: destination)
    }
  }

  /// Rows reorder by drag and drop without editing mode, move between two kits, come from other
  /// apps and go to them; the move guard decides every drop of a row.
  @MainActor @Suite(.keepsWindows) struct DragAndDropContractTests {
    private func reordering(_ kind: KitKind, _ table: Table<String, Note>) -> KitDriver<
      String, Note
    > {
      let driver = kind.make(table)
      driver.kit.canMove = { _ in true }
      driver.kit.dragAndDrop = .reordering
      return driver
    }

    private func twoSections() -> Table<String, Note> {
      Table(sections: [("a", [Note(1), Note(2), Note(3)]), ("b", [])])
    }

    @Test(arguments: KitKind.allCases)
    func draggingARowWithinItsSectionReordersItAndReportsTheMove(kind: KitKind) {
      let driver = reordering(kind, twoSections())
      let moves = Recorder(driver.kit.moves)
      #expect(
        driver.dragAndDrop(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
          == .move)
      #expect(
        driver.kit.table.value == Table(sections: [("a", [Note(2), Note(3), Note(1)]), ("b", [])]))
      #expect(driver.rendered == ["0-0 n2", "0-1 n3", "0-2 n1"])
      #expect(
        moves.values == [
          RowMove(
            row: Note(1), source: IndexPath(row: 0, section: 0),
            destination: IndexPath(row: 2, section: 0))
        ])
    }

    @Test(arguments: KitKind.allCases)
    func draggingARowIntoAnEmptySectionMovesItThere(kind: KitKind) {
      let driver = reordering(kind, twoSections())
      let moves = Recorder(driver.kit.moves)
      driver.dragAndDrop(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
      #expect(
        driver.kit.table.value == Table(sections: [("a", [Note(1), Note(3)]), ("b", [Note(2)])]))
      #expect(driver.rowCounts == [2, 1])
      #expect(moves.values.map(\.destination) == [IndexPath(row: 0, section: 1)])
    }

    @Test(arguments: KitKind.allCases)
    func theMoveGuardDecidesWhereADroppedRowLands(kind: KitKind) {
      let driver = reordering(kind, twoSections())
      // Rows stay in their section: a drop elsewhere sends the row back.
      driver.kit.moveTarget = { _, source, proposed in
        proposed.section == source.section ? proposed : source
      }
      let moves = Recorder(driver.kit.moves)
      driver.dragAndDrop(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
      #expect(driver.kit.table.value == twoSections())
      #expect(moves.values.isEmpty)
    }

    @Test(arguments: KitKind.allCases)
    func aRowTheKitCannotMoveCannotBeLifted(kind: KitKind) {
      let driver = reordering(kind, twoSections())
      driver.kit.canMove = { $0.id != 1 }
      let view = driver.view
      #expect(throws: InteractionError.self) {
        if let table = view as? UITableView {
          _ = try table.throwing.liftRow(at: IndexPath(row: 0, section: 0))
        } else {
          _ = try (view as! UICollectionView).throwing.liftItem(at: IndexPath(row: 0, section: 0))
        }
      }
    }

    @Test(arguments: KitKind.allCases)
    func aCancelledDragChangesNothing(kind: KitKind) {
      let driver = reordering(kind, twoSections())
      let moves = Recorder(driver.kit.moves)
      let drag = driver.lift(IndexPath(row: 0, section: 0))
      #expect(driver.move(drag, to: IndexPath(row: 2, section: 0)) == .move)
      drag.cancel()
      #expect(driver.kit.table.value == twoSections())
      #expect(moves.values.isEmpty)
    }

    @Test(arguments: KitKind.allCases)
    func aRowDraggedIntoAnotherKitMovesThereAndBothReportOneTransfer(kind: KitKind) {
      let inbox = reordering(kind, Table(sections: [("in", [Note(1), Note(2)])]))
      let archive = reordering(kind, Table(sections: [("arch", [Note(7)])]))
      let inboxTransfers = Recorder(inbox.kit.transfers)
      let archiveTransfers = Recorder(archive.kit.transfers)
      let operation = inbox.dragAndDrop(
        from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0), in: archive)
      #expect(operation == .move)
      #expect(inbox.kit.table.value == Table(sections: [("in", [Note(1)])]))
      #expect(archive.kit.table.value == Table(sections: [("arch", [Note(2), Note(7)])]))
      #expect(inbox.rendered == ["0-0 n1"])
      #expect(archive.rendered == ["0-0 n2", "0-1 n7"])
      let expected = RowTransfer(
        row: Note(2), sourceKit: inbox.kit, source: IndexPath(row: 1, section: 0),
        destinationKit: archive.kit, destination: IndexPath(row: 0, section: 0))
      #expect(inboxTransfers.values == [expected])
      #expect(archiveTransfers.values == [expected])
    }

    @Test(arguments: KitKind.allCases)
    func aTableSetFromATransferHandlerIsShownAfterTheDrop(kind: KitKind) async {
      let inbox = reordering(kind, Table(sections: [("in", [Note(1), Note(2)])]))
      let archive = reordering(kind, Table(sections: [("arch", [Note(7)])]))
      let bag = DisposeBag()
      // The app answers a transfer by replacing the archive's table, from inside the drop.
      bag += archive.kit.transfers.onValue { [weak archive] transfer in
        archive?.kit.table.value = Table(sections: [("arch", [transfer.row, Note(8)])])
      }
      inbox.dragAndDrop(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0), in: archive)
      await waitForDeferredUpdates()
      #expect(archive.kit.table.value == Table(sections: [("arch", [Note(1), Note(8)])]))
      #expect(archive.rendered == ["0-0 n1", "0-1 n8"])
      #expect(inbox.rendered == ["0-0 n2"])
    }

    @Test(arguments: KitKind.allCases)
    func aKitThatDoesNotReorderForbidsRowsFromAnotherKit(kind: KitKind) {
      let inbox = reordering(kind, Table(sections: [("in", [Note(1)])]))
      let archive = kind.make(Table(sections: [("arch", [Note(7)])]))
      archive.kit.dragAndDrop = DragAndDropConfiguration(reorders: false)
      let operation = inbox.dragAndDrop(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 0), in: archive)
      #expect(operation == .forbidden)
      #expect(inbox.kit.table.value == Table(sections: [("in", [Note(1)])]))
      #expect(archive.kit.table.value == Table(sections: [("arch", [Note(7)])]))
    }

    private func importing(_ kind: KitKind) -> KitDriver<String, Note> {
      let driver = kind.make(Table(sections: [("a", [Note(1), Note(2)])]))
      driver.kit.dragAndDrop = DragAndDropConfiguration(importing: ["public.plain-text"]) {
        provider in
        let text = try await provider.loadText()
        return Note(100 + text.count, text)
      }
      return driver
    }

    @Test(arguments: KitKind.allCases)
    func anItemFromAnotherAppBecomesARowWhereItWasDropped(kind: KitKind) async {
      let driver = importing(kind)
      let imports = Recorder(driver.kit.imports)
      let operation = driver.drop(
        [NSItemProvider(object: "Milk" as NSString)], at: IndexPath(row: 1, section: 0))
      #expect(operation == .copy)
      await waitForDeferredUpdates()
      for _ in 0..<100 where imports.values.isEmpty { await Task.yield() }
      #expect(imports.values == [.inserted(Note(104, "Milk"), at: IndexPath(row: 1, section: 0))])
      #expect(
        driver.kit.table.value == Table(sections: [("a", [Note(1), Note(104, "Milk"), Note(2)])]))
      #expect(driver.rendered == ["0-0 n1", "0-1 Milk", "0-2 n2"])
    }

    @Test(arguments: KitKind.allCases)
    func anItemThatCannotBeReadIsReportedAndInsertsNothing(kind: KitKind) async {
      let driver = importing(kind)
      let imports = Recorder(driver.kit.imports)
      let provider = NSItemProvider()
      provider.registerDataRepresentation(forTypeIdentifier: "public.plain-text", visibility: .all)
      {
        completion in
        completion(Data([0xFF, 0xFE, 0xFD]), nil)
        return nil
      }
      driver.drop([provider], at: IndexPath(row: 0, section: 0))
      await waitForDeferredUpdates()
      for _ in 0..<100 where imports.values.isEmpty { await Task.yield() }
      guard case .failed(let error) = imports.values.first else {
        Issue.record("expected a failed import, got \(imports.values)")
        return
      }
      #expect(error.typeIdentifiers == ["public.plain-text"])
      #expect(error.message.contains("no plain text"))
      #expect(driver.kit.table.value == Table(sections: [("a", [Note(1), Note(2)])]))
    }

    @Test(arguments: KitKind.allCases)
    func anItemOfATypeTheKitDoesNotTakeIsForbidden(kind: KitKind) {
      let driver = importing(kind)
      let provider = NSItemProvider()
      provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { _ in
        nil
      }
      #expect(driver.drop([provider], at: IndexPath(row: 0, section: 0)) == .forbidden)
      #expect(driver.kit.table.value == Table(sections: [("a", [Note(1), Note(2)])]))
    }

    @Test(arguments: KitKind.allCases)
    func aRowDraggedOutCarriesItsExportedItemProvider(kind: KitKind) {
      let driver = kind.make(Table(sections: [("a", [Note(1), Note(2)])]))
      driver.kit.dragAndDrop = DragAndDropConfiguration(reorders: false) { note in
        NSItemProvider(object: note.text as NSString)
      }
      let drag = driver.lift(IndexPath(row: 1, section: 0))
      #expect(
        drag.session.items.map(\.itemProvider.registeredTypeIdentifiers) == [
          ["public.utf8-plain-text"]
        ])
      #expect(!drag.session.isRestrictedToDraggingApplication)
      // Not a row other kits can take: it does not reorder.
      #expect(drag.session.items.allSatisfy { $0.localObject == nil })
      drag.cancel()
    }

    @Test func importingWithoutTypesStopsNamingTheFix() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = DragAndDropConfiguration<Note>(importing: []) { _ in Note(0) }
      }
      let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(output.contains("importing needs at least one uniform type identifier"))
    }
  }
#endif
