/// What ``TableViewBridge`` forwards UIKit's data-source and delegate calls to: the generic
/// kit, which cannot itself be the Objective-C-visible data source.
@MainActor protocol TableViewHandling: AnyObject {
  func numberOfSections() -> Int
  func numberOfRows(inSection section: Int) -> Int
  func cell(for tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell
  func title(forHeaderInSection section: Int) -> String?
  func title(forFooterInSection section: Int) -> String?
  func view(for tableView: UITableView, headerInSection section: Int) -> UIView?
  func view(for tableView: UITableView, footerInSection section: Int) -> UIView?

  /// Whether the user set a closure that UIKit's behaviour depends on the presence of.
  func implements(_ requirement: OptionalDelegateMethod) -> Bool
  func height(forRowAt indexPath: IndexPath) -> CGFloat?
  func estimatedHeight(forRowAt indexPath: IndexPath) -> CGFloat?
  func height(forHeaderInSection section: Int) -> CGFloat?
  func height(forFooterInSection section: Int) -> CGFloat?

  func willDisplay(_ cell: UITableViewCell, at indexPath: IndexPath)
  func didEndDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath)
  func sectionViewEvent(_ kind: SectionEventKind, view: UIView, section: Int)
  func rowEvent(_ kind: RowEventKind, at indexPath: IndexPath)
  func willSelect(at indexPath: IndexPath) -> IndexPath?
  func didSelect(at indexPath: IndexPath)
  func didDeselect(at indexPath: IndexPath)
  func prefetch(at indexPaths: [IndexPath])
  func cancelPrefetching(at indexPaths: [IndexPath])
  func didScroll(_ scrollView: UIScrollView)

  func canEdit(at indexPath: IndexPath) -> Bool
  func editingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle
  func commit(_ style: UITableViewCell.EditingStyle, at indexPath: IndexPath)
  func canMove(at indexPath: IndexPath) -> Bool
  func move(from source: IndexPath, to destination: IndexPath)
  func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration?
  func leadingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration?
}

/// Delegate methods whose mere presence changes UIKit's behaviour, so the bridge reports them as
/// implemented only while the user has set the matching closure.
enum OptionalDelegateMethod: Hashable, Sendable {
  case heightForRow, estimatedHeightForRow, heightForHeader, heightForFooter
}
