import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Sends a table view's data-source and delegate methods for a scripted gesture.
///
/// On iOS the methods are `@objc optional`, so the calls use `?()` and fall back to UIKit's
/// behaviour for an absent method; against HeadlessUIKit they are requirements whose defaults
/// already behave that way. Each line that differs sits under `#if canImport(UIKit)`.
@MainActor struct TableCalls {
  /// The table the gesture acts on.
  let table: UITableView

  private var delegate: (any UITableViewDelegate)? { table.delegate }
  private var dataSource: (any UITableViewDataSource)? { table.dataSource }

  func shouldHighlight(_ path: IndexPath) -> Bool {
    #if canImport(UIKit)
      delegate?.tableView?(table, shouldHighlightRowAt: path) ?? true
    #else
      delegate?.tableView(table, shouldHighlightRowAt: path) ?? true
    #endif
  }

  func didHighlight(_ path: IndexPath) {
    #if canImport(UIKit)
      delegate?.tableView?(table, didHighlightRowAt: path)
    #else
      delegate?.tableView(table, didHighlightRowAt: path)
    #endif
  }

  func didUnhighlight(_ path: IndexPath) {
    #if canImport(UIKit)
      delegate?.tableView?(table, didUnhighlightRowAt: path)
    #else
      delegate?.tableView(table, didUnhighlightRowAt: path)
    #endif
  }

  func willSelect(_ path: IndexPath) -> IndexPath? {
    guard let delegate else { return path }
    #if canImport(UIKit)
      return delegate.tableView?(table, willSelectRowAt: path) ?? path
    #else
      return delegate.tableView(table, willSelectRowAt: path)
    #endif
  }

  func willDeselect(_ path: IndexPath) -> IndexPath? {
    guard let delegate else { return path }
    #if canImport(UIKit)
      return delegate.tableView?(table, willDeselectRowAt: path) ?? path
    #else
      return delegate.tableView(table, willDeselectRowAt: path)
    #endif
  }

  func didSelect(_ path: IndexPath) {
    #if canImport(UIKit)
      delegate?.tableView?(table, didSelectRowAt: path)
    #else
      delegate?.tableView(table, didSelectRowAt: path)
    #endif
  }

  func didDeselect(_ path: IndexPath) {
    #if canImport(UIKit)
      delegate?.tableView?(table, didDeselectRowAt: path)
    #else
      delegate?.tableView(table, didDeselectRowAt: path)
    #endif
  }

  func accessoryButtonTapped(_ path: IndexPath) {
    #if canImport(UIKit)
      delegate?.tableView?(table, accessoryButtonTappedForRowWith: path)
    #else
      delegate?.tableView(table, accessoryButtonTappedForRowWith: path)
    #endif
  }

  func canMove(_ path: IndexPath) -> Bool {
    #if canImport(UIKit)
      dataSource?.tableView?(table, canMoveRowAt: path) ?? true
    #else
      dataSource?.tableView(table, canMoveRowAt: path) ?? true
    #endif
  }

  func target(forMoveFrom source: IndexPath, proposed: IndexPath) -> IndexPath {
    #if canImport(UIKit)
      delegate?.tableView?(
        table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
        ?? proposed
    #else
      delegate?.tableView(
        table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
        ?? proposed
    #endif
  }

  /// Sends `moveRowAt` and returns whether the data source implements it.
  func moveRow(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard let dataSource else { return false }
    #if canImport(UIKit)
      guard let move = dataSource.tableView(_:moveRowAt:to:) else { return false }
      move(table, source, destination)
      return true
    #else
      return table.headless.callReportingImplementation(
        "tableView(_:moveRowAt:to:)", of: dataSource
      ) { dataSource.tableView(table, moveRowAt: source, to: destination) }.isImplemented
    #endif
  }

  /// Sends `commit editingStyle` and returns whether the data source implements it.
  func commit(_ style: UITableViewCell.EditingStyle, forRowAt path: IndexPath) -> Bool {
    guard let dataSource else { return false }
    #if canImport(UIKit)
      guard let commit = dataSource.tableView(_:commit:forRowAt:) else { return false }
      commit(table, style, path)
      return true
    #else
      return table.headless.callReportingImplementation(
        "tableView(_:commit:forRowAt:)", of: dataSource
      ) { dataSource.tableView(table, commit: style, forRowAt: path) }.isImplemented
    #endif
  }
}
