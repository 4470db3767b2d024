/// The work that belongs to rows rather than to cells: each row's bag (its ``RowLifetimes/row``
/// lifetime) and its prefetch work, kept by row identity and ended when the row leaves the table.
@MainActor final class RowWork {
  private var bags: [AnyHashable: DisposeBag] = [:]
  private var prefetching: [AnyHashable: Disposable] = [:]

  /// Whether no row has a bag or prefetch work.
  var isEmpty: Bool { bags.isEmpty && prefetching.isEmpty }

  /// Returns the bag that lives while a row's identity stays in the table.
  func bag(for rowID: AnyHashable) -> DisposeBag {
    if let bag = bags[rowID] { return bag }
    let bag = DisposeBag()
    bags[rowID] = bag
    return bag
  }

  /// Starts prefetch work for a row unless some runs already.
  func prefetch(_ rowID: AnyHashable, start: () -> Disposable?) {
    guard prefetching[rowID] == nil, let work = start() else { return }
    prefetching[rowID] = work
  }

  /// Ends a row's prefetch work.
  func cancelPrefetch(_ rowID: AnyHashable) {
    prefetching.removeValue(forKey: rowID)?.dispose()
  }

  /// Ends the bags and prefetch work of rows that left the table.
  func release(_ rowIDs: some Sequence<AnyHashable>) {
    for rowID in rowIDs {
      bags.removeValue(forKey: rowID)?.dispose()
      prefetching.removeValue(forKey: rowID)?.dispose()
    }
  }

  /// Ends the bags and prefetch work of every row not in `present`.
  func release(allBut present: Set<AnyHashable>) {
    release(Set(bags.keys).union(prefetching.keys).subtracting(present))
  }

  /// Ends everything.
  func disposeAll() {
    release(Array(bags.keys) + Array(prefetching.keys))
  }

  /// Returns a bag that is already disposed: work added to it ends at once.
  static func endedBag() -> DisposeBag {
    let bag = DisposeBag()
    bag.dispose()
    return bag
  }
}
