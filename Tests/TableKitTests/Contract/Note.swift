import TableKit

/// A row of the contract tests: its view is a label, which either kit places in its cell.
struct Note: Identifiable, Hashable, Sendable {
  var id: Int
  var text: String

  init(_ id: Int, _ text: String? = nil) {
    self.id = id
    self.text = text ?? "n\(id)"
  }
}

extension Note: Reusable {
  static func makeAndConfigure() -> (make: UILabel, configure: (Note) -> Disposable) {
    let label = UILabel()
    return (
      label,
      { note in
        label.text = note.text
        return NilDisposer()
      }
    )
  }
}

/// Rows of notes `ids`, one section.
func notes(_ ids: some Sequence<Int>) -> Table<EmptySection, Note> {
  Table(rows: ids.map { Note($0) })
}
