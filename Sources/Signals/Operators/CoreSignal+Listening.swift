extension CoreSignal {
  /// Subscribes `callback` to every event: values and, for a finite signal, its end or failure.
  ///
  /// ```swift
  /// bag += download.onEvent { event in
  ///   switch event {
  ///   case .value(let progress): bar.progress = progress
  ///   case .end: bar.isHidden = true
  ///   case .failure(let error): show(error)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  ///   - isolation: The actor the callback runs on; filled in by the compiler.
  ///   - callback: Receives each event on the emitting thread.
  /// - Returns: The subscription; disposing it ends delivery.
  /// - Note: Events arrive synchronously on the emitting thread, one at a time, in order.
  ///   Disposing on the delivering thread (from inside the callback included) is final: nothing
  ///   more is delivered, even an event already on its way to other subscribers. Disposing from
  ///   another thread lets at most one callback already under way finish. A callback subscribed
  ///   from an actor (such as the main actor) and called from elsewhere stops the process in
  ///   debug builds; use ``onValue(on:isolation:fileID:line:_:)`` to cross threads.
  @inlinable
  public func onEvent(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ callback: @escaping (Event<Value>) -> Void
  ) -> Disposable {
    subscribe(Observer(isolation: isolation, fileID: fileID, line: line, callback))
  }

  /// Subscribes `callback` to every value.
  ///
  /// ```swift
  /// bag += kit.didSelect.onValue { message in open(message) }
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  ///   - isolation: The actor the callback runs on; filled in by the compiler.
  ///   - callback: Receives each value on the emitting thread.
  /// - Returns: The subscription; disposing it ends delivery.
  /// - Note: The delivery and disposal guarantees of ``onEvent(isolation:fileID:line:_:)``
  ///   apply.
  @inlinable
  public func onValue(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ callback: @escaping (Value) -> Void
  ) -> Disposable {
    subscribe(
      Observer(isolation: isolation, fileID: fileID, line: line) { event in
        if case .value(let value) = event { callback(value) }
      })
  }

  /// Subscribes `callback` to every value while `owner` is alive, passing `owner` in, so the
  /// callback needs no `[weak self]`.
  ///
  /// ```swift
  /// bag += model.title.onValue(weak: self) { controller, title in controller.title = title }
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  ///   - owner: The object the callback works on; it is not retained.
  ///   - isolation: The actor the callback runs on; filled in by the compiler.
  ///   - callback: Receives `owner` and each value, while `owner` is alive.
  /// - Returns: The subscription; disposing it ends delivery.
  @inlinable
  public func onValue<Owner: AnyObject>(
    weak owner: Owner,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ callback: @escaping (Owner, Value) -> Void
  ) -> Disposable {
    subscribe(
      Observer(isolation: isolation, fileID: fileID, line: line) { [weak owner] event in
        if case .value(let value) = event, let owner { callback(owner, value) }
      })
  }

  /// Subscribes `callback` to every value and disposes what it returned for the previous value
  /// when the next value arrives, and when the subscription is disposed.
  ///
  /// The building block for per-value work, such as a cell's subscriptions for its row:
  ///
  /// ```swift
  /// bag += selectedMessage.onValueDisposePrevious { message in
  ///   message.avatar.atOnce().onValue { imageView.image = $0 }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  ///   - isolation: The actor the callback runs on; filled in by the compiler.
  ///   - callback: Receives each value and returns what to dispose before the next one.
  /// - Returns: The subscription; disposing it also disposes the last returned disposable.
  public func onValueDisposePrevious(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ callback: @escaping (Value) -> Disposable?
  ) -> Disposable {
    let previous = SerialDisposable()
    let subscription = subscribe(
      Observer(isolation: isolation, fileID: fileID, line: line) { event in
        guard case .value(let value) = event else { return }
        previous.replace(with: nil)
        previous.replace(with: callback(value))
      })
    return Disposer {
      subscription.dispose()
      previous.dispose()
    }
  }
}

extension CoreSignal {
  /// Sets `target`'s value to every value of this signal; a readable signal sets its current
  /// value first.
  ///
  /// ```swift
  /// bag += settings.fontSize.bindTo(preview.fontSize)
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  ///   - target: The read-write signal to update.
  ///   - isolation: The actor the updates run on; filled in by the compiler.
  /// - Returns: The binding; disposing it stops the updates.
  @inlinable
  public func bindTo<TargetKind: WritableKind>(
    _ target: CoreSignal<TargetKind, Value>,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Disposable {
    let setter = target.setterFunction!
    return subscribe(
      Observer(
        isolation: isolation, wantsCurrentValue: Kind.isReadable, fileID: fileID, line: line
      ) { event in
        if case .value(let value) = event { setter(value) }
      })
  }

  /// Sets `object[keyPath: keyPath]` to every value of this signal while `object` is alive; a
  /// readable signal sets its current value first.
  ///
  /// ```swift
  /// bag += model.title.bindTo(label, \.text)
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  ///   - object: The object to update; it is not retained.
  ///   - keyPath: The property to set.
  ///   - isolation: The actor the updates run on; filled in by the compiler.
  /// - Returns: The binding; disposing it stops the updates.
  @inlinable
  public func bindTo<Object: AnyObject>(
    _ object: Object,
    _ keyPath: ReferenceWritableKeyPath<Object, Value>,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Disposable {
    subscribe(
      Observer(
        isolation: isolation, wantsCurrentValue: Kind.isReadable, fileID: fileID, line: line
      ) { [weak object] event in
        if case .value(let value) = event { object?[keyPath: keyPath] = value }
      })
  }
}
