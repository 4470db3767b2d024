/// One implementation measured in a scenario: ours, the floor, or a peer library.
///
/// A subject is set up before the scenario's rounds start; `run` performs the operation the
/// given number of times in its own loop, so the harness adds no per-operation overhead.
public struct Subject {
  /// The subject's name in the report, such as `tablekit`, `floor` or `opencombine`.
  public var name: String
  /// Extra figures for the report, measured while setting up (such as `moves`).
  public var fields: [(name: String, value: FieldValue)]
  /// Performs the operation `iterations` times.
  public var run: (_ iterations: Int) -> Void

  /// Creates a subject.
  ///
  /// - Parameters:
  ///   - name: The subject's name in the report.
  ///   - fields: Extra figures for the report.
  ///   - run: Performs the operation the given number of times.
  public init(
    _ name: String,
    fields: [(name: String, value: FieldValue)] = [],
    run: @escaping (_ iterations: Int) -> Void
  ) {
    self.name = name
    self.fields = fields
    self.run = run
  }
}

extension Subject {
  /// Creates a subject by running `setUp` now; the closure it returns is the operation.
  ///
  /// ```swift
  /// Subject.prepared("floor") {
  ///   let multicast = FloorMulticast<Int>()
  ///   _ = multicast.add { consume($0) }
  ///   return { iterations in for value in 0..<iterations { multicast.send(value) } }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The subject's name in the report.
  ///   - setUp: Prepares the state and returns the operation, which keeps the state alive.
  public static func prepared(
    _ name: String,
    setUp: () -> (_ iterations: Int) -> Void
  ) -> Subject {
    Subject(name, run: setUp())
  }
}
