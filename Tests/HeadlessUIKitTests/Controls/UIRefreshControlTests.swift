import HeadlessUIKit
import Testing

/// Rules.md R-control-9: a refresh starts when a drag pulls the content past the top.
@MainActor @Suite struct UIRefreshControlTests {
  private func table() -> (UITableView, UIRefreshControl, Counter) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    let control = UIRefreshControl()
    let counter = Counter()
    control.addAction(
      UIAction { [unowned control] _ in counter.values.append(control.isRefreshing) },
      for: .valueChanged)
    table.refreshControl = control
    return (table, control, counter)
  }

  final class Counter { var values: [Bool] = [] }

  @Test func beginAndEndRefreshingSendNoAction() {
    let (table, control, counter) = table()
    #expect(control.superview === table)
    control.beginRefreshing()
    #expect(control.isRefreshing)
    control.endRefreshing()
    #expect(!control.isRefreshing)
    #expect(counter.values.isEmpty)
  }

  @Test func aPullPastTheThresholdStartsRefreshingThenSendsValueChangedOnce() {
    let (table, control, counter) = table()
    table.headless.drag(by: CGPoint(x: 0, y: -100))
    #expect(control.isRefreshing)
    #expect(counter.values == [true])
    table.headless.drag(by: CGPoint(x: 0, y: -100))
    #expect(counter.values == [true])
  }

  @Test func aShortPullOrAnOffsetSetInCodeDoesNotRefresh() {
    let (table, control, counter) = table()
    table.headless.drag(by: CGPoint(x: 0, y: -40))
    table.contentOffset = CGPoint(x: 0, y: -200)
    #expect(!control.isRefreshing)
    #expect(counter.values.isEmpty)
  }

  @Test func aDisabledRefreshControlIgnoresThePull() {
    let (table, control, counter) = table()
    control.isEnabled = false
    table.headless.drag(by: CGPoint(x: 0, y: -100))
    #expect(!control.isRefreshing && counter.values.isEmpty)
  }

  @Test func replacingTheRefreshControlRemovesTheOldOne() {
    let (table, control, _) = table()
    let next = UIRefreshControl()
    table.refreshControl = next
    #expect(control.superview == nil && next.superview === table)
  }
}
