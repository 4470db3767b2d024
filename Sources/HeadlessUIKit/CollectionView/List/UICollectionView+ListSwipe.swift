import BatchRules

// Swipe actions of list layouts (Rules.md R-list-4): a swipe on an item of a section made by
// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` asks the section's list
// configuration for the actions of that edge; the collection view's delegate has no swipe
// methods.

extension UICollectionView {
  /// Returns the actions a swipe on an item reveals: what the list configuration's provider
  /// for the edge gives, or nil when the item is not in a list section, the section has no
  /// provider for the edge, or the provider gives no actions.
  func listSwipeActions(forItemAt indexPath: IndexPath, leading: Bool)
    -> UISwipeActionsConfiguration?
  {
    layoutIfNeeded()
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      layout.sectionLayouts.indices.contains(indexPath.section),
      let configuration = layout.sectionLayouts[indexPath.section].listConfiguration,
      let provider =
        leading
        ? configuration.leadingSwipeActionsConfigurationProvider
        : configuration.trailingSwipeActionsConfigurationProvider,
      let actions = provider(indexPath), !actions.actions.isEmpty
    else { return nil }
    return actions
  }

  /// Carries what the layout and the swipe keep per item through a batch update.
  func carryLayoutState(through mapping: UpdateMapping) {
    collectionViewLayout.carry(through: mapping)
    swipedItem = swipedItem.flatMap(mapping.newPath(for:))
  }
}

extension Headless where Base: UICollectionView {
  /// Swipes an item of a list layout as a user does and returns the actions it reveals, or
  /// nil if none.
  ///
  /// A trailing (right-to-left) swipe by default, a leading one with `leading: true`. An
  /// earlier swipe ends first. The actions come from the list configuration's
  /// `trailingSwipeActionsConfigurationProvider` or `leadingSwipeActionsConfigurationProvider`,
  /// called with the item's index path (Rules.md R-list-4).
  @discardableResult
  package func swipeItem(at indexPath: IndexPath, leading: Bool = false)
    -> UISwipeActionsConfiguration?
  {
    base.swipedItem = nil
    guard indexPath.count == 2, indexPath.section < base.numberOfSections,
      indexPath.item < base.numberOfItems(inSection: indexPath.section),
      let configuration = base.listSwipeActions(forItemAt: indexPath, leading: leading)
    else { return nil }
    base.swipedItem = indexPath
    return configuration
  }

  /// Ends the swipe in progress, as a tap elsewhere does.
  package func endItemSwipe() { base.swipedItem = nil }

  /// The item whose swipe actions are showing, tracked through updates; nil if none.
  package var swipedItem: IndexPath? { base.swipedItem }
}
