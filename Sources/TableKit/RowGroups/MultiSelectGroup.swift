/// Options of which any number are checked, optionally at least some and at most some.
///
/// ```swift
/// let days = MultiSelectGroup(options: Weekday.allCases, choices: [.monday], minimum: 1) {
///   Setting.option($0.name, isChecked: $1)
/// }
/// bag += days.choices.onValue { alarm.days = $0 }
/// ```
@MainActor public final class MultiSelectGroup<Option: Hashable, Row>: RowGroup {
  /// The checked options.
  public let choices: ReadWriteSignal<Set<Option>>
  private let options: [Option]
  private let minimum: Int
  private let maximum: Int?
  private let option: (Option, Bool) -> Row

  /// Creates a multi-select group.
  ///
  /// - Parameters:
  ///   - options: The options, in order.
  ///   - choices: The options checked first: options, at least `minimum` and at most `maximum`
  ///     of them.
  ///   - minimum: How many must stay checked: unchecking below it does nothing.
  ///   - maximum: How many may be checked: checking above it does nothing; nil for no limit.
  ///   - option: Makes an option's row from the option and whether it is checked.
  public init(
    options: [Option], choices: Set<Option> = [], minimum: Int = 0, maximum: Int? = nil,
    option: @escaping (Option, _ isChecked: Bool) -> Row
  ) {
    precondition(
      minimum >= 0 && (maximum ?? .max) >= minimum,
      "MultiSelectGroup: the minimum (\(minimum)) must be 0 or more and not above the maximum "
        + "(\(maximum.map(String.init) ?? "none")).")
    precondition(
      choices.isSubset(of: options),
      "MultiSelectGroup: the choices must be options; \(choices.subtracting(options)) are not.")
    precondition(
      choices.count >= minimum && choices.count <= (maximum ?? .max),
      "MultiSelectGroup: \(choices.count) choices are checked first, but the minimum is "
        + "\(minimum) and the maximum \(maximum.map(String.init) ?? "none"): check between "
        + "them.")
    self.options = options
    self.choices = ReadWriteSignal(choices)
    self.minimum = minimum
    self.maximum = maximum
    self.option = option
  }

  /// A row per option, the chosen ones checked.
  public var rows: ReadSignal<[Row]> {
    let (options, option) = (self.options, self.option)
    return choices.map { choices in options.map { option($0, choices.contains($0)) } }
  }

  /// Checks or unchecks the tapped option, within the limits.
  public func didTap(rowAt index: Int) -> RowTapResult {
    guard options.indices.contains(index) else { return .deselects }
    var choices = self.choices.value
    let tapped = options[index]
    if choices.contains(tapped) {
      guard choices.count > minimum else { return .deselects }
      choices.remove(tapped)
    } else {
      guard choices.count < (maximum ?? .max) else { return .deselects }
      choices.insert(tapped)
    }
    self.choices.value = choices
    return .deselects
  }
}
