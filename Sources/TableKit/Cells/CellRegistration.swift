/// A cell class registered for a model type, optionally only where a predicate holds.
@MainActor struct CellRegistration<Cell: AnyObject> {
  let token: RegistrationToken
  let reuseIdentifier: String
  /// Whether the registration applies to a row at an index path.
  let matches: (Any, IndexPath) -> Bool
  let configure: (Cell, Any, RowLifetimes) -> Void
}
