/// Several rows that act as one: a group works in its own row numbering, sits in any section
/// next to plain rows and other groups, and expands to rows of the kit's ``Table`` — so diffs,
/// identities, selection and events still work per row.
///
/// The built-in groups are ``StaticRow``, ``ArrayGroup``, ``Accordion``, ``RadioGroup``,
/// ``MultiSelectGroup`` and ``ShowMoreGroup``. Write your own by giving its rows as a readable
/// signal and saying what a tap does:
///
/// ```swift
/// final class Stepper: RowGroup {
///   let count = ReadWriteSignal(1)
///   var rows: ReadSignal<[Setting]> {
///     count.map { [.value("Copies: \($0)"), .action("Add one")] }
///   }
///   func didTap(rowAt index: Int) -> RowTapResult {
///     if index == 1 { count.value += 1 }
///     return .deselects
///   }
/// }
/// ```
///
/// Show groups with ``ListKit/show(_:)``. Every row a group gives must have an identity of its
/// own in the table.
///
/// - Note: Change a group's rows on the main actor: each change sets the kit's table, which
///   stops with a message when set from another thread.
@MainActor public protocol RowGroup<Row>: AnyObject {
  /// The kit's row type.
  associatedtype Row

  /// The group's rows, first to last: read, and observed for changes (each change is a diff).
  var rows: ReadSignal<[Row]> { get }

  /// Handles the user's tap on the group's row at a local index (0 is the group's first row).
  ///
  /// - Returns: Whether the row stays selected, as a choice does, or is deselected at once, as an
  ///   action is.
  func didTap(rowAt index: Int) -> RowTapResult

  /// Returns the height of the group's row at a local index, or nil for the table's own sizing.
  func height(ofRowAt index: Int) -> CGFloat?
}

extension RowGroup {
  /// No height of the group's own: the table's sizing decides.
  public func height(ofRowAt index: Int) -> CGFloat? { nil }
}

/// What a tap on a group's row leaves selected.
public enum RowTapResult: Hashable, Sendable {
  /// The row stays selected.
  case staysSelected
  /// The row is deselected at once, as after an action (UIKit's deselect-after-select).
  case deselects
}
