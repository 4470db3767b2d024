/// The table view's data source, delegate and prefetch data source: an `NSObject`, as UIKit
/// requires, generic over the kit's types so each UIKit call reaches the kit's parts directly.
///
/// Every call runs inside the kit's update pipeline as a callout: a table set from a user's
/// closure while UIKit is inside the call waits until UIKit's pass ends. The table view holds
/// the bridge weakly and the kit strongly; it holds the kit weakly, so neither keeps the other
/// alive.
@MainActor
final class TableViewBridge<Section, Row>: NSObject, UITableViewDataSource, UITableViewDelegate,
  UITableViewDataSourcePrefetching, KitBridge
{
  weak var kit: TableKit<Section, Row>?

  var isDriving: Bool { kit != nil }

  /// Runs a call inside the kit's pipeline, or returns `fallback` once the kit is gone.
  func answer<Value>(
    _ fallback: @autoclosure () -> Value, _ body: (TableKit<Section, Row>) -> Value
  ) -> Value {
    guard let kit else { return fallback() }
    return kit.pipeline.callout { body(kit) }
  }

  /// Whether the user set the closure behind a height method UIKit treats as optional.
  func implements(heightMethod requirement: String) -> Bool {
    guard let kit else { return false }
    switch requirement {
    case "tableView(_:heightForRowAt:)": return kit.heightForRow != nil
    case "tableView(_:estimatedHeightForRowAt:)": return kit.estimatedHeightForRow != nil
    case "tableView(_:heightForHeaderInSection:)": return kit.heightForHeader != nil
    case "tableView(_:heightForFooterInSection:)": return kit.heightForFooter != nil
    default: return true
    }
  }

  #if canImport(UIKit)
    // UIKit asks `respondsToSelector:` for the methods whose presence changes its behaviour (a
    // height method beats `rowHeight`, an estimate turns estimation on): answer yes only while
    // the user has set the closure.
    // NSObject's method is nonisolated; UIKit asks on the main thread, where the kit lives.
    nonisolated override func responds(to selector: Selector!) -> Bool {
      let gated: [Selector: String] = [
        #selector(UITableViewDelegate.tableView(_:heightForRowAt:)): "tableView(_:heightForRowAt:)",
        #selector(UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)):
          "tableView(_:estimatedHeightForRowAt:)",
        #selector(UITableViewDelegate.tableView(_:heightForHeaderInSection:)):
          "tableView(_:heightForHeaderInSection:)",
        #selector(UITableViewDelegate.tableView(_:heightForFooterInSection:)):
          "tableView(_:heightForFooterInSection:)",
      ]
      guard let selector, let method = gated[selector], Thread.isMainThread else {
        return super.responds(to: selector)
      }
      return MainActor.assumeIsolated { implements(heightMethod: method) }
    }
  #endif

  // MARK: Data source

  func numberOfSections(in tableView: UITableView) -> Int {
    answer(0) { $0.shown.sections.count }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    answer(0) { $0.shown.numberOfRows(inSection: section) }
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    answer(UITableViewCell(style: .default, reuseIdentifier: nil)) {
      $0.makeCell(for: tableView, at: indexPath)
    }
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    answer(nil) { $0.title(forHeaderInSection: section) }
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    answer(nil) { $0.title(forFooterInSection: section) }
  }

  func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    answer(nil) { $0.indexTitles() }
  }

  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    answer(index) { $0.section(forIndexTitle: title) }
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    answer(false) { $0.canEdit(at: indexPath) }
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    answer(()) { $0.commit(editingStyle, at: indexPath) }
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    answer(false) { $0.canMove(at: indexPath) }
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    answer(()) { $0.move(from: sourceIndexPath, to: destinationIndexPath) }
  }

  // MARK: Prefetching

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    answer(()) { $0.prefetch(at: indexPaths) }
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    answer(()) { $0.cancelPrefetching(at: indexPaths) }
  }
}

#if !canImport(UIKit)
  // HeadlessUIKit asks this first, as UIKit asks `responds(to:)`.
  extension TableViewBridge: OptionalRequirementResponding {
    func respondsToOptionalRequirement(_ requirement: String) -> Bool {
      implements(heightMethod: requirement)
    }
  }
#endif
