/// Moves a value into or out of a `Mutex`-protected state, whose `withLock` only accepts and
/// returns values the compiler can prove disconnected.
///
/// The core stores non-`Sendable` values (events, current values) under a lock and hands them to
/// whichever thread delivers them; the lock orders every access, and a sender gives up the value
/// it sends (see `MulticastState`). This box states that hand-off where the compiler cannot.
@usableFromInline
struct Handoff<Wrapped>: @unchecked Sendable {
  // Unchecked: only built to cross a `withLock` boundary, as described above.
  @usableFromInline var value: Wrapped

  @inlinable
  init(_ value: Wrapped) {
    self.value = value
  }
}
