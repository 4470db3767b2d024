/// A kit that can show row groups: what ``RowGroupLayout`` needs of it, whatever its view.
@MainActor protocol RowGroupHost: AnyObject, SendableMetatype {
  associatedtype Section
  associatedtype Row

  /// The kit's table.
  var table: ReadWriteSignal<Table<Section, Row>> { get }
  /// The kit's row events.
  var rowEvents: Signal<RowEvent<Row>> { get }
  /// Returns a row's identity, as the kit's diff sees it.
  func groupRowID(_ row: Row) -> AnyHashable
  /// Deselects a tapped row once the tap's pass ends.
  func deselectAfterTap(_ row: Row)
  /// Sizes rows by the groups' heights (nil: the kit's own sizing) until the returned
  /// disposable is disposed.
  func installGroupHeights(_ height: @escaping (Row) -> CGFloat?) -> Disposable
}

extension TableKit: RowGroupHost {
  func groupRowID(_ row: Row) -> AnyHashable { identity.row(row) }

  func installGroupHeights(_ height: @escaping (Row) -> CGFloat?) -> Disposable {
    let saved = SavedHeight(heightForRow)
    heightForRow = { [weak self] row, indexPath in
      height(row) ?? saved.closure?(row, indexPath) ?? self?.view.rowHeight ?? 44
    }
    // Puts the app's own closure back.
    return Disposer { [weak self] in
      MainActor.assumeIsolated { self?.heightForRow = saved.closure }
    }
  }
}
