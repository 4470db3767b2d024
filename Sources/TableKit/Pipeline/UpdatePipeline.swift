/// The one path every change to a kit's view takes: the table the app sets, the user's edits,
/// the selection, reloads and accessory views.
///
/// It owns two tables: ``requested``, the latest table the app asked for with the user's edits
/// applied, and ``shown``, the table the view's data source answers with — and it alone writes
/// them. A change is applied at once when nothing else is under way; otherwise it waits and is
/// applied right after, the latest table winning. The decisions are a value,
/// ``UpdatePipelineState``, tested without a view; this class runs what the value decides, in
/// ``drain()``, and the batches that switch ``shown`` inside UIKit's update.
///
/// Observers learn of a table (``UpdatePipelineTarget/pipelineDidShow(_:)``) once the view has
/// it: after the batch is issued, so its row counts are the new ones, while the animation may
/// still run. A selection waits for a pending table and is resolved against it.
@MainActor final class UpdatePipeline<Target: UpdatePipelineTarget> {
  typealias TableValue = Table<Target.Section, Target.Row>

  weak var target: Target?
  private(set) var state: UpdatePipelineState<Target.Section, Target.Row>
  /// Whether ``drain()`` is running: a drain asked for meanwhile leaves the work to it.
  private var isDraining = false
  /// Whether a kit edit's closure runs: the table it edits must not change meanwhile.
  var isEditing = false
  /// The diff running off the main actor: its generation, where it leaves its changes, and
  /// its task (cancelled when a newer table makes it stale).
  private var diffRun: (generation: Int, result: OffMainDiffResult, task: Task<Void, Never>)?

  init(table: TableValue) {
    state = UpdatePipelineState(table: table)
  }

  /// The latest table the app asked for, with the user's edits applied to it.
  var requested: TableValue { state.requested }
  /// The table the view's data source answers with.
  var shown: TableValue { state.shown }
  /// The selection waiting to be applied, as the app gave it.
  var pendingSelection: [Target.Row]? { state.pendingSelection }
  /// Whether a table, reload or selection waits to reach the view.
  var hasPendingWork: Bool { state.hasPendingWork }

  // MARK: Requests

  /// Asks for `table` to be shown; the latest request wins.
  func request(_ table: TableValue) {
    // A large table's counted identities (kept for the next edit) are freed off the main
    // actor: releasing a hundred thousand keys takes about a millisecond.
    if let counts = state.takeIdentities(), counts.total >= OffMainDiff.rowThreshold {
      Task.detached(priority: .background) { withExtendedLifetime(counts) {} }
    }
    state.request(table)
    drain()
  }

  /// Asks for `table`, the latest requested table with a kit edit applied, to be shown: when
  /// `log` holds the edits since the shown table, the update is not diffed.
  func request(edited table: TableValue, log: EditLog?, identities: IdentityCounts) {
    state.request(edited: table, log: log, identities: identities)
    drain()
  }

  /// Takes the counted identities of the requested table's rows, if known, for an edit that
  /// gives them back with its own edits counted.
  func takeIdentities() -> IdentityCounts? { state.takeIdentities() }

  /// Asks for the view to reload the latest table without animation.
  func requestReload() {
    state.requestReload()
    drain()
  }

  /// Asks for rows to be selected, resolved against the latest table once the view shows it.
  func requestSelection(_ rows: [Target.Row]) {
    state.requestSelection(rows)
    drain()
  }

  /// Asks for the accessory views (paging view, empty view) to be brought up to date.
  func requestAccessories() {
    state.requestAccessories()
    drain()
  }

  // MARK: Where the work happens

  /// Runs a data-source or delegate call: changes made inside wait until UIKit's pass ends.
  func callout<Value>(_ body: () -> Value) -> Value {
    state.enterCallout()
    defer { if state.exitCallout() { scheduleDrain() } }
    return body()
  }

  /// Runs one of the kit's own calls into the view: changes made in the callouts it causes are
  /// applied as soon as it returns.
  func viewCall<Value>(_ body: () -> Value) -> Value {
    let callouts = state.enterViewCall()
    defer { if state.exitViewCall(restoringCallouts: callouts) { drain() } }
    return body()
  }

  /// Issues one batch that shows `new`, inside one of the kit's own calls into the view: inside
  /// UIKit's update, `intermediate` first (the old table's shape with kept rows' new contents)
  /// while `reconfigure` runs, then `new` while `issue` runs; `then` runs after the batch, in
  /// the same call. The batch's completion counts down the animations.
  ///
  /// - Parameter animated: Whether the batch animates; otherwise it runs without animation.
  func performBatch(
    in view: any ListView, to new: TableValue, animated: Bool = true, intermediate: TableValue?,
    reconfigure: @escaping () -> Void, issue: @escaping () -> Void, then: () -> Void = {}
  ) {
    viewCall {
      @MainActor func perform() {
        // The user's place is taken just before the batch and put back right after it, in the
        // same call, so no frame shows the rows moved (Rules.md R-anchor-1, R-anchor-2).
        let anchor = self.target?.pipelineCaptureAnchor()
        self.state.animationStarted()
        view.performBatchUpdates(
          {
            if let intermediate {
              self.state.show(intermediate)
              reconfigure()
            }
            self.state.show(new)
            issue()
          },
          completion: { [weak self] _ in
            self?.target?.pipelineBatchAnimationDidEnd()
            self?.animationFinished()
          })
        then()
        self.target?.pipelineRestoreAnchor(anchor, animated: animated)
      }
      if animated { perform() } else { UIView.performWithoutAnimation(perform) }
    }
  }

  /// Shows a user's edit in the view at once, in its own batch (UIKit expects a deleted row
  /// gone inside `commit`, even while another update animates), and records it.
  ///
  /// - Parameters:
  ///   - edited: The shown table with the edit.
  ///   - view: The view.
  ///   - change: Deletes or inserts the row in the view.
  ///   - transform: Applies the edit to a table the view does not show yet.
  func performEdit(
    _ edited: TableValue, in view: any ListView, _ change: @escaping () -> Void,
    applyingTo transform: (TableValue) -> TableValue
  ) {
    performBatch(in: view, to: edited, intermediate: nil, reconfigure: {}, issue: change)
    recordEdit(applyingTo: transform)
  }

  /// Records a user edit the view already shows: `shown` holds it, and the edit is applied to
  /// the latest requested table too.
  ///
  /// - Parameters:
  ///   - viewHasIt: Whether the view's counts already hold the edit. A move reaches the data
  ///     source before UIKit moves the row in the view, so observers hear of it only once
  ///     UIKit's pass ends.
  ///   - transform: Applies the edit to a table the view does not show yet.
  func recordEdit(viewHasIt: Bool = true, applyingTo transform: (TableValue) -> TableValue) {
    if let table = state.recordEdit(viewHasIt: viewHasIt, applyingTo: transform) {
      target?.pipelineDidShow(table)
    } else {
      drain()
    }
  }

  /// Records a row the user dragged from `source` to `destination`, which the view already
  /// shows: `shown` takes the new order at once (UIKit asks for the moved row's data in the same
  /// step), and the move is applied to the latest requested table by the rows' identities.
  ///
  /// - Returns: The moved row.
  func recordMove(
    from source: IndexPath, to destination: IndexPath,
    identity: TableIdentity<Target.Section, Target.Row>
  ) -> Target.Row {
    let row = shown[source]
    let moved = shown.removingRow(at: TableIndex(source)).insertingRow(
      row, at: TableIndex(destination))
    state.show(moved)
    let rowID = identity.row(row)
    let previousIndex = TableIndex(row: destination.row - 1, section: destination.section)
    let previousID = destination.row > 0 ? identity.row(moved[previousIndex]) : nil
    let sectionID = identity.section(moved.sectionValues[destination.section])
    recordEdit(viewHasIt: false) { latest in
      latest.moving(
        rowID, after: previousID, toSection: sectionID, identity: identity.row,
        sectionIdentity: identity.section)
    }
    return row
  }

  /// Notes that an animation ended: waiting tables are applied after the last one (or on the
  /// next main-actor turn, if that comes first).
  func animationFinished() {
    state.animationFinished()
    drain()
  }

  /// Runs what waits, as ``UpdatePipelineState/next(canDriveView:)`` decides, until it says to
  /// wait: every effect on the view and the observers happens here.
  func drain() {
    guard !isDraining else { return }  // the running loop takes the new work
    isDraining = true
    defer { isDraining = false }
    cancelStaleDiff()
    while let target {
      switch state.next(canDriveView: target.pipelineCanDriveView) {
      case .update(let old, let new, let changes):
        if changes == nil, let diff = target.pipelineOffMainDiff(from: old, to: new) {
          startDiff(diff)
          continue  // the view shows `old` until the diff ends
        }
        if target.pipelineUpdate(from: old, to: new, changes: changes) == .needsReload {
          state.show(new)
          target.pipelineReload(to: new)
        }
        state.applied(new)
        target.pipelineDidShow(new)
      case .reload(let table):
        state.show(table)
        target.pipelineReload(to: table)
        state.applied(table)
        target.pipelineDidShow(table)
      case .didShow(let table):
        target.pipelineDidShow(table)
      case .select(let rows):
        target.pipelineSelect(rows)
      case .updateAccessories:
        target.pipelineUpdateAccessories()
      case .drainLater:
        return scheduleDrain()
      case .wait:
        return
      }
    }
  }

  /// Drains on the next main-actor turn, after UIKit's current pass.
  private func scheduleDrain() {
    guard state.scheduleDrain() else { return }
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.state.scheduledDrainRuns()
      self.drain()
    }
  }

  // MARK: - Off-main diffs

  /// Runs `diff` off the main actor; its end brings its changes back to the main actor, where
  /// they are applied as an edit's are, unless a newer table made them stale.
  private func startDiff(_ diff: OffMainDiff) {
    diffRun?.task.cancel()
    let generation = state.diffStarted()
    let result = OffMainDiffResult()
    let ended: @MainActor @Sendable () -> Void = { [weak self] in self?.diffEnded(generation) }
    let task = Task.detached(priority: .userInitiated) {
      result.finish(Task.isCancelled ? nil : diff.run())
      await ended()
    }
    diffRun = (generation, result, task)
  }

  /// Takes the changes of the diff of `generation`, if it is still the requested table's, and
  /// applies them.
  private func diffEnded(_ generation: Int) {
    guard let run = diffRun, run.generation == generation else { return }
    diffRun = nil
    guard let changes = run.result.take(), state.diffFinished(generation, changes: changes)
    else { return }
    drain()
  }

  /// Cancels the diff in flight once a newer table, a reload or a user's edit made it stale.
  private func cancelStaleDiff() {
    guard let run = diffRun, state.diffInFlight != run.generation else { return }
    run.task.cancel()
    diffRun = nil
  }

  /// Whether a diff runs off the main actor for the requested table.
  var isDiffing: Bool { state.diffInFlight != nil }

  /// Blocks until the diff in flight ends and applies its changes now, on the main actor, as
  /// its own hop would later: for benchmarks that measure the main actor's share of an update.
  func finishDiffNow() {
    guard let run = diffRun else { return }
    run.result.wait()
    diffEnded(run.generation)
  }
}
