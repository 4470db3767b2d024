extension ListKit {
  /// Registers a cell class for a model type in the view and the kit, and returns what
  /// unregisters it: the work behind each face's typed `register`.
  func addRegistration<Cell: UIView, Model>(
    _ cellType: Cell.Type, for modelType: Model.Type,
    where isIncluded: @escaping (Model, IndexPath) -> Bool,
    configure: @escaping (Cell, Model, RowLifetimes) -> Void
  ) -> Disposable {
    let (registration, token) = CellRegistration<UIView>.make(
      cellType, for: modelType, where: isIncluded, configure: configure)
    listView.registerCell(cellType, forReuseIdentifier: registration.reuseIdentifier)
    registrations.add(registration)
    pipeline.requestReload()
    return token.disposer { [weak self] in
      self?.registrations.remove($0)
      self?.pipeline.requestReload()
    }
  }

  /// Removes every registration of a cell class for a model type.
  func removeRegistrations(_ cellType: AnyObject.Type, for modelType: Any.Type) {
    registrations.remove(
      reuseIdentifier: CellRegistration<UIView>.reuseIdentifier(cellType, modelType))
    pipeline.requestReload()
  }
}
