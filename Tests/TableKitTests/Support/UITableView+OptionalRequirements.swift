import TableKit

// UIKit's optional data-source and delegate requirements, called the way UIKit and a UIKit app's
// code call them. On iOS they are `@objc optional` and need `?(`: a view whose data source lacks
// the method gets nil, as UIKit does. HeadlessUIKit declares them as ordinary requirements with
// defaults (DESIGN.md, "How UIKit fits on Linux"), which `?(` cannot call. The one `#if` for both
// lives here, so the tests read the same on both platforms.
@MainActor extension UITableView {
  /// The data source's section index titles.
  func askedSectionIndexTitles() -> [String]? {
    #if canImport(UIKit)
      dataSource?.sectionIndexTitles?(for: self)
    #else
      dataSource?.sectionIndexTitles(for: self)
    #endif
  }

  /// The section the data source names for an index title.
  func askedSection(forIndexTitle title: String, at index: Int) -> Int? {
    #if canImport(UIKit)
      dataSource?.tableView?(self, sectionForSectionIndexTitle: title, at: index)
    #else
      dataSource?.tableView(self, sectionForSectionIndexTitle: title, at: index)
    #endif
  }

  /// The data source's title for a section's header.
  func askedTitle(forHeaderInSection section: Int) -> String? {
    #if canImport(UIKit)
      dataSource?.tableView?(self, titleForHeaderInSection: section)
    #else
      dataSource?.tableView(self, titleForHeaderInSection: section)
    #endif
  }

  /// The data source's title for a section's footer.
  func askedTitle(forFooterInSection section: Int) -> String? {
    #if canImport(UIKit)
      dataSource?.tableView?(self, titleForFooterInSection: section)
    #else
      dataSource?.tableView(self, titleForFooterInSection: section)
    #endif
  }

  /// Whether the data source lets a row be edited.
  func askedCanEdit(rowAt indexPath: IndexPath) -> Bool? {
    #if canImport(UIKit)
      dataSource?.tableView?(self, canEditRowAt: indexPath)
    #else
      dataSource?.tableView(self, canEditRowAt: indexPath)
    #endif
  }

  /// The editing style the delegate gives a row.
  func askedEditingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle? {
    #if canImport(UIKit)
      delegate?.tableView?(self, editingStyleForRowAt: indexPath)
    #else
      delegate?.tableView(self, editingStyleForRowAt: indexPath)
    #endif
  }

  /// The delegate's trailing swipe actions for a row.
  func askedTrailingSwipeActions(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    #if canImport(UIKit)
      delegate?.tableView?(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    #else
      delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    #endif
  }

  /// Tells the data source to commit an edit, as a tap on a row's editing control does.
  func sendCommit(_ style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    #if canImport(UIKit)
      dataSource?.tableView?(self, commit: style, forRowAt: indexPath)
    #else
      dataSource?.tableView(self, commit: style, forRowAt: indexPath)
    #endif
  }

  /// Tells the data source a row moved, as the end of a user's drag does.
  func sendMove(rowAt source: IndexPath, to destination: IndexPath) {
    #if canImport(UIKit)
      dataSource?.tableView?(self, moveRowAt: source, to: destination)
    #else
      dataSource?.tableView(self, moveRowAt: source, to: destination)
    #endif
  }
}
