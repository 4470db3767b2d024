/// Checks that a kit's settable signals are used on the main actor.
enum MainThread {
  /// Runs `body` on the main actor, or stops with a message naming the misuse when called from
  /// elsewhere.
  ///
  /// The check comes first and prints on every platform: `MainActor.assumeIsolated` alone traps
  /// inside libdispatch on Linux before any message is printed. It asks whether the main queue
  /// runs the caller rather than whether the thread is the main thread: on Linux, once the main
  /// thread has handed itself to `dispatchMain()`, other threads serve the main queue.
  static func run<Value>(_ use: String, _ body: @MainActor () -> Value) -> Value {
    guard isOnMainActor else {
      fatalError(
        "TableKit: \(use) on the main actor; it was called from another thread. Hop first, for "
          + "example with signal.delivered(on: .main) or `await MainActor.run { … }`.")
    }
    // `assumeIsolated` returns only Sendable values; the value never leaves the main actor.
    nonisolated(unsafe) var result: Value?
    withoutActuallyEscaping(body) { body in
      MainActor.assumeIsolated { result = body() }
    }
    return result!
  }

  /// Whether the caller runs on the main actor's queue.
  static var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
