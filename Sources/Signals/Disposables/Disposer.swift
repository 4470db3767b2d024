import Dispatch

/// A disposable that runs a closure exactly once, on the first call to ``dispose()``.
///
/// ```swift
/// let timer = Disposer { print("cancelled") }
/// timer.dispose()  // prints "cancelled"
/// timer.dispose()  // does nothing
/// ```
///
/// For cleanup that touches main-actor state (views), use ``onMainActor(_:)``.
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

  /// Returns a disposable that runs `action` on the main actor the first time it is disposed.
  ///
  /// TableKit disposes a cell's configuration, a row's work and its other subscriptions on the
  /// main actor, so cleanup that touches views needs no `MainActor.assumeIsolated`:
  ///
  /// ```swift
  /// static func makeAndConfigure() -> (make: UITableViewCell, configure: (Photo) -> Disposable) {
  ///   let cell = PhotoCell()
  ///   return (cell, { photo in
  ///     cell.spinner.startAnimating()
  ///     return Disposer.onMainActor { cell.spinner.stopAnimating() }
  ///   })
  /// }
  /// ```
  ///
  /// - Parameter action: The work to run once, on the main actor.
  /// - Returns: A disposer whose first ``dispose()`` runs `action` on the main actor.
  /// - Note: Disposed on the main actor, `action` runs at once, before ``dispose()`` returns.
  ///   Disposed from another thread (a disposable may be disposed from any), `action` is
  ///   enqueued on the main actor instead and runs after the work already queued there; it
  ///   still runs exactly once.
  public static func onMainActor(_ action: @escaping @MainActor () -> Void) -> Disposer {
    Disposer {
      if MainActorHop.isOnMainQueue {
        MainActor.assumeIsolated { action() }
      } else {
        DispatchQueue.main.async { MainActor.assumeIsolated { action() } }
      }
    }
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
