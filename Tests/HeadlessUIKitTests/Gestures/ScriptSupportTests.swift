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

  /// A delegate that forwards its estimate, as an adapter does: absent unless `estimate` is set,
  /// which it says when asked first, as a `responds(to:)` override says on UIKit.
  final class Forwarder: NSObject, UITableViewDelegate, OptionalRequirementResponding {
    var estimate: CGFloat?
    private(set) var estimatesAsked = 0

    func respondsToOptionalRequirement(_ requirement: String) -> Bool {
      requirement != "tableView(_:estimatedHeightForRowAt:)" || estimate != nil
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      estimatesAsked += 1
      return estimate ?? tableView.estimatedRowHeight
    }
  }

  @Test func aForwarderThatSaysItLacksAMethodIsNotAskedItAndLeavesEstimationOff() {
    let table = UITableView(frame: .zero, style: .plain)
    let source = Mover()
    let forwarder = Forwarder()
    table.rowHeight = 30
    table.estimatedRowHeight = 0
    table.dataSource = source
    table.delegate = forwarder
    let path = IndexPath(row: 0, section: 0)
    let absent = table.headless.callReportingImplementation(
      "tableView(_:estimatedHeightForRowAt:)", of: forwarder
    ) { forwarder.tableView(table, estimatedHeightForRowAt: path) }
    #expect(!absent.isImplemented)
    table.reloadData()
    #expect(table.contentSize.height == 60)
    #expect(forwarder.estimatesAsked == 1)  // only the script's own call
    forwarder.estimate = 100
    table.reloadData()
    #expect(table.contentSize.height == 200)
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
