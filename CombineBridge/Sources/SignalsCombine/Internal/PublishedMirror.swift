import Signals

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// A read-write signal kept equal to an `@Published` property by one subscription to its
/// publisher, which lasts as long as the mirror: as long as the signal made from it, and as long
/// as any subscription made through ``subscribe(_:)``, whichever lasts longer.
///
/// `@Published` publishes in `willSet`, before the property (and, in OpenCombine, a new
/// subscriber's first value) changes, so neither can be read for a readable signal's `value`
/// during a delivery; the mirror's own value can.
final class PublishedMirror<Value>: Sendable {
  /// The mirrored value; its subscribers receive every change.
  let storage: ReadWriteSignal<Value>
  // Unchecked: only kept, to be cancelled when the mirror is released.
  private let subscription: Unchecked<AnyCancellable>

  init(_ published: Published<Value>.Publisher, fileID: StaticString, line: UInt) {
    // The publisher delivers its current value synchronously to each new subscriber.
    var initial: Value?
    _ = published.first().sink { initial = $0 }
    let storage = ReadWriteSignal(initial!, fileID: fileID, line: line)
    self.storage = storage
    // Replays the current value again, before anyone can subscribe to `storage`.
    subscription = Unchecked(published.sink { storage.value = $0 })
  }

  /// Subscribes `observer` to the mirrored value; the subscription keeps the mirror, and so
  /// the publisher's subscription, alive until it is disposed.
  func subscribe(_ observer: Observer<Value>) -> Disposable {
    let subscription = storage.subscribe(observer)
    return Disposer { [self] in
      subscription.dispose()
      withExtendedLifetime(self) {}
    }
  }
}
