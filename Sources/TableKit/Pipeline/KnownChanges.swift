/// The changes from the table a view shows to the one requested, known before the pipeline
/// applies them: from the kit's own edits, or from a diff that ran off the main actor, which
/// also staged and pre-checked them there.
struct KnownChanges: Sendable {
  /// The changes.
  var changes: TableChanges
  /// The update prepared from the changes off the main actor, with the diagnostics to report
  /// when it is applied; nil when the main actor prepares it.
  var prepared: (update: PreparedUpdate, diagnostics: [TableKitDiagnostic])?
  /// The identities of the new table's rows, counted off the main actor with the diff, so
  /// that the first ``ListKit/edit(animated:_:)`` after a large table does not count them on
  /// the main actor; nil when not counted.
  var identities: IdentityCounts?
}
