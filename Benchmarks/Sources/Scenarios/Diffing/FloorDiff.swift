/// The floor of the diff scenarios: the least work a linear diff does. One dictionary of the old
/// identifiers, one walk of the new elements to match them, then one walk of both with two
/// cursors that tells kept elements from moved ones.
///
/// Where the cursors disagree, the element that travels farther counts as the move, so a row
/// taken from one place to another costs one move, not a shift of everything in between.
public enum FloorDiff {
  /// Returns the deletes, inserts, moves and updates that turn `old` into `new`.
  ///
  /// - Parameters:
  ///   - old: The elements before.
  ///   - new: The elements after.
  ///   - identity: Returns an element's identity; identities are unique within a table.
  ///   - isUpdated: Whether an element kept from `old` to `new` changed its content.
  /// - Complexity: O(*n*) for *n* elements in the two tables.
  @inlinable
  public static func changes<Element, ID: Hashable>(
    from old: [Element],
    to new: [Element],
    identity: (Element) -> ID,
    isUpdated: (Element, Element) -> Bool
  ) -> FloorChangeset {
    var changes = FloorChangeset()
    var oldPositions = [ID: Int](minimumCapacity: old.count)
    for position in old.indices { oldPositions[identity(old[position])] = position }

    // The partner of each element in the other table; `unmatched` for deletes and inserts,
    // `settled` once a move has accounted for it.
    let unmatched = -1
    let settled = -2
    var newPartner = [Int](repeating: unmatched, count: old.count)
    var oldPartner = [Int](repeating: unmatched, count: new.count)
    for position in new.indices {
      if let oldPosition = oldPositions[identity(new[position])] {
        oldPartner[position] = oldPosition
        newPartner[oldPosition] = position
      } else {
        changes.inserts.append(position)
      }
    }
    for position in old.indices where newPartner[position] == unmatched {
      changes.deletes.append(position)
    }

    var oldCursor = 0
    var newCursor = 0
    while oldCursor < old.count && newCursor < new.count {
      let target = newPartner[oldCursor]
      let source = oldPartner[newCursor]
      if target < 0 {
        oldCursor += 1
      } else if source < 0 {
        newCursor += 1
      } else if source == oldCursor {
        if isUpdated(old[oldCursor], new[newCursor]) { changes.updates.append(newCursor) }
        oldCursor += 1
        newCursor += 1
      } else if target - newCursor > source - oldCursor {
        changes.moves.append((oldCursor, target))
        if isUpdated(old[oldCursor], new[target]) { changes.updates.append(target) }
        oldPartner[target] = settled
        oldCursor += 1
      } else {
        changes.moves.append((source, newCursor))
        if isUpdated(old[source], new[newCursor]) { changes.updates.append(newCursor) }
        newPartner[source] = settled
        newCursor += 1
      }
    }
    return changes
  }
}
