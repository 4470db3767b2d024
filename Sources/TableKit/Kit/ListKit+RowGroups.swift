extension ListKit {
  /// Shows sections of plain rows and row groups: each group expands to rows of ``table``, and
  /// the table is set again whenever a group's rows change (animated as a diff). Taps on a
  /// group's rows reach the group, with the row's number within the group; rows of groups that
  /// give heights get them, over the app's own sizing (a table's `heightForRow`, a grid's
  /// `sizeForRow`, whose width they keep), which the app may still set and change meanwhile.
  ///
  /// ```swift
  /// kit.show([
  ///   ("Display", [.group(textSize), .row(.toggle("Bold text"))]),
  ///   ("Theme", [.group(theme)]),
  /// ])
  /// ```
  ///
  /// The kit keeps what it shows: a second `show` ends the first (its groups no longer set the
  /// table), and so does the kit's end. Disposing the returned value ends it sooner; the table
  /// stays as it is.
  ///
  /// - Parameter sections: Each section's value and parts.
  /// - Returns: What stops following the groups.
  @discardableResult
  public func show(_ sections: [(Section, [RowGroupPart<Row>])]) -> Disposable {
    shownGroups?.dispose()
    let shown = RowGroupLayout(kit: self, sections: sections).start()
    shownGroups = shown
    return shown
  }

  /// The height row groups give the row at a path of the shown table, over the app's own
  /// sizing; nil when none does.
  func groupHeight(of row: Row, at indexPath: IndexPath) -> CGFloat? {
    hasGroupHeights ? heightLayers.first { $0(row, indexPath) } : nil
  }
}
