import Signals

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension Disposable {
  /// Returns a cancellable that disposes this disposable when cancelled or deinitialised.
  ///
  /// ```swift
  /// var cancellables = Set<AnyCancellable>()
  /// count.onValue { print($0) }.asCancellable().store(in: &cancellables)
  /// ```
  public func asCancellable() -> AnyCancellable {
    AnyCancellable { self.dispose() }
  }
}

extension Cancellable {
  /// Returns a disposable that cancels this cancellable when disposed.
  ///
  /// ```swift
  /// bag += publisher.sink { print($0) }.asDisposable()
  /// ```
  ///
  /// - Returns: A disposable that holds this cancellable until it is disposed, and cancels it
  ///   exactly once, whichever thread disposes it.
  public func asDisposable() -> Disposable {
    // Unchecked: the cancellable is only cancelled, once, by whichever thread runs the Disposer.
    let cancellable = Unchecked<any Cancellable>(self)
    return Disposer { cancellable.value.cancel() }
  }
}
