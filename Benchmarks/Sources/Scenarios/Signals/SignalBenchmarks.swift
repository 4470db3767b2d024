import Harness

/// The signal scenarios: emitting, subscribing and disposing, an operator chain and a read-write
/// value, each measured for TableKit's `Signals`, the floor (``FloorMulticast``) and OpenCombine.
///
/// Every subscriber consumes what it receives through ``Harness/consume(_:)-(Int)``, so no
/// subject's work can be optimized away.
public enum SignalBenchmarks {
  /// Every signal scenario, in report order.
  public static var scenarios: [Scenario] {
    [
      emit(subscribers: 1, name: "signals.emit1"),
      emit(subscribers: 10, name: "signals.emit10"),
      emitContended(),
      subscribeDispose(liveSubscribers: 0, name: "signals.subscribe-dispose"),
      mapFilter(),
      readWriteSet(),
      subscribeDispose(liveSubscribers: 10_000, name: "signals.subscribe-dispose-10k"),
    ]
  }

  /// The map transform of the `map-filter` chain.
  @inline(__always)
  static func transform(_ value: Int) -> Int { value &+ 1 }

  /// The filter predicate of the `map-filter` chain: lets every other value through.
  @inline(__always)
  static func isIncluded(_ value: Int) -> Bool { value & 1 == 0 }
}
