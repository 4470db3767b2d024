/// Tracks one call of `tableView(_:cellForRowAt:)` made by a table view.
///
/// UIKit allows one `dequeueReusableCell(withIdentifier:for:)` per requested index path
/// (Rules.md R-reuse-4), and during `reconfigureRows(at:)` the dequeue must return the
/// existing cell (Rules.md R-reuse-10).
struct CellRequest {
  /// The row asked for.
  let indexPath: IndexPath
  /// The cell being reconfigured, when the request comes from `reconfigureRows(at:)`.
  let reconfiguring: UITableViewCell?
  /// Whether a cell was already dequeued for the row.
  var hasDequeued = false
}
