import TableKitTesting
import Testing

@testable import TableKit

/// What the editing controls cost, counted in row-identity lookups rather than time: a burst of
/// deletes must not look up every row of the table per delete.
@MainActor @Suite(.keepsWindows) struct TableKitEditingCostTests {
  /// Deletes `count` rows of a table twice as long through the delete control, while every row
  /// has row work and a table waits to be shown, and returns the identity lookups they took.
  func lookups(deleting count: Int) -> Int {
    var lookups = 0
    let ids = Array(0..<(2 * count))
    let kit = TableKit<EmptySection, Message>(
      table: messages(ids), view: windowedTableView(),
      rowIdentity: {
        lookups += 1
        return $0.id
      }, rowsEqual: { $0 == $1 }, sectionIdentity: { _ in 0 }, sectionsEqual: { _, _ in true })
    kit.canDelete = { _ in true }
    let probe = LifetimeProbe()
    for id in ids { kit.rowWork.bag(for: AnyHashable(id)) += probe.disposer("\(id)") }
    kit.isEditing.value = true
    kit.view.finishAnimations()
    kit.table.value = messages([-1] + ids)
    kit.table.value = messages([-2, -1] + ids)  // waits for the first update's animation
    lookups = 0
    for _ in 0..<count { kit.view.delete(rowAt: IndexPath(row: 1, section: 0)) }
    #expect(probe.names.count == count)
    return lookups
  }

  @Test func manyDeletesCostLinearIdentityLookups() {
    let few = lookups(deleting: 60)
    let many = lookups(deleting: 300)
    // Five times the deletes on a table five times as long: about five times the lookups (25
    // times when each delete looked up every row).
    #expect(Double(many) / Double(few) < 7, "\(few) lookups for 60 deletes, \(many) for 300")
  }

  @Test func aDeletedRowsWorkLastsWhileAnotherRowHasItsIdentity() {
    let kit = TableKit(table: messages([1, 1, 2]), view: windowedTableView())
    kit.canDelete = { _ in true }
    let probe = LifetimeProbe()
    kit.rowWork.bag(for: AnyHashable(1)) += probe.disposer("1")
    kit.isEditing.value = true
    kit.view.delete(rowAt: IndexPath(row: 0, section: 0))
    #expect(probe.names.isEmpty)
    kit.view.delete(rowAt: IndexPath(row: 0, section: 0))
    #expect(probe.names == ["1"])
  }
}
