/// What happened to a row.
public enum RowEventKind: Hashable, Sendable {
  /// The user selected the row.
  case select
  /// The user deselected the row.
  case deselect
  /// The row was highlighted as the user touched it.
  case highlight
  /// The row lost its highlight.
  case unhighlight
  /// The row's cell is about to be displayed.
  case willDisplay
  /// The row's cell stopped being displayed.
  case didEndDisplaying
  /// The user tapped the row's accessory button.
  case accessoryTap
  /// The user deleted the row (swipe or editing control); the table value no longer holds it.
  case delete
  /// The user asked to insert at the row (editing control).
  case insert
  /// The user moved the row here; the table value already holds the new order.
  case move
  /// A swipe revealed the row's actions (`willBeginEditingRowAt`).
  case willBeginEditing
  /// The row's swipe actions closed (`didEndEditingRowAt`).
  case didEndEditing
}
