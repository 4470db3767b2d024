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

  /// Returns what disposes the registration: the flag takes effect at once, on any thread (a
  /// disposed registration matches no row); removing it and reloading are main-actor work, so
  /// `unregister` runs there.
  func disposer(unregister: @escaping @MainActor @Sendable (RegistrationToken) -> Void)
    -> Disposable
  {
    Disposer { [self] in
      dispose()
      Task { @MainActor in unregister(self) }
    }
  }
}
