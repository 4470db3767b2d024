import BenchmarkRuntime

/// Pins threads to CPUs where the platform allows it (Linux), so that two threads measured
/// against each other run on two cores instead of taking turns on one.
public enum ThreadAffinity {
  /// The number of online CPUs.
  public static var cpuCount: Int { Int(benchmark_cpu_count()) }

  /// Pins the calling thread to `cpu`; returns whether it was pinned.
  @discardableResult
  public static func pin(toCPU cpu: Int) -> Bool {
    benchmark_pin_thread(Int32(cpu))
  }

  /// Lets the calling thread run on every CPU again (a pooled thread must not stay pinned).
  @discardableResult
  public static func unpin() -> Bool {
    benchmark_unpin_thread()
  }
}

/// A monotonic time in nanoseconds (wall-clock, unlike the runner's CPU time): for timing a
/// single operation that may wait for another thread.
@inline(__always)
public func monotonicNanoseconds() -> UInt64 {
  benchmark_now_nanoseconds()
}
