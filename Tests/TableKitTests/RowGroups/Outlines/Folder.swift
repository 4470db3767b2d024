import TableKit
import TableKitTesting

/// A node of the outline tests' trees: a folder has children (maybe none yet), a file has none.
struct Folder: Hashable, Sendable {
  var id: Int
  var name: String
  var children: [Folder]?

  /// A file: a leaf.
  static func file(_ id: Int, _ name: String) -> Folder { Folder(id: id, name: name) }

  /// A folder of `children`.
  static func folder(_ id: Int, _ name: String, _ children: [Folder]) -> Folder {
    Folder(id: id, name: name, children: children)
  }

  /// The node's row: a note with its name.
  var note: Note { Note(id, name) }
}

/// Documents (1) holds Work (2, holding plan (3)) and notes (4); Photos (5) holds beach (6);
/// readme (7) is a file.
let documentsTree: [Folder] = [
  .folder(1, "Documents", [.folder(2, "Work", [.file(3, "plan")]), .file(4, "notes")]),
  .folder(5, "Photos", [.file(6, "beach")]),
  .file(7, "readme"),
]

/// A kit of either kind showing an outline of a tree, in one section.
@MainActor final class OutlineFixture {
  let driver: KitDriver<EmptySection, Note>
  let tree: ReadWriteSignal<[Folder]>
  let outline: Outline<Folder, Int, Note>
  let bag = DisposeBag()

  init(
    _ kind: KitKind, _ tree: [Folder] = documentsTree,
    expanded: ReadWriteSignal<Set<Int>> = ReadWriteSignal([]), tap: OutlineTap = .toggles,
    height: CGFloat = 440
  ) {
    driver = kind.make(height: height)
    self.tree = ReadWriteSignal(tree)
    outline = Outline(
      self.tree.readOnly(), id: \.id, children: \.children, expanded: expanded, tap: tap
    ) { folder, _ in folder.note }
    bag += driver.kit.show([(EmptySection(), [.group(outline)])])
    driver.view.finishAnimations()
  }

  /// The names of the rows on screen, in order.
  var names: [String] { driver.rendered.map { String($0.split(separator: " ", maxSplits: 1)[1]) } }

  /// The names of the table's rows.
  var tableNames: [String] { driver.kit.table.value.map(\.text) }

  /// Taps the row at `row` of section 0 and lets the kit's update run.
  func tap(_ row: Int) async {
    driver.tap(row: row)
    await waitForDeferredUpdates()
  }
}
