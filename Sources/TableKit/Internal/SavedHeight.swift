/// The app's own height closure, kept while row groups size the rows.
@MainActor final class SavedHeight<Row> {
  let closure: ((Row, IndexPath) -> CGFloat)?

  init(_ closure: ((Row, IndexPath) -> CGFloat)?) {
    self.closure = closure
  }
}
