extension ListKit {
  /// Fires ``nearEnd`` when the rows on screen reach within ``nearEndDistance`` of the end, or
  /// the table is empty, unless a page loads, nobody listens yet, or it already fired for this
  /// end of the table (the same row count and last row).
  ///
  /// Checked whenever the answer could change: a row is displayed, a table is shown, loading
  /// ends, the distance changes, a subscriber arrives.
  ///
  /// - Parameter displayed: The row about to be displayed, when a display asks; otherwise the
  ///   visible rows decide.
  func checkNearEnd(displaying displayed: IndexPath? = nil) {
    guard bridge != nil, pagingStore.value == .idle, nearEndEmitter.hasSubscribers,
      nearEndReportedAt != currentEnd
    else { return }
    // Reading the visible rows may lay the view out, which displays rows and checks again: read
    // them first, then decide.
    let visibleLast = displayed ?? listView.visiblePaths.max()
    let end = currentEnd
    guard pagingStore.value == .idle, nearEndReportedAt != end else { return }
    if end.count > 0 {
      guard let last = visibleLast,
        last.section < shown.sections.count, last.row < shown.numberOfRows(inSection: last.section),
        shown.offset(of: TableIndex(last)) >= end.count - 1 - nearEndDistance
      else { return }
    }
    nearEndReportedAt = end
    pageStart = end
    pageStartEmitter.send(end.lastIndex?.indexPath)
    nearEndEmitter.send(())
  }

  /// The end of the shown table.
  private var currentEnd: TableEnd { TableEnd(of: shown, identity: identity.row) }

  /// Moves paging to a state: the paging view follows, a page that ends reports its first new
  /// row, and ``nearEnd`` is checked again. A failed page that goes back to idle (by
  /// ``retryPaging()`` or by setting ``paging``) is asked for again.
  func setPaging(_ state: PagingState) {
    let previous = pagingStore.value
    guard state != previous else { return }
    pagingStore.value = state
    if previous == .failed, state == .idle { nearEndReportedAt = nil }
    if previous == .loading, state != .loading, let start = pageStart {
      pageStart = nil
      pageEndEmitter.send(firstRow(after: start, in: pipeline.requested))
    }
    pipeline.requestAccessories()
  }

  /// The first row of a page: the row after the row that was last when the page was asked for,
  /// found by identity (rows inserted above meanwhile move it); nil when the page added none.
  private func firstRow(after start: TableEnd, in table: Table<Section, Row>) -> IndexPath? {
    guard let lastRow = start.lastRow else {
      return table.isEmpty ? nil : table.startIndex.indexPath
    }
    guard
      let last = table.index(ofRowWithID: lastRow, near: start.lastIndex, identity: identity.row)
    else {
      // The row is gone (the table was replaced): the rows past the old count are the new ones.
      return table.count > start.count ? table.index(forOffset: start.count).indexPath : nil
    }
    let next = table.index(after: last)
    return next < table.endIndex ? next.indexPath : nil
  }

  /// Where paging stands: read it, observe it, or set it as pages load.
  ///
  /// ```swift
  /// bag += kit.nearEnd.onValue { kit.paging.value = .loading; inbox.loadNextPage() }
  /// bag += inbox.pageLoaded.onValue { isLast in kit.paging.value = isLast ? .exhausted : .idle }
  /// ```
  public var paging: ReadWriteSignal<PagingState> {
    MainThread.signal("kit.paging", store: pagingStore) { [weak self] in self?.setPaging($0) }
  }

  /// Whether the next page is loading: ``paging`` is ``PagingState/loading``. Setting true
  /// enters that state, setting false returns to ``PagingState/idle``.
  ///
  /// ```swift
  /// bag += kit.nearEnd.onValue { inbox.loadNextPage() }
  /// bag += inbox.isLoading.onValue { kit.isLoadingNextPage = $0 }
  /// ```
  public var isLoadingNextPage: Bool {
    get { pagingStore.value == .loading }
    set { setPaging(newValue ? .loading : .idle) }
  }

  /// Retries a failed page: paging goes back to ``PagingState/idle`` and ``nearEnd`` fires again
  /// for the same page. Call it from the failure view's button.
  public func retryPaging() {
    guard pagingStore.value == .failed else { return }
    setPaging(.idle)
  }

  /// The index path of the last row each time a page is asked for (nil for an empty table) —
  /// where the new page will follow. Fires just before ``nearEnd``.
  public var pageStarts: Signal<IndexPath?> { pageStartEmitter.signal }

  /// The index path of the first new row each time a page stops loading (nil when it added no
  /// rows).
  public var pageEnds: Signal<IndexPath?> { pageEndEmitter.signal }

  /// Fires when the user nears the end of the table — a row within ``nearEndDistance`` of the
  /// last row is displayed, or the table is empty — the moment to load the next page.
  ///
  /// It fires at most once for each end of the table — a row count and a last row — so never
  /// twice for the same page, even when an equal table is set again, and again when the list is
  /// replaced by another of the same length (a filter, a tab switch) or a failed page goes back
  /// to idle. It stays quiet while a page loads (``paging`` is not
  /// ``PagingState/idle``), and is checked again whenever that could change: a table is shown,
  /// loading ends, the distance changes, a subscriber arrives. So any order of subscribing and
  /// setting the table works, a first page that fits on screen asks for the second, and an empty
  /// list asks for its first page. The same rule holds for a table and a grid.
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

  static func makeDefaultFailedView() -> UIView {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    label.text = "Couldn't load more. Tap to retry."
    label.textAlignment = .center
    return label
  }

  static func makeDefaultLoadingView() -> UIView {
    let indicator = UIActivityIndicatorView(style: .medium)
    indicator.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
    indicator.startAnimating()
    return indicator
  }
}
