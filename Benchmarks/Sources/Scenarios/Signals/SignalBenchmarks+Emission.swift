import Harness
import OpenCombine
import Signals

extension SignalBenchmarks {
  /// Sending one value to `subscribers` subscribers; one operation is one send.
  static func emit(subscribers: Int, name: String) -> Scenario {
    Scenario(name) {
      [
        Harness.Subject.prepared("tablekit") {
          let emitter = Emitter<Int>()
          let subscriptions = (0..<subscribers).map { _ in emitter.signal.onValue { consume($0) } }
          return { iterations in
            withExtendedLifetime(subscriptions) {
              for value in 0..<iterations { emitter.send(value) }
            }
          }
        },
        floorSubject { multicast in
          for _ in 0..<subscribers { _ = multicast.add { consume($0) } }
        },
        Harness.Subject.prepared("opencombine") {
          let subject = PassthroughSubject<Int, Never>()
          let cancellables = (0..<subscribers).map { _ in subject.sink { consume($0) } }
          return { iterations in
            withExtendedLifetime(cancellables) {
              for value in 0..<iterations { subject.send(value) }
            }
          }
        },
      ]
    }
  }

  /// Sending one value through `map` then `filter` to one subscriber; one operation is one send.
  static func mapFilter() -> Scenario {
    Scenario("signals.map-filter") {
      [
        Harness.Subject.prepared("tablekit") {
          let emitter = Emitter<Int>()
          let subscription = emitter.signal.map(transform).filter(isIncluded).onValue {
            consume($0)
          }
          return { iterations in
            withExtendedLifetime(subscription) {
              for value in 0..<iterations { emitter.send(value) }
            }
          }
        },
        floorSubject { multicast in
          // The chain a minimal implementation builds: each stage a closure calling the next.
          let sink: (Int) -> Void = { consume($0) }
          let filter: (Int) -> Void = { if isIncluded($0) { sink($0) } }
          _ = multicast.add { filter(transform($0)) }
        },
        Harness.Subject.prepared("opencombine") {
          let subject = PassthroughSubject<Int, Never>()
          let cancellable = subject.map(transform).filter(isIncluded).sink { consume($0) }
          return { iterations in
            withExtendedLifetime(cancellable) {
              for value in 0..<iterations { subject.send(value) }
            }
          }
        },
      ]
    }
  }

  /// Setting a read-write value observed by one subscriber; one operation is one set.
  static func readWriteSet() -> Scenario {
    Scenario("signals.readwrite-set") {
      [
        Harness.Subject.prepared("tablekit") {
          let property = ReadWriteSignal(0)
          let subscription = property.onValue { consume($0) }
          return { iterations in
            withExtendedLifetime(subscription) {
              for value in 0..<iterations { property.value = value }
            }
          }
        },
        Harness.Subject.prepared("floor") {
          let property = FloorProperty(0)
          _ = property.multicast.add { consume($0) }
          return { iterations in
            for value in 0..<iterations { property.value = value }
          }
        },
        Harness.Subject.prepared("opencombine") {
          let subject = CurrentValueSubject<Int, Never>(0)
          let cancellable = subject.sink { consume($0) }
          return { iterations in
            withExtendedLifetime(cancellable) {
              for value in 0..<iterations { subject.value = value }
            }
          }
        },
      ]
    }
  }

  /// A floor subject that sends each iteration's index to a multicast set up by `subscribe`.
  static func floorSubject(subscribe: (FloorMulticast<Int>) -> Void) -> Harness.Subject {
    let multicast = FloorMulticast<Int>()
    subscribe(multicast)
    return Harness.Subject("floor") { iterations in
      for value in 0..<iterations { multicast.send(value) }
    }
  }
}
