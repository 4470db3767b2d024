import BenchmarkRuntime

/// Measures scenarios: calibrates each subject, then runs interleaved rounds and keeps medians.
public struct Runner {
  /// How long and how often each subject is measured.
  public var plan: RunPlan

  /// Creates a runner.
  public init(plan: RunPlan) {
    self.plan = plan
  }

  /// Measures every subject of `scenario` and returns one result per subject, in subject order.
  ///
  /// Each round measures every subject once, in an order rotated by the round, so a change in the
  /// machine's speed affects all subjects alike and ratios between them hold.
  ///
  /// - Note: Time is the calling thread's CPU time, so other processes on a shared machine
  ///   delay a sample without inflating it (they still compete for caches and memory).
  ///   Allocations are those of the calling thread, where every subject runs its
  ///   operation synchronously; allocations of other threads (a test runner's, say) never blur
  ///   the count.
  public func measure(_ scenario: Scenario) -> [Result] {
    let subjects = scenario.makeSubjects()
    let calibrations = subjects.map { calibrate($0) }
    let iterations = calibrations.map(\.iterations)
    let rounds = plan.rounds(forRoundNanoseconds: calibrations.reduce(0) { $0 + $1.nanoseconds })
    var nanoseconds = Array(repeating: [Double](), count: subjects.count)
    var allocations = Array(repeating: [Double](), count: subjects.count)
    for round in 0..<rounds {
      for index in RunPlan.order(subjectCount: subjects.count, round: round) {
        let sample = Sample.take(iterations: iterations[index], of: subjects[index])
        nanoseconds[index].append(sample.nanosecondsPerOperation)
        allocations[index].append(sample.allocationsPerOperation)
      }
    }
    return subjects.indices.map { index in
      Result(
        scenario: scenario.name,
        subject: subjects[index].name,
        nanosecondsPerOperation: Statistics.median(nanoseconds[index]),
        allocationsPerOperation: HeapCounter.isAvailable
          ? Statistics.median(allocations[index]) : nil,
        fields: subjects[index].fields.map { Result.Field(name: $0.name, value: $0.value) }
      )
    }
  }

  /// Returns the iteration count for which one sample of `subject` takes about the plan's sample
  /// time (at least one iteration), and the time such a sample is expected to take; the
  /// calibration runs also warm the subject up.
  func calibrate(_ subject: Subject) -> (iterations: Int, nanoseconds: UInt64) {
    let target = Double(plan.sampleNanoseconds)
    var iterations = 1
    while true {
      let elapsed = Double(Sample.take(iterations: iterations, of: subject).nanoseconds)
      if elapsed >= target / 2 || iterations >= 1 << 30 {
        let chosen = max(1, Int(Double(iterations) * target / max(elapsed, 1)))
        return (chosen, UInt64(elapsed / Double(iterations) * Double(chosen)))
      }
      let guess = elapsed > 0 ? Int(Double(iterations) * target / elapsed) : iterations * 16
      iterations = min(max(iterations * 2, guess), iterations * 64)
    }
  }
}
