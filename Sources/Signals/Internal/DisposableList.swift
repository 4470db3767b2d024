/// Subscriptions that end together: disposing the list disposes every one, and one added after
/// that is disposed at once.
final class DisposableList: Disposable {
  /// Guards the list; `nil` once disposed. Members are disposed outside the lock.
  private let members = Lock<[any Disposable]?>([])

  init() {}

  /// Adds `disposable`, or disposes it at once if the list is already disposed.
  func add(_ disposable: any Disposable) {
    let isDisposed = members.withLock { members in
      guard members != nil else { return true }
      members?.append(disposable)
      return false
    }
    if isDisposed { disposable.dispose() }
  }

  func dispose() {
    let taken = members.withLock { members in
      defer { members = nil }
      return members ?? []
    }
    for member in taken { member.dispose() }
  }
}
