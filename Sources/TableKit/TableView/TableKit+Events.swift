extension TableKit: RowEventReporting {
  /// Every row event, with the row's model and index path: select, deselect, highlight,
  /// unhighlight, display, accessory tap and editing.
  public var rowEvents: Signal<RowEvent<Row>> { rowEmitter.signal }

  /// The headers' and footers' display events, with the section's value and index.
  public var sectionEvents: Signal<SectionEvent<Section>> { sectionEmitter.signal }

  /// The rows whose accessory button the user tapped.
  public var accessoryTapped: Signal<Row> { rows(of: .accessoryTap) }
  /// The rows the user deleted; ``table`` no longer holds them.
  public var didDelete: Signal<Row> { rows(of: .delete) }
  /// The rows the user asked to insert at (the editing control's plus button).
  public var didRequestInsert: Signal<Row> { rows(of: .insert) }

  /// Returns the selections of the row with an identity.
  ///
  /// - Parameter id: The identity of the row, as the kit identifies rows (`id` by default).
  /// - Returns: A signal of that row's model each time the user selects it.
  public func didSelect<ID: Hashable>(id: ID) -> Signal<Row> {
    let identity = self.identity
    let wanted = AnyHashable(id)
    return didSelect.compactMap { identity.row($0) == wanted ? $0 : nil }
  }

  /// The rows UIKit is likely to display soon, nearest first; start loading their data.
  public var prefetch: Signal<[Row]> { prefetchEmitter.signal }

  /// The rows UIKit no longer expects to display soon; cancel their loading.
  public var cancelPrefetch: Signal<[Row]> { cancelPrefetchEmitter.signal }

  /// The table view's content offset, each time it scrolls.
  public var didScroll: Signal<CGPoint> { scrollEmitter.signal }

  /// Fires once per table value when a row within ``nearEndDistance`` of the last row is about
  /// to be displayed: the moment to load the next page.
  ///
  /// ```swift
  /// bag += kit.nearEnd.onValue { inbox.loadNextPage() }
  /// ```
  public var nearEnd: Signal<Void> { nearEndEmitter.signal }
}
