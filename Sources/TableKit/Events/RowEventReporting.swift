/// A kit that reports what happens to its rows: ``TableKit`` and ``CollectionKit`` share their
/// row-event signals through it, so both faces name and type them the same way.
///
/// ```swift
/// bag += kit.didSelect.onValue { message in open(message) }   // either kit
/// ```
@MainActor public protocol RowEventReporting: AnyObject {
  /// The type of the rows' models.
  associatedtype Row

  /// Every row event, with the row's model and index path.
  var rowEvents: Signal<RowEvent<Row>> { get }
}

extension RowEventReporting {
  /// Returns the rows of the events of one kind.
  ///
  /// - Parameter kind: The kind of event.
  /// - Returns: A signal of the models of the rows the events happened to.
  public func rows(of kind: RowEventKind) -> Signal<Row> {
    rowEvents.compactMap { $0.kind == kind ? $0.row : nil }
  }

  /// The rows the user selects.
  ///
  /// ```swift
  /// bag += kit.didSelect.onValue { message in open(message) }
  /// ```
  public var didSelect: Signal<Row> { rows(of: .select) }
  /// The rows the user deselects.
  public var didDeselect: Signal<Row> { rows(of: .deselect) }
  /// The rows highlighted as the user touches them.
  public var didHighlight: Signal<Row> { rows(of: .highlight) }
  /// The rows that lose their highlight.
  public var didUnhighlight: Signal<Row> { rows(of: .unhighlight) }
  /// The rows whose cells are about to be displayed.
  public var willDisplay: Signal<Row> { rows(of: .willDisplay) }
  /// The rows whose cells stopped being displayed.
  public var didEndDisplaying: Signal<Row> { rows(of: .didEndDisplaying) }
  /// The rows the user moved; the kit's `table` already holds the new order.
  public var didMove: Signal<Row> { rows(of: .move) }

  /// Returns the selected rows that are (or wrap) a `T`: for tables of ``Either`` or
  /// ``AnyReusable`` rows.
  ///
  /// ```swift
  /// bag += kit.didSelect(Message.self).onValue { message in open(message) }
  /// ```
  ///
  /// - Parameter type: The model type to select.
  /// - Returns: A signal of the selected models of that type.
  public func didSelect<T>(_ type: T.Type) -> Signal<T> {
    didSelect.compactMap { unwrap($0, as: type) }
  }
}
