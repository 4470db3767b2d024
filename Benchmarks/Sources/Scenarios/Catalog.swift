import Harness

/// Every scenario the benchmarks know, in report order.
public enum Catalog {
  /// The signal scenarios, then the diffing ones, then the table and collection view adapters'
  /// (flow layouts, then list and compositional layouts).
  public static var scenarios: [Scenario] {
    SignalBenchmarks.scenarios + DiffBenchmarks.scenarios + AdapterBenchmarks.scenarios
      + CollectionBenchmarks.scenarios + ListBenchmarks.scenarios + EditBenchmarks.scenarios
  }
}
