extension UpdatePipelineState {
  /// The log the next kit edit continues: the edits since the shown table when the requested
  /// table is the shown one with only the kit's edits applied, else nil (a table the app set
  /// waits, which is diffed anyway).
  var logForNextEdit: EditLog? {
    hasPendingTable ? editLog : EditLog(sectionCount: requested.sections.count)
  }

  /// Takes the counted identities of the requested table's rows, if known, leaving none: the
  /// edit that takes them counts its own edits in and gives them back.
  mutating func takeIdentities() -> IdentityCounts? {
    defer { identities = nil }
    return identities
  }

  /// Asks for `table`, the latest requested one with a kit edit applied: its changes from the
  /// shown table are `log`'s when there is one.
  ///
  /// - Parameter identities: The identities of `table`'s rows, counted.
  mutating func request(edited table: TableValue, log: EditLog?, identities: IdentityCounts) {
    request(table)
    editLog = log
    self.identities = identities
  }
}
