import HeadlessUIKit
import Testing

/// The headless stand-ins for `responds(to:)` and for UIKit's private touch state.
@MainActor @Suite struct ScriptSupportTests {
  final class Mover: NSObject, UITableViewDataSource {
    var moves = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    { UITableViewCell(style: .default, reuseIdentifier: nil) }
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) { moves += 1 }
  }

  @Test func aCallReportsWhetherTheConformerImplementsTheRequirement() {
    let table = UITableView(frame: .zero, style: .plain)
    let mover = Mover()
    let path = IndexPath(row: 0, section: 0)
    let moved = table.headless.callReportingImplementation("tableView(_:moveRowAt:to:)", of: mover)
    { mover.tableView(table, moveRowAt: path, to: path) }
    #expect(moved.isImplemented)
    #expect(mover.moves == 1)
    let committed = table.headless.callReportingImplementation(
      "tableView(_:commit:forRowAt:)", of: mover
    ) { mover.tableView(table, commit: .delete, forRowAt: path) }
    #expect(!committed.isImplemented)
  }

  @Test func theGestureStateShowsInDraggingAndDecelerating() {
    let scrollView = UIScrollView(frame: .zero)
    scrollView.headless.setGestureState(isDragging: true, isDecelerating: false)
    #expect(scrollView.isDragging && scrollView.isTracking && !scrollView.isDecelerating)
    scrollView.headless.setGestureState(isDragging: false, isDecelerating: true)
    #expect(!scrollView.isDragging && scrollView.isDecelerating)
    scrollView.headless.setGestureState(isDragging: false, isDecelerating: false)
    #expect(!scrollView.isDragging && !scrollView.isDecelerating)
  }
}
