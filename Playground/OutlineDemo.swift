import TableKit
import TableKitTesting

/// A folder or a file of the outline scene.
struct DemoFile: Hashable {
  var path: String
  var children: [DemoFile]?

  /// The last part of the path.
  var name: String { String(path.split(separator: "/").last ?? "") }
}

/// A file's row: its name in a plain cell, which the kit indents by level.
struct DemoFileRow: Hashable, Identifiable, Reusable {
  var id: String
  var name: String

  static func makeAndConfigure() -> (make: UITableViewCell, configure: (DemoFileRow) -> Disposable)
  {
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

/// An outline of any depth: parents expand and collapse by the user's tap and the app's call.
@MainActor final class OutlineDemo {
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
  private let kit: TableKit<String, DemoFileRow>
  private let bag = DisposeBag()
  private var stepNumber = 0

  private init() {
    let view = UITableView(frame: window.bounds, style: .plain)
    view.rowHeight = 36
    view.estimatedRowHeight = 0
    view.sectionHeaderHeight = 28
    window.addSubview(view)
    kit = TableKit(view: view)
  }

  /// Runs the scene and prints it.
  static func run() async {
    let demo = OutlineDemo()
    await demo.script()
    demo.bag.dispose()
  }

  private func script() async {
    let tree = ReadWriteSignal([
      DemoFile(
        path: "/Documents",
        children: [
          DemoFile(path: "/Documents/Work", children: [DemoFile(path: "/Documents/Work/plan.txt")]),
          DemoFile(path: "/Documents/notes.txt"),
        ]),
      DemoFile(path: "/readme.md"),
    ])
    let files = Outline(tree.readOnly(), id: \.path, children: \.children) { file, _ in
      DemoFileRow(id: file.path, name: file.name)
    }
    bag += files.didExpand.onValue { Transcript.logLine("didExpand", $0.path) }
    bag += files.didCollapse.onValue { Transcript.logLine("didCollapse", $0.path) }

    await step("An outline in a section: only the roots show") {
      Transcript.action("bag += kit.show([(\"Files\", [.group(files)])])")
      bag += kit.show([("Files", [.group(files)])])
    }
    await step("Tap Documents: its children are inserted, one level in") {
      Transcript.action("kit.view.expand(rowAt: [0, 0])")
      kit.view.expand(rowAt: IndexPath(row: 0, section: 0))
    }
    await step("Tap Work: a tree of any depth") {
      Transcript.action("kit.view.expand(rowAt: [0, 1])")
      kit.view.expand(rowAt: IndexPath(row: 1, section: 0))
    }
    await step("Collapse Documents: every descendant hides") {
      Transcript.action("kit.view.collapse(rowAt: [0, 0])")
      kit.view.collapse(rowAt: IndexPath(row: 0, section: 0))
    }
    await step("The app expands Documents again: Work is still open") {
      Transcript.action("files.expanded.value.insert(\"/Documents\")")
      files.expanded.value.insert("/Documents")
    }
    print("\nOutline scene over: expanded \(files.expanded.value.sorted()).")
  }

  /// Prints a numbered step, lets the taps' deferred updates land, and shows the table.
  private func step(_ title: String, perform: () -> Void) async {
    stepNumber += 1
    Transcript.heading("\(stepNumber). \(title)")
    perform()
    await waitForDeferredUpdates()
    Transcript.rendered(kit.view, caption: "\(kit.table.value.count) rows")
  }
}
