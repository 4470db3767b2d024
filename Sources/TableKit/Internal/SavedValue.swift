/// A value kept for later, shareable with Sendable closures on the main actor: the app's own
/// sizing closure, kept while row groups size the rows.
@MainActor final class SavedValue<Value> {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
