/// The update pipeline as a value: where it is, what waits, and the two tables — with events
/// that change it and a decision, ``next(canDriveView:)``, that says what to do next. It touches
/// no view and calls nobody; ``UpdatePipeline`` runs the effects it asks for, in one place.
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
///                 animating (tables and reloads only) → drained at the last completion, or on
///                 the next main-actor turn, whichever comes first.
/// ```
///
/// A table never waits for a completion alone: UIKit accepts a batch while another animates,
/// and a completion that never arrives must not hold the view's tables for good. Waiting for
/// the turn to end still lets the tables set in one burst become one batch.
struct UpdatePipelineState<Section, Row> {
  typealias TableValue = Table<Section, Row>

  /// Where the pipeline is, as the diagram shows.
  enum Phase: Equatable {
    case idle
    /// A table or reload is being issued; `animations` of the batches it started still run.
    case applying(animations: Int)
    /// `count` batches the kit issued still animate.
    case animating(count: Int)
  }

  /// What waits to reach the view.
  struct Waiting: Equatable {
    /// The latest requested table.
    var table = false
    /// A reload of the latest requested table.
    var reload = false
    /// The selection, as the app gave it.
    var selection: [Row]?
    /// The accessory views (paging view, empty view, index titles).
    var accessories = false
    /// Observers have yet to hear of an edit the view takes in only after UIKit's pass.
    var showNotice = false

    static func == (lhs: Waiting, rhs: Waiting) -> Bool {
      lhs.table == rhs.table && lhs.reload == rhs.reload
        && (lhs.selection == nil) == (rhs.selection == nil) && lhs.accessories == rhs.accessories
        && lhs.showNotice == rhs.showNotice
    }
  }

  /// The next thing the pipeline does, as ``next(canDriveView:)`` decides it.
  enum Step {
    /// Animate the view from one table to the other; observers hear of `to` afterwards.
    /// `changes` are the changes between them when known (the kit's own edits made them, or a
    /// diff off the main actor found them), else nil.
    case update(from: TableValue, to: TableValue, changes: KnownChanges?)
    /// Reload the view to show the table; observers hear of it afterwards.
    case reload(TableValue)
    /// Tell observers the view shows the table.
    case didShow(TableValue)
    /// Select the rows, resolved against the shown table.
    case select([Row])
    /// Bring the accessory views up to date.
    case updateAccessories
    /// UIKit is inside a call: drain on the next main-actor turn.
    case drainLater
    /// Nothing to do now: idle, or waiting for an animation, a view call or the view.
    case wait
  }

  private(set) var phase = Phase.idle
  /// The latest table the app asked for, with the user's edits applied to it.
  private(set) var requested: TableValue
  /// The table the view's data source answers with.
  private(set) var shown: TableValue
  private(set) var waiting = Waiting()
  /// How deep UIKit is inside data-source and delegate calls.
  private(set) var calloutDepth = 0
  /// How deep the kit is inside its own calls into the view.
  private(set) var viewCallDepth = 0
  /// Whether a drain is scheduled for the next main-actor turn.
  private(set) var isDrainScheduled = false
  /// Whether a main-actor turn ended while a table waited for an animation: the table no longer
  /// waits for the animation's completion.
  private(set) var hasOutwaitedATurn = false
  /// The kit's own edits that lead from ``shown`` to ``requested``, while a table waits that
  /// only they changed: its changes are known without a diff (`UpdatePipelineState+Edits`).
  var editLog: EditLog?
  /// The identities of ``requested``'s rows, counted, while they are known.
  var identities: IdentityCounts?
  /// The generation of the diff running off the main actor for the requested table, if one
  /// runs; a diff whose generation is no longer this one is stale and dropped.
  private(set) var diffInFlight: Int?
  /// The generation of the last diff started off the main actor.
  private(set) var diffGeneration = 0
  /// The changes a finished off-main diff found from ``shown`` to ``requested``.
  private(set) var diffedChanges: KnownChanges?

  init(table: TableValue) {
    requested = table
    shown = table
  }

  /// Whether a table, reload, selection, accessory update or notice waits.
  var hasPendingWork: Bool { waiting != Waiting() }

  /// Whether the view still has to catch up with ``requested``.
  var hasPendingTable: Bool { waiting.table || waiting.reload || diffInFlight != nil }

  /// Whether batches the kit issued still animate.
  var isAnimating: Bool { animationCount > 0 }

  /// The number of batches the kit issued that still animate.
  var animationCount: Int {
    switch phase {
    case .idle: 0
    case .applying(let animations): animations
    case .animating(let count): count
    }
  }

  // MARK: Requests

  mutating func request(_ table: TableValue) {
    requested = table
    waiting.table = true
    editLog = nil
    identities = nil
    diffInFlight = nil  // a newer table: the diff of the older one is stale
    diffedChanges = nil
  }

  mutating func requestReload() {
    waiting.reload = true
    diffInFlight = nil
  }

  mutating func requestSelection(_ rows: [Row]) { waiting.selection = rows }

  mutating func requestAccessories() { waiting.accessories = true }

  /// The selection the app asked for that the view does not hold yet.
  var pendingSelection: [Row]? { waiting.selection }

  // MARK: The view

  /// The view shows `table` from now on: the kit switches it inside its batches and edits.
  mutating func show(_ table: TableValue) { shown = table }

  /// Records a user edit the view already shows (`shown` holds it), applied to the latest
  /// requested table too.
  ///
  /// - Parameters:
  ///   - viewHasIt: Whether the view's counts already hold the edit; otherwise observers hear
  ///     of it once UIKit's pass ends.
  ///   - transform: Applies the edit to a table the view does not show yet.
  /// - Returns: The table to tell observers of now, if any.
  mutating func recordEdit(viewHasIt: Bool, applyingTo transform: (TableValue) -> TableValue)
    -> TableValue?
  {
    editLog = nil  // the view's table changed under the kit's edits: diff instead
    identities = nil
    diffedChanges = nil
    if diffInFlight != nil {  // the diff started from the table the view no longer shows
      diffInFlight = nil
      waiting.table = true
    }
    if hasPendingTable {
      requested = transform(requested)
      return nil
    }
    requested = shown
    guard viewHasIt else {
      waiting.showNotice = true
      return nil
    }
    return shown
  }

  mutating func animationStarted() {
    switch phase {
    case .idle: phase = .animating(count: 1)
    case .applying(let animations): phase = .applying(animations: animations + 1)
    case .animating(let count): phase = .animating(count: count + 1)
    }
  }

  mutating func animationFinished() {
    switch phase {
    case .idle: break  // a completion after a reset: nothing was counted
    case .applying(let animations): phase = .applying(animations: max(animations - 1, 0))
    case .animating(let count): phase = count > 1 ? .animating(count: count - 1) : .idle
    }
  }

  /// UIKit entered a data-source or delegate call.
  mutating func enterCallout() { calloutDepth += 1 }

  /// UIKit's call returned. Returns whether to drain on the next turn: UIKit's pass is over and
  /// something waits.
  mutating func exitCallout() -> Bool {
    calloutDepth -= 1
    return calloutDepth == 0 && viewCallDepth == 0 && hasPendingWork
  }

  /// The kit entered one of its own calls into the view: callouts it causes are not UIKit's
  /// pass. Returns the callout depth to restore when it returns.
  mutating func enterViewCall() -> Int {
    viewCallDepth += 1
    defer { calloutDepth = 0 }
    return calloutDepth
  }

  /// The kit's call into the view returned. Returns whether to drain now.
  mutating func exitViewCall(restoringCallouts callouts: Int) -> Bool {
    calloutDepth = callouts
    viewCallDepth -= 1
    return viewCallDepth == 0
  }

  /// A drain was scheduled for the next turn; false when one already was.
  mutating func scheduleDrain() -> Bool {
    defer { isDrainScheduled = true }
    return !isDrainScheduled
  }

  /// The scheduled drain runs, on a later main-actor turn: a table waiting for an animation
  /// waits no longer.
  mutating func scheduledDrainRuns() {
    isDrainScheduled = false
    if hasPendingTable { hasOutwaitedATurn = true }
  }

  // MARK: Deciding

  /// Decides what to do next, in order — a reload or table, then a notice, the selection, the
  /// accessory views — and takes it off what waits.
  ///
  /// - Parameter canDriveView: Whether the kit still drives its view (asked only when a table
  ///   or selection would go to it).
  mutating func next(canDriveView: () -> Bool) -> Step {
    guard viewCallDepth == 0 else { return .wait }  // the kit's call drains when it returns
    guard calloutDepth == 0 else { return .drainLater }
    if case .applying = phase { return .wait }  // the apply drains when it returns
    if hasPendingTable {
      // A diff off the main actor: its end drains; the selection waits for its table.
      if !waiting.table, !waiting.reload { return .wait }
      // Waits for the animation's completion until the turn ends, not longer.
      if isAnimating, !hasOutwaitedATurn { return .drainLater }
      guard canDriveView() else { return .wait }
      let reload = waiting.reload
      waiting.table = false
      waiting.reload = false
      waiting.showNotice = false
      hasOutwaitedATurn = false
      phase = .applying(animations: animationCount)
      let changes = diffedChanges ?? editLog.map { KnownChanges(changes: $0.changes()) }
      editLog = nil
      diffedChanges = nil
      return reload ? .reload(requested) : .update(from: shown, to: requested, changes: changes)
    }
    if waiting.showNotice {
      waiting.showNotice = false
      return .didShow(shown)
    }
    if let rows = waiting.selection {
      guard canDriveView() else { return .wait }
      waiting.selection = nil
      return .select(rows)
    }
    if waiting.accessories {
      waiting.accessories = false
      return .updateAccessories
    }
    return .wait
  }

  /// The table or reload ``next(canDriveView:)`` asked for was issued: the view shows `table`.
  mutating func applied(_ table: TableValue) {
    shown = table
    waiting.showNotice = false  // observers hear of `table` itself
    guard case .applying(let animations) = phase else { return }
    phase = animations > 0 ? .animating(count: animations) : .idle
  }

  // MARK: - Off-main diffs

  /// The runner started diffing ``shown`` against ``requested`` off the main actor: the table
  /// waits for the diff's end, and the view may take other work meanwhile. Returns the diff's
  /// generation.
  mutating func diffStarted() -> Int {
    diffGeneration += 1
    diffInFlight = diffGeneration
    if case .applying(let animations) = phase {
      phase = animations > 0 ? .animating(count: animations) : .idle
    }
    return diffGeneration
  }

  /// The off-main diff of `generation` found `changes`. Returns whether they are the changes
  /// of the requested table, to apply (false when a newer table or an edit made them stale).
  mutating func diffFinished(_ generation: Int, changes: KnownChanges) -> Bool {
    guard diffInFlight == generation else { return false }
    diffInFlight = nil
    diffedChanges = changes
    if identities == nil { identities = changes.identities }  // counted for ``requested``
    waiting.table = true
    return true
  }
}
