/// A long list shown a few rows at a time behind a "show N more" row.
///
/// ```swift
/// let recent = ShowMoreGroup(history.signal, limit: 3, row: Setting.entry) {
///   Setting.action("Show \($0) more")
/// }
/// ```
@MainActor public final class ShowMoreGroup<Item, Row>: RowGroup {
  /// Whether every item shows.
  public let isExpanded: ReadWriteSignal<Bool>
  private let items: ReadSignal<[Item]>
  private let limit: Int
  private let makeRow: (Item) -> Row
  private let moreRow: (Int) -> Row

  /// Creates a show-more group.
  ///
  /// - Parameters:
  ///   - items: The items, as a readable signal.
  ///   - limit: How many show before the group is expanded.
  ///   - row: Makes an item's row.
  ///   - more: Makes the expander row from how many items it hides.
  public init(
    _ items: ReadSignal<[Item]>, limit: Int, row: @escaping (Item) -> Row,
    more: @escaping (_ hidden: Int) -> Row
  ) {
    precondition(limit >= 0, "ShowMoreGroup: the limit must be 0 or more (it is \(limit)).")
    self.items = items
    self.limit = limit
    self.makeRow = row
    self.moreRow = more
    self.isExpanded = ReadWriteSignal(false)
  }

  /// The first `limit` items and the expander, or every item once expanded.
  public var rows: ReadSignal<[Row]> {
    let (limit, makeRow, moreRow) = (self.limit, self.makeRow, self.moreRow)
    return combineLatest(items, isExpanded.readOnly()).map { items, expanded in
      guard !expanded, items.count > limit else { return items.map(makeRow) }
      return items.prefix(limit).map(makeRow) + [moreRow(items.count - limit)]
    }
  }

  /// The expander shows every item.
  public func didTap(rowAt index: Int) -> RowTapResult {
    if !isExpanded.value, index == limit, items.value.count > limit { isExpanded.value = true }
    return .deselects
  }
}
