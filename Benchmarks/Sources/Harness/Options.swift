/// The command-line options of a benchmark run.
public struct Options: Equatable, Sendable {
  /// Runs only scenarios whose name contains this text.
  public var filter: String?
  /// Runs fewer, shorter rounds and skips the largest inputs.
  public var quick: Bool
  /// Runs one subject of one scenario once, for exactly this many iterations, and measures
  /// nothing: for an instruction counter such as callgrind (see `Benchmarks/callgrind`).
  public var once: Once?

  /// One subject of one scenario, run once for a fixed number of iterations.
  public struct Once: Equatable, Sendable {
    /// The scenario's exact name.
    public var scenario: String
    /// The subject's name, such as `tablekit` or `floor`.
    public var subject: String
    /// How many operations to run.
    public var iterations: Int

    /// Creates a single run.
    public init(scenario: String, subject: String, iterations: Int) {
      self.scenario = scenario
      self.subject = subject
      self.iterations = iterations
    }
  }

  /// Creates options.
  public init(filter: String? = nil, quick: Bool = false, once: Once? = nil) {
    self.filter = filter
    self.quick = quick
    self.once = once
  }

  /// Parses `--filter SUBSTRING`, `--quick` and `--once SCENARIO SUBJECT ITERATIONS`.
  ///
  /// - Parameter arguments: The arguments, without the program name.
  /// - Throws: ``OptionsError`` for an unknown argument or a missing filter.
  public init(parsing arguments: [String]) throws(OptionsError) {
    self.init()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        quick = true
      case "--filter":
        guard let text = remaining.popFirst() else { throw .missingFilter }
        filter = text
      case "--once":
        guard let scenario = remaining.popFirst(), let subject = remaining.popFirst(),
          let count = remaining.popFirst()
        else { throw .missingOnceArguments }
        guard let iterations = Int(count), iterations > 0 else {
          throw .invalidIterations(count)
        }
        once = Once(scenario: scenario, subject: subject, iterations: iterations)
      default:
        throw .unknownArgument(argument)
      }
    }
  }

  /// Whether a scenario is selected by these options.
  public func selects(_ scenario: Scenario) -> Bool {
    if quick && !scenario.runsInQuickMode { return false }
    guard let filter else { return true }
    return scenario.name.contains(filter)
  }

  /// The usage line printed with an error.
  public static let usage = """
    usage: TableKitBenchmarks [--quick] [--filter SUBSTRING]
           TableKitBenchmarks --once SCENARIO SUBJECT ITERATIONS
    """
}

/// A command-line mistake.
public enum OptionsError: Error, Equatable, CustomStringConvertible {
  /// An argument the benchmarks do not know.
  case unknownArgument(String)
  /// `--filter` without the text that follows it.
  case missingFilter
  /// `--once` without its scenario, subject and iteration count.
  case missingOnceArguments
  /// An iteration count for `--once` that is not a positive integer.
  case invalidIterations(String)

  /// Says what was wrong, followed by the usage line.
  public var description: String {
    switch self {
    case .unknownArgument(let argument):
      return "unknown argument '\(argument)'\n\(Options.usage)"
    case .missingFilter:
      return "--filter needs a SUBSTRING of scenario names\n\(Options.usage)"
    case .missingOnceArguments:
      return "--once needs a SCENARIO name, a SUBJECT name and ITERATIONS\n\(Options.usage)"
    case .invalidIterations(let count):
      return "--once needs a positive number of ITERATIONS, not '\(count)'\n\(Options.usage)"
    }
  }
}
