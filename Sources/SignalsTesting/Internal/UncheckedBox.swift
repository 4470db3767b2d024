/// Carries a value, usually a closure, into a `@Sendable` work item of a ``TestScheduler``.
struct UncheckedBox<Wrapped>: @unchecked Sendable {
  // Unchecked: made while a test sets up marble diagrams and only used by the scheduled work
  // items, which the test scheduler runs one at a time on the thread that advances it.
  let value: Wrapped
}
