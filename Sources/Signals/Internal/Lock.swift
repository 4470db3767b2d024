import Synchronization

/// A `Mutex` whose hand-overs between threads the thread sanitizer can see.
///
/// On Linux a contended `Mutex` is handed over inside the kernel (a priority-inheriting futex),
/// in code the sanitizer does not instrument, so it would report the protected state as raced.
/// Debug builds (the ones the sanitizer runs) therefore also pass an atomic counter from each
/// holder to the next, with release and acquire ordering; release builds use the bare `Mutex`.
/// `package`, so SignalsTesting's scheduler and recorder lock the same way.
@usableFromInline
package struct Lock<State>: ~Copyable, Sendable {
  @usableFromInline let mutex: Mutex<State>
  #if DEBUG
    @usableFromInline let handover = Atomic<Int>(0)
  #endif

  @inlinable
  package init(_ state: consuming sending State) {
    mutex = Mutex(state)
  }

  /// Runs `body` with exclusive access to the state.
  @inlinable
  package borrowing func withLock<Result, Failure: Error>(
    _ body: (inout sending State) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    try mutex.withLock { (state: inout sending State) throws(Failure) -> sending Result in
      #if DEBUG
        _ = handover.load(ordering: .acquiring)
        defer { handover.wrappingAdd(1, ordering: .releasing) }
      #endif
      return try body(&state)
    }
  }
}
