extension CollectionKit {
  /// The reuse identifier of the kit's header and footer views.
  static var supplementaryIdentifier: String { "TableKit.CollectionKit.supplementary" }

  /// Dequeues the header or footer view of a section and configures it with the value
  /// ``header`` or ``footer`` gives; a section without one gets an empty view, as a collection
  /// view requires a dequeued view for every supplementary element its layout places.
  func makeSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionReusableView
  {
    let identifier = Self.supplementaryIdentifier + "." + kind
    if hostIdentifiers.insert(identifier).inserted {
      view.register(
        HostingSupplementaryView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: identifier)
    }
    let dequeued = view.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    if let host = dequeued as? HostingSupplementaryView, indexPath.section < shown.sections.count {
      configure(host, kind: kind, section: indexPath.section)
    }
    return dequeued
  }

  /// Shows a section's header or footer value in a hosting view, ending its previous
  /// configuration first; a value of another view type replaces the hosted view.
  func configure(_ host: HostingSupplementaryView, kind: String, section: Int) {
    cells.endSupplementary(host)
    host.showPagingView(pagingView(kind: kind, section: section))
    let value = shown.sections[section].value
    // Other kinds (a custom layout's) get no content from the kit: their views stay empty.
    let content: (any ReusableValue)? =
      switch kind {
      case UICollectionView.elementKindSectionHeader:
        header.map { $0(value) }
          ?? (value as? any ReusableValue) ?? (value as? String).map(SectionTitle.init)
      case UICollectionView.elementKindSectionFooter: footer?(value)
      default: nil
      }
    guard let content else {
      host.hosted?.view.isHidden = true
      return
    }
    if host.hosted == nil || host.reuseIdentifierOfHosted != content.reuseIdentifier {
      host.hosted?.view.removeFromSuperview()
      host.host(content.makeReusableView(), reuseIdentifier: content.reuseIdentifier)
    }
    host.hosted?.view.isHidden = false
    // The previous configuration ends first, as for cells: work the new one starts (in a bag
    // the view keeps, say) is not ended with it.
    cells.endSupplementary(host)
    let bag = DisposeBag()
    host.hosted?.configure(
      with: content, in: RowLifetimes(configuration: bag, display: bag, row: bag))
    cells.keep(bag, forSupplementary: host)
  }

  /// Shows the new values of kept sections whose values changed in their visible headers and
  /// footers.
  func refreshSupplementaryViews(of sections: [Int]) {
    for section in sections {
      for kind in [
        UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
      ] {
        let path = IndexPath(item: 0, section: section)
        guard
          let host = view.supplementaryView(forElementKind: kind, at: path)
            as? HostingSupplementaryView
        else { continue }
        configure(host, kind: kind, section: section)
      }
    }
  }

  /// Whether a supplementary element is the footer that shows the paging view: the last
  /// section's, while there is a paging view.
  func isPagingFooter(kind: String, section: Int) -> Bool {
    shownPagingView != nil && kind == UICollectionView.elementKindSectionFooter
      && section == shown.sections.count - 1
  }

  /// Whether a supplementary element is the header that shows the older-page view: the first
  /// section's, while there is an older-page view.
  func isOlderPagingHeader(kind: String, section: Int) -> Bool {
    shownOlderPagingView != nil && kind == UICollectionView.elementKindSectionHeader
      && section == 0
  }

  /// The paging view a supplementary element shows, if it is the paging footer or the
  /// older-page header.
  func pagingView(kind: String, section: Int) -> UIView? {
    if isPagingFooter(kind: kind, section: section) { return shownPagingView }
    if isOlderPagingHeader(kind: kind, section: section) { return shownOlderPagingView }
    return nil
  }

  /// The footer size the paging view needs: its own height (or width, scrolling sideways)
  /// across the collection view.
  func pagingFooterSize(in collectionView: UICollectionView) -> CGSize? {
    shownPagingView.map { pagingViewSize($0, in: collectionView) }
  }

  /// The header size the older-page view needs, as ``pagingFooterSize(in:)`` for the footer.
  func olderPagingHeaderSize(in collectionView: UICollectionView) -> CGSize? {
    shownOlderPagingView.map { pagingViewSize($0, in: collectionView) }
  }

  /// The size of a supplementary element showing a paging view: the view's own height (or
  /// width, scrolling sideways), at least 44 points, across the collection view.
  private func pagingViewSize(_ pagingView: UIView, in collectionView: UICollectionView) -> CGSize {
    let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
    let extent = max(pagingView.frame.height, 44)
    return layout?.scrollDirection == .horizontal
      ? CGSize(width: max(pagingView.frame.width, 44), height: collectionView.bounds.height)
      : CGSize(width: collectionView.bounds.width, height: extent)
  }

  /// Shows the loading or failed view in the last section's footer (nil: takes it out): the
  /// layout makes room for it, and a footer on screen shows it at once.
  func showPagingFooter(_ wanted: UIView?) {
    guard shownPagingView !== wanted else { return }
    Self.takeOut(shownPagingView)
    shownPagingView = wanted
    refreshPagingSupplementary(
      kind: UICollectionView.elementKindSectionFooter, section: shown.sections.count - 1)
  }

  /// Shows the older-page loading or failed view in the first section's header (nil: takes
  /// it out), as ``showPagingFooter(_:)`` does at the end.
  func showOlderPagingHeader(_ wanted: UIView?) {
    guard shownOlderPagingView !== wanted else { return }
    Self.takeOut(shownOlderPagingView)
    shownOlderPagingView = wanted
    refreshPagingSupplementary(kind: UICollectionView.elementKindSectionHeader, section: 0)
  }

  /// Takes a paging view that is no longer wanted out of the supplementary view that shows it,
  /// on screen or not (a view the layout no longer places is not asked again).
  private static func takeOut(_ pagingView: UIView?) {
    (pagingView?.superview as? HostingSupplementaryView)?.showPagingView(nil)
  }

  /// Makes the layout ask the paging element's size again and shows the element's new content
  /// if it is on screen.
  private func refreshPagingSupplementary(kind: String, section: Int) {
    guard section >= 0, section < shown.sections.count else { return }
    view.collectionViewLayout.invalidateLayout()
    if let host = view.supplementaryView(
      forElementKind: kind, at: IndexPath(item: 0, section: section)) as? HostingSupplementaryView
    {
      configure(host, kind: kind, section: section)
    }
  }
}
