extension CollectionKit {
  /// Registers a cell class to show rows that are (or wrap) a model type, and returns what
  /// unregisters it.
  ///
  /// ```swift
  /// bag += kit.register(PhotoCell.self, for: Photo.self) { cell, photo, lifetimes in
  ///   lifetimes.configuration += thumbnails.image(for: photo).onValue { cell.image = $0 }
  /// }
  /// ```
  ///
  /// The reuse identifier is derived from the two types. A later registration that matches a row
  /// wins over an earlier one, and any registration wins over a ``Reusable`` model's own view.
  ///
  /// - Parameters:
  ///   - cellType: The cell class; UIKit creates and reuses its instances.
  ///   - modelType: The model type whose rows it shows.
  ///   - isIncluded: Whether the registration applies to a model at an index path; all by default.
  ///   - configure: Shows a model in a cell; attach work to the given lifetimes.
  /// - Returns: A disposable that unregisters the cell class.
  @discardableResult
  public func register<Cell: UICollectionViewCell, Model>(
    _ cellType: Cell.Type, for modelType: Model.Type,
    where isIncluded: @escaping (Model, IndexPath) -> Bool = { _, _ in true },
    configure: @escaping (Cell, Model, RowLifetimes) -> Void
  ) -> Disposable {
    addRegistration(cellType, for: modelType, where: isIncluded, configure: configure)
  }

  /// Registers a cell class for a model type in some sections only.
  ///
  /// - Parameters:
  ///   - cellType: The cell class.
  ///   - modelType: The model type whose rows it shows.
  ///   - sections: The section indexes where it applies.
  ///   - configure: Shows a model in a cell.
  /// - Returns: A disposable that unregisters the cell class.
  @discardableResult
  public func register<Cell: UICollectionViewCell, Model>(
    _ cellType: Cell.Type, for modelType: Model.Type, inSections sections: Set<Int>,
    configure: @escaping (Cell, Model, RowLifetimes) -> Void
  ) -> Disposable {
    register(
      cellType, for: modelType, where: { _, indexPath in sections.contains(indexPath.section) },
      configure: configure)
  }

  /// Removes every registration of a cell class for a model type.
  ///
  /// - Parameters:
  ///   - cellType: The cell class.
  ///   - modelType: The model type.
  public func unregister<Cell: UICollectionViewCell, Model>(
    _ cellType: Cell.Type, for modelType: Model.Type
  ) {
    removeRegistrations(cellType, for: modelType)
  }
}
