/// Tracks one call of `tableView(_:cellForRowAt:)` made by a table view.
///
/// UIKit allows one `dequeueReusableCell(withIdentifier:for:)` per requested index path
/// (reference §3.3, [E S16]), and during `reconfigureRows(at:)` the dequeue must return the
/// existing cell ([V S14]).
struct CellRequest {
  /// The row asked for.
  let indexPath: IndexPath
  /// The cell being reconfigured, when the request comes from `reconfigureRows(at:)`.
  let reconfiguring: UITableViewCell?
  /// Whether a cell was already dequeued for the row.
  var hasDequeued = false
}
