/// The cheapest multicast that can add and remove subscribers: closures stored in an array held
/// by a class, a free list of empty slots, no locks, no reentrancy rules.
///
/// It is the floor of the signal scenarios: the least work any multicast has to do.
///
/// - Complexity: Adding and removing are O(1) amortized; sending is O(slots).
public final class FloorMulticast<Value> {
  private var slots: [((Value) -> Void)?] = []
  private var freeSlots: [Int] = []

  /// Creates a multicast without subscribers.
  public init() {}

  /// Adds `callback` and returns the token that removes it.
  public func add(_ callback: @escaping (Value) -> Void) -> Int {
    if let slot = freeSlots.popLast() {
      slots[slot] = callback
      return slot
    }
    slots.append(callback)
    return slots.count - 1
  }

  /// Removes the callback added under `token`.
  public func remove(_ token: Int) {
    slots[token] = nil
    freeSlots.append(token)
  }

  /// Calls every callback with `value`, in slot order.
  public func send(_ value: Value) {
    for slot in slots {
      slot?(value)
    }
  }
}
