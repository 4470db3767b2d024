import TableKitTesting
import Testing

@testable import TableKit

// Drags are scripted on HeadlessUIKit only: on iOS a test cannot drive UIKit's drag sessions.
#if !canImport(UIKit)
  // The snippets of Sources/TableKit/TableKit.docc/DragAndDrop.md, compiled and run with small
  // stand-ins for the app's store; change both together.

  struct Chore: Identifiable, Hashable, Reusable {
    var title: String
    var id: String { title }
    static func makeAndConfigure() -> (make: UITableViewCell, configure: (Chore) -> Disposable) {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      return (
        cell,
        { chore in
          cell.textLabel?.text = chore.title
          return NilDisposer()
        }
      )
    }
  }

  /// The app's store of chores, as the article's handlers update it.
  @MainActor final class ChoreStore {
    var moved: [String] = []
    var archived: [Chore] = []
    func move(_ chore: Chore, from source: IndexPath, to destination: IndexPath) {
      moved.append("\(chore.title) \(source.row)→\(destination.row)")
    }
    func archive(_ chore: Chore) { archived.append(chore) }
  }

  @MainActor @Suite(.keepsWindows) struct DragAndDropArticleTests {
    private func makeTable(_ titles: [String]) -> (TableKit<EmptySection, Chore>, UITableView) {
      let view = inWindow(UITableView(frame: .zero, style: .plain))
      return (TableKit(table: Table(rows: titles.map { Chore(title: $0) }), view: view), view)
    }

    @Test func reorderingSnippetMovesTheRowAndTellsTheStore() {
      let (kit, table) = makeTable(["a", "b", "c"])
      let store = ChoreStore()
      let bag = DisposeBag()
      kit.canMove = { _ in true }
      kit.dragAndDrop = .reordering
      bag += kit.moves.onValue { move in
        store.move(move.row, from: move.source, to: move.destination)
      }
      table.dragAndDrop(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
      #expect(store.moved == ["a 0→2"])
      #expect(kit.table.value.map(\.title) == ["b", "c", "a"])
    }

    @Test func betweenTwoListsSnippetArchivesTheTransferredRow() {
      let (inbox, inboxTable) = makeTable(["a", "b"])
      let (archive, archiveTable) = makeTable(["z"])
      let store = ChoreStore()
      let bag = DisposeBag()
      inbox.canMove = { _ in true }
      inbox.dragAndDrop = .reordering
      archive.dragAndDrop = .reordering
      bag += archive.transfers.onValue { [unowned archive] transfer in
        guard transfer.destinationKit === archive else { return }
        store.archive(transfer.row)
      }
      inboxTable.dragAndDrop(
        rowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0), in: archiveTable)
      #expect(store.archived == [Chore(title: "b")])
      #expect(archive.table.value.map(\.title) == ["b", "z"])
    }

    @Test func importSnippetMakesARowFromDroppedText() async {
      let (kit, table) = makeTable(["a"])
      let bag = DisposeBag()
      var failures: [String] = []
      kit.dragAndDrop = DragAndDropConfiguration(importing: ["public.plain-text"]) { provider in
        Chore(title: try await provider.loadText())
      }
      bag += kit.imports.onValue { result in
        if case .failed(let error) = result { failures.append(error.message) }
      }
      table.drop([NSItemProvider(object: "Milk" as NSString)], at: IndexPath(row: 1, section: 0))
      for _ in 0..<100 where kit.table.value.count < 2 { await Task.yield() }
      #expect(kit.table.value.map(\.title) == ["a", "Milk"])
      #expect(failures.isEmpty)
    }

    @Test func exportAndTestingSnippetsRun() {
      let (kit, table) = makeTable(["a", "b", "c"])
      kit.canMove = { _ in true }
      kit.dragAndDrop = DragAndDropConfiguration { chore in
        NSItemProvider(object: chore.title as NSString)
      }
      let (_, archiveTable) = makeTable(["z"])
      table.dragAndDrop(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
      // The archive table has no drag and drop: the drop is not taken.
      #expect(
        table.dragAndDrop(
          rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 0), in: archiveTable)
          == .cancel)
      table.drop([NSItemProvider(object: "Milk" as NSString)], at: IndexPath(row: 1, section: 0))
      let drag = table.liftRow(at: IndexPath(row: 1, section: 0))
      drag.move(over: table, at: IndexPath(row: 0, section: 0))
      drag.cancel()
      #expect(kit.table.value.map(\.title) == ["b", "c", "a"])
    }
  }
#endif
