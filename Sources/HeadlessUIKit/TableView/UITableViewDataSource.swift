/// Supplies a table view's sections, rows and cells, and commits the user's edits.
///
/// Mirrors `@MainActor public protocol UITableViewDataSource : NSObjectProtocol` (Rules.md
/// R-decl-1). The two row methods are required; the others are `optional` in UIKit and have a
/// default here that does what UIKit does when the method is absent (Rules.md R-opt-1).
///
/// ```swift
/// final class Rows: NSObject, UITableViewDataSource {
///   var titles = ["One", "Two"]
///   func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///     titles.count
///   }
///   func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
///     cell.textLabel?.text = titles[indexPath.row]
///     return cell
///   }
/// }
/// ```
///
/// - Note: A subclass cannot add an optional method its superclass left to the default: Swift
///   binds the default when the superclass conforms. Implement it in the conforming class.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  /// Returns the number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// Returns the cell for a row, usually dequeued with `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// Returns the number of sections; absent means 1.
  func numberOfSections(in tableView: UITableView) -> Int
  /// Returns a section's header title; absent means none.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// Returns a section's footer title; absent means none.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Returns whether a row can be edited; absent means every row can.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Returns whether a row can be moved; absent means true (the reorder control also needs
  /// `moveRowAt`).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Returns the section index titles; absent means no index.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// Returns the section for a section index title; absent means the title's index.
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
    -> Int
  /// Commits an insert or delete the user asked for; implementing it enables swipe-to-delete.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Moves a row in the model after the user dragged it; the table has already moved it.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// Returns 1, as UIKit assumes when the method is absent ("Default is 1 if not implemented").
  public func numberOfSections(in tableView: UITableView) -> Int {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return 1
  }
  /// Returns nil: no header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Returns nil: no footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Returns true: when absent, every row is editable (Rules.md R-edit-1).
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Returns true: when absent, every row can move if `moveRowAt` is implemented (Rules.md R-opt-3).
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Returns nil: no section index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Returns the title's index.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return index
  }
  /// Does nothing; the table learns from this that swipe-to-delete is not enabled.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing; the table learns from this that rows cannot be reordered.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
}
