extension CellRegistration {
  /// Returns the reuse identifier of a cell class registered for a model type.
  static func reuseIdentifier(_ cellType: AnyObject.Type, _ modelType: Any.Type) -> String {
    "\(String(reflecting: cellType)) for \(String(reflecting: modelType))"
  }

  /// Makes the registration of a cell class for a model type, with the token that disposes it:
  /// the same for every face.
  static func make<Subclass: AnyObject, Model>(
    _ cellType: Subclass.Type, for modelType: Model.Type,
    where isIncluded: @escaping (Model, IndexPath) -> Bool,
    configure: @escaping (Subclass, Model, RowLifetimes) -> Void
  ) -> (CellRegistration, RegistrationToken) {
    let token = RegistrationToken()
    let registration = CellRegistration(
      token: token,
      reuseIdentifier: reuseIdentifier(cellType, modelType),
      matches: { row, indexPath in
        guard let model = unwrap(row, as: modelType) else { return false }
        return isIncluded(model, indexPath)
      },
      configure: { cell, row, lifetimes in
        guard let cell = cell as? Subclass, let model = unwrap(row, as: modelType) else { return }
        configure(cell, model, lifetimes)
      })
    return (registration, token)
  }
}
