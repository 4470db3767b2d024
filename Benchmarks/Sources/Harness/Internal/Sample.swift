import BenchmarkRuntime

/// One timed run of a subject.
struct Sample {
  /// The iterations run.
  var iterations: Int
  /// The CPU time the measuring thread used.
  var nanoseconds: UInt64
  /// The heap allocations the calling thread made meanwhile.
  var allocations: UInt64

  /// The time of one iteration.
  var nanosecondsPerOperation: Double { Double(nanoseconds) / Double(iterations) }
  /// The allocations of one iteration.
  var allocationsPerOperation: Double { Double(allocations) / Double(iterations) }

  /// Runs `subject` for `iterations` and measures it.
  static func take(iterations: Int, of subject: Subject) -> Sample {
    let allocationsBefore = HeapCounter.threadAllocations
    let start = benchmark_thread_cpu_nanoseconds()
    subject.run(iterations)
    let end = benchmark_thread_cpu_nanoseconds()
    let allocationsAfter = HeapCounter.threadAllocations
    return Sample(
      iterations: iterations,
      nanoseconds: end - start,
      allocations: allocationsAfter - allocationsBefore
    )
  }
}
