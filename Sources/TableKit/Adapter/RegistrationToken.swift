/// Identifies one registration and whether it was disposed.
final class RegistrationToken: @unchecked Sendable {
  // Unchecked: `disposed` is only read and written while holding `lock`.
  private let lock = NSLock()
  private var disposed = false

  var isDisposed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return disposed
  }

  func dispose() {
    lock.lock()
    disposed = true
    lock.unlock()
  }
}
