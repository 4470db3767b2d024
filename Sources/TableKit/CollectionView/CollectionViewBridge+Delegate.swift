extension CollectionViewBridge {
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
      guard let size = kit.sizeForRow else { return fallback }
      let row = kit.shown[indexPath]
      return ClosureSizeCheck.finite(
        size(row, indexPath), from: "sizeForRow", for: ClosureSizeCheck.row(row, at: indexPath))
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    let fallback = flow(collectionViewLayout)?.sectionInset ?? .zero
    return answer(fallback) { kit in
      kit.sectionInset.map { $0(kit.shown.sections[section].value, section) } ?? fallback
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    let fallback = flow(collectionViewLayout)?.minimumLineSpacing ?? 0
    return answer(fallback) { kit in
      kit.lineSpacing.map { $0(kit.shown.sections[section].value, section) } ?? fallback
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    let fallback = flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0
    return answer(fallback) { kit in
      kit.interitemSpacing.map { $0(kit.shown.sections[section].value, section) } ?? fallback
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    let fallback = flow(collectionViewLayout)?.headerReferenceSize ?? .zero
    return answer(fallback) { kit in
      kit.headerSize.map { $0(kit.shown.sections[section].value, section) } ?? fallback
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    let fallback = flow(collectionViewLayout)?.footerReferenceSize ?? .zero
    return answer(fallback) { kit in
      kit.footerSize.map { $0(kit.shown.sections[section].value, section) } ?? fallback
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
    answer(true) { kit in kit.canSelect?(kit.shown[indexPath], indexPath) ?? true }
  }

  // The row event is what UIKit delivered; the selection is state the kit derives from it, so it
  // follows: a tap reads as didSelect, then the selection it produced.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    answer(()) { kit in
      kit.rowEvent(.select, at: indexPath)
      kit.syncSelectionFromView()
    }
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    answer(()) { kit in
      kit.rowEvent(.deselect, at: indexPath)
      kit.syncSelectionFromView()
    }
  }

  // MARK: Scrolling

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    answer(()) { $0.scrollEmitter.send(scrollView.contentOffset) }
  }
}
