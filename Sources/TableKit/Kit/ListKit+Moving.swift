extension ListKit {
  func canMove(at indexPath: IndexPath) -> Bool {
    canMove?(shown[indexPath]) == true
  }

  /// Returns where a dragged row goes: the app's ``moveTarget`` decides, else the proposal.
  ///
  /// A path outside the table stops, naming the closure and the path: UIKit would move the row
  /// out of its data and stop later with a message that names neither.
  func target(forMoveFrom source: IndexPath, proposed: IndexPath) -> IndexPath {
    guard let moveTarget else { return proposed }
    let target = moveTarget(shown[source], source, proposed)
    let counts = shown.sections.map(\.rows.count)
    // The row leaves its section first, so its own section has one place fewer.
    let isInside =
      target.section >= 0 && target.section < counts.count && target.row >= 0
      && target.row < counts[target.section] + (target.section == source.section ? 0 : 1)
    precondition(
      isInside,
      "\(Self.kitName): moveTarget returned \(target) for a row dragged from \(source), which is "
        + "not a place in the table (its sections have \(counts) rows). Return the proposed path, "
        + "the source path (the row goes back) or another path inside the table.")
    return target
  }

  /// UIKit has already moved the row on screen: the shown table follows, and the latest table
  /// the app set gets the same move (the row goes after the row it now follows).
  ///
  /// The selection is left alone: a move keeps every row, so the selected identities stay, and
  /// UIKit moves its selected index paths only after this call returns, so reading them now
  /// would pair them with the wrong rows. Observers hear of the move once UIKit's pass ends.
  func move(from source: IndexPath, to destination: IndexPath) {
    guard source != destination else { return }
    isTakingInMove = true
    let row = pipeline.recordMove(from: source, to: destination, identity: identity)
    isTakingInMove = false
    rowEmitter.send(RowEvent(kind: .move, row: row, indexPath: destination))
    moveEmitter.send(RowMove(row: row, source: source, destination: destination))
  }
}
