/// The table view's data source, delegate and prefetch data source: an `NSObject`, as UIKit
/// requires, generic over the kit's types so each UIKit call reaches the kit's parts directly.
///
/// Every call runs inside the kit's update pipeline as a callout: a table set from a user's
/// closure while UIKit is inside the call waits until UIKit's pass ends. The table view holds
/// the bridge weakly and the kit strongly; it holds the kit weakly, so neither keeps the other
/// alive.
///
/// Every UIKit method is declared in the class body, not in extensions: on iOS a method that
/// satisfies an `@objc` protocol's optional requirement must itself be `@objc`, and Swift allows
/// no `@objc` members in extensions of generic classes. Keeping the bridge generic (rather than a
/// non-generic object forwarding through an existential) keeps each UIKit call one direct hop
/// from the kit's parts, with no dynamic dispatch on the cell and height paths; the price is one
/// longer file, which holds nothing but UIKit's entry points.
@MainActor
final class TableViewBridge<Section, Row>: NSObject, UITableViewDataSource, UITableViewDelegate,
  UITableViewDataSourcePrefetching, KitBridge, UITableViewDragDelegate, UITableViewDropDelegate
{
  weak var kit: TableKit<Section, Row>?

  var isDriving: Bool { kit != nil }

  func detach() { kit = nil }

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
    case "tableView(_:heightForRowAt:)": return kit.heightForRow != nil || kit.hasGroupHeights
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

  // MARK: Heights and supplementary views

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    answer(tableView.rowHeight) { kit in
      guard kit.heightForRow != nil || kit.hasGroupHeights else { return tableView.rowHeight }
      let row = kit.shown[indexPath]
      if let height = kit.groupHeight(of: row, at: indexPath) {
        return ClosureSizeCheck.finite(
          height, from: ClosureSizeCheck.groupHeight, for: ClosureSizeCheck.row(row, at: indexPath))
      }
      guard let height = kit.heightForRow else { return tableView.rowHeight }
      return ClosureSizeCheck.finite(
        height(row, indexPath), from: "heightForRow",
        for: ClosureSizeCheck.row(row, at: indexPath))
    }
  }

  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  {
    answer(tableView.estimatedRowHeight) { kit in
      guard let estimate = kit.estimatedHeightForRow else { return tableView.estimatedRowHeight }
      let row = kit.shown[indexPath]
      return ClosureSizeCheck.finite(
        estimate(row, indexPath), from: "estimatedHeightForRow",
        for: ClosureSizeCheck.row(row, at: indexPath))
    }
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    answer(tableView.sectionHeaderHeight) { kit in
      kit.heightForHeader.map {
        ClosureSizeCheck.finite(
          $0(kit.shown.sections[section].value, section), from: "heightForHeader",
          for: "the header of section \(section)")
      } ?? tableView.sectionHeaderHeight
    }
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    answer(tableView.sectionFooterHeight) { kit in
      kit.heightForFooter.map {
        ClosureSizeCheck.finite(
          $0(kit.shown.sections[section].value, section), from: "heightForFooter",
          for: "the footer of section \(section)")
      } ?? tableView.sectionFooterHeight
    }
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    answer(nil) { $0.headerView(inSection: section) }
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    answer(nil) { $0.footerView(inSection: section) }
  }

  // MARK: Display

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    answer(()) { $0.willDisplay(cell, at: indexPath) }
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    answer(()) { $0.didEndDisplaying(cell, at: indexPath) }
  }

  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    answer(()) { $0.sectionViewEvent(.willDisplayHeader, view: view, section: section) }
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    answer(()) { $0.sectionViewEvent(.didEndDisplayingHeader, view: view, section: section) }
  }

  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {
    answer(()) { $0.sectionViewEvent(.willDisplayFooter, view: view, section: section) }
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {
    answer(()) { $0.sectionViewEvent(.didEndDisplayingFooter, view: view, section: section) }
  }

  // MARK: Highlight and selection

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    answer(()) { $0.rowEvent(.highlight, at: indexPath) }
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    answer(()) { $0.rowEvent(.unhighlight, at: indexPath) }
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    answer(indexPath) { kit in
      if let target = kit.selectionTarget { return target(kit.shown[indexPath], indexPath) }
      return kit.canSelect(at: indexPath) ? indexPath : nil
    }
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    answer(indexPath) { kit in
      kit.deselectionTarget.map { $0(kit.shown[indexPath], indexPath) } ?? indexPath
    }
  }

  // The row event is what UIKit delivered; the selection is state the kit derives from it, so it
  // follows: a tap reads as didSelect, then the selection it produced.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    answer(()) { $0.didSelect(at: indexPath) }
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    answer(()) { $0.didDeselect(at: indexPath) }
  }

  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    answer(()) { $0.rowEvent(.accessoryTap, at: indexPath) }
  }

  // MARK: Editing

  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    answer(()) { $0.beginEditing(at: indexPath) }
  }

  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    answer(()) { $0.endEditing(at: indexPath) }
  }

  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    answer(proposedDestinationIndexPath) {
      $0.target(forMoveFrom: sourceIndexPath, proposed: proposedDestinationIndexPath)
    }
  }

  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    answer(.none) { $0.editingStyle(at: indexPath) }
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    answer(nil) { $0.trailingSwipeActions(at: indexPath) }
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    answer(nil) { $0.leadingSwipeActions(at: indexPath) }
  }

  // MARK: Scrolling

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    answer(()) { $0.viewDidScroll() }
  }

  // MARK: - Drag and drop

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    answer([]) { $0.dragItems(at: indexPath) }
  }

  func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool {
    answer(true) { $0.dragStaysInApp }
  }

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    answer(UITableViewDropProposal(operation: .cancel)) {
      UITableViewDropProposal(
        operation: $0.dropOperation(for: session), intent: .insertAtDestinationIndexPath)
    }
  }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
  ) {
    answer(()) { $0.performDrop(TableDropCoordination(coordinator: coordinator)) }
  }

  // MARK: - Row actions / menus / focus

  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    answer(nil) { $0.contextMenuConfiguration(forRowsAt: [indexPath]) }
  }

  func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    answer(nil) { $0.contextMenuTargetedPreview(for: configuration) }
  }

  func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    answer(nil) { $0.contextMenuTargetedPreview(for: configuration) }
  }

  func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    answer(()) { $0.willCommitPreview(of: configuration, animator: animator) }
  }

  func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    answer(()) { $0.contextMenuEvent(.willDisplay, for: configuration) }
  }

  func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    answer(()) { $0.contextMenuEvent(.willEnd, for: configuration) }
  }

  func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    let viewDefault =
      tableView.isEditing ? tableView.allowsFocusDuringEditing : tableView.allowsFocus
    return answer(viewDefault) { $0.canFocus(at: indexPath, otherwise: viewDefault) }
  }

  func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {
    answer(()) { $0.didUpdateFocus(to: context.nextFocusedIndexPath) }
  }

  func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
    answer(nil) { $0.preferredFocusPath() }
  }

  func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    answer(false) { $0.canBeginMultipleSelection(at: indexPath) }
  }

  func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    answer(()) { $0.beginMultipleSelection() }
  }

  func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
    answer(()) { $0.multipleSelectionInteraction(isActive: false) }
  }

  // MARK: - A chat that grows (i26-chat-grow)

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    answer(()) { $0.listGeometryDidChange() }
  }
}

/// What a table view's data source, delegate and prefetch data source must be.
typealias TableViewBridgeObject = UITableViewDataSource & UITableViewDelegate
  & UITableViewDataSourcePrefetching

#if !canImport(UIKit)
  // HeadlessUIKit asks this first, as UIKit asks `responds(to:)`.
  extension TableViewBridge: OptionalRequirementResponding {
    func respondsToOptionalRequirement(_ requirement: String) -> Bool {
      implements(heightMethod: requirement)
    }
  }
#endif
