/// The latest values of the inputs of `combineLatest`, and which have ended.
struct CombineLatestState<Value>: @unchecked Sendable {
  // Unchecked: only accessed inside its owner's lock; values move in and out through
  // `Handoff`, as in the core.

  private var latest: [Value?]
  private var missing: Int
  private var running: Int
  private var skipsFirst: Bool
  /// Whether each input's next value is its current value, replayed on subscription.
  private var awaitsCurrentValue: [Bool]

  /// Creates the state for `count` inputs; `skipsFirst` swallows the first combination if it is
  /// made of current values only (readable inputs, subscriber wanting changes only).
  init(count: Int, skipsFirst: Bool) {
    latest = Array(repeating: nil, count: count)
    missing = count
    running = count
    self.skipsFirst = skipsFirst
    awaitsCurrentValue = Array(repeating: skipsFirst, count: count)
  }

  /// Stores `value` for input `index`; returns the combined values to deliver, once every input
  /// has one.
  mutating func update(_ index: Int, with value: Value) -> [Value]? {
    if latest[index] == nil { missing -= 1 }
    latest[index] = value
    if awaitsCurrentValue[index] {
      awaitsCurrentValue[index] = false
    } else {
      // A change arrived before some input's current value (subscribed inside a delivery, it
      // was queued): the first full combination already holds a change, so it goes out.
      skipsFirst = false
    }
    guard missing == 0 else { return nil }
    guard !skipsFirst else {
      skipsFirst = false
      return nil
    }
    return latest.map { $0! }
  }

  /// Records that input `index` ended; returns whether the combination ends with it.
  mutating func end(_ index: Int) -> Bool {
    running -= 1
    return running == 0 || latest[index] == nil
  }
}

/// A value of one of up to four types, so that inputs of different types can share one
/// `combineLatest`; each input's values sit at its own index, which decides the case.
enum CombineSlot<First, Second, Third, Fourth> {
  case first(First)
  case second(Second)
  case third(Third)
  case fourth(Fourth)

  var first: First {
    guard case .first(let value) = self else { misplaced() }
    return value
  }

  var second: Second {
    guard case .second(let value) = self else { misplaced() }
    return value
  }

  var third: Third {
    guard case .third(let value) = self else { misplaced() }
    return value
  }

  var fourth: Fourth {
    guard case .fourth(let value) = self else { misplaced() }
    return value
  }

  private func misplaced() -> Never {
    preconditionFailure("combineLatest keeps each input's values at its own index")
  }
}
