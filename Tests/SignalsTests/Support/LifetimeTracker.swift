import Synchronization

/// Holds weak references to objects a test made, to prove that they are released.
final class LifetimeTracker: Sendable {
  private struct Entry: @unchecked Sendable {
    // Unchecked: the weak reference is only read, to see whether the object is gone.
    weak var object: AnyObject?
    let name: String
  }

  private let entries = Mutex<[Entry]>([])

  init() {}

  /// Starts tracking `object` under `name` and returns it.
  @discardableResult
  func track<Object: AnyObject>(_ object: Object, _ name: String) -> Object {
    entries.withLock { $0.append(Entry(object: object, name: name)) }
    return object
  }

  /// The names of tracked objects that are still alive.
  var survivors: [String] {
    entries.withLock { entries in entries.filter { $0.object != nil }.map(\.name) }
  }
}
