import TableKitTesting

extension RecordingTableSource {
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { record("willDisplay \(indexPath.text)") }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { record("didEndDisplaying \(indexPath.text)") }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    record("shouldHighlight \(indexPath.text)")
    return !unhighlightable.contains(indexPath)
  }

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    record("didHighlight \(indexPath.text)")
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    record("didUnhighlight \(indexPath.text)")
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    record("willSelect \(indexPath.text)")
    return selectionRedirects[indexPath] ?? indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    record("didSelect \(indexPath.text)")
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    record("willDeselect \(indexPath.text)")
    return indexPath
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    record("didDeselect \(indexPath.text)")
  }

  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    record("accessoryButtonTapped \(indexPath.text)")
  }

  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { editingStyles[indexPath] ?? .delete }

  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    record("targetForMove \(sourceIndexPath.text) → \(proposedDestinationIndexPath.text)")
    return moveRetargets[proposedDestinationIndexPath] ?? proposedDestinationIndexPath
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    leadingActions[sections[indexPath.section][indexPath.row]].map {
      UISwipeActionsConfiguration(actions: $0)
    }
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    trailingActions[sections[indexPath.section][indexPath.row]].map {
      UISwipeActionsConfiguration(actions: $0)
    }
  }

  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    record("willBeginEditing \(indexPath.text)")
  }

  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    record("didEndEditing \(indexPath?.text ?? "nil")")
  }

  // MARK: Scroll view

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    record("willBeginDragging dragging=\(scrollView.isDragging)")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    record("didScroll \(Int(scrollView.contentOffset.y))")
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    record(
      "willEndDragging v=\(Int(velocity.y)) target=\(Int(targetContentOffset.pointee.y))")
    if let restingOffset { targetContentOffset.pointee = restingOffset }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    record("didEndDragging decelerate=\(decelerate)")
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    record("willBeginDecelerating decelerating=\(scrollView.isDecelerating)")
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    record("didEndDecelerating")
  }
}
