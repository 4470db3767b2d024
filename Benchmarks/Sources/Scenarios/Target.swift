import Harness

/// A performance goal checked against a run's results: reported, never asserted.
public struct Target: Sendable {
  /// What the goal is, such as `signals.emit1: tablekit within 2x floor`.
  public var goal: String
  /// Returns the measured figure and whether it meets the goal, or `nil` when the run did not
  /// measure what the goal needs (a filtered or quick run).
  public var check: @Sendable ([Result]) -> (figure: String, isMet: Bool)?

  /// Returns one line per goal the run measured: the goal, the figure, and met or missed.
  public static func report(_ targets: [Target], for results: [Result]) -> [String] {
    targets.compactMap { target in
      target.check(results).map {
        "\($0.isMet ? "met   " : "missed")  \(target.goal): \($0.figure)"
      }
    }
  }
}

extension [Result] {
  /// Returns the result of `subject` in `scenario`, if it was measured.
  func result(_ scenario: String, _ subject: String) -> Result? {
    first { $0.scenario == scenario && $0.subject == subject }
  }

  /// Returns `subject`'s time in `scenario` divided by `baseline`'s time in `baselineScenario`.
  func ratio(
    _ scenario: String,
    _ subject: String,
    to baselineScenario: String,
    _ baseline: String
  ) -> Double? {
    guard
      let measured = result(scenario, subject),
      let reference = result(baselineScenario, baseline),
      reference.nanosecondsPerOperation > 0
    else { return nil }
    return measured.nanosecondsPerOperation / reference.nanosecondsPerOperation
  }
}
