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
    let value = shown.sections[section].value
    // Other kinds (a custom layout's) get no content from the kit: their views stay empty.
    let content: (any ReusableValue)? =
      switch kind {
      case UICollectionView.elementKindSectionHeader: header?(value)
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
}
