extension CoreSignal where Kind == FiniteKind {
  /// Returns a finite signal whose failures are replaced by what `transform` makes of them.
  ///
  /// ```swift
  /// let profile = request.mapError { ProfileError.unreachable(underlying: $0) }
  /// ```
  ///
  /// - Parameter transform: Makes the error to deliver from the one that arrived.
  /// - Returns: A finite signal with the same values and end.
  public func mapError(_ transform: @escaping (any Error) -> any Error) -> FiniteSignal<Value> {
    forwarding { downstream in
      { event in
        if case .failure(let error) = event {
          downstream.receive(.failure(transform(error)))
        } else {
          downstream.receive(event)
        }
      }
    }
  }

  /// Calls `callback` when the signal ends normally.
  ///
  /// ```swift
  /// bag += upload.onEnd { banner.show("Uploaded") }
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The actor the callback runs on; filled in by the compiler.
  ///   - fileID: Where the subscription is made, for debug messages; filled in by the compiler.
  ///   - line: The line of the subscription, for debug messages; filled in by the compiler.
  ///   - callback: Runs once, when the signal ends (not when it fails).
  /// - Returns: The subscription; disposing it before the end cancels the callback.
  public func onEnd(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ callback: @escaping () -> Void
  ) -> Disposable {
    onEvent(isolation: isolation, fileID: fileID, line: line) { event in
      if case .end = event { callback() }
    }
  }

  /// Calls `callback` with the error when the signal fails.
  ///
  /// ```swift
  /// bag += upload.onError { error in banner.show(error.localizedDescription) }
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The actor the callback runs on; filled in by the compiler.
  ///   - fileID: Where the subscription is made, for debug messages; filled in by the compiler.
  ///   - line: The line of the subscription, for debug messages; filled in by the compiler.
  ///   - callback: Runs once, with the error, when the signal fails (not when it ends).
  /// - Returns: The subscription; disposing it before the failure cancels the callback.
  public func onError(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ callback: @escaping (any Error) -> Void
  ) -> Disposable {
    onEvent(isolation: isolation, fileID: fileID, line: line) { event in
      if case .failure(let error) = event { callback(error) }
    }
  }
}
