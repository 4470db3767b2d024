extension CoreSignal {
  /// Returns a signal that shares one subscription to this signal among all its subscribers.
  ///
  /// The first subscriber subscribes upstream; later ones join it; when the last one leaves,
  /// the upstream subscription is disposed, and the next subscriber starts a new one. Useful
  /// when subscribing is expensive or has side effects:
  ///
  /// ```swift
  /// let rows = database.rows(matching: query).map(Row.init).shared()
  /// bag += rows.onValue { table.show($0) }
  /// bag += rows.onValue { footer.count = $0.count }  // no second query
  /// ```
  ///
  /// - Returns: A signal of the same kind (without writability). A readable shared signal keeps
  ///   the upstream's current value while connected and replays it to `atOnce()` subscribers
  ///   without resubscribing; a finite one delivers its end to subscribers that join later,
  ///   until the last subscriber leaves.
  /// - Note: Events reach subscribers in subscription order, with the guarantees of
  ///   ``Emitter``. Upstream events delivered after the last subscriber left (from another
  ///   thread, already under way) are dropped.
  ///
  /// - Parameters:
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  public func shared(fileID: StaticString = #fileID, line: UInt = #line) -> CoreSignal<
    Kind.DropWrite, Value
  > {
    let source = SharedSource(
      subscribe: subscribeFunction, isReadable: Kind.isReadable,
      site: SourceSite(fileID: fileID, line: line))
    return CoreSignal<Kind.DropWrite, Value>(
      getter: getterFunction,
      subscribe: { source.subscribe($0) })
  }
}
