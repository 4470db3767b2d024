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

  /// Starts keeping a cell's state.
  func track(_ state: CellState<Cell>) -> CellState<Cell> {
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

  /// Returns a pooled cell the kit made for a reuse identifier, if one waits.
  func pooledCell(_ reuseIdentifier: String) -> (Cell, CellState<Cell>)? {
    while let cell = pool[reuseIdentifier]?.popLast() {
      if let state = state(of: cell) { return (cell, state) }
    }
    return nil
  }

  /// Configures a cell for a row: the previous configuration's work ends first.
  func configure(
    _ state: CellState<Cell>, cell: Cell, with row: Any,
    makeRowBag: @escaping @MainActor () -> DisposeBag
  ) {
    state.configuration.dispose()
    state.row = row
    let lifetimes = RowLifetimes(
      configuration: state.configuration, display: state.display, makeRow: makeRowBag)
    state.configure(cell, row, lifetimes)
  }

  /// Marks a cell displayed.
  func beginDisplay(of cell: Cell) {
    state(of: cell)?.isDisplayed = true
  }

  /// Ends a cell's display: disposes its display and configuration bags and pools it if the kit
  /// made it. Returns the row it showed.
  func endDisplay(of cell: Cell) -> Any? {
    states = states.filter { $0.value.cell != nil }
    guard let state = state(of: cell) else { return nil }
    state.isDisplayed = false
    state.display.dispose()
    state.configuration.dispose()
    if state.isMadeByKit { pool[state.reuseIdentifier, default: []].append(cell) }
    return state.row
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
