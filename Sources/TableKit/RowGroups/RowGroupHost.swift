/// A kit that can show row groups: what ``RowGroupLayout`` needs of it, whatever its view.
@MainActor protocol RowGroupHost: AnyObject {
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
    let saved = SavedValue(heightForRow)
    heightForRow = { [weak self] row, indexPath in
      height(row) ?? saved.value?(row, indexPath) ?? self?.view.rowHeight ?? 44
    }
    // Puts the app's own closure back.
    return Disposer { [weak self] in
      MainActor.assumeIsolated { self?.heightForRow = saved.value }
    }
  }
}

extension CollectionKit: RowGroupHost {
  func groupRowID(_ row: Row) -> AnyHashable { identity.row(row) }

  /// Gives a group's row its height, at the width the app's size closure (or the flow
  /// layout's item size) gives it.
  func installGroupHeights(_ height: @escaping (Row) -> CGFloat?) -> Disposable {
    let saved = SavedValue(sizeForRow)
    sizeForRow = { [weak self] row, indexPath in
      let base =
        saved.value?(row, indexPath)
        ?? (self?.view.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize
        ?? CGSize(width: 50, height: 50)
      return height(row).map { CGSize(width: base.width, height: $0) } ?? base
    }
    // Puts the app's own closure back.
    return Disposer { [weak self] in
      MainActor.assumeIsolated { self?.sizeForRow = saved.value }
    }
  }

  /// Shows sections of plain rows and row groups, as ``TableKit/show(_:)`` does: each group
  /// expands to rows of ``table``; taps reach the group; group heights become item heights.
  ///
  /// ```swift
  /// bag += kit.show([("Filters", [.group(colours), .group(sizes)])])
  /// ```
  ///
  /// - Parameter sections: Each section's value and parts.
  /// - Returns: What stops following the groups (the table stays as it is).
  @discardableResult
  public func show(_ sections: [(Section, [RowGroupPart<Row>])]) -> Disposable {
    RowGroupLayout(kit: self, sections: sections).start()
  }
}
