extension UpdatePipeline {
  /// Returns a face's `table` signal: reads the latest requested table, sets through `set` on
  /// the main actor (stopping with a message elsewhere), and tells subscribers the tables the
  /// view shows, from `store`.
  func tableSignal(
    store: ReadWriteSignal<TableValue>, set: @escaping @MainActor @Sendable (TableValue) -> Void
  ) -> ReadWriteSignal<TableValue> {
    let pipeline = self
    return MainThread.signal("kit.table", store: store, get: { pipeline.requested }, set: set)
  }

  /// Returns a face's `selection` signal: reads the selection waiting to be applied, else the
  /// view's; sets through the pipeline; tells subscribers the selection the view shows.
  func selectionSignal(store: ReadWriteSignal<[Target.Row]>) -> ReadWriteSignal<[Target.Row]> {
    let pipeline = self
    return MainThread.signal(
      "kit.selection", store: store, get: { pipeline.pendingSelection ?? store.value },
      set: { [weak pipeline] rows in pipeline?.requestSelection(rows) })
  }

  /// Deselects a tapped row once the tap's pass ends: the selection without the row's identity,
  /// resolved against the latest selection asked for.
  func deselectAfterTap(
    _ rowID: AnyHashable, store: ReadWriteSignal<[Target.Row]>,
    identity: (Target.Row) -> AnyHashable
  ) {
    let current = pendingSelection ?? store.value
    requestSelection(current.filter { identity($0) != rowID })
  }
}
