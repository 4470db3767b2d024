import Synchronization

/// A disposable that collects other disposables and disposes them together: on ``dispose()``
/// and when the bag is deinitialised.
///
/// ```swift
/// final class ProfileController {
///   let bag = DisposeBag()
///   func bind(to profile: Profile) {
///     bag += profile.name.atOnce().onValue { [weak self] in self?.title = $0 }
///     bag += { print("unbound") }
///   }
/// }
/// ```
///
/// Entries are disposed in reverse order of addition, like nested scopes unwinding: what was
/// set up last is torn down first. A bag can be reused after ``dispose()``.
///
/// - Note: Thread-safe and reentrant: entries are disposed with no lock held, so a disposal may
///   add to or dispose this bag. An entry added while the bag is disposing stays in the bag for
///   its next disposal. Entries of the library's own types that were disposed elsewhere are
///   pruned as the bag grows, so a long-lived bag holding short-lived subscriptions stays small.
public final class DisposeBag: Disposable {
  private struct State: @unchecked Sendable {
    // Unchecked: only accessed inside `state`'s mutex; entries are Sendable disposables, and the
    // held objects are only retained and released, never used.
    var entries: [Entry] = []
    var pruneThreshold = DisposeBag.minimumPruneThreshold
  }

  private enum Entry {
    case disposable(any Disposable)
    case object(AnyObject)
  }

  private static var minimumPruneThreshold: Int { 16 }

  private let state = Lock(State())
  /// Set by the first ``dispose()``; read without the lock by a parent bag that prunes, so
  /// pruning never takes a second bag's lock.
  private let wasDisposed = Atomic(false)

  /// Creates an empty bag.
  public init() {}

  /// Creates a bag holding `disposables`.
  ///
  /// - Parameter disposables: The disposables to hold, in order of addition.
  public convenience init(_ disposables: [any Disposable]) {
    self.init()
    for disposable in disposables { add(disposable) }
  }

  deinit {
    let entries = state.withLock { $0.entries }
    Self.dispose(entries)
  }

  /// Adds `disposable`, to be disposed with the bag.
  ///
  /// - Parameter disposable: The disposable to hold; `nil` is ignored.
  /// - Complexity: Amortised O(1).
  public func add(_ disposable: (any Disposable)?) {
    guard let disposable else { return }
    append(.disposable(disposable))
  }

  /// Adds `disposable`, to be disposed with `bag`.
  public static func += (bag: DisposeBag, disposable: (any Disposable)?) {
    bag.add(disposable)
  }

  /// Adds `action`, to be run once when `bag` is disposed.
  public static func += (bag: DisposeBag, action: @escaping @Sendable () -> Void) {
    bag.add(Disposer(action))
  }

  /// Keeps `object` alive until the bag is disposed.
  ///
  /// ```swift
  /// bag.hold(keyboardObserver)  // released with the bag
  /// ```
  ///
  /// - Parameter object: The object to retain.
  public func hold(_ object: AnyObject) {
    append(.object(object))
  }

  /// Returns a new bag held by this one, for a group of subscriptions with a shorter life.
  ///
  /// ```swift
  /// let cellBag = bag.innerBag()
  /// cellBag += item.title.atOnce().onValue { cell.title = $0 }
  /// cellBag.dispose()  // ends the cell's subscriptions only
  /// ```
  ///
  /// - Returns: A bag that is disposed when this one is, and that this bag forgets once it has
  ///   been disposed on its own.
  public func innerBag() -> DisposeBag {
    let inner = DisposeBag()
    add(inner)
    return inner
  }

  /// Whether the bag holds nothing.
  public var isEmpty: Bool {
    state.withLock { $0.entries.isEmpty }
  }

  /// The number of entries held, ended ones not yet pruned included.
  public var entryCount: Int {
    state.withLock { $0.entries.count }
  }

  /// Disposes every entry, last added first, and empties the bag.
  public func dispose() {
    wasDisposed.store(true, ordering: .releasing)
    let entries = state.withLock { state in
      state.pruneThreshold = Self.minimumPruneThreshold
      return state.entries.take()
    }
    Self.dispose(entries)
  }

  private func append(_ entry: Entry) {
    let pruned = state.withLock { state -> [Entry] in
      state.entries.append(entry)
      guard state.entries.count >= state.pruneThreshold else { return [] }
      // Splits off entries that ended elsewhere; they are released after the lock is dropped.
      var ended: [Entry] = []
      state.entries.removeAll { entry in
        guard case .disposable(let disposable) = entry, Self.hasEnded(disposable) else {
          return false
        }
        ended.append(entry)
        return true
      }
      state.pruneThreshold = max(Self.minimumPruneThreshold, state.entries.count * 2)
      return ended
    }
    withExtendedLifetime(pruned) {}
  }

  private static func dispose(_ entries: [Entry]) {
    for entry in entries.reversed() {
      if case .disposable(let disposable) = entry { disposable.dispose() }
    }
  }

  /// Whether a disposable of the library's own types has already ended; other types are kept
  /// until the bag is disposed. Only takes leaf locks that never call out.
  private static func hasEnded(_ disposable: any Disposable) -> Bool {
    switch disposable {
    case let disposer as Disposer: return disposer.isDisposed
    case let serial as SerialDisposable: return serial.isDisposed
    case let bag as DisposeBag: return bag.wasDisposed.load(ordering: .acquiring)
    case let ended as any EndedReporting: return ended.hasEnded
    default: return false
    }
  }
}

extension Array {
  /// Returns the array's elements and leaves it empty.
  fileprivate mutating func take() -> [Element] {
    let elements = self
    self = []
    return elements
  }
}
