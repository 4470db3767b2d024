/// Carries a value the compiler cannot prove `Sendable` across a boundary that is safe by
/// construction: a mutex's `withLock`, or a disposal that runs once.
///
/// Each use says, where it is made, what makes it safe.
struct Unchecked<Value>: @unchecked Sendable {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
