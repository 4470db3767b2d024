/// One part of a section shown with ``ListKit/show(_:)``: a plain row or a row group.
///
/// ```swift
/// kit.show([("Display", [.row(.title("Text size")), .group(sizes), .group(advanced)])])
/// ```
@MainActor public enum RowGroupPart<Row> {
  /// A plain row.
  case row(Row)
  /// A group of rows.
  case group(any RowGroup<Row>)
}
