extension ListKit: RowEventReporting {
  /// Every row event, with the row's model and index path: select, deselect, highlight,
  /// unhighlight, display, move, and on a table accessory taps and editing.
  public var rowEvents: Signal<RowEvent<Row>> { rowEmitter.signal }

  /// The headers' and footers' display events, with the section's value and index.
  public var sectionEvents: Signal<SectionEvent<Section>> { sectionEmitter.signal }

  /// The rows the user moved, each with its source and destination; ``table`` already holds
  /// the new order. To reject a move, set the table back: the row animates back.
  public var moves: Signal<RowMove<Row>> { moveEmitter.signal }

  /// Returns the selections of the row with an identity.
  ///
  /// - Parameter id: The identity of the row, as the kit identifies rows (`id` by default).
  /// - Returns: A signal of that row's model each time the user selects it.
  public func didSelect<ID: Hashable>(id: ID) -> Signal<Row> {
    let identity = self.identity
    let wanted = AnyHashable(id)
    return didSelect.compactMap { identity.row($0) == wanted ? $0 : nil }
  }

  /// The rows UIKit is likely to display soon, nearest first; start loading their data, or set
  /// ``prefetchWorker`` to have the kit cancel the work for you.
  public var prefetch: Signal<[Row]> { prefetchEmitter.signal }

  /// The rows UIKit no longer expects to display soon; cancel their loading.
  public var cancelPrefetch: Signal<[Row]> { cancelPrefetchEmitter.signal }

  /// The view's content offset, each time it scrolls.
  public var didScroll: Signal<CGPoint> { scrollEmitter.signal }
}
