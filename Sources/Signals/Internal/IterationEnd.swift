/// Ends the subscription behind an asynchronous sequence of a signal once: when an iterator of
/// it goes away (the loop was left), or when the sequence's stream terminates.
@usableFromInline
final class IterationEnd: Sendable {
  /// The work that ends the subscription and finishes the stream; `nil` once it has run.
  private let end: Lock<(@Sendable () -> Void)?>

  init(_ end: @escaping @Sendable () -> Void) {
    self.end = Lock(end)
  }

  /// Ends the subscription, the first time only; later calls do nothing.
  func run() {
    end.withLock { $0.take() }?()
  }

  /// Lives exactly as long as one iterator: an iterator is a value type, so its end is seen
  /// through the deinitialisation of the one object it holds.
  @usableFromInline
  final class Token: Sendable {
    let ending: IterationEnd

    @usableFromInline
    init(_ ending: IterationEnd) {
      self.ending = ending
    }

    deinit {
      ending.run()
    }
  }
}
