import Dispatch
import Harness
import OpenCombine
import Signals
import Synchronization

extension SignalBenchmarks {
  /// Two threads sending to one subscriber: one operation is one send of the measuring thread
  /// while a second thread sends as fast as it can to the same subscriber, the two pinned to two
  /// CPUs (where the platform allows).
  ///
  /// Besides the timed operation, each subject reports the spread of single sends, measured
  /// while setting up in ``contendedRounds`` rounds interleaved across the subjects (so a change
  /// in the machine's load hits them alike), each round two threads pinned to two CPUs sending
  /// ``contendedSendsPerThread`` values at once (see ``SendSpread``). The floor is
  /// ``FloorMulticast`` behind a mutex, the least a thread-safe multicast can do: every sender
  /// waits for the delivery under way.
  static func emitContended() -> Scenario {
    Scenario("signals.emit1-contended") {
      let tallies = (0..<3).map { _ in DeliveryTally() }
      let senders: [(name: String, send: @Sendable (Int) -> Void)] = [
        ("tablekit", tablekitSender(tally: tallies[0])),
        ("floor", floorSender(tally: tallies[1])),
        ("opencombine", openCombineSender(tally: tallies[2])),
      ]
      let spreads = SendSpread.measure(
        senders.indices.map { index in (senders[index].send, tallies[index]) },
        rounds: contendedRounds, sendsPerThread: contendedSendsPerThread)
      return senders.indices.map { index in
        contendedSubject(senders[index].name, send: senders[index].send, spread: spreads[index])
      }
    }
  }

  /// The rounds of the spread measurement.
  static var contendedRounds: Int { 9 }

  /// The sends of each thread in one round of the spread measurement.
  static var contendedSendsPerThread: Int { 20_000 }

  static func tablekitSender(tally: DeliveryTally) -> @Sendable (Int) -> Void {
    let emitter = Emitter<Int>()
    let subscription = emitter.signal.onValue { tally.deliver($0) }
    return { value in withExtendedLifetime(subscription) { emitter.send(value) } }
  }

  static func floorSender(tally: DeliveryTally) -> @Sendable (Int) -> Void {
    let multicast = Mutex(FloorMulticast<Int>())
    multicast.withLock { _ = $0.add { tally.deliver($0) } }
    return { value in multicast.withLock { $0.send(value) } }
  }

  static func openCombineSender(tally: DeliveryTally) -> @Sendable (Int) -> Void {
    let subject = UncheckedSendable(PassthroughSubject<Int, Never>())
    let cancellable = UncheckedSendable(subject.value.sink { tally.deliver($0) })
    return { value in withExtendedLifetime(cancellable) { subject.value.send(value) } }
  }

  /// Returns a subject whose operation is `send` from the measuring thread while another thread
  /// sends too, reporting `spread`.
  static func contendedSubject(
    _ name: String, send: @escaping @Sendable (Int) -> Void, spread: SendSpread
  ) -> Harness.Subject {
    Harness.Subject(name, fields: spread.fields) { iterations in
      let stopped = DispatchSemaphore(value: 0)
      let flag = StopFlag()
      // Pinned as in the spread: two cores, one thread each, so a thread never waits for the
      // other to get a core the scheduler gave to both.
      let pins = ThreadAffinity.cpuCount >= 2
      if pins { ThreadAffinity.pin(toCPU: 0) }
      defer { if pins { ThreadAffinity.unpin() } }
      DispatchQueue.global().async {
        if pins { ThreadAffinity.pin(toCPU: 1) }
        defer { if pins { ThreadAffinity.unpin() } }
        var value = 1
        while !flag.isSet {
          send(value)
          value &+= 2
        }
        stopped.signal()
      }
      for value in 0..<iterations { send(value << 1) }
      flag.set()
      stopped.wait()
    }
  }
}
