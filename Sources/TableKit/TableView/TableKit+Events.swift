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
  /// The rows the user moved, each with its source and destination; ``table`` already holds
  /// the new order. To reject a move, set the table back: the row animates back.
  public var moves: Signal<RowMove<Row>> { moveEmitter.signal }
  /// The rows whose swipe actions the user revealed.
  public var willBeginEditing: Signal<Row> { rows(of: .willBeginEditing) }
  /// The rows whose swipe actions closed (also after the swiped row was deleted).
  public var didEndEditing: Signal<Row> { rows(of: .didEndEditing) }

  /// Whether the table is in editing mode (delete, insert and reorder controls showing): read
  /// it, observe it, or set it to enter or leave editing mode (animated in a window).
  ///
  /// ```swift
  /// bag += editButtonTaps.onValue { kit.isEditing.value.toggle() }
  /// ```
  public var isEditing: ReadWriteSignal<Bool> {
    MainThread.signal("kit.isEditing", store: editingStore) { [weak self] in self?.setEditing($0) }
  }

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

  /// Fires when the user nears the end of the table — a row within ``nearEndDistance`` of the
  /// last row is displayed, or the table is empty — the moment to load the next page.
  ///
  /// It fires at most once per row count (never twice for the same page, even when an equal
  /// table is set again), stays quiet while ``isLoadingNextPage`` is true, and is checked again
  /// whenever that could change: a table is shown, loading ends, a subscriber arrives. So any
  /// order of subscribing and setting the table works, a first page that fits on screen asks for
  /// the second, and an empty list asks for its first page.
  ///
  /// ```swift
  /// bag += kit.nearEnd.onValue { inbox.loadNextPage() }
  /// bag += inbox.isLoading.onValue { kit.isLoadingNextPage = $0 }
  /// ```
  public var nearEnd: Signal<Void> {
    let signal = nearEndEmitter.signal
    // Sendable, so not isolated to the main actor: subscribing works from any thread.
    return Signal(subscribe: { @Sendable [weak self] observer in
      let subscription = signal.subscribe(observer)
      // A subscriber arriving after the rows were displayed still hears of it; checked on the
      // main actor's next turn, once this subscription is in place.
      Task { @MainActor in self?.checkNearEnd() }
      return subscription
    })
  }
}
