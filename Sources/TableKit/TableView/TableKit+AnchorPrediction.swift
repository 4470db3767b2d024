/// What a table kit learns of the user's place just before a batch, while the view still
/// answers the old layout, to predict inside the batch where the anchored row lands.
struct TableAnchorForecast {
  /// The identity of the row kept in place.
  var rowID: AnyHashable
  /// The row's position in the new table.
  var newIndex: TableIndex
  /// Its top's distance from the top of the bounds, to keep.
  var screenY: CGFloat
  /// What the batch changes above it.
  var changes: TableBatch.ChangesAbove
  /// The old heights of the rows and sections that leave from above it, summed.
  var leavingHeight: CGFloat
  /// The old heights of ``TableBatch/ChangesAbove/movesIn``, in order.
  var movedInHeights: [CGFloat]
  /// The old heights of ``TableBatch/ChangesAbove/reconfigured``, in order.
  var reconfiguredHeights: [CGFloat]
  /// The heights of the rows on screen, by identity.
  var shownHeights: [AnyHashable: CGFloat]
  /// How the view sizes its rows.
  var sizing: TableRowSizing
}

/// How a table view gives its rows their heights, as far as the kit can know them without
/// asking the view (Rules.md R-display-1, R-scroll-6, R-time-3).
struct TableRowSizing {
  /// Whether rows start from estimates: `estimatedRowHeight` is not 0, or the kit answers
  /// `estimatedHeightForRowAt`.
  var estimating: Bool
  /// The height of every row, measured or estimated, when it is one known value (`rowHeight`,
  /// no height closure, an estimate that is the same).
  var uniform: CGFloat?
}

extension TableKit {
  /// How the view sizes its rows now.
  var rowSizing: TableRowSizing {
    let estimating = view.estimatedRowHeight != 0 || estimatedHeightForRow != nil
    let fixed = heightForRow == nil && !hasGroupHeights && view.rowHeight >= 0
    let sameEstimate =
      !estimating
      || (estimatedHeightForRow == nil
        && (view.estimatedRowHeight == view.rowHeight || view.estimatedRowHeight < 0))
    return TableRowSizing(
      estimating: estimating, uniform: fixed && sameEstimate ? view.rowHeight : nil)
  }

  /// Takes, before a batch, what predicting the anchored row's place inside it needs: the old
  /// heights of what leaves from above the row. Nothing is taken when the place is the end of
  /// the content or the batch moves sections (the correction after the batch puts it back).
  ///
  /// - Complexity: O(*a* + *v*) for *a* changes above the row and *v* rows on screen, plus the
  ///   batch's search for the row's new position; never O(rows).
  func forecastAnchor(_ anchor: ScrollAnchor, batch: TableBatch) {
    anchorForecast = nil
    guard case .rows(let marks) = anchor.place, let mark = marks.first,
      let newIndex = batch.newPosition(ofRowAt: mark.index),
      let changes = batch.changes(above: mark.index, landingAt: newIndex)
    else { return }
    let sizing = rowSizing
    var forecast = TableAnchorForecast(
      rowID: mark.id, newIndex: newIndex, screenY: mark.screenY, changes: changes,
      leavingHeight: 0, movedInHeights: [], reconfiguredHeights: [], shownHeights: [:],
      sizing: sizing)
    guard !changes.isEmpty else {
      anchorForecast = forecast
      return
    }
    let oldHeight = { (index: TableIndex) -> CGFloat in
      sizing.uniform ?? self.view.rectForRow(at: index.indexPath).height
    }
    if let uniform = sizing.uniform {
      forecast.leavingHeight = uniform * CGFloat(changes.leavingRows.count)
    } else {
      forecast.leavingHeight = changes.leavingRows.reduce(0) { $0 + oldHeight($1) }
      forecast.movedInHeights = changes.movesIn.map { oldHeight($0.source) }
      forecast.reconfiguredHeights = changes.reconfigured.map { oldHeight($0.source) }
      for row in anchorRows { forecast.shownHeights[row.id] = row.frame.height }
    }
    forecast.leavingHeight += changes.leavingSections.reduce(0) {
      $0 + view.rect(forSection: $1).height
    }
    anchorForecast = forecast
  }

  /// Sets, inside the batch, the content offset that keeps the anchored row in place once the
  /// view lays out the batch: the old offset moved by the heights of what arrives above the row
  /// less those of what leaves, so the view lays out the corrected place only.
  ///
  /// Setting the offset here sends `scrollViewDidScroll(_:)` inside UIKit's update block; the
  /// kit holds its own handling (``ListKit/didScroll``, anchoring's notes) until the batch's
  /// place is put back (Rules.md R-anchor-10).
  func placeForecastAnchor(batch: TableBatch) {
    guard let forecast = anchorForecast else { return }
    anchorForecast = nil
    let table = shown  // the new table: the data source answers it inside the batch
    guard forecast.newIndex.section < table.sections.count,
      forecast.newIndex.row < table.numberOfRows(inSection: forecast.newIndex.section),
      identity.row(table[forecast.newIndex]) == forecast.rowID
    else { return }
    // Nothing above the row changes its place: the offset stays, even where the content rests
    // outside its resting offsets (a pull past the top), as the correction after the batch
    // leaves it.
    let shift = predictedShift(of: forecast, in: table)
    guard abs(shift) > 0.25 else { return }
    let target = max(view.contentOffset.y + shift, -view.adjustedContentInset.top)
    guard abs(target - view.contentOffset.y) > 0.25 else { return }
    isPlacingAnchorInsideBatch = true
    view.contentOffset.y = target
    isPlacingAnchorInsideBatch = false
  }

  /// Returns how far the batch moves the anchored row's top: the predicted heights of what
  /// arrives above it less the old heights of what leaves.
  ///
  /// With estimation, rows that arrive above the screen keep their estimates, and rows between
  /// the top of the screen and the anchored row are measured as the view shows them; without
  /// it, every row has its height (Rules.md R-scroll-6, R-time-3). A height the view measures
  /// from its cell (self-sizing) is predicted as its estimate; the correction after the batch
  /// corrects what that misses.
  private func predictedShift(of forecast: TableAnchorForecast, in table: Table<Section, Row>)
    -> CGFloat
  {
    let changes = forecast.changes
    let sizing = forecast.sizing
    var shift = -forecast.leavingHeight
    for section in changes.arrivingSections {
      shift += sectionViewsHeight(section)
      for row in 0..<table.numberOfRows(inSection: section) {
        shift += offScreenHeight(TableIndex(row: row, section: section), sizing)
      }
    }
    guard sizing.uniform == nil else {
      return shift + sizing.uniform! * CGFloat(changes.arrivingRows.count + changes.movesIn.count)
    }
    for index in changes.arrivingRows { shift += offScreenHeight(index, sizing) }
    for (move, old) in zip(changes.movesIn, forecast.movedInHeights) {
      // With estimation a moved row keeps the height it had; without, it is asked again.
      shift += sizing.estimating ? old : measuredHeight(move.destination) ?? old
    }
    guard sizing.estimating else {
      for (row, old) in zip(changes.reconfigured, forecast.reconfiguredHeights) {
        shift += (measuredHeight(row.destination) ?? old) - old
      }
      return shift
    }
    // The view lays the batch out with arrived rows at their estimates and measures those the
    // bounds then show: the correction holds only if the offset it asks for shows the same rows.
    let correction = screenCorrection(of: forecast, in: table, reach: forecast.screenY)
    guard correction != 0,
      screenCorrection(of: forecast, in: table, reach: forecast.screenY - correction) == correction
    else { return shift }
    return shift + correction
  }

  /// Returns what measuring changes between the top of the screen and the anchored row, with
  /// estimation, when the screen shows `reach` points above the row as the view lays the batch
  /// out: arrived rows there are measured instead of estimated, and the kept rows on screen are
  /// measured again (Rules.md R-time-3). Only the anchored row's section is walked.
  ///
  /// - Complexity: O(*v*) for the *v* rows between the top of the screen and the row, plus
  ///   O(*a*) for the *a* rows arriving above it in its section.
  private func screenCorrection(
    of forecast: TableAnchorForecast, in table: Table<Section, Row>, reach: CGFloat
  ) -> CGFloat {
    let section = forecast.newIndex.section
    let arrived = Set(
      forecast.changes.arrivingRows.lazy.filter { $0.section == section }.map(\.row))
    var correction: CGFloat = 0
    var covered: CGFloat = 0
    var row = forecast.newIndex.row - 1
    while row >= 0, covered < reach {
      let index = TableIndex(row: row, section: section)
      let measured = measuredHeight(index)
      if arrived.contains(row) {
        let estimate = offScreenHeight(index, forecast.sizing)
        correction += (measured ?? estimate) - estimate
        covered += estimate
      } else if let old = forecast.shownHeights[identity.row(table[index])] {
        correction += (measured ?? old) - old
        covered += old
      } else {
        covered += estimatedHeight(index)
      }
      row -= 1
    }
    return correction
  }

  /// Returns the height the view gives a row that arrives off screen: its estimate with
  /// estimation, else its height.
  private func offScreenHeight(_ index: TableIndex, _ sizing: TableRowSizing) -> CGFloat {
    if let uniform = sizing.uniform { return uniform }
    return sizing.estimating
      ? estimatedHeight(index) : measuredHeight(index) ?? estimatedHeight(index)
  }

  /// Returns a row's height as the view asks it (the kit's closures, else `rowHeight`), or nil
  /// when the view measures it from its cell.
  private func measuredHeight(_ index: TableIndex) -> CGFloat? {
    let height: CGFloat
    if heightForRow != nil || hasGroupHeights, let bridge = tableBridge {
      height = bridge.tableView(view, heightForRowAt: index.indexPath)
    } else {
      height = view.rowHeight
    }
    return height >= 0 ? height : nil
  }

  /// Returns a row's estimated height as the view takes it: the kit's closure, else
  /// `estimatedRowHeight`; an automatic estimate is `rowHeight` when that is fixed, else 44
  /// points (HeadlessUIKit's rule).
  private func estimatedHeight(_ index: TableIndex) -> CGFloat {
    var estimate = view.estimatedRowHeight
    if estimatedHeightForRow != nil, let bridge = tableBridge {
      estimate = bridge.tableView(view, estimatedHeightForRowAt: index.indexPath)
    }
    if estimate > 0 { return estimate }
    return view.rowHeight >= 0 ? view.rowHeight : 44
  }

  /// Returns the heights of a section's header and footer as the view asks them; one the view
  /// sizes itself counts as its estimate, if any.
  private func sectionViewsHeight(_ section: Int) -> CGFloat {
    guard let bridge = tableBridge else { return 0 }
    let header = bridge.tableView(view, heightForHeaderInSection: section)
    let footer = bridge.tableView(view, heightForFooterInSection: section)
    return (header >= 0 ? header : max(view.estimatedSectionHeaderHeight, 0))
      + (footer >= 0 ? footer : max(view.estimatedSectionFooterHeight, 0))
  }

  /// The kit's bridge, typed.
  private var tableBridge: TableViewBridge<Section, Row>? {
    bridge as? TableViewBridge<Section, Row>
  }

  /// Handles a scroll of the view: the kit's ``ListKit/didScroll`` and anchoring's notes; a
  /// scroll the kit makes inside a batch is handled once the batch's place is put back.
  func viewDidScroll() {
    guard !isPlacingAnchorInsideBatch else {
      scrollWaitsForBatch = true
      return
    }
    scrollWaitsForBatch = false
    scrollEmitter.send(view.contentOffset)
    anchoringDidScroll()
  }

  /// Handles the scroll made inside the batch, if no later scroll did.
  func anchorPlacedInsideBatchDidSettle() {
    anchorForecast = nil
    if scrollWaitsForBatch { viewDidScroll() }
  }
}
