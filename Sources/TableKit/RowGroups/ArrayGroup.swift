/// Objects shown as rows, each with its height and tap action: TableSchemer's array scheme.
///
/// ```swift
/// let people = ArrayGroup(contacts.signal, height: { _ in 60 }, row: Setting.person) {
///   open($0)
/// }
/// ```
///
/// A trailing closure is the tap action: `height:` comes before `row:`, so a closure after
/// `row:` can never be taken for a height.
@MainActor public final class ArrayGroup<Item, Row>: RowGroup {
  private let items: ReadSignal<[Item]>
  private let makeRow: (Item) -> Row
  private let heightOf: ((Item) -> CGFloat?)?
  private let action: ((Item) -> Void)?

  /// Creates an array group.
  ///
  /// - Parameters:
  ///   - items: The objects, as a readable signal: each change is shown as a diff.
  ///   - height: The height of an object's row; nil for the table's own sizing.
  ///   - row: Makes the row of an object.
  ///   - action: What tapping an object's row does; with an action rows are deselected after
  ///     the tap.
  public init(
    _ items: ReadSignal<[Item]>, height: ((Item) -> CGFloat?)? = nil,
    row: @escaping (Item) -> Row, action: ((Item) -> Void)? = nil
  ) {
    self.items = items
    self.makeRow = row
    self.heightOf = height
    self.action = action
  }

  /// Creates an array group of fixed objects.
  ///
  /// ```swift
  /// let links = ArrayGroup(["Help", "Privacy"], row: Setting.action) { open($0) }
  /// ```
  public convenience init(
    _ items: [Item], height: ((Item) -> CGFloat?)? = nil, row: @escaping (Item) -> Row,
    action: ((Item) -> Void)? = nil
  ) {
    self.init(ReadSignal(constant: items), height: height, row: row, action: action)
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
