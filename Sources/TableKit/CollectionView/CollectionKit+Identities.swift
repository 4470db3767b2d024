extension CollectionKit where Section: Hashable, Row: Identifiable, Row: Equatable {
  /// Creates a kit that shows `table` in `view`; rows are identified by `id`, sections by value.
  ///
  /// ```swift
  /// let kit = CollectionKit(table: Table(rows: photos))
  /// ```
  ///
  /// - Parameters:
  ///   - table: The table to show first.
  ///   - view: The collection view to drive; by default a new one with a flow layout.
  @inlinable
  public convenience init(
    table: Table<Section, Row> = Table(), view: UICollectionView = CollectionKit.makeDefaultView()
  ) {
    self.init(
      table: table, view: view, rowIdentity: { $0.id }, rowsEqual: { $0 == $1 },
      sectionIdentity: { $0 }, sectionsEqual: { _, _ in true })
  }
}

extension CollectionKit where Section: Hashable, Row: Hashable {
  /// Creates a kit that shows `table` in `view`; rows and sections are identified by value.
  ///
  /// - Parameters:
  ///   - table: The table to show first.
  ///   - view: The collection view to drive; by default a new one with a flow layout.
  @inlinable
  public convenience init(
    table: Table<Section, Row> = Table(), view: UICollectionView = CollectionKit.makeDefaultView()
  ) {
    self.init(
      table: table, view: view, rowIdentity: { $0 }, rowsEqual: { $0 == $1 },
      sectionIdentity: { $0 }, sectionsEqual: { _, _ in true })
  }
}

extension CollectionKit where Section: Hashable, Row: Identifiable, Row: Hashable {
  /// Creates a kit that shows `table` in `view`; rows are identified by `id`, sections by value.
  ///
  /// - Parameters:
  ///   - table: The table to show first.
  ///   - view: The collection view to drive; by default a new one with a flow layout.
  @inlinable
  public convenience init(
    table: Table<Section, Row> = Table(), view: UICollectionView = CollectionKit.makeDefaultView()
  ) {
    self.init(
      table: table, view: view, rowIdentity: { $0.id }, rowsEqual: { $0 == $1 },
      sectionIdentity: { $0 }, sectionsEqual: { _, _ in true })
  }
}
