extension CoreSignal where Value: Sendable {
  /// Waits for the signal's next value.
  ///
  /// ```swift
  /// let selection = await kit.didSelect.next()
  /// ```
  ///
  /// - Returns: The next value, or `nil` if the signal ends first or the task is cancelled.
  public func next() async -> Value? {
    await FirstEventWaiter.first(of: self) { _ in true }?.value
  }
}

extension CoreSignal where Kind == FiniteKind, Value: Sendable {
  /// Waits for the finite signal's next value.
  ///
  /// ```swift
  /// let firstPage = try await pages.next()
  /// ```
  ///
  /// - Returns: The next value, or `nil` if the signal ends first or the task is cancelled.
  /// - Throws: The signal's failure, if it fails before delivering a value.
  public func next() async throws -> Value? {
    switch await FirstEventWaiter.first(of: self, where: { _ in true }) {
    case .value(let value): return value
    case .failure(let error): throw error
    case .end, nil: return nil
    }
  }

  /// Waits until the finite signal ends, ignoring its values.
  ///
  /// ```swift
  /// try await upload.waitUntilEnd()
  /// ```
  ///
  /// - Throws: The signal's failure, or `CancellationError` if the task is cancelled first.
  public func waitUntilEnd() async throws {
    switch await FirstEventWaiter.first(of: self, where: { $0.isTerminal }) {
    case .failure(let error): throw error
    case .end, .value: return
    case nil: throw CancellationError()
    }
  }
}
