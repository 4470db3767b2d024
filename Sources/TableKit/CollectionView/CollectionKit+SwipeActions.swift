extension CollectionKit {
  /// Returns the provider of an edge's swipe actions for a list layout: the ``ListKit/rowActions``
  /// placed on that edge, converted as a table's are.
  ///
  /// Install it on the list configuration the layout is made from:
  ///
  /// ```swift
  /// var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
  /// list.trailingSwipeActionsConfigurationProvider = kit.swipeActionsProvider(for: .trailing)
  /// list.leadingSwipeActionsConfigurationProvider = kit.swipeActionsProvider(for: .leading)
  /// ```
  ///
  /// - Parameter edge: The edge.
  /// - Returns: A provider that answers nil for rows without actions on the edge, and once the
  ///   kit is gone.
  public func swipeActionsProvider(for edge: RowAction.Edge)
    -> (IndexPath) -> UISwipeActionsConfiguration?
  {
    { [weak self] indexPath in
      guard let self, bridge != nil, indexPath.section < shown.sections.count,
        indexPath.item < shown.numberOfRows(inSection: indexPath.section)
      else { return nil }
      return pipeline.callout { rowSwipeConfiguration(at: indexPath, edge: edge) }
    }
  }
}
