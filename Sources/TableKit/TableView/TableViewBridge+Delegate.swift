extension TableViewBridge {
  // MARK: Heights and supplementary views

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    answer(tableView.rowHeight) { kit in
      guard let height = kit.heightForRow else { return tableView.rowHeight }
      let row = kit.shown[indexPath]
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
    answer(()) { kit in
      guard let row = kit.cells.endDisplay(of: cell) as? Row else { return }
      kit.rowEmitter.send(RowEvent(kind: .didEndDisplaying, row: row, indexPath: indexPath))
    }
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
      let row = kit.shown[indexPath]
      if let willSelect = kit.willSelect { return willSelect(row, indexPath) }
      guard let canSelect = kit.canSelect else { return indexPath }
      return canSelect(row, indexPath) ? indexPath : nil
    }
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    answer(indexPath) { kit in
      kit.willDeselect.map { $0(kit.shown[indexPath], indexPath) } ?? indexPath
    }
  }

  // The row event is what UIKit delivered; the selection is state the kit derives from it, so it
  // follows: a tap reads as didSelect, then the selection it produced.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    answer(()) { kit in
      kit.rowEvent(.select, at: indexPath)
      kit.syncSelectionFromView()
      let row = kit.shown[indexPath]
      if kit.deselectsOnTap?(row) == true { kit.deselectAfterTap(row) }
    }
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    answer(()) { kit in
      kit.rowEvent(.deselect, at: indexPath)
      kit.syncSelectionFromView()
    }
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
    answer(()) { $0.scrollEmitter.send(scrollView.contentOffset) }
  }
}
