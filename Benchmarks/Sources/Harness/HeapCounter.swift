import BenchmarkRuntime

/// Reads the allocation counters kept by the interposed heap functions.
public enum HeapCounter {
  /// Whether allocations are counted on this platform (Linux with glibc).
  public static var isAvailable: Bool { benchmark_heap_is_counted() }

  /// Returns the number of allocations made by every thread since the process started.
  public static var allocations: UInt64 { benchmark_heap_allocations() }

  /// Returns the number of allocations made by the calling thread since it started.
  public static var threadAllocations: UInt64 { benchmark_heap_thread_allocations() }

  /// Returns the bytes of allocations still outstanding, all threads together.
  public static var liveBytes: Int64 { benchmark_heap_live_bytes() }

  /// Returns the bytes the calling thread allocated minus those it freed: where all the work is
  /// on one thread, the growth of the live heap, unblurred by other threads.
  public static var threadNetBytes: Int64 { benchmark_heap_thread_net_bytes() }
}
