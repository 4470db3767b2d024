/// What the kit knows about one cell it configured: how to configure it and the bags of its
/// current configuration and display.
@MainActor final class CellState<Cell: AnyObject> {
  weak var cell: Cell?
  let reuseIdentifier: String
  /// Made by the kit (not dequeued from a registration), so the kit pools it for reuse once the
  /// view no longer holds it.
  let isMadeByKit: Bool
  let configure: (Cell, Any, RowLifetimes) -> Void
  let configuration = DisposeBag()
  let display = DisposeBag()
  var row: Any?
  var isDisplayed = false
  /// Whether the configuration's work is running: false once the view let the cell go.
  var isConfigured = false
  /// Whether the current configuration attached work to the display bag, so a display that
  /// starts without a new configuration must configure the cell again to restart it.
  var configurationAttachesDisplayWork = false
  /// Whether a display of the current configuration has ended.
  var hasEndedADisplay = false
  /// Waiting in the kit's pool of cells it made (``CellBook``).
  var isPooled = false

  /// Whether a display that starts now must configure the cell again: the view shows it again
  /// without asking for it, and its configuration ended, or the work it attached to the display
  /// bag ended with the previous display.
  var needsConfigurationToDisplay: Bool {
    !isConfigured || (hasEndedADisplay && configurationAttachesDisplayWork)
  }

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
