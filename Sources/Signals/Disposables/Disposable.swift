/// A handle that ends something — a subscription, a timer, a task — when disposed.
///
/// Disposing is idempotent: the second and later calls do nothing.
///
/// ```swift
/// let subscription = signal.onValue { print($0) }
/// subscription.dispose()  // no more values are delivered
/// ```
///
/// - Note: Conforming types must be safe to dispose from any thread, and from inside the
///   callback they end.
public protocol Disposable: Sendable {
  /// Ends what this handle stands for; later calls do nothing.
  func dispose()
}
