import Dispatch
import Harness
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The subscriber of the contended scenario: consumes each value and, while a spread is being
/// measured, counts the values one sending thread delivered for the other.
///
/// A sent value carries its sender in its lowest bit (0 for the first thread, 1 for the
/// second); a value delivered on the other sender's thread is foreign work for that thread.
final class DeliveryTally: @unchecked Sendable {
  // Unchecked: `foreign[i]` is only written by sending thread `i` (a callback runs on the
  // thread delivering it), and read by that thread; the threads and `isCounting` are atomic.

  /// The two sending threads while a spread is measured.
  private let firstThread = Atomic<UInt>(0)
  private let secondThread = Atomic<UInt>(0)
  private let isCounting = Atomic(false)
  private let foreign = UnsafeMutablePointer<Int>.allocate(capacity: 2)

  init() {
    foreign.initialize(repeating: 0, count: 2)
  }

  deinit {
    foreign.deallocate()
  }

  /// The subscriber's work for `value`.
  @inline(__always)
  func deliver(_ value: Int) {
    if isCounting.load(ordering: .relaxed) {
      let here = Self.currentThread()
      let sender = value & 1
      if sender == 0, here == secondThread.load(ordering: .relaxed) { foreign[1] += 1 }
      if sender == 1, here == firstThread.load(ordering: .relaxed) { foreign[0] += 1 }
    }
    consume(value)
  }

  /// Starts counting for sending thread `index` (the calling thread).
  func register(_ index: Int) {
    let thread = Self.currentThread()
    if index == 0 {
      firstThread.store(thread, ordering: .relaxed)
    } else {
      secondThread.store(thread, ordering: .relaxed)
    }
    foreign[index] = 0
    isCounting.store(true, ordering: .releasing)
  }

  /// Stops counting (both threads have finished).
  func stop() {
    isCounting.store(false, ordering: .releasing)
    firstThread.store(0, ordering: .relaxed)
    secondThread.store(0, ordering: .relaxed)
  }

  /// The foreign values thread `index` delivered so far; only that thread calls it.
  func foreignCount(_ index: Int) -> Int { foreign[index] }

  private static func currentThread() -> UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }
}

/// The spread of single sends of one contended subject: the mean and percentiles of the
/// wall-clock time of a send (medians over rounds of each round's figure), the slowest send, and
/// the most values of the other thread one send delivered — what Threading.md's fairness bound
/// is about.
struct SendSpread {
  var mean: Double = 0
  var p50: Double = 0
  var p99: Double = 0
  var p999: Double = 0
  /// The median over rounds of each round's slowest send, in nanoseconds.
  var slowest: Double = 0
  /// The slowest send of every round, in nanoseconds.
  var slowestOverall: Double = 0
  /// The most values sent by the other thread that one send delivered.
  var mostForeign = 0

  /// The report's fields: nanoseconds, except the slowest sends, in microseconds.
  var fields: [(name: String, value: FieldValue)] {
    [
      ("send_mean_ns", .number(mean)), ("send_p50_ns", .number(p50)),
      ("send_p99_ns", .number(p99)),
      ("send_p999_ns", .number(p999)), ("slowest_send_us", .number(slowest / 1_000)),
      ("slowest_send_max_us", .number(slowestOverall / 1_000)),
      ("most_foreign_per_send", .integer(mostForeign)),
    ]
  }

  /// Measures every sender in `rounds` rounds, in an order rotated by the round; each round,
  /// two threads pinned to two CPUs (where the platform allows) send `sendsPerThread` values
  /// each, starting together.
  static func measure(
    _ senders: [(send: @Sendable (Int) -> Void, tally: DeliveryTally)], rounds: Int,
    sendsPerThread: Int
  ) -> [SendSpread] {
    var samples = Array(repeating: [RoundSample](), count: senders.count)
    for round in 0..<rounds {
      for index in RunPlan.order(subjectCount: senders.count, round: round) {
        samples[index].append(
          RoundSample.take(
            senders[index].send, tally: senders[index].tally, sendsPerThread: sendsPerThread))
      }
    }
    return samples.map { rounds in
      func median(_ figure: (RoundSample) -> Double) -> Double {
        let sorted = rounds.map(figure).sorted()
        return sorted[sorted.count / 2]
      }
      return SendSpread(
        mean: median(\.mean), p50: median(\.p50), p99: median(\.p99), p999: median(\.p999),
        slowest: median(\.slowest), slowestOverall: rounds.map(\.slowest).max() ?? 0,
        mostForeign: rounds.map(\.mostForeign).max() ?? 0)
    }
  }
}

/// One round of two threads sending at once.
struct RoundSample {
  var mean: Double
  var p50: Double
  var p99: Double
  var p999: Double
  var slowest: Double
  var mostForeign: Int

  static func take(
    _ send: @escaping @Sendable (Int) -> Void, tally: DeliveryTally, sendsPerThread: Int
  ) -> RoundSample {
    let durations = UncheckedSendable(
      UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 2 * sendsPerThread))
    defer { durations.value.deallocate() }
    let mostForeign = Atomic(0)
    let ready = Atomic(0)
    let pins = ThreadAffinity.cpuCount >= 2
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      if pins { ThreadAffinity.pin(toCPU: thread) }
      defer { if pins { ThreadAffinity.unpin() } }
      tally.register(thread)
      ready.add(1, ordering: .acquiringAndReleasing)
      while ready.load(ordering: .acquiring) < 2 {}
      var most = 0
      let base = thread * sendsPerThread
      for index in 0..<sendsPerThread {
        let before = tally.foreignCount(thread)
        let start = monotonicNanoseconds()
        send(index << 1 | thread)
        durations.value[base + index] = monotonicNanoseconds() - start
        most = max(most, tally.foreignCount(thread) - before)
      }
      mostForeign.max(most, ordering: .relaxed)
    }
    tally.stop()
    let sorted = durations.value.sorted()
    func percentile(_ fraction: Double) -> Double {
      Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))])
    }
    return RoundSample(
      mean: Double(sorted.reduce(0, +)) / Double(sorted.count), p50: percentile(0.5),
      p99: percentile(0.99), p999: percentile(0.999), slowest: Double(sorted.last ?? 0),
      mostForeign: mostForeign.load(ordering: .relaxed))
  }
}
