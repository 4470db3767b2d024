extension RowGroupLayout {
  /// Lays the places of the outlines' rows onto the kit, so their cells show them, and shows
  /// them again in the cells on screen whenever the view shows a new table; nothing when no
  /// group is an outline.
  ///
  /// - Returns: What takes the places off the kit.
  func startOutlines(of groups: [any RowGroup<Row>]) -> Disposable {
    guard let kit, groups.contains(where: { $0 is any OutlineRows }) else { return NilDisposer() }
    let bag = DisposeBag()
    kit.decoratesOutlineCells = true
    bag += kit.outlineLayers.push { [weak self] row in self?.outlineState(of: row) }
    bag += kit.table.onValue { [weak kit] _ in kit?.refreshOutlineCells() }
    return bag
  }

  /// The place in its outline of a row of the latest expansion; for rows that share an
  /// identity (a mistake the kit reports), the first such row's.
  private func outlineState(of row: Row) -> OutlineRowState? {
    guard let kit, let owner = owners[kit.identity.row(row)]?.first ?? nil,
      let outline = owner.group as? any OutlineRows
    else { return nil }
    return outline.outlineState(ofRowAt: owner.index)
  }
}
