extension CollectionKit {
  /// Tells observers a header or footer was displayed or ended (other kinds only end their
  /// bags).
  func supplementaryViewEvent(
    _ view: UICollectionReusableView, kind: String, at indexPath: IndexPath, ending: Bool
  ) {
    let isFooter = kind == UICollectionView.elementKindSectionFooter
    guard kind == UICollectionView.elementKindSectionHeader || isFooter else {
      if ending { cells.endSupplementary(view) }
      return
    }
    let eventKind: SectionEventKind =
      switch (isFooter, ending) {
      case (false, false): .willDisplayHeader
      case (false, true): .didEndDisplayingHeader
      case (true, false): .willDisplayFooter
      case (true, true): .didEndDisplayingFooter
      }
    sectionViewEvent(eventKind, view: view, section: indexPath.section)
  }
}
