/// The start of a table as `nearStart` sees it: how many rows there are and which row is first.
struct TableStart: Equatable {
  var count: Int
  var firstRow: AnyHashable?

  init<Section, Row>(of table: Table<Section, Row>, identity: (Row) -> AnyHashable) {
    count = table.count
    firstRow = table.rows.first.map(identity)
  }
}

/// Which end of a table a page of rows joins.
public enum TableEdge: Hashable, Sendable {
  /// Before the first row of the first section: an older page.
  case start
  /// After the last row of the last section: a newer page.
  case end
}

extension ListKit {
  /// Fires when the user nears the start of the table — a row within ``nearStartDistance`` of
  /// the first row is displayed — the moment to load an older page (a chat's history, a feed's
  /// earlier posts). The mirror of ``nearEnd``, with its own state, ``olderPaging``.
  ///
  /// It fires at most once for each start of the table (a row count and a first row), stays
  /// quiet while ``olderPaging`` is not idle, and is checked again whenever that could change. An
  /// empty table does not fire it (``nearEnd`` asks for the first page). While the older page
  /// loads and when it arrives, the rows on screen stay still, at the top of the list too.
  ///
  /// ```swift
  /// bag += kit.nearStart.onValue {
  ///   kit.olderPaging.value = .loading
  ///   history.loadOlder { page in
  ///     kit.addPage(page.messages, at: .start)
  ///     kit.olderPaging.value = page.isFirst ? .exhausted : .idle
  ///   }
  /// }
  /// ```
  public var nearStart: Signal<Void> {
    let signal = nearStartEmitter.signal
    return Signal(subscribe: { @Sendable [weak self] observer in
      let subscription = signal.subscribe(observer)
      Task { @MainActor in self?.checkNearStart() }
      return subscription
    })
  }

  /// Where upward paging stands, as ``paging`` does for pages at the end: loading, failed
  /// (``retryOlderPaging()`` asks again), exhausted (the first row is the oldest).
  public var olderPaging: ReadWriteSignal<PagingState> {
    MainThread.signal("kit.olderPaging", store: olderPagingStore) { [weak self] in
      self?.setOlderPaging($0)
    }
  }

  /// Retries a failed older page: ``olderPaging`` goes back to idle and ``nearStart`` fires
  /// again for the same start.
  public func retryOlderPaging() {
    guard olderPagingStore.value == .failed else { return }
    setOlderPaging(.idle)
  }

  /// Adds a page of rows at one end of the latest table — before the first section's first
  /// row, or after the last section's last row — leaving out the rows whose identity the table
  /// (or the page, earlier) already has: pages that overlap, as two-way paging's do, never
  /// duplicate a row. The update is anchored as any other; older rows added at the start keep
  /// the rows on screen still.
  ///
  /// ```swift
  /// kit.addPage(olderMessages, at: .start)
  /// ```
  ///
  /// - Returns: The rows added, in order.
  /// - Complexity: O(*n* + *k*) for a table of *n* rows and a page of *k*.
  @discardableResult
  public func addPage(_ rows: [Row], at edge: TableEdge) -> [Row] {
    let latest = pipeline.requested
    precondition(
      !latest.sectionValues.isEmpty,
      "\(Self.kitName): addPage(_:at:) joins a page to a section, and the table has none. Set a "
        + "table with a section first (Table(rows: []) has one).")
    var seen = Set(latest.rows.map(identity.row))
    let fresh = rows.filter { seen.insert(identity.row($0)).inserted }
    guard !fresh.isEmpty else { return [] }
    var starts = latest.rowStarts
    let joined: [Row]
    switch edge {
    case .start:
      joined = fresh + latest.rows
      for index in starts.indices.dropFirst() { starts[index] += fresh.count }
    case .end:
      joined = latest.rows + fresh
      starts[starts.count - 1] += fresh.count
    }
    requestTable(
      Table(sectionValues: latest.sectionValues, rowStarts: starts, rows: joined), animated: nil)
    return fresh
  }

  /// Fires ``nearStart`` when a row near the start is displayed, unless older pages load,
  /// nobody listens, or it already fired for this start.
  func checkNearStart(displaying displayed: IndexPath? = nil) {
    guard bridge != nil, olderPagingStore.value == .idle, nearStartEmitter.hasSubscribers,
      !shown.isEmpty, nearStartReportedAt != currentStart
    else { return }
    // A chat shows its oldest rows only until it is placed at its newest: not a request.
    if case .bottom = anchoring, !isPlacedAtBottom { return }
    guard let first = displayed ?? listView.visiblePaths.min(),
      first.section < shown.sections.count,
      first.row < shown.numberOfRows(inSection: first.section),
      shown.offset(of: TableIndex(first)) <= nearStartDistance,
      olderPagingStore.value == .idle, nearStartReportedAt != currentStart
    else { return }
    nearStartReportedAt = currentStart
    nearStartEmitter.send(())
  }

  /// The start of the shown table.
  var currentStart: TableStart { TableStart(of: shown, identity: identity.row) }

  /// Moves upward paging to a state; an older page that stopped loading before its rows reached
  /// the view still arrives with the rows on screen kept still.
  func setOlderPaging(_ state: PagingState) {
    let previous = olderPagingStore.value
    guard state != previous else { return }
    olderPagingStore.value = state
    if previous == .failed, state == .idle { nearStartReportedAt = nil }
    // The page's rows have not reached the view yet (the app ends loading before it sets them).
    if previous == .loading, state != .failed, nearStartReportedAt == currentStart {
      olderPageArriving = true
    }
    pipeline.requestAccessories()
    checkNearStart()
  }

  /// The view upward paging shows now: ``olderLoadingView`` while an older page loads,
  /// ``olderFailedView`` while it failed, none otherwise.
  var wantedOlderPagingView: UIView? {
    switch olderPagingStore.value {
    case .loading: olderLoadingView
    case .failed: olderFailedView
    case .idle, .exhausted: nil
    }
  }

  /// Shows the older-page view where the face puts it, above the first row, with the rows on
  /// screen kept still as it comes, changes or goes.
  func updateOlderPagingView() {
    keepingRowsStill { placeOlderPagingView(wantedOlderPagingView) }
  }
}
