/// Objects shown as rows, each with its height and tap action: TableSchemer's array scheme.
///
/// ```swift
/// let people = ArrayGroup(contacts.signal, row: Setting.person, height: { _ in 60 }) {
///   open($0)
/// }
/// ```
@MainActor public final class ArrayGroup<Item, Row>: RowGroup {
  private let items: ReadSignal<[Item]>
  private let makeRow: (Item) -> Row
  private let heightOf: ((Item) -> CGFloat?)?
  private let action: ((Item) -> Void)?

  /// Creates an array group.
  ///
  /// - Parameters:
  ///   - items: The objects, as a readable signal: each change is shown as a diff.
  ///   - row: Makes the row of an object.
  ///   - height: The height of an object's row; nil for the table's own sizing.
  ///   - action: What tapping an object's row does; with an action rows are deselected after
  ///     the tap.
  public init(
    _ items: ReadSignal<[Item]>, row: @escaping (Item) -> Row,
    height: ((Item) -> CGFloat?)? = nil, action: ((Item) -> Void)? = nil
  ) {
    self.items = items
    self.makeRow = row
    self.heightOf = height
    self.action = action
  }

  /// Creates an array group of fixed objects.
  public convenience init(
    _ items: [Item], row: @escaping (Item) -> Row, height: ((Item) -> CGFloat?)? = nil,
    action: ((Item) -> Void)? = nil
  ) {
    self.init(ReadSignal(constant: items), row: row, height: height, action: action)
  }

  /// A row per object.
  public var rows: ReadSignal<[Row]> {
    let makeRow = self.makeRow
    return items.map { $0.map(makeRow) }
  }

  /// Runs the action for the tapped object.
  public func didTap(rowAt index: Int) -> RowTapResult {
    guard let action else { return .staysSelected }
    let items = self.items.value
    if items.indices.contains(index) { action(items[index]) }
    return .deselects
  }

  /// The height of an object's row.
  public func height(ofRowAt index: Int) -> CGFloat? {
    let items = self.items.value
    guard let heightOf, items.indices.contains(index) else { return nil }
    return heightOf(items[index])
  }
}
