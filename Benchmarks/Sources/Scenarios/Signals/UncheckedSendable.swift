/// Lets a peer library's non-`Sendable` subject be sent to from two threads, which is what the
/// scenario measures; the subject's own locks make that safe.
struct UncheckedSendable<Value>: @unchecked Sendable {
  // Unchecked: only used for OpenCombine's subject and cancellable, which lock internally.
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
