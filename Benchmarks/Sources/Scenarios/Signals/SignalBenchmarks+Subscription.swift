import Harness
import OpenCombine
import Signals

extension SignalBenchmarks {
  /// Subscribing and at once disposing one subscriber while `liveSubscribers` others stay
  /// subscribed; one operation is one subscribe plus one dispose.
  ///
  /// With live subscribers, the report has a `bytes_per_subscription` field: the growth of the
  /// live heap while they were subscribed, divided by their number.
  static func subscribeDispose(liveSubscribers: Int, name: String) -> Scenario {
    Scenario(name) {
      [
        subscriptionSubject(
          "tablekit",
          liveSubscribers: liveSubscribers,
          source: Emitter<Int>(),
          subscribe: { emitter in emitter.signal.onValue { consume($0) } },
          run: { emitter, iterations in
            for _ in 0..<iterations {
              emitter.signal.onValue { consume($0) }.dispose()
            }
          }
        ),
        subscriptionSubject(
          "floor",
          liveSubscribers: liveSubscribers,
          source: FloorMulticast<Int>(),
          subscribe: { multicast in multicast.add { consume($0) } },
          run: { multicast, iterations in
            for _ in 0..<iterations {
              multicast.remove(multicast.add { consume($0) })
            }
          }
        ),
        subscriptionSubject(
          "opencombine",
          liveSubscribers: liveSubscribers,
          source: PassthroughSubject<Int, Never>(),
          subscribe: { subject in subject.sink { consume($0) } },
          run: { subject, iterations in
            for _ in 0..<iterations {
              subject.sink { consume($0) }.cancel()
            }
          }
        ),
      ]
    }
  }

  /// Returns a subject whose `source` has `liveSubscribers` subscribers, made by `subscribe` and
  /// kept alive while the subject lives, and whose operation is `run`.
  static func subscriptionSubject<Source, Handle>(
    _ name: String,
    liveSubscribers: Int,
    source: Source,
    subscribe: (Source) -> Handle,
    run: @escaping (Source, _ iterations: Int) -> Void
  ) -> Harness.Subject {
    var handles: [Handle] = []
    handles.reserveCapacity(liveSubscribers)
    let bytesBefore = HeapCounter.threadNetBytes
    for _ in 0..<liveSubscribers { handles.append(subscribe(source)) }
    let bytesAfter = HeapCounter.threadNetBytes
    var fields: [(name: String, value: FieldValue)] = []
    if liveSubscribers > 0 {
      let perSubscription = Double(bytesAfter - bytesBefore) / Double(liveSubscribers)
      fields.append(
        ("bytes_per_subscription", HeapCounter.isAvailable ? .number(perSubscription) : .null)
      )
    }
    return Harness.Subject(name, fields: fields) { [handles] iterations in
      withExtendedLifetime(handles) { run(source, iterations) }
    }
  }
}
