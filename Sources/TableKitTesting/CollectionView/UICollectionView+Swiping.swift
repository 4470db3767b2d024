import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UICollectionView {
  /// Swipes an item of a list layout as a person does and returns the actions it reveals.
  ///
  /// The list configuration's `trailingSwipeActionsConfigurationProvider` (or, with
  /// `edge: .leading`, `leadingSwipeActionsConfigurationProvider`) of the item's section is
  /// asked with the item's index path (Rules.md R-list-4). An earlier swipe closes first.
  ///
  /// ```swift
  /// collectionView.swipe(itemAt: IndexPath(item: 0, section: 0)).tapAction(titled: "Delete")
  /// ```
  ///
  /// - Parameters:
  ///   - indexPath: A visible item.
  ///   - edge: The edge whose actions the swipe reveals; `.trailing` by default.
  ///   - file: The file a stop names; filled in by the compiler.
  ///   - line: The line a stop names; filled in by the compiler.
  /// - Note: Stops when the item does not exist or is off screen, or when it has no actions on
  ///   that edge (its section is not a list, or the provider gives none);
  ///   ``Throwing/swipe(itemAt:edge:)`` throws instead. UIKit keeps a list's swipe providers
  ///   private once the layout is made, so on iOS this works through HeadlessUIKit only and
  ///   throws there.
  @discardableResult
  public func swipe(
    itemAt indexPath: IndexPath, edge: SwipeEdge = .trailing, file: StaticString = #fileID,
    line: UInt = #line
  ) -> RevealedSwipeActions {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptSwipe(itemAt: indexPath, edge: edge) },
      file: file, line: line)
  }

  func scriptSwipe(itemAt indexPath: IndexPath, edge: SwipeEdge) throws(InteractionError)
    -> RevealedSwipeActions
  {
    layoutIfNeeded()
    guard indexPathsForVisibleItems.contains(indexPath) else {
      throw InteractionError(
        "Cannot swipe item \(indexPath.shortText): it is not on screen. Scroll to it first "
          + "(scroll(toItemAt:)).")
    }
    #if canImport(UIKit)
      throw InteractionError(
        "Cannot swipe item \(indexPath.shortText): UIKit keeps a list layout's swipe action "
          + "providers private, so swipes on list items are scripted on HeadlessUIKit only.")
    #else
      let configuration = headless.swipeItem(at: indexPath, leading: edge == .leading)
      guard let configuration else {
        let method = edge == .leading ? "leading" : "trailing"
        throw InteractionError(
          "Cannot swipe item \(indexPath.shortText): it has no \(method) swipe actions. Lay its "
            + "section out as a list (UICollectionLayoutListConfiguration) and return actions "
            + "from its \(method)SwipeActionsConfigurationProvider.")
      }
      return RevealedSwipeActions(
        collectionView: self, indexPath: indexPath, edge: edge, actions: configuration.actions,
        performsFirstActionWithFullSwipe: configuration.performsFirstActionWithFullSwipe)
    #endif
  }

  /// Ends the swipe of a list item.
  func scriptEndSwipe() {
    #if !canImport(UIKit)
      headless.endItemSwipe()
    #endif
  }

  /// Drags an orthogonally scrolling section of a compositional layout sideways (across the
  /// layout's scroll direction) by a distance and lets go: the section comes to rest where its
  /// `orthogonalScrollingBehavior` puts it, and its cells that came into view are displayed
  /// (Rules.md R-comp-8, R-comp-9).
  ///
  /// ```swift
  /// collectionView.scroll(section: 0, orthogonallyBy: 300)
  /// ```
  ///
  /// - Note: Stops when the section does not scroll orthogonally;
  ///   ``Throwing/scroll(section:orthogonallyBy:)`` throws instead.
  public func scroll(
    section: Int, orthogonallyBy distance: CGFloat, file: StaticString = #fileID,
    line: UInt = #line
  ) {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptOrthogonalScroll(section, by: distance) },
      file: file, line: line)
  }

  func scriptOrthogonalScroll(_ section: Int, by distance: CGFloat) throws(InteractionError) {
    guard distance.isFinite else {
      throw InteractionError(
        "Cannot scroll section \(section) by \(distance): give a finite distance.")
    }
    #if canImport(UIKit)
      // UIKit puts an orthogonal section's cells in a scroll view of its own.
      layoutIfNeeded()
      let cell = indexPathsForVisibleItems.first { $0.section == section }.flatMap(cellForItem(at:))
      guard let scroller = cell?.superview as? UIScrollView, scroller !== self else {
        throw Self.notOrthogonal(section)
      }
      let horizontal = scroller.contentSize.width > scroller.bounds.width
      var offset = scroller.contentOffset
      if horizontal { offset.x += distance } else { offset.y += distance }
      scroller.setContentOffset(offset, animated: false)
      layoutIfNeeded()
    #else
      guard headless.scrollOrthogonalSection(section, by: distance) != nil else {
        throw Self.notOrthogonal(section)
      }
    #endif
  }

  private static func notOrthogonal(_ section: Int) -> InteractionError {
    InteractionError(
      "Cannot scroll section \(section) orthogonally: it does not scroll on its own. Give its "
        + "NSCollectionLayoutSection an orthogonalScrollingBehavior other than .none.")
  }
}

extension Throwing where Base == UICollectionView {
  /// Swipes a list item like ``TableKitTesting/HeadlessUIKit/UICollectionView/swipe(itemAt:edge:file:line:)``,
  /// throwing instead of stopping when the item is missing or off screen or the edge has no
  /// actions.
  @discardableResult
  public func swipe(itemAt indexPath: IndexPath, edge: SwipeEdge = .trailing)
    throws(InteractionError) -> RevealedSwipeActions
  {
    try base.scriptSwipe(itemAt: indexPath, edge: edge)
  }

  /// Scrolls a section orthogonally like
  /// ``TableKitTesting/HeadlessUIKit/UICollectionView/scroll(section:orthogonallyBy:file:line:)``,
  /// throwing when the section does not scroll on its own.
  public func scroll(section: Int, orthogonallyBy distance: CGFloat) throws(InteractionError) {
    try base.scriptOrthogonalScroll(section, by: distance)
  }
}
