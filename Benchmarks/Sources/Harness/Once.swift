extension Options.Once {
  /// Finds the scenario and subject among `scenarios` and runs the subject's operation
  /// ``iterations`` times, once, with nothing measured around it.
  ///
  /// An instruction counter run twice with two iteration counts gives the instructions of one
  /// operation as the difference over the difference in iterations: the setup, identical in
  /// both runs, cancels out.
  ///
  /// - Throws: ``OnceError`` when no scenario has that exact name or it has no such subject.
  public func run(in scenarios: [Scenario]) throws(OnceError) {
    guard let scenario = scenarios.first(where: { $0.name == self.scenario }) else {
      throw .unknownScenario(self.scenario, known: scenarios.map(\.name))
    }
    let subjects = scenario.makeSubjects()
    guard let subject = subjects.first(where: { $0.name == self.subject }) else {
      throw .unknownSubject(self.subject, scenario: scenario.name, known: subjects.map(\.name))
    }
    subject.run(iterations)
  }
}

/// A `--once` run that names what does not exist.
public enum OnceError: Error, Equatable, CustomStringConvertible {
  /// No scenario has this exact name; `known` lists those that exist.
  case unknownScenario(String, known: [String])
  /// The scenario has no subject of this name; `known` lists its subjects.
  case unknownSubject(String, scenario: String, known: [String])

  /// Says what was not found and what exists instead.
  public var description: String {
    switch self {
    case .unknownScenario(let name, let known):
      return "no scenario is named '\(name)'; scenarios: \(known.joined(separator: ", "))"
    case .unknownSubject(let name, let scenario, let known):
      return "\(scenario) has no subject '\(name)'; subjects: \(known.joined(separator: ", "))"
    }
  }
}
