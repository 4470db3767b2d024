import Signals

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension DisposeBag {
  /// Adds `cancellable`, to be cancelled when `bag` is disposed.
  ///
  /// ```swift
  /// bag += model.$title.sink { label.text = $0 }
  /// ```
  public static func += (bag: DisposeBag, cancellable: some Cancellable) {
    bag.add(cancellable.asDisposable())
  }
}

extension Cancellable {
  /// Keeps this cancellable in `bag`, to be cancelled when the bag is disposed; Combine's
  /// `store(in:)` for a ``Signals/DisposeBag``.
  ///
  /// ```swift
  /// model.$title.sink { label.text = $0 }.store(in: bag)
  /// ```
  ///
  /// - Parameter bag: The bag that holds this cancellable.
  public func store(in bag: DisposeBag) {
    bag.add(asDisposable())
  }
}
