import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UICollectionView {
  /// Taps an item as a person does, with UIKit's highlight and selection call sequence.
  ///
  /// The sequence (Rules.md R-select-1): nothing when selection is off in the current mode;
  /// `shouldHighlightItemAt` (false stops the tap), `didHighlightItemAt`,
  /// `didUnhighlightItemAt`. Then, on an item already selected under multiple selection:
  /// `shouldDeselectItemAt` (false keeps it), the deselection and `didDeselectItemAt`.
  /// Otherwise `shouldSelectItemAt` (false stops; no retargeting, unlike a table), under single
  /// selection the previously selected item's deselection and `didDeselectItemAt`, the
  /// selection and `didSelectItemAt`.
  ///
  /// - Parameters:
  ///   - indexPath: An item on screen.
  ///   - file: The file a stop names; filled in by the compiler.
  ///   - line: The line a stop names; filled in by the compiler.
  /// - Note: Stops with a message naming the item and the view's counts when the item does not
  ///   exist or is off screen; ``Throwing/tap(itemAt:)`` throws instead.
  public func tap(itemAt indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptTap(itemAt: indexPath) }, file: file, line: line)
  }

  /// Taps the item at `item` of section 0; see ``tap(itemAt:file:line:)``.
  public func tap(item: Int, file: StaticString = #fileID, line: UInt = #line) {
    tap(itemAt: IndexPath(item: item, section: 0), file: file, line: line)
  }

  /// The throwing forms of the scripted interactions: `try collection.throwing.tap(item: 9)`.
  public var throwing: Throwing<UICollectionView> { Throwing(self) }

  /// The index paths of the items on screen, in order, after laying the view out.
  public var visibleItems: [IndexPath] {
    layoutIfNeeded()
    return indexPathsForVisibleItems.sorted()
  }

  /// The view's item count per section.
  var sectionCounts: SectionCounts {
    SectionCounts(sections: numberOfSections, unit: "item") { numberOfItems(inSection: $0) }
  }

  /// The view's sections and items, as a message names them.
  var countsDescription: String { "the collection view has \(sectionCounts.description)" }

  /// Lays the view out and checks that an item exists and, when asked, is on screen.
  func checkItem(_ path: IndexPath, for action: String, mustBeVisible: Bool = true)
    throws(InteractionError)
  {
    layoutIfNeeded()
    guard sectionCounts.contains(path) else {
      throw InteractionError(
        "Cannot \(action) item \(path.shortText) (section-item): it does not exist; "
          + "\(countsDescription). Use an existing index path, or reload the view after "
          + "changing its data.")
    }
    guard !mustBeVisible || indexPathsForVisibleItems.contains(path) else {
      let visible = indexPathsForVisibleItems.sorted().map(\.shortText)
      throw InteractionError(
        "Cannot \(action) item \(path.shortText): it is not on screen (visible items: "
          + "\(visible.isEmpty ? "none" : visible.joined(separator: ", "))). Scroll to it first "
          + "with scroll(toItemAt:).")
    }
  }

  func scriptTap(itemAt indexPath: IndexPath) throws(InteractionError) {
    try checkItem(indexPath, for: "tap")
    let selectable =
      isEditing
      ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    guard selectable else { return }
    // A header-style outline disclosure takes a tap anywhere in the cell; the cell is not
    // selected (UICellAccessory.h).
    if tapTogglesOutline(at: indexPath) {
      try scriptTapOutlineDisclosure(itemAt: indexPath)
      return
    }
    let calls = CollectionCalls(view: self)
    guard calls.shouldHighlight(indexPath) else { return }
    let cell = cellForItem(at: indexPath)
    cell?.isHighlighted = true
    calls.didHighlight(indexPath)
    cell?.isHighlighted = false
    calls.didUnhighlight(indexPath)
    let selected = indexPathsForSelectedItems ?? []
    if multiple, selected.contains(indexPath) {
      guard calls.shouldDeselect(indexPath) else { return }
      deselectItem(at: indexPath, animated: false)
      calls.didDeselect(indexPath)
      return
    }
    guard calls.shouldSelect(indexPath) else { return }
    if !multiple {
      for previous in selected where previous != indexPath {
        deselectItem(at: previous, animated: false)
        calls.didDeselect(previous)
      }
    }
    selectItem(at: indexPath, animated: false, scrollPosition: [])
    calls.didSelect(indexPath)
  }
}

extension Throwing where Base == UICollectionView {
  /// Taps an item like ``TableKitTesting/HeadlessUIKit/UICollectionView/tap(itemAt:file:line:)``,
  /// throwing instead of stopping when the item does not exist or is off screen.
  public func tap(itemAt indexPath: IndexPath) throws(InteractionError) {
    try base.scriptTap(itemAt: indexPath)
  }
}
