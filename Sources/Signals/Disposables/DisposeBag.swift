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
///   its next disposal. Entries of the library's own types that ended elsewhere (disposed, or
///   their signal ended) are pruned as the bag grows, so a long-lived bag holding short-lived
///   subscriptions stays small. A bag is never pruned: it can be reused.
public final class DisposeBag: Disposable {
  private struct State: @unchecked Sendable {
    // Unchecked: only accessed inside `state`'s mutex; entries are Sendable disposables, and the
    // held objects are only retained and released, never used.
    var entries: [Entry] = []
    var pruneThreshold = DisposeBag.minimumPruneThreshold
    /// The bag that made this one with ``DisposeBag/innerBag()``; weak, since it holds this one.
    weak var parent: DisposeBag?
    /// Whether `parent` holds this bag now: it lets go when this bag is disposed on its own, and
    /// takes it back when the bag is reused.
    var isHeldByParent = false
  }

  private enum Entry {
    case disposable(any Disposable)
    case object(AnyObject)
  }

  private static var minimumPruneThreshold: Int { 16 }

  private let state = Lock(State())

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
  /// - Returns: A bag that is disposed when this one is. Disposed on its own, it leaves this bag
  ///   at once; reused after that, it joins this bag again.
  public func innerBag() -> DisposeBag {
    let inner = DisposeBag()
    inner.state.withLock { state in
      state.parent = self
      state.isHeldByParent = true
    }
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
    let (entries, parent) = state.withLock { state in
      state.pruneThreshold = Self.minimumPruneThreshold
      // Leaving the parent now, not at its next pruning: an inner bag per cell or per screen
      // would otherwise pile up in a long-lived parent.
      let parent = state.isHeldByParent ? state.parent : nil
      state.isHeldByParent = false
      return (state.entries.take(), parent)
    }
    parent?.forget(self)
    Self.dispose(entries)
  }

  /// Drops `inner` from the entries, when it was disposed on its own.
  private func forget(_ inner: DisposeBag) {
    let removed = state.withLock { state -> Entry? in
      guard
        let index = state.entries.firstIndex(where: { entry in
          guard case .disposable(let disposable) = entry else { return false }
          return (disposable as? DisposeBag) === inner
        })
      else { return nil }
      return state.entries.remove(at: index)
    }
    withExtendedLifetime(removed) {}
  }

  private func append(_ entry: Entry) {
    let (pruned, parent) = state.withLock { state -> ([Entry], DisposeBag?) in
      state.entries.append(entry)
      // A reused inner bag joins its parent again, so that what it now holds is disposed with it.
      var parent: DisposeBag?
      if !state.isHeldByParent, let held = state.parent {
        state.isHeldByParent = true
        parent = held
      }
      return (Self.prune(&state), parent)
    }
    parent?.add(self)
    withExtendedLifetime(pruned) {}
  }

  /// Splits off the entries that ended elsewhere once the bag has doubled since the last time.
  private static func prune(_ state: inout State) -> [Entry] {
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

  private static func dispose(_ entries: [Entry]) {
    for entry in entries.reversed() {
      if case .disposable(let disposable) = entry { disposable.dispose() }
    }
  }

  /// Whether a disposable of the library's own types has already ended; other types, and bags
  /// (which can be reused), are kept until the bag is disposed. Only takes leaf locks that never
  /// call out.
  private static func hasEnded(_ disposable: any Disposable) -> Bool {
    switch disposable {
    case let disposer as Disposer: return disposer.isDisposed
    case let serial as SerialDisposable: return serial.isDisposed
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
