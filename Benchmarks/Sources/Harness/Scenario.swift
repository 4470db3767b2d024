/// A piece of work measured for several subjects in the same invocation, interleaved.
public struct Scenario {
  /// The scenario's name, such as `signals.emit1` or `diff.int.100k.flat`.
  public var name: String
  /// Whether quick mode runs this scenario.
  public var runsInQuickMode: Bool
  /// Sets up the subjects; called only when the scenario is selected.
  public var makeSubjects: () -> [Subject]

  /// Creates a scenario.
  ///
  /// - Parameters:
  ///   - name: The scenario's name in the report.
  ///   - runsInQuickMode: Whether quick mode runs it.
  ///   - makeSubjects: Sets up the subjects; called only when the scenario is selected.
  public init(
    _ name: String,
    runsInQuickMode: Bool = true,
    makeSubjects: @escaping () -> [Subject]
  ) {
    self.name = name
    self.runsInQuickMode = runsInQuickMode
    self.makeSubjects = makeSubjects
  }
}
