/// A disposable that holds one replaceable disposable: replacing disposes the previous one,
/// and once disposed, whatever replaces it is disposed at once.
///
/// ```swift
/// let search = SerialDisposable()
/// search.replace(with: client.search("sw").onValue { show($0) })
/// search.replace(with: client.search("swift").onValue { show($0) })  // ends the first search
/// ```
///
/// - Note: Thread-safe; disposals run with no lock held.
public final class SerialDisposable: Disposable {
  private struct State {
    var current: (any Disposable)?
    var isDisposed = false
  }

  private let state = Lock(State())

  /// Creates an empty serial disposable.
  public init() {}

  /// Disposes the held disposable and holds `disposable` instead (or disposes it at once if
  /// this serial disposable was disposed).
  ///
  /// - Parameter disposable: The new disposable to hold, or `nil` to hold nothing.
  public func replace(with disposable: (any Disposable)?) {
    let previous = state.withLock { state -> (any Disposable)? in
      if state.isDisposed { return disposable }
      let previous = state.current
      state.current = disposable
      return previous
    }
    previous?.dispose()
  }

  /// Whether ``dispose()`` was called.
  public var isDisposed: Bool {
    state.withLock { $0.isDisposed }
  }

  /// Disposes the held disposable and every later replacement.
  public func dispose() {
    let current = state.withLock { state -> (any Disposable)? in
      state.isDisposed = true
      let current = state.current
      state.current = nil
      return current
    }
    current?.dispose()
  }
}
