/// A row that expands into option rows and collapses when one is chosen: TableSchemer's
/// accordion scheme.
///
/// The header row shows the choice; tapping it expands or collapses the options, and choosing an
/// option collapses them. Both are read-write signals, and each change animates as a diff.
///
/// ```swift
/// let size = Accordion(
///   options: ["Small", "Medium", "Large"], choice: "Medium",
///   header: { Setting.value("Size", $0 ?? "None") },
///   option: { Setting.option($0, isChosen: $1) })
/// kit.show([("Display", [.group(size)])])
/// bag += size.choice.onValue { settings.size = $0 }
/// ```
@MainActor public final class Accordion<Option: Hashable, Row>: RowGroup {
  /// Whether the options show.
  public let isExpanded: ReadWriteSignal<Bool>
  /// The chosen option, if any.
  public let choice: ReadWriteSignal<Option?>
  private let options: [Option]
  private let header: (Option?) -> Row
  private let option: (Option, Bool) -> Row

  /// Creates an accordion.
  ///
  /// - Parameters:
  ///   - options: The options, in order.
  ///   - choice: The option chosen first, if any.
  ///   - isExpanded: Whether the options show at first.
  ///   - header: Makes the header row from the choice.
  ///   - option: Makes an option's row from the option and whether it is chosen; rows of
  ///     different cell types are fine.
  public init(
    options: [Option], choice: Option? = nil, isExpanded: Bool = false,
    header: @escaping (Option?) -> Row, option: @escaping (Option, _ isChosen: Bool) -> Row
  ) {
    self.options = options
    self.choice = ReadWriteSignal(choice)
    self.isExpanded = ReadWriteSignal(isExpanded)
    self.header = header
    self.option = option
  }

  /// The header row, then the options while expanded.
  public var rows: ReadSignal<[Row]> {
    let (options, header, option) = (self.options, self.header, self.option)
    return combineLatest(isExpanded.readOnly(), choice.readOnly()).map { expanded, choice in
      [header(choice)] + (expanded ? options.map { option($0, $0 == choice) } : [])
    }
  }

  /// The header toggles the options; an option becomes the choice and collapses them.
  public func didTap(rowAt index: Int) -> RowTapResult {
    if index == 0 {
      isExpanded.value.toggle()
    } else if options.indices.contains(index - 1) {
      choice.value = options[index - 1]
      isExpanded.value = false
    }
    return .deselects
  }
}
