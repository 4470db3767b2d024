/// The delegates that one table geometry build found to lack a row height method, so their
/// defaults (which only return the table's `estimatedRowHeight` or `rowHeight`) are not called
/// again for every row.
struct LackingHeightMethods {
  /// A delegate whose `tableView(_:estimatedHeightForRowAt:)` is the default.
  var estimatedHeightForRow: AnyObject?
  /// A delegate whose `tableView(_:heightForRowAt:)` is the default.
  var heightForRow: AnyObject?
}
