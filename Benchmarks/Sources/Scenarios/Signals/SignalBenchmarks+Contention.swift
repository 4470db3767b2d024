import Dispatch
import Harness
import OpenCombine
import Signals
import Synchronization

extension SignalBenchmarks {
  /// Two threads sending to one subscriber: one operation is one send of the measuring thread
  /// while a second thread sends as fast as it can to the same subscriber.
  ///
  /// Each subject reports `slowest_send_us`: the longest single send of either thread (wall-clock
  /// time) over a fixed contended run made while setting up — what the bound on the work a
  /// delivering thread does for other threads is about. The floor is ``FloorMulticast`` behind a
  /// mutex, the least a thread-safe multicast can do: every sender waits for the delivery under
  /// way.
  static func emitContended() -> Scenario {
    Scenario("signals.emit1-contended") {
      [
        contendedSubject("tablekit") {
          let emitter = Emitter<Int>()
          let subscription = emitter.signal.onValue { consume($0) }
          return { value in
            withExtendedLifetime(subscription) { emitter.send(value) }
          }
        },
        contendedSubject("floor") {
          let multicast = Mutex(FloorMulticast<Int>())
          multicast.withLock { _ = $0.add { consume($0) } }
          return { value in multicast.withLock { $0.send(value) } }
        },
        contendedSubject("opencombine") {
          let subject = UncheckedSendable(PassthroughSubject<Int, Never>())
          let cancellable = UncheckedSendable(subject.value.sink { consume($0) })
          return { value in
            withExtendedLifetime(cancellable) { subject.value.send(value) }
          }
        },
      ]
    }
  }

  /// The number of sends per thread of the run that finds the slowest send.
  static var contendedSendsPerThread: Int { 50_000 }

  /// Returns a subject whose operation is `send`, made by `makeSend`, from the measuring thread
  /// while another thread sends too.
  static func contendedSubject(
    _ name: String, makeSend: () -> @Sendable (Int) -> Void
  ) -> Harness.Subject {
    let send = makeSend()
    let slowest = slowestSend(send, sendsPerThread: contendedSendsPerThread)
    return Harness.Subject(name, fields: [("slowest_send_us", .number(slowest))]) { iterations in
      let stopped = DispatchSemaphore(value: 0)
      let flag = StopFlag()
      DispatchQueue.global().async {
        var value = 0
        while !flag.isSet {
          send(value)
          value &+= 1
        }
        stopped.signal()
      }
      for value in 0..<iterations { send(value) }
      flag.set()
      stopped.wait()
    }
  }

  /// Sends `sendsPerThread` values from each of two threads at once and returns the longest
  /// single send, in microseconds.
  static func slowestSend(_ send: @escaping @Sendable (Int) -> Void, sendsPerThread: Int) -> Double
  {
    let slowest = Atomic<UInt64>(0)
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      var longest: UInt64 = 0
      for value in 0..<sendsPerThread {
        let start = DispatchTime.now().uptimeNanoseconds
        send(value)
        longest = max(longest, DispatchTime.now().uptimeNanoseconds - start)
      }
      slowest.max(longest, ordering: .relaxed)
    }
    return Double(slowest.load(ordering: .relaxed)) / 1_000
  }
}
