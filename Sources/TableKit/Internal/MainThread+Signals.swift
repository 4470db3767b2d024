extension MainThread {
  /// Returns a kit's read-write signal over a store: reads and sets run on the main actor (from
  /// another thread they stop with a message naming `name`), sets go through `set`, and
  /// subscribers hear the store.
  ///
  /// The accessors are Sendable closures, so they are not isolated to the main actor: a call from
  /// another thread reaches the check that names the misuse instead of trapping in the runtime's
  /// own.
  ///
  /// - Parameters:
  ///   - name: The property, as messages name it (`"kit.table"`).
  ///   - store: What subscribers hear.
  ///   - get: Reads the value; by default the store's.
  ///   - set: Applies a set, on the main actor.
  static func signal<Value>(
    _ name: String, store: ReadWriteSignal<Value>,
    get: (@MainActor @Sendable () -> Value)? = nil,
    set: @escaping @MainActor @Sendable (Value) -> Void
  ) -> ReadWriteSignal<Value> {
    ReadWriteSignal(
      getter: { @Sendable in MainThread.run("read \(name)") { get?() ?? store.value } },
      setter: { @Sendable value in
        // Safe: MainThread.run checks the main actor before the value crosses to it, and it
        // never leaves it.
        nonisolated(unsafe) let value = value
        MainThread.run("set \(name)") { set(value) }
      },
      subscribe: { store.subscribe($0) })
  }
}
