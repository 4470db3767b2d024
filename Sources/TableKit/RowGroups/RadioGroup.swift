/// Options of which exactly one is checked (UIKit's checkmark): TableSchemer's radio scheme.
///
/// The choice is a read-write signal; it follows the option, not the row's position, so it
/// survives diffs that move the rows. Tapping the checked row keeps it checked.
///
/// Exactly one option is checked while there are options: when the chosen option leaves the
/// options (or the choice is set to a value that is not one), the first option becomes the
/// choice, and ``choice`` says so. With no options nothing is checked and ``choice`` keeps its
/// value.
///
/// ```swift
/// let theme = RadioGroup(options: Theme.allCases, choice: .system) { theme, isChecked in
///   Setting.option(theme.title, isChecked: isChecked)  // its cell shows a checkmark
/// }
/// bag += theme.choice.onValue { settings.theme = $0 }
/// ```
@MainActor public final class RadioGroup<Option: Hashable, Row>: RowGroup {
  /// The checked option.
  public let choice: ReadWriteSignal<Option>
  private let options: ReadSignal<[Option]>
  private let option: (Option, Bool) -> Row
  /// Moves the choice to the first option when it is not one.
  private let bag = DisposeBag()

  /// Creates a radio group over options that may change.
  ///
  /// - Parameters:
  ///   - options: The options, as a readable signal.
  ///   - choice: The option checked first; the first option when it is not one.
  ///   - option: Makes an option's row from the option and whether it is checked.
  public init(
    options: ReadSignal<[Option]>, choice: Option,
    option: @escaping (Option, _ isChecked: Bool) -> Row
  ) {
    self.options = options
    self.choice = ReadWriteSignal(Self.checked(choice, in: options.value))
    self.option = option
    bag += combineLatest(options, self.choice.readOnly()).onValue { [weak self] options, choice in
      let checked = Self.checked(choice, in: options)
      if checked != choice { self?.choice.value = checked }
    }
  }

  /// Creates a radio group over fixed options.
  public convenience init(
    options: [Option], choice: Option, option: @escaping (Option, _ isChecked: Bool) -> Row
  ) {
    self.init(options: ReadSignal(constant: options), choice: choice, option: option)
  }

  /// A row per option, the chosen one checked.
  public var rows: ReadSignal<[Row]> {
    let option = self.option
    return combineLatest(options, choice.readOnly()).map { options, choice in
      let checked = Self.checked(choice, in: options)
      return options.map { option($0, $0 == checked) }
    }
  }

  /// Checks the tapped option.
  public func didTap(rowAt index: Int) -> RowTapResult {
    let options = self.options.value
    if options.indices.contains(index), choice.value != options[index] {
      choice.value = options[index]
    }
    return .deselects
  }

  /// The option checked for a choice: the choice when it is an option, otherwise the first
  /// option (the choice itself when there is none).
  private nonisolated static func checked(_ choice: Option, in options: [Option]) -> Option {
    options.contains(choice) ? choice : options.first ?? choice
  }
}
