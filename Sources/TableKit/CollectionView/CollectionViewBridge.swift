/// The collection view's data source, delegate (with the flow layout's sizes) and prefetch data
/// source: an `NSObject`, as UIKit requires, generic over the kit's types so each UIKit call
/// reaches the kit's parts directly.
///
/// Every call runs inside the kit's update pipeline as a callout, as ``TableViewBridge``'s do:
/// a table set from a user's closure while UIKit is inside the call waits until UIKit's pass
/// ends. The collection view holds the bridge weakly and the kit strongly; the bridge holds the
/// kit weakly, so neither keeps the other alive.
///
/// Every UIKit method is declared in the class body, for the reason ``TableViewBridge`` gives:
/// Swift allows no `@objc` members in extensions of generic classes, and UIKit calls an optional
/// requirement only through its `@objc` entry point.
@MainActor
final class CollectionViewBridge<Section, Row>: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout, UICollectionViewDataSourcePrefetching, KitBridge,
  UICollectionViewDragDelegate, UICollectionViewDropDelegate
{
  weak var kit: CollectionKit<Section, Row>?

  var isDriving: Bool { kit != nil }

  func detach() { kit = nil }

  /// Runs a call inside the kit's pipeline, or returns `fallback` once the kit is gone.
  func answer<Value>(
    _ fallback: @autoclosure () -> Value, _ body: (CollectionKit<Section, Row>) -> Value
  ) -> Value {
    guard let kit else { return fallback() }
    return kit.pipeline.callout { body(kit) }
  }

  /// Whether the user set the closure behind the size method, whose presence UIKit checks: a
  /// flow layout without it uses its `itemSize` (and self-sizing, when estimated).
  func implements(sizeMethod requirement: String) -> Bool {
    guard let kit else { return false }
    switch requirement {
    case "collectionView(_:layout:sizeForItemAt:)":
      return kit.sizeForRow != nil || kit.hasGroupHeights
    default: return true
    }
  }

  #if canImport(UIKit)
    // UIKit asks `respondsToSelector:` for the size method: answer yes only while the user has
    // set the closure. NSObject's method is nonisolated; UIKit asks on the main thread.
    nonisolated override func responds(to selector: Selector!) -> Bool {
      let sizeSelector = #selector(
        UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:))
      guard selector == sizeSelector, Thread.isMainThread else {
        return super.responds(to: selector)
      }
      return MainActor.assumeIsolated {
        implements(sizeMethod: "collectionView(_:layout:sizeForItemAt:)")
      }
    }
  #endif

  // MARK: Data source

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    answer(0) { $0.shown.sections.count }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    answer(0) { $0.shown.numberOfRows(inSection: section) }
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    // Once the kit is gone the view has no data source and asks for nothing.
    answer(UICollectionViewCell(frame: .zero)) { $0.makeCell(at: indexPath) }
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    answer(UICollectionReusableView(frame: .zero)) {
      $0.makeSupplementaryView(ofKind: kind, at: indexPath)
    }
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    answer(false) { $0.canMove(at: indexPath) }
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    answer(()) { $0.move(from: sourceIndexPath, to: destinationIndexPath) }
  }

  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    answer(proposedIndexPath) {
      $0.target(forMoveFrom: originalIndexPath, proposed: proposedIndexPath)
    }
  }

  // MARK: Prefetching

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    answer(()) { $0.prefetch(at: indexPaths) }
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    answer(()) { $0.cancelPrefetching(at: indexPaths) }
  }

  // MARK: Flow layout sizes

  private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? {
    layout as? UICollectionViewFlowLayout
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let fallback = flow(collectionViewLayout)?.itemSize ?? .zero
    return answer(fallback) { kit in
      guard kit.sizeForRow != nil || kit.hasGroupHeights else { return fallback }
      let row = kit.shown[indexPath]
      let size = kit.sizeForRow.map {
        ClosureSizeCheck.finite(
          $0(row, indexPath), from: "sizeForRow", for: ClosureSizeCheck.row(row, at: indexPath))
      }
      guard let height = kit.groupHeight(of: row, at: indexPath) else { return size ?? fallback }
      // A group gives a height; the width stays the app's (or the layout's).
      return CGSize(
        width: (size ?? fallback).width,
        height: ClosureSizeCheck.groupItemHeight(
          height, for: ClosureSizeCheck.row(row, at: indexPath))
      )
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    let fallback = flow(collectionViewLayout)?.sectionInset ?? .zero
    return answer(fallback) { kit in
      kit.sectionInset.map {
        ClosureSizeCheck.finite(
          $0(kit.shown.sections[section].value, section), from: "sectionInset",
          for: ClosureSizeCheck.section(section))
      } ?? fallback
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    let fallback = flow(collectionViewLayout)?.minimumLineSpacing ?? 0
    return answer(fallback) { kit in
      kit.lineSpacing.map {
        ClosureSizeCheck.finite(
          spacing: $0(kit.shown.sections[section].value, section), from: "lineSpacing",
          for: ClosureSizeCheck.section(section))
      } ?? fallback
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    let fallback = flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0
    return answer(fallback) { kit in
      kit.interitemSpacing.map {
        ClosureSizeCheck.finite(
          spacing: $0(kit.shown.sections[section].value, section), from: "interitemSpacing",
          for: ClosureSizeCheck.section(section))
      } ?? fallback
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    let fallback = flow(collectionViewLayout)?.headerReferenceSize ?? .zero
    return answer(fallback) { kit in
      if kit.isOlderPagingHeader(kind: UICollectionView.elementKindSectionHeader, section: section),
        let size = kit.olderPagingHeaderSize(in: collectionView)
      {
        return size
      }
      return kit.headerSize.map {
        ClosureSizeCheck.finite(
          $0(kit.shown.sections[section].value, section), from: "headerSize",
          for: "the header of section \(section)")
      } ?? fallback
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    let fallback = flow(collectionViewLayout)?.footerReferenceSize ?? .zero
    return answer(fallback) { kit in
      let kind = UICollectionView.elementKindSectionFooter
      if kit.isPagingFooter(kind: kind, section: section),
        let size = kit.pagingFooterSize(in: collectionView)
      {
        return size
      }
      return kit.footerSize.map {
        ClosureSizeCheck.finite(
          $0(kit.shown.sections[section].value, section), from: "footerSize",
          for: "the footer of section \(section)")
      } ?? fallback
    }
  }

  // MARK: Display

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    answer(()) { $0.willDisplay(cell, at: indexPath) }
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    answer(()) { $0.didEndDisplaying(cell, at: indexPath) }
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    answer(()) {
      $0.supplementaryViewEvent(view, kind: elementKind, at: indexPath, ending: false)
    }
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    answer(()) {
      $0.supplementaryViewEvent(view, kind: elementKind, at: indexPath, ending: true)
    }
  }

  // MARK: Highlight and selection

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    answer(()) { $0.rowEvent(.highlight, at: indexPath) }
  }

  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    answer(()) { $0.rowEvent(.unhighlight, at: indexPath) }
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    answer(true) { $0.canSelect(at: indexPath) }
  }

  // The row event is what UIKit delivered; the selection is state the kit derives from it, so it
  // follows: a tap reads as didSelect, then the selection it produced.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    answer(()) { $0.didSelect(at: indexPath) }
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    answer(()) { $0.didDeselect(at: indexPath) }
  }

  // MARK: Scrolling

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    answer(()) {
      $0.scrollEmitter.send(scrollView.contentOffset)
      $0.anchoringDidScroll()
    }
  }

  // MARK: - Drag and drop

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    answer([]) { $0.dragItems(at: indexPath) }
  }

  func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool {
    answer(true) { $0.dragStaysInApp }
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    answer(UICollectionViewDropProposal(operation: .cancel)) {
      UICollectionViewDropProposal(
        operation: $0.dropOperation(for: session), intent: .insertAtDestinationIndexPath)
    }
  }

  func collectionView(
    _ collectionView: UICollectionView,
    performDropWith coordinator: any UICollectionViewDropCoordinator
  ) {
    answer(()) { $0.performDrop(CollectionDropCoordination(coordinator: coordinator)) }
  }

  // MARK: - Row actions / menus / focus

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    answer(nil) { $0.contextMenuConfiguration(forRowsAt: indexPaths) }
  }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfiguration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? {
    answer(nil) { $0.contextMenuTargetedPreview(for: contextMenuConfiguration) }
  }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfiguration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? {
    answer(nil) { $0.contextMenuTargetedPreview(for: contextMenuConfiguration) }
  }

  func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    answer(()) { $0.willCommitPreview(of: configuration, animator: animator) }
  }

  func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    answer(()) { $0.contextMenuEvent(.willDisplay, for: configuration) }
  }

  func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    answer(()) { $0.contextMenuEvent(.willEnd, for: configuration) }
  }

  func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath)
    -> Bool
  {
    let viewDefault =
      collectionView.isEditing
      ? collectionView.allowsFocusDuringEditing : collectionView.allowsFocus
    return answer(viewDefault) { $0.canFocus(at: indexPath, otherwise: viewDefault) }
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {
    answer(()) { $0.didUpdateFocus(to: context.nextFocusedIndexPath) }
  }

  func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
    answer(nil) { $0.preferredFocusPath() }
  }

  func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    answer(false) { $0.canBeginMultipleSelection(at: indexPath) }
  }

  func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    answer(()) { $0.beginMultipleSelection() }
  }

  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
    answer(()) { $0.multipleSelectionInteraction(isActive: false) }
  }

  // MARK: - A chat that grows (i26-chat-grow)

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    answer(()) { $0.listGeometryDidChange() }
  }

  // MARK: - Scroll anchoring inside the batch (cv-anchor)

  // UIKit asks it inside a batch update, after preparing the new layout and before laying the
  // cells out (Rules.md R-anchor-9): the kit keeps the user's place there.
  func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    answer(proposedContentOffset) { $0.targetContentOffset(forProposed: proposedContentOffset) }
  }
}

/// What a collection view's data source, delegate and prefetch data source must be.
typealias CollectionViewBridgeObject = UICollectionViewDataSource & UICollectionViewDelegate
  & UICollectionViewDataSourcePrefetching

#if !canImport(UIKit)
  // HeadlessUIKit asks this first, as UIKit asks `responds(to:)`.
  extension CollectionViewBridge: OptionalRequirementResponding {
    func respondsToOptionalRequirement(_ requirement: String) -> Bool {
      implements(sizeMethod: requirement)
    }
  }
#endif
