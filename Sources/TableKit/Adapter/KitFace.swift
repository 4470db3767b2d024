/// A kit's face for one kind of view, as the pipeline drives it: what ``TableKit`` and
/// ``CollectionKit`` answer the same way lives here once, and each face supplies only what
/// touches its own view type.
@MainActor protocol KitFace: UpdatePipelineTarget {
  /// The pipeline every change to the view takes.
  var pipeline: UpdatePipeline<Self> { get }
  /// Reports, once, that the app took the view over.
  var takeover: ViewTakeover { get set }
  /// The view's properties (`dataSource`, `delegate`) that no longer point at the kit's bridge,
  /// or nil once the kit is disposed.
  var replacedViewProperties: [String]? { get }
  /// Tells the diagnostics' observers.
  func report(_ diagnostic: TableKitDiagnostic)
  /// Reloads the view, inside one of the kit's own calls into it.
  func reloadView()
  /// Selects rows in the view, resolved against the shown table.
  func select(_ rows: [Row])
  /// The kit's row and section identities.
  var identity: TableIdentity<Section, Row> { get }
  /// The row bags and prefetch work.
  var rowWork: RowWork { get }
  /// Returns why UIKit would reject a batch; replaceable so tests can reach the fallback path.
  var batchFailure: (BatchChecker) -> String? { get }
  /// Issues a batch UIKit accepts, from `old` to `new`, inside one of the kit's own calls into
  /// the view: the face's view-specific calls.
  func animate(_ batch: TableBatch, from old: Table<Section, Row>, to new: Table<Section, Row>)
  /// How kept sections whose values changed reach the view.
  var sectionUpdateStyle: TableBatch.UpdateStyle { get }
}

extension KitFace {
  /// Asks for `table` to be shown; after `dispose()` it is kept as the value and reported.
  func setTable(_ table: Table<Section, Row>) {
    if replacedViewProperties == nil { report(.tableSetAfterDispose) }
    pipeline.request(table)
  }

  func pipelineCanDriveView() -> Bool {
    guard let replaced = replacedViewProperties else { return false }
    return takeover.canDrive(replacedProperties: replaced, report: report)
  }

  func pipelineReload(to table: Table<Section, Row>) {
    pipeline.viewCall { reloadView() }
  }

  /// Diffs, reports and pre-checks the update, then has the face animate the batch — or, when
  /// nothing changed or UIKit would reject the batch, shows the new table without one.
  func pipelineUpdate(from old: Table<Section, Row>, to new: Table<Section, Row>) {
    let (prepared, changes) = PreparedUpdate.prepare(
      from: old, to: new, identity: identity, sectionUpdates: sectionUpdateStyle,
      failure: batchFailure, report: report)
    defer { rowWork.release(removedBy: changes, from: old, to: new, identity: identity) }
    switch prepared {
    case .unchanged:
      pipeline.shown = new  // same identities and contents; keep the latest values
    case .reload:
      pipeline.shown = new
      pipeline.viewCall { reloadView() }
    case .batch(let batch):
      pipeline.viewCall { animate(batch, from: old, to: new) }
    }
  }

  /// Kept sections whose values changed are refreshed in place unless a face says otherwise.
  var sectionUpdateStyle: TableBatch.UpdateStyle { .reconfigure }

  func pipelineSelect(_ rows: [Row]) {
    pipeline.viewCall { select(rows) }
  }
}
