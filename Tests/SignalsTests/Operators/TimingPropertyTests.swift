import Signals
import SignalsTesting
import Testing

/// Properties of the timing operators over generated timelines, checked against a direct
/// model of each operator; every case is seeded and names its seed when it fails.
@Suite struct TimingPropertyTests {
  /// A small deterministic generator (SplitMix64), so a failure can be replayed from its seed.
  struct Generator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
  }

  /// A generated input: values in distinct frames, then possibly an end.
  struct Timeline {
    var values: [(frame: Int, value: Int)] = []
    var end: Int?

    init(seed: UInt64) {
      var generator = Generator(state: seed)
      var frame = 0
      for value in 0..<Int.random(in: 0...10, using: &generator) {
        frame += Int.random(in: 1...4, using: &generator)
        values.append((frame, value))
      }
      if Bool.random(using: &generator) { end = frame + Int.random(in: 1...4, using: &generator) }
    }

    /// Schedules the timeline on `scheduler` and returns the signal.
    func signal(on scheduler: TestScheduler) -> FiniteSignal<Int> {
      let emitter = FiniteEmitter<Int>()
      for (frame, value) in values {
        _ = scheduler.perform(after: .seconds(frame)) { emitter.send(value) }
      }
      if let end { _ = scheduler.perform(after: .seconds(end)) { emitter.finish() } }
      return emitter.signal
    }
  }

  /// The frames and values a signal delivers, and the frame of its end, on a fresh scheduler.
  func run(
    _ timeline: Timeline, through apply: (FiniteSignal<Int>, TestScheduler) -> FiniteSignal<Int>
  ) -> [String] {
    let scheduler = TestScheduler()
    let recorder = SignalRecorder(
      apply(timeline.signal(on: scheduler), scheduler), scheduler: scheduler)
    scheduler.run()
    return recorder.recorded.map { "\($0.event)@\($0.time ?? .zero)" }
  }

  @Test(arguments: 0..<150)
  func debounceDeliversEachValueFollowedByAQuietPeriod(seed: UInt64) {
    let timeline = Timeline(seed: seed)
    let quiet = 2
    var expected: [String] = []
    for (index, entry) in timeline.values.enumerated() {
      let due = entry.frame + quiet
      let next = index + 1 < timeline.values.count ? timeline.values[index + 1].frame : Int.max
      // A value arriving exactly when the timer falls due comes first, so it replaces the held one.
      guard next > due else { continue }
      if let end = timeline.end, end <= due {
        expected.append("value(\(entry.value))@\(Duration.seconds(end))")
      } else {
        expected.append("value(\(entry.value))@\(Duration.seconds(due))")
      }
    }
    if let end = timeline.end { expected.append("end@\(Duration.seconds(end))") }
    let actual = run(timeline) { $0.debounce(.seconds(quiet), on: $1) }
    #expect(actual == expected, "seed \(seed)")
  }

  @Test(arguments: 0..<150)
  func delayShiftsEveryEventByTheInterval(seed: UInt64) {
    let timeline = Timeline(seed: seed)
    var expected = timeline.values.map { "value(\($0.value))@\(Duration.seconds($0.frame + 3))" }
    if let end = timeline.end { expected.append("end@\(Duration.seconds(end + 3))") }
    let actual = run(timeline) { $0.delay(by: .seconds(3), on: $1) }
    #expect(actual == expected, "seed \(seed)")
  }

  @Test(arguments: 0..<150)
  func throttleNeverDeliversTwoValuesWithinTheInterval(seed: UInt64) {
    let timeline = Timeline(seed: seed)
    let actual = run(timeline) { $0.throttle(.seconds(3), on: $1) }
    let scheduler = TestScheduler()
    let recorder = SignalRecorder(
      timeline.signal(on: scheduler).throttle(.seconds(3), on: scheduler), scheduler: scheduler)
    scheduler.run()
    let valueTimes = recorder.recorded.filter { $0.event.value != nil }.compactMap(\.time)
    let ended = timeline.end.map(Duration.seconds)
    for (earlier, later) in zip(valueTimes, valueTimes.dropFirst()) where later != ended {
      #expect(later - earlier >= .seconds(3), "seed \(seed): \(actual)")
    }
    // The last value always gets through, at the latest when the interval or the input ends.
    #expect(recorder.values.last == timeline.values.last?.value, "seed \(seed): \(actual)")
  }
}
