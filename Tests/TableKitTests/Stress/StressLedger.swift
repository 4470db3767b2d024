import TableKit

/// What a stress run's cells and rows hold on to, counted through the kits' public lifetimes:
/// live configurations, the cells displaying, each row's row-bag work and prefetch work, and the
/// cells ever configured (weakly). After the view settles each must be bounded by what is on
/// screen or in the table, so nothing grows with the number of steps.
@MainActor final class StressLedger {
  private(set) var configurations = 0
  private(set) var displaying = Set<ObjectIdentifier>()
  private(set) var rowWork: [String: Int] = [:]
  private(set) var prefetching: [String: Int] = [:]
  private var cells: [ObjectIdentifier: WeakObject] = [:]
  /// The most cells alive at once, for the report.
  private(set) var mostCells = 0

  /// Counts the work one configuration of `cell` for row `id` attaches to its lifetimes.
  func configured(_ cell: AnyObject, row id: String, lifetimes: RowLifetimes) {
    let key = ObjectIdentifier(cell)
    cells[key] = WeakObject(cell)
    configurations += 1
    lifetimes.configuration += Disposer { [weak self] in
      MainActor.assumeIsolated { self?.configurations -= 1 }
    }
    if displaying.insert(key).inserted {
      lifetimes.display += Disposer { [weak self] in
        MainActor.assumeIsolated { _ = self?.displaying.remove(key) }
      }
    }
    rowWork[id, default: 0] += 1
    lifetimes.row += Disposer { [weak self] in
      MainActor.assumeIsolated { self?.rowWork.release(id) }
    }
  }

  /// Starts a row's prefetch work and returns what ends it.
  func prefetch(row id: String) -> Disposable {
    prefetching[id, default: 0] += 1
    return Disposer { [weak self] in MainActor.assumeIsolated { self?.prefetching.release(id) } }
  }

  /// The cells alive now.
  func liveCells() -> Int {
    cells = cells.filter { $0.value.object != nil }
    mostCells = max(mostCells, cells.count)
    return cells.count
  }

  /// Whether nothing is held any more.
  var isEmpty: Bool {
    configurations == 0 && displaying.isEmpty && rowWork.isEmpty && prefetching.isEmpty
  }

  var summary: String {
    "configurations \(configurations), displaying \(displaying.count), row work "
      + "\(rowWork.keys.sorted()), prefetching \(prefetching.keys.sorted())"
  }
}

/// Holds an object weakly.
final class WeakObject {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

extension Dictionary where Value == Int {
  fileprivate mutating func release(_ key: Key) {
    self[key, default: 0] -= 1
    if self[key] == 0 { self[key] = nil }
  }
}
