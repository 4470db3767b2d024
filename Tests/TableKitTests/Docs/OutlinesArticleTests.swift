import TableKitTesting
import Testing

@testable import TableKit

// The snippets of Sources/TableKit/TableKit.docc/Outlines.md, compiled and run; change both
// together.

struct FileItem: Hashable {
  var path: String
  var name: String
  var children: [FileItem]?
}

struct FileRow: Hashable, Identifiable, Reusable {
  var id: String
  var name: String

  static func makeAndConfigure() -> (make: UITableViewCell, configure: (FileRow) -> Disposable) {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    return (
      cell,
      { row in
        cell.textLabel?.text = row.name
        return NilDisposer()
      }
    )
  }
}

/// The article's tree with the children of the folder at `path` replaced.
func replacingChildren(of path: String, in items: [FileItem], with children: [FileItem])
  -> [FileItem]
{
  items.map { item in
    var item = item
    if item.path == path {
      item.children = children
    } else if let kids = item.children {
      item.children = replacingChildren(of: path, in: kids, with: children)
    }
    return item
  }
}

/// A stand-in for the app's loader: answers when the test says.
@MainActor final class FolderLoader {
  var pending: [(String, ([FileItem]) -> Void)] = []
  func load(_ path: String, completion: @escaping ([FileItem]) -> Void) {
    pending.append((path, completion))
  }
}

@MainActor @Suite(.keepsWindows) struct OutlinesArticleTests {
  func articleKit() -> TableKit<String, FileRow> {
    let view = windowedTableView(height: 400)
    view.sectionHeaderHeight = 28
    return TableKit<String, FileRow>(view: view)
  }

  func articleTree() -> ReadWriteSignal<[FileItem]> {
    ReadWriteSignal([
      FileItem(
        path: "/Documents", name: "Documents",
        children: [
          FileItem(path: "/Documents/Work", name: "Work", children: []),
          FileItem(path: "/Documents/notes.txt", name: "notes.txt"),
        ]),
      FileItem(path: "/readme.md", name: "readme.md"),
    ])
  }

  @Test func theFileBrowserShowsTheTreeByExpansion() {
    let kit = articleKit()
    let bag = DisposeBag()
    let tree = articleTree()
    let files = Outline(tree.readOnly(), id: \.path, children: \.children) { file, _ in
      FileRow(id: file.path, name: file.name)
    }
    bag += kit.show([("Files", [.group(files)])])
    files.expand("/Documents")
    kit.view.finishAnimations()
    #expect(
      kit.view.renderedText() == """
        ▸ Files
          ▽ Documents
            ▷ Work
            notes.txt
          readme.md
        """)
  }

  @Test func anExpansionStateTheAppOwnsIsShown() {
    let kit = articleKit()
    let bag = DisposeBag()
    let tree = articleTree()
    let opened = ReadWriteSignal<Set<String>>(["/Documents"])
    let browser = Outline(
      tree.readOnly(), id: \.path, children: \.children, expanded: opened
    ) { file, _ in FileRow(id: file.path, name: file.name) }
    bag += kit.show([("Files", [.group(browser)])])
    #expect(kit.table.value.map(\.name) == ["Documents", "Work", "notes.txt", "readme.md"])
  }

  @Test func theVetoAndTheEventsSnippetsWork() async {
    let kit = articleKit()
    let bag = DisposeBag()
    let tree = articleTree()
    let files = Outline(tree.readOnly(), id: \.path, children: \.children) { file, _ in
      FileRow(id: file.path, name: file.name)
    }
    bag += kit.show([("Files", [.group(files)])])
    var opened: [String] = []
    files.shouldCollapse = { $0.path != "/Documents" }  // the root folder stays open
    bag += files.didExpand.onValue { folder in opened.append(folder.name) }
    kit.view.expand(rowAt: IndexPath(row: 0, section: 0))
    await waitForDeferredUpdates()
    #expect(opened == ["Documents"])
    #expect(throws: InteractionError.self) {
      try kit.view.throwing.collapse(rowAt: IndexPath(row: 0, section: 0))
    }
    files.expanded.value = []  // collapse everything
    kit.view.finishAnimations()
    #expect(kit.table.value.map(\.name) == ["Documents", "readme.md"])
  }

  @Test func childrenLoadOnFirstExpansionBehindALoadingRow() async {
    let kit = articleKit()
    let bag = DisposeBag()
    let tree = articleTree()
    let loader = FolderLoader()
    let files = Outline(tree.readOnly(), id: \.path, children: \.children) { file, _ in
      FileRow(id: file.path, name: file.name)
    }
    bag += kit.show([("Files", [.group(files)])])
    files.expand("/Documents")

    bag += files.didExpand.onValue { folder in
      guard folder.children == [] else { return }
      tree.value = replacingChildren(
        of: folder.path, in: tree.value,
        with: [
          FileItem(path: folder.path + "/…", name: "Loading…")
        ])
      loader.load(folder.path) { children in
        tree.value = replacingChildren(of: folder.path, in: tree.value, with: children)
      }
    }

    kit.view.finishAnimations()
    kit.view.expand(rowAt: IndexPath(row: 1, section: 0))
    await waitForDeferredUpdates()
    #expect(
      kit.table.value.map(\.name) == ["Documents", "Work", "Loading…", "notes.txt", "readme.md"])
    loader.pending.first?.1([FileItem(path: "/Documents/Work/plan", name: "plan")])
    kit.view.finishAnimations()
    #expect(
      kit.view.renderedText() == """
        ▸ Files
          ▽ Documents
            ▽ Work
              plan
            notes.txt
          readme.md
        """)
  }
}
