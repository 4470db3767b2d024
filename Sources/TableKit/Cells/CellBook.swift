/// The cells a kit configured: each cell's configuration and display bags, the pool of cells the
/// kit made itself (for ``Reusable`` rows), the bags of header and footer views, and the cells
/// being reconfigured in place.
///
/// Generic over the cell class, so a table view and a collection view keep their cells the same
/// way.
@MainActor final class CellBook<Cell: AnyObject> {
  private var states: [ObjectIdentifier: CellState<Cell>] = [:]
  private var pool: [String: [Cell]] = [:]
  private var supplementaryBags: [ObjectIdentifier: DisposeBag] = [:]
  /// The cells of the rows being reconfigured in place, by the index path UIKit asks for them at.
  var reconfiguring: [IndexPath: CellState<Cell>] = [:]

  /// Returns what the book knows about a cell it configured.
  func state(of cell: Cell) -> CellState<Cell>? {
    guard let state = states[ObjectIdentifier(cell)], state.cell === cell else { return nil }
    return state
  }

  /// Starts keeping a cell's state. The states of cells the view released are dropped, which
  /// ends their configurations.
  func track(_ state: CellState<Cell>) -> CellState<Cell> {
    forgetReleasedCells()
    if let cell = state.cell { states[ObjectIdentifier(cell)] = state }
    return state
  }

  /// Returns the state of a cell dequeued for a registration, tracking it the first time.
  func state(of cell: Cell, registeredBy registration: CellRegistration<Cell>) -> CellState<Cell> {
    state(of: cell)
      ?? track(
        CellState(
          cell: cell, reuseIdentifier: registration.reuseIdentifier, isMadeByKit: false,
          configure: registration.configure))
  }

  /// Returns a cell the kit made for a reuse identifier that the view let go, if one waits in
  /// the pool.
  ///
  /// A cell the kit made has no reuse identifier, so UIKit never hands it back: it releases the
  /// cell when it stops holding it. The kit pools a cell the view did not keep when its display
  /// ended, and hands it out only while the view still does not hold it.
  ///
  /// - Parameter isHeld: Whether the view holds a cell, visible, kept or prepared.
  func pooledCell(_ reuseIdentifier: String, isHeld: (Cell) -> Bool) -> (Cell, CellState<Cell>)? {
    guard var waiting = pool[reuseIdentifier] else { return nil }
    defer { pool[reuseIdentifier] = waiting }
    while let index = waiting.lastIndex(where: { !isHeld($0) }) {
      let cell = waiting.remove(at: index)
      guard let state = state(of: cell) else { continue }
      state.isPooled = false
      return (cell, state)
    }
    return nil
  }

  /// Configures a cell for a row: the previous configuration's work, on the display bag too,
  /// ends first.
  func configure(
    _ state: CellState<Cell>, cell: Cell, with row: Any,
    makeRowBag: @escaping @MainActor () -> DisposeBag
  ) {
    endConfiguration(of: state)
    state.row = row
    state.isConfigured = true
    state.hasEndedADisplay = false
    let lifetimes = RowLifetimes(
      configuration: state.configuration, display: state.display, makeRow: makeRowBag)
    state.configure(cell, row, lifetimes)
    state.configurationAttachesDisplayWork = !state.display.isEmpty
  }

  /// Marks a cell displayed, and returns its state when the display must configure the cell
  /// again (``CellState/needsConfigurationToDisplay``).
  func beginDisplay(of cell: Cell) -> CellState<Cell>? {
    guard let state = state(of: cell) else { return nil }
    state.isDisplayed = true
    if state.isPooled, let index = pool[state.reuseIdentifier]?.firstIndex(where: { $0 === cell }) {
      pool[state.reuseIdentifier]?.remove(at: index)
      state.isPooled = false
    }
    return state.needsConfigurationToDisplay ? state : nil
  }

  /// Ends a cell's display: disposes its display bag. A cell the view keeps (near the visible
  /// area, to display again without asking for it) keeps its configuration; one the view let go
  /// ends it. A cell the kit made goes to the pool either way: the view gives no word when it
  /// lets a kept cell go later, so the pool holds it and hands it out only once the view no
  /// longer holds it (``pooledCell(_:isHeld:)``), and a kept cell displayed again leaves it.
  /// Returns the row it showed.
  ///
  /// - Parameter isKept: Whether the view still holds the cell for its row.
  func endDisplay(of cell: Cell, isKept: Bool) -> Any? {
    forgetReleasedCells()
    guard let state = state(of: cell) else { return nil }
    state.isDisplayed = false
    state.hasEndedADisplay = true
    state.display.dispose()
    if !isKept { endConfiguration(of: state) }
    if state.isMadeByKit, !state.isPooled {
      state.isPooled = true
      pool[state.reuseIdentifier, default: []].append(cell)
    }
    return state.row
  }

  /// Puts a cell the kit made in the pool as it goes to the view. The view may let go of a cell
  /// it never displays (one requested ahead of display that an update or a scroll discards) and
  /// gives no word when it does; pooled, such a cell goes to another row once the view no longer
  /// holds it (``pooledCell(_:isHeld:)``), instead of staying alive, unused, with its state.
  /// Displaying the cell takes it out of the pool (``beginDisplay(of:)``).
  func poolUntilDisplayed(_ state: CellState<Cell>, cell: Cell) {
    guard state.isMadeByKit, !state.isPooled, !state.isDisplayed else { return }
    state.isPooled = true
    pool[state.reuseIdentifier, default: []].append(cell)
  }

  private func endConfiguration(of state: CellState<Cell>) {
    state.isConfigured = false
    state.configuration.dispose()
    state.display.dispose()
  }

  /// Drops the states of cells the view released: their bags end as they go.
  ///
  /// - Complexity: O(n) weak loads for the n cells tracked, and no allocation when none was
  ///   released (it runs at every track and end of display).
  private func forgetReleasedCells() {
    var released: [ObjectIdentifier] = []
    for (key, state) in states where state.cell == nil { released.append(key) }
    for key in released { states.removeValue(forKey: key) }
  }

  /// Keeps the bag of a header or footer view's configuration until it stops being displayed.
  /// A reused view's previous configuration ends first.
  func keep(_ bag: DisposeBag, forSupplementary view: AnyObject) {
    supplementaryBags.updateValue(bag, forKey: ObjectIdentifier(view))?.dispose()
  }

  /// Ends a header or footer view's configuration.
  func endSupplementary(_ view: AnyObject) {
    supplementaryBags.removeValue(forKey: ObjectIdentifier(view))?.dispose()
  }

  /// Ends every cell's and view's work and forgets them.
  func disposeAll() {
    for state in states.values {
      state.configuration.dispose()
      state.display.dispose()
    }
    states = [:]
    pool = [:]
    reconfiguring = [:]
    for bag in supplementaryBags.values { bag.dispose() }
    supplementaryBags = [:]
  }
}
