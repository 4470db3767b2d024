/// The cell classes registered for model types, latest first when several match a row.
@MainActor struct CellRegistrations<Cell: AnyObject> {
  private var list: [CellRegistration<Cell>] = []

  /// Whether nothing is registered.
  var isEmpty: Bool { list.isEmpty }

  /// Adds a registration; it wins over earlier ones that match the same rows.
  mutating func add(_ registration: CellRegistration<Cell>) {
    list.append(registration)
  }

  /// Removes the registration a token identifies.
  mutating func remove(_ token: RegistrationToken) {
    list.removeAll { $0.token === token }
  }

  /// Removes every registration with a reuse identifier.
  mutating func remove(reuseIdentifier: String) {
    list.removeAll { $0.reuseIdentifier == reuseIdentifier }
  }

  /// Returns the latest live registration that applies to a row at an index path.
  func registration(for row: Any, at indexPath: IndexPath) -> CellRegistration<Cell>? {
    list.last { !$0.token.isDisposed && $0.matches(row, indexPath) }
  }
}
