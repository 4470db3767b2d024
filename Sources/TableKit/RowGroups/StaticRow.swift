/// One row with an optional height and a tap action: TableSchemer's basic scheme.
///
/// ```swift
/// let signOut = StaticRow(Setting.action("Sign out"), height: 52) { session.signOut() }
/// kit.show([("Account", [.group(signOut)])])
/// ```
@MainActor public final class StaticRow<Row>: RowGroup {
  private let row: Row
  private let height: CGFloat?
  private let action: (() -> Void)?

  /// Creates a static row.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - height: Its height; nil for the table's own sizing.
  ///   - action: What a tap does; with an action the row is deselected after the tap, without
  ///     one it stays selected.
  public init(_ row: Row, height: CGFloat? = nil, action: (() -> Void)? = nil) {
    self.row = row
    self.height = height
    self.action = action
  }

  /// The one row.
  public var rows: ReadSignal<[Row]> { ReadSignal(constant: [row]) }

  /// Runs the action.
  public func didTap(rowAt index: Int) -> RowTapResult {
    guard let action else { return .staysSelected }
    action()
    return .deselects
  }

  /// The row's height.
  public func height(ofRowAt index: Int) -> CGFloat? { height }
}
