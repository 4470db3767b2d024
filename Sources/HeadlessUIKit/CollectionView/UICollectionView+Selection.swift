// Selection (Rules.md R-select-2). Programmatic selection calls no delegate method
// (developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:):
// "It does not call this method when you programmatically set the selection").

extension UICollectionView {
  /// Selects an item (or clears the selection for nil) without calling the delegate.
  ///
  /// Does nothing when `allowsSelection` is false, as `deselectItem` documents for itself
  /// (…/uicollectionview/deselectitem(at:animated:)) [I for select]. Without multiple selection
  /// the previous selection is replaced.
  func selectProgrammatically(
    _ indexPath: IndexPath?, scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    guard let indexPath else {
      deselectAll()
      return
    }
    guard allowsSelection else { return }
    if !allowsCurrentMultipleSelection { deselectAll(except: indexPath) }
    selection.insert(indexPath)
    displayedCells[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects an item without calling the delegate; does nothing when `allowsSelection` is
  /// false (…/uicollectionview/deselectitem(at:animated:)).
  func deselectProgrammatically(_ indexPath: IndexPath) {
    guard allowsSelection else { return }
    selection.remove(indexPath)
    displayedCells[indexPath]?.isSelected = false
  }

  /// Whether several items may be selected in the current mode.
  var allowsCurrentMultipleSelection: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  private func deselectAll(except kept: IndexPath? = nil) {
    for path in selection.paths where path != kept {
      selection.remove(path)
      displayedCells[path]?.isSelected = false
    }
  }
}
