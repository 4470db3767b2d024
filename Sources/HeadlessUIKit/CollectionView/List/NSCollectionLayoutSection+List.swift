extension NSCollectionLayoutSection {
  /// Returns a section laid out as a list: one full-width row per item, each sizing its own
  /// height from an estimate of 44 points, with the headers and footers the configuration's
  /// modes ask for (Rules.md R-list-1, R-list-2).
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout { section, environment in
  ///   var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
  ///   configuration.headerMode = section == 0 ? .supplementary : .none
  ///   return .list(using: configuration, layoutEnvironment: environment)
  /// }
  /// ```
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
    let section = NSCollectionLayoutSection(group: group)
    section.listConfiguration = configuration
    switch configuration.appearance {
    case .insetGrouped:
      // Rows sit in a box inset from the edges by the layout margins (20 points at regular
      // widths; Rules.md R-list-1).
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    case .plain, .grouped, .sidebar, .sidebarPlain:
      break
    }
    var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
    if configuration.headerMode == .supplementary {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      // Plain lists keep a section's header on screen while the section is, as plain tables do.
      header.pinToVisibleBounds =
        configuration.appearance == .plain || configuration.appearance == .sidebarPlain
      boundaries.append(header)
    }
    if configuration.footerMode == .supplementary {
      boundaries.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
          elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundaries
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// Returns a layout whose every section is a list with a configuration.
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout.list(
  ///   using: UICollectionLayoutListConfiguration(appearance: .plain))
  /// ```
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    }
  }
}
