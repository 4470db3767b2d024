/// The command-line options of a benchmark run.
public struct Options: Equatable, Sendable {
  /// Runs only scenarios whose name contains this text.
  public var filter: String?
  /// Runs fewer, shorter rounds and skips the largest inputs.
  public var quick: Bool

  /// Creates options.
  public init(filter: String? = nil, quick: Bool = false) {
    self.filter = filter
    self.quick = quick
  }

  /// Parses `--filter SUBSTRING` and `--quick`.
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
  public static let usage = "usage: TableKitBenchmarks [--quick] [--filter SUBSTRING]"
}

/// A command-line mistake.
public enum OptionsError: Error, Equatable, CustomStringConvertible {
  /// An argument the benchmarks do not know.
  case unknownArgument(String)
  /// `--filter` without the text that follows it.
  case missingFilter

  /// Says what was wrong, followed by the usage line.
  public var description: String {
    switch self {
    case .unknownArgument(let argument):
      return "unknown argument '\(argument)'\n\(Options.usage)"
    case .missingFilter:
      return "--filter needs a SUBSTRING of scenario names\n\(Options.usage)"
    }
  }
}
