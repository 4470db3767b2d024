extension UpdatePipeline {
  /// Returns a face's `table` signal: reads the latest requested table, sets through `set` on
  /// the main actor (stopping with a message elsewhere), and tells subscribers the tables the
  /// view shows, from `store`.
  func tableSignal(
    store: ReadWriteSignal<TableValue>, set: @escaping @MainActor @Sendable (TableValue) -> Void
  ) -> ReadWriteSignal<TableValue> {
    // Sendable closures are not isolated to the main actor, so a call from another thread
    // reaches the check that names the misuse instead of trapping in the runtime's own.
    let pipeline = self
    return ReadWriteSignal(
      getter: { @Sendable in MainThread.run("read kit.table") { pipeline.requested } },
      setter: { @Sendable table in
        // Checked to be on the main actor before the table crosses to it.
        nonisolated(unsafe) let table = table
        MainThread.run("set kit.table") { set(table) }
      },
      subscribe: { store.subscribe($0) })
  }

  /// Returns a face's `selection` signal: reads the waiting selection or the view's, and sets
  /// through the pipeline on the main actor.
  func selectionSignal(store: ReadWriteSignal<[Target.Row]>) -> ReadWriteSignal<[Target.Row]> {
    let pipeline = self
    return ReadWriteSignal(
      getter: { @Sendable in
        MainThread.run("read kit.selection") { pipeline.pendingSelection ?? store.value }
      },
      setter: { @Sendable [weak pipeline] rows in
        nonisolated(unsafe) let rows = rows
        MainThread.run("set kit.selection") { pipeline?.requestSelection(rows) }
      },
      subscribe: { store.subscribe($0) })
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
