import TableKitTesting
import Testing

@testable import TableKit

// The snippets of Sources/TableKit/TableKit.docc/Paging.md and Editing.md, compiled and run with
// small stand-ins for the app's feed and store; change both together.

struct Article: Identifiable, Hashable, Reusable {
  var id: Int
  static func makeAndConfigure() -> (make: UITableViewCell, configure: (Article) -> Disposable) {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    return (
      cell,
      { article in
        cell.textLabel?.text = "a\(article.id)"
        return NilDisposer()
      }
    )
  }
}

/// A feed that loads pages of five articles when asked.
@MainActor final class Feed {
  enum Page {
    case loaded([Article], isLast: Bool)
    case failed
  }

  private let emitter = Emitter<Page>()
  var pages: Signal<Page> { emitter.signal }
  var loaded: [Article] = []
  var failNext = false
  private(set) var requests = 0

  func loadNextPage() { requests += 1 }

  func deliver() {
    if failNext {
      failNext = false
      emitter.send(.failed)
      return
    }
    loaded += (loaded.count..<loaded.count + 5).map { Article(id: $0) }
    emitter.send(.loaded(loaded, isLast: loaded.count >= 15))
  }
}

struct Todo: Identifiable, Hashable, Reusable {
  var id: Int
  var isAddRow: Bool { id < 0 }
  static let addRow = Todo(id: -1)
  nonisolated(unsafe) static var nextID = 100
  static func new() -> Todo {
    nextID += 1
    return Todo(id: nextID)
  }
  static func makeAndConfigure() -> (make: UITableViewCell, configure: (Todo) -> Disposable) {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    return (
      cell,
      { task in
        cell.textLabel?.text = task.isAddRow ? "+" : "t\(task.id)"
        return NilDisposer()
      }
    )
  }
}

@MainActor @Suite(.keepsWindows) struct PagingAndEditingArticleTests {
  @Test func thePagingSnippetFillsTheListAPageAtATimeAndRetries() async {
    let tableView = windowedTableView()
    let feed = Feed()
    let bag = DisposeBag()
    // Paging.md
    let kit = TableKit<EmptySection, Article>(view: tableView)
    bag += kit.nearEnd.onValue {
      kit.paging.value = .loading
      feed.loadNextPage()
    }
    bag += feed.pages.onValue { result in
      switch result {
      case .loaded(let articles, let isLast):
        kit.table.value = Table(rows: articles)
        kit.paging.value = isLast ? .exhausted : .idle
      case .failed:
        kit.paging.value = .failed
      }
    }
    // The empty list asks for page one; each short page asks for the next.
    await waitForDeferredUpdates()
    #expect(feed.requests == 1)
    feed.deliver()
    #expect(feed.requests == 2)
    feed.failNext = true
    feed.deliver()
    #expect(kit.paging.value == .failed)
    kit.retryPaging()
    #expect(feed.requests == 3)
    feed.deliver()
    kit.view.scrollToBottom()
    await waitForDeferredUpdates()
    feed.deliver()
    #expect(kit.paging.value == .exhausted)
    #expect(kit.table.value.count == 15)
  }

  @Test func theEditingSnippetKeepsTheAddRowLast() {
    let tableView = windowedTableView(height: 400)
    let todos = [Todo(id: 1), Todo(id: 2)]
    var deleted: [Todo] = []
    var moved: [RowMove<Todo>] = []
    let bag = DisposeBag()
    // Editing.md
    let kit = TableKit(table: Table(rows: todos + [Todo.addRow]), view: tableView)
    kit.canDelete = { !$0.isAddRow }
    kit.canMove = { !$0.isAddRow }
    kit.canInsert = { $0.isAddRow }
    kit.makeInsertedRow = { _ in Todo.new() }
    kit.moveTarget = { [unowned kit] _, source, proposed in
      proposed.row < kit.table.value.count - 1 ? proposed : source  // the add row stays last
    }
    bag += kit.moves.onValue { moved.append($0) }
    bag += kit.didDelete.onValue { deleted.append($0) }
    kit.isEditing.value.toggle()
    kit.view.insert(rowAt: IndexPath(row: 2, section: 0))
    #expect(kit.table.value.map(\.id) == [1, 2, 101, -1])
    let landed = kit.view.drag(
      rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
    #expect(landed == IndexPath(row: 0, section: 0))
    kit.view.drag(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(kit.table.value.map(\.id) == [2, 101, 1, -1])
    #expect(moved.map(\.row.id) == [1])
    kit.view.delete(rowAt: IndexPath(row: 0, section: 0))
    #expect(deleted == [Todo(id: 2)])
    #expect(kit.table.value.map(\.id) == [101, 1, -1])
  }
}
