/// What the kit knows about one cell it configured: how to configure it and the bags of its
/// current configuration and display.
@MainActor final class CellState<Cell: AnyObject> {
  weak var cell: Cell?
  let reuseIdentifier: String
  /// Made by the kit (not dequeued from a registration), so the kit pools it for reuse.
  let isMadeByKit: Bool
  let configure: (Cell, Any, RowLifetimes) -> Void
  let configuration = DisposeBag()
  let display = DisposeBag()
  var row: Any?
  var isDisplayed = false

  init(
    cell: Cell, reuseIdentifier: String, isMadeByKit: Bool,
    configure: @escaping (Cell, Any, RowLifetimes) -> Void
  ) {
    self.cell = cell
    self.reuseIdentifier = reuseIdentifier
    self.isMadeByKit = isMadeByKit
    self.configure = configure
  }
}
