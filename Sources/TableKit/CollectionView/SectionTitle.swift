/// The header a ``CollectionKit`` shows for a `String` section by default: the string in a
/// label, as a table view shows a `String` section's title.
struct SectionTitle: Hashable, Reusable {
  var text: String

  static func makeAndConfigure() -> (make: UILabel, configure: (SectionTitle) -> Disposable) {
    let label = UILabel()
    return (
      label,
      { title in
        label.text = title.text
        return NilDisposer()
      }
    )
  }
}
