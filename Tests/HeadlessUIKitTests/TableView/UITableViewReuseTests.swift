import HeadlessUIKit
import Testing

/// Rules.md R-reuse-*: registration, dequeue failures, the reuse pool and `prepareForReuse`.
@MainActor @Suite struct UITableViewReuseTests {
  let unregisteredReason =
    "unable to dequeue a cell with identifier other - must register a nib or a class for the "
    + "identifier or connect a prototype cell in a storyboard"

  @Test func aRegisteredClassIsMadeThroughItsOverriddenInitializer() throws {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(CountingCell.self, forCellReuseIdentifier: "cell")
    let cell = try #require(
      table.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0))
        as? CountingCell)
    #expect(cell.madeThroughOverride && cell.reuseIdentifier == "cell")
  }

  @Test func anUnregisteredIdentifierFailsEvenWithPooledCells() throws {
    // Rules.md R-reuse-1: checked against the class map, not the pool.
    let fixture = TableFixture(rows: [3])
    fixture.table.layoutIfNeeded()
    fixture.table.reloadData()  // the cells go back to the "cell" pool
    fixture.table.register(nil as AnyClass?, forCellReuseIdentifier: "cell")
    let error = #expect(throws: UIKitException.self) {
      try fixture.table.checked.dequeueReusableCell(
        withIdentifier: "cell", for: IndexPath(row: 0, section: 0))
    }
    #expect(error?.reason.hasPrefix("unable to dequeue a cell with identifier cell - ") == true)
    #expect(fixture.table.dequeueReusableCell(withIdentifier: "cell") != nil)
    #expect(fixture.table.dequeueReusableCell(withIdentifier: "other") == nil)
    let other = #expect(throws: UIKitException.self) {
      try fixture.table.checked.dequeueReusableCell(
        withIdentifier: "other", for: IndexPath(row: 0, section: 0))
    }
    #expect(other?.reason == unregisteredReason)
  }

  @Test func aSecondDequeueForTheRequestedRowFails() {
    // Rules.md R-reuse-4: "Attempted to dequeue multiple cells for the same index path…".
    final class Greedy: NSObject, UITableViewDataSource {
      var failure: UIKitException?
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let first = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        do {
          _ = try tableView.checked.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        } catch {
          failure = error
        }
        return first
      }
    }
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    let greedy = Greedy()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = greedy
    table.layoutIfNeeded()
    #expect(
      greedy.failure?.reason
        == "Attempted to dequeue multiple cells for the same index path, which is not allowed. If "
        + "you really need to dequeue more cells than the table view is requesting, use the "
        + "-dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: "
        + "cell, index path: <NSIndexPath: 0x0> {length = 2, path = 0 - 0}")
  }

  @Test func thePoolIsLastInFirstOutAndOnlyRecycledCellsArePrepared() throws {
    // Rules.md R-reuse-8, R-reuse-9; Rules.md R-display-2: reload flips the cell↔row mapping.
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.layoutIfNeeded()
    let before = table.visibleCells.compactMap { $0 as? CountingCell }
    #expect(before.count == 3 && before.allSatisfy { $0.reuseCount == 0 })
    table.reloadData()
    table.layoutIfNeeded()
    let after = table.visibleCells.compactMap { $0 as? CountingCell }
    #expect(after.map(ObjectIdentifier.init) == before.reversed().map(ObjectIdentifier.init))
    #expect(after.allSatisfy { $0.reuseCount == 1 })
  }

  @Test func aCellWithoutAnIdentifierIsNeverPooled() {
    final class Handmade: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      }
    }
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    let source = Handmade()
    table.dataSource = source
    table.layoutIfNeeded()
    let first = table.visibleCells.first
    table.reloadData()
    table.layoutIfNeeded()
    #expect(first != nil && table.visibleCells.first !== first)
  }

  @Test func registeringANonCellClassThrows() {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(
      throws: UIKitException(
        .invalidArgumentException, reason: "must pass a class of kind UITableViewCell")
    ) { try table.checked.register(UIView.self, forCellReuseIdentifier: "cell") }
  }

  @Test func headerFooterViewsAreDequeuedLikeCells() throws {
    final class Header: UITableViewHeaderFooterView {
      var reuseCount = 0
      override func prepareForReuse() { reuseCount += 1 }
    }
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)
    table.register(Header.self, forHeaderFooterViewReuseIdentifier: "header")
    let made = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header"))
    #expect(made is Header && made.reuseIdentifier == "header")
  }

  @Test func registeringANibStopsBecauseNibsAreNotAvailableHeadless() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        UITableView(frame: .zero, style: .plain)
          .register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "cell")
      }
    }
  }

  @Test func dequeueingAnUnregisteredIdentifierStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = UITableView(frame: .zero, style: .plain)
          .dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
      }
    }
  }
}
