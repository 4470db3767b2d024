/// The one path every change to a kit's view takes: the table the app sets, the user's edits,
/// the selection, reloads and accessory views.
///
/// It owns two tables: ``requested``, the latest table the app asked for with the user's edits
/// applied, and ``shown``, the table the view's data source answers with. A change is applied at
/// once when nothing else is under way; otherwise it waits and is applied right after, the latest
/// table winning:
///
/// ```
///            request · edit · select · reload
///   ┌──────┐ ─────────────────────────────▶ ┌──────────┐  batch issued  ┌──────────────┐
///   │ idle │                                │ applying │ ─────────────▶ │ animating(n) │
///   └──────┘ ◀────── nothing animates ───── └──────────┘                └──────────────┘
///      ▲                                                                        │
///      └──────────────────────────── last completion ───────────────────────────┘
///
///   waits while:  UIKit is inside a data-source or delegate call → drained after UIKit's pass
///                 (the next main-actor turn), or when the kit's own call into the view returns;
///                 applying → drained when the apply returns;
///                 animating (tables and reloads only) → drained at the last completion.
/// ```
///
/// Observers learn of a table (``UpdatePipelineTarget/pipelineDidShow(_:)``) once the view has
/// it: after the batch is issued, so its row counts are the new ones, while the animation may
/// still run. A selection waits for a pending table and is resolved against it.
@MainActor final class UpdatePipeline<Target: UpdatePipelineTarget> {
  typealias TableValue = Table<Target.Section, Target.Row>

  /// Where the pipeline is, as the diagram shows.
  enum Phase: Equatable {
    case idle
    case applying
    case animating(Int)
  }

  weak var target: Target?
  /// The latest table the app asked for, with the user's edits applied to it.
  private(set) var requested: TableValue
  /// The table the view's data source answers with; the target switches it inside batches.
  var shown: TableValue

  private var isApplying = false
  private var animationsInFlight = 0
  private var needsTable = false
  private var needsReload = false
  /// The selection waiting to be applied, as the app gave it.
  private(set) var pendingSelection: [Target.Row]?
  private var needsAccessories = false
  /// Whether observers have yet to hear of an edit the view takes in only after UIKit's pass.
  private var needsShowNotice = false
  /// How deep UIKit is inside data-source and delegate calls.
  private var calloutDepth = 0
  /// How deep the kit is inside its own calls into the view.
  private var viewCallDepth = 0
  private var isDraining = false
  private var isDrainScheduled = false

  init(table: TableValue) {
    self.requested = table
    self.shown = table
  }

  var phase: Phase {
    if isApplying { return .applying }
    return animationsInFlight > 0 ? .animating(animationsInFlight) : .idle
  }

  /// Whether a table, reload or selection waits to reach the view.
  var hasPendingWork: Bool {
    needsTable || needsReload || pendingSelection != nil || needsAccessories || needsShowNotice
  }

  /// Whether the view still has to catch up with ``requested``.
  var hasPendingTable: Bool { needsTable || needsReload }

  // MARK: Requests

  /// Asks for `table` to be shown; the latest request wins.
  func request(_ table: TableValue) {
    requested = table
    needsTable = true
    drain()
  }

  /// Asks for the view to reload the latest table without animation.
  func requestReload() {
    needsReload = true
    drain()
  }

  /// Asks for rows to be selected, resolved against the latest table once the view shows it.
  func requestSelection(_ rows: [Target.Row]) {
    pendingSelection = rows
    drain()
  }

  /// Asks for the accessory views (loading footer, empty view) to be brought up to date.
  func requestAccessories() {
    needsAccessories = true
    drain()
  }

  /// Records a user edit the target already made to the view: `shown` holds the edited table,
  /// and the edit is applied to the latest requested table too.
  ///
  /// - Parameters:
  ///   - viewHasIt: Whether the view's counts already hold the edit. A move reaches the data
  ///     source before UIKit moves the row in the view, so observers hear of it only once
  ///     UIKit's pass ends, when the view's counts are the new ones.
  ///   - transform: Applies the edit to a table the view does not show yet.
  func recordEdit(viewHasIt: Bool = true, applyingTo transform: (TableValue) -> TableValue) {
    if hasPendingTable {
      requested = transform(requested)
    } else {
      requested = shown
      if viewHasIt {
        target?.pipelineDidShow(shown)
      } else {
        needsShowNotice = true
        drain()
      }
    }
  }

  // MARK: Where the work happens

  /// Runs a data-source or delegate call: changes made inside wait until UIKit's pass ends.
  func callout<Value>(_ body: () -> Value) -> Value {
    calloutDepth += 1
    defer {
      calloutDepth -= 1
      if calloutDepth == 0, viewCallDepth == 0, hasPendingWork { scheduleDrain() }
    }
    return body()
  }

  /// Runs one of the kit's own calls into the view: changes made in the callouts it causes are
  /// applied as soon as it returns.
  func viewCall<Value>(_ body: () -> Value) -> Value {
    viewCallDepth += 1
    let outerCallouts = calloutDepth
    // Callouts caused by the kit's own call are not UIKit's pass: they end when the call does.
    calloutDepth = 0
    defer {
      calloutDepth = outerCallouts
      viewCallDepth -= 1
      if viewCallDepth == 0 { drain() }
    }
    return body()
  }

  /// Notes an animation the target started; call ``animationFinished()`` from its completion.
  func animationStarted() { animationsInFlight += 1 }

  /// Notes that an animation ended: waiting tables are applied after the last one.
  func animationFinished() {
    animationsInFlight -= 1
    drain()
  }

  /// Applies what waits, in order — a reload or table, then the selection, then accessory
  /// views — unless UIKit is inside a call or an update is under way.
  func drain() {
    guard !isDraining else { return }  // the running loop takes the new work
    guard viewCallDepth == 0 else { return }  // the kit's call drains when it returns
    guard calloutDepth == 0 else { return scheduleDrain() }
    isDraining = true
    defer { isDraining = false }
    while let target, calloutDepth == 0, !isApplying {
      if hasPendingTable {
        guard animationsInFlight == 0 else { return }
        guard target.pipelineCanDriveView() else { return }
        let reload = needsReload
        // A table set during the apply (from a callout it causes) waits for the next round.
        let table = requested
        needsTable = false
        needsReload = false
        isApplying = true
        if reload {
          shown = table
          target.pipelineReload(to: table)
        } else {
          target.pipelineUpdate(from: shown, to: table)
          shown = table
        }
        isApplying = false
        needsShowNotice = false
        target.pipelineDidShow(table)
      } else if needsShowNotice {
        needsShowNotice = false
        target.pipelineDidShow(shown)
      } else if let rows = pendingSelection {
        guard target.pipelineCanDriveView() else { return }
        pendingSelection = nil
        target.pipelineSelect(rows)
      } else if needsAccessories {
        needsAccessories = false
        target.pipelineUpdateAccessories()
      } else {
        return
      }
    }
  }

  /// Drains on the next main-actor turn, after UIKit's current pass.
  private func scheduleDrain() {
    guard !isDrainScheduled else { return }
    isDrainScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.isDrainScheduled = false
      self.drain()
    }
  }
}
