import Synchronization

/// A disposable whose target arrives after it is handed out: a subscription that can deliver
/// (and be ended by its own callback) before the call that creates it has returned.
///
/// Disposing before the target is set disposes the target the moment it is set.
final class LateDisposable: Disposable {
  private enum State {
    case waiting
    case set(any Disposable)
    case disposed
  }

  /// Guards the target; the target is always disposed outside the lock.
  private let state = Mutex(State.waiting)

  init() {}

  /// Whether ``dispose()`` has been called.
  var isDisposed: Bool {
    state.withLock { if case .disposed = $0 { true } else { false } }
  }

  /// Sets the target, or disposes it at once if this disposable is already disposed.
  func set(_ target: any Disposable) {
    let isDisposed = state.withLock { state in
      switch state {
      case .disposed: return true
      case .waiting, .set:
        state = .set(target)
        return false
      }
    }
    if isDisposed { target.dispose() }
  }

  func dispose() {
    let taken = state.withLock { state -> (any Disposable)? in
      defer { state = .disposed }
      if case .set(let target) = state { return target }
      return nil
    }
    taken?.dispose()
  }
}
