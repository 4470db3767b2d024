extension CollectionKit {
  func canMove(at indexPath: IndexPath) -> Bool {
    canMove?(shown[indexPath]) == true
  }

  /// Takes in a move the user made: the table holds the new order before UIKit asks for any
  /// data again, and ``didMove`` reports it.
  ///
  /// The selection is left alone: a move keeps every row, so the selected identities stay, and
  /// UIKit moves its selected index paths only after this call returns, so reading them now
  /// would pair them with the wrong rows.
  func move(from source: IndexPath, to destination: IndexPath) {
    guard source != destination else { return }
    isTakingInMove = true
    let row = pipeline.recordMove(from: source, to: destination, identity: identity)
    isTakingInMove = false
    rowEmitter.send(RowEvent(kind: .move, row: row, indexPath: destination))
  }
}
