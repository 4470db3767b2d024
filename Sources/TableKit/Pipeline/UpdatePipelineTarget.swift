/// What an ``UpdatePipeline`` drives: a kit's face for one kind of view, which knows how to show
/// a table in it. The pipeline decides when; the target decides how.
@MainActor protocol UpdatePipelineTarget: AnyObject {
  associatedtype Section
  associatedtype Row

  /// Whether the kit still drives its view; when it does not, the target has said why.
  func pipelineCanDriveView() -> Bool

  /// Animates the view from `old` to `new` through the pipeline's
  /// ``UpdatePipeline/performBatch(in:to:intermediate:reconfigure:issue:)``, or says that the
  /// view must reload instead (UIKit would reject the batch). `changes` are the changes from
  /// `old` to `new` when known (the kit's own edits made them), else the target diffs.
  func pipelineUpdate(
    from old: Table<Section, Row>, to new: Table<Section, Row>, changes: KnownChanges?
  ) -> PipelineUpdateResult

  /// Returns the diff from `old` to `new` to run off the main actor, or nil to diff them on it
  /// (tables below ``OffMainDiff/rowThreshold`` rows).
  func pipelineOffMainDiff(from old: Table<Section, Row>, to new: Table<Section, Row>)
    -> OffMainDiff?

  /// Reloads the view to show `table` without animation.
  func pipelineReload(to table: Table<Section, Row>)

  /// Tells the table's observers that the view shows `table`.
  func pipelineDidShow(_ table: Table<Section, Row>)

  /// Selects `rows` (resolved against the shown table, which is the latest) in the view.
  func pipelineSelect(_ rows: [Row])

  /// Brings the accessory views (loading footer, empty view) up to date.
  func pipelineUpdateAccessories()

  // MARK: - Scroll anchoring

  /// Takes the user's place just before a batch; nil to keep the content offset.
  func pipelineCaptureAnchor() -> ScrollAnchor?

  /// Puts the user's place back right after a batch, in the same call.
  func pipelineRestoreAnchor(_ anchor: ScrollAnchor?, animated: Bool)

  /// Tells the target that a batch's animation ended.
  func pipelineBatchAnimationDidEnd()
}

/// What a target did with an update.
enum PipelineUpdateResult {
  /// The view shows the new table: a batch was issued, or nothing changed.
  case applied
  /// UIKit would reject the batch: the pipeline shows the new table by reloading.
  case needsReload
}
