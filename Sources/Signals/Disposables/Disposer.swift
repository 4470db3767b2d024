/// A disposable that runs a closure exactly once, on the first call to ``dispose()``.
///
/// ```swift
/// let timer = Disposer { print("cancelled") }
/// timer.dispose()  // prints "cancelled"
/// timer.dispose()  // does nothing
/// ```
///
/// - Note: Thread-safe and reentrant: concurrent calls run the closure once, and the closure
///   runs without any lock held, so it may call ``dispose()`` again (which returns at once).
public final class Disposer: Disposable {
  private let action: Lock<(@Sendable () -> Void)?>

  /// Creates a disposable that runs `action` the first time it is disposed.
  ///
  /// - Parameter action: The work to run once, on the thread that first calls ``dispose()``.
  public init(_ action: @escaping @Sendable () -> Void) {
    self.action = Lock(action)
  }

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool {
    action.withLock { $0 == nil }
  }

  /// Runs the closure if this is the first call; later calls do nothing.
  public func dispose() {
    let pending = action.withLock { action in
      let taken = action
      action = nil
      return taken
    }
    pending?()
  }
}
