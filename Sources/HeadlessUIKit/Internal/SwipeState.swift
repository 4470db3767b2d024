/// Remembers the swipe in progress on a table view.
struct SwipeState {
  /// The swiped row's current path; nil once the row was deleted.
  var row: IndexPath?
}
