import Harness
import Signals
import SignalsCombine

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// The bridge's scenarios: what crossing from Signals to Combine costs.
enum InteropBenchmarks {
  static var scenarios: [Scenario] { [publisher()] }

  /// The subject whose figures every other subject of `interop.publisher` is divided by.
  static let baseline = combineName

  /// Sending one value to one Combine `sink`: through the bridge (`emitter.signal.publisher`),
  /// against the library's own `PassthroughSubject` alone, and against Signals alone (an
  /// `onValue` callback); one operation is one send.
  static func publisher() -> Scenario {
    Scenario("interop.publisher") {
      [
        Harness.Subject.prepared("bridge") {
          let emitter = Emitter<Int>()
          let cancellable = emitter.signal.publisher.sink { consume($0) }
          return { iterations in
            withExtendedLifetime(cancellable) {
              for value in 0..<iterations { emitter.send(value) }
            }
          }
        },
        Harness.Subject.prepared(combineName) {
          let subject = PassthroughSubject<Int, Never>()
          let cancellable = subject.sink { consume($0) }
          return { iterations in
            withExtendedLifetime(cancellable) {
              for value in 0..<iterations { subject.send(value) }
            }
          }
        },
        Harness.Subject.prepared("signals") {
          let emitter = Emitter<Int>()
          let subscription = emitter.signal.onValue { consume($0) }
          return { iterations in
            withExtendedLifetime(subscription) {
              for value in 0..<iterations { emitter.send(value) }
            }
          }
        },
      ]
    }
  }

  /// The name of the Combine the bridge was built against.
  private static var combineName: String {
    #if canImport(Combine)
      "combine"
    #else
      "opencombine"
    #endif
  }
}
