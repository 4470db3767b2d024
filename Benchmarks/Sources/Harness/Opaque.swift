import BenchmarkRuntime

/// Consumes `value` through a function the optimizer cannot see into, so the work that produced
/// it cannot be removed.
///
/// Every subject of a scenario consumes its results the same way, so the call costs them alike.
@inline(__always)
public func consume(_ value: Int) {
  benchmark_consume(value)
}

/// Consumes an object reference, so the object counts as escaping and cannot be stack-promoted.
@inline(__always)
public func consume(_ object: AnyObject) {
  benchmark_consume_pointer(Unmanaged.passUnretained(object).toOpaque())
}

/// Returns the sum of every value consumed so far.
public var consumedTotal: Int { benchmark_consumed_total() }
