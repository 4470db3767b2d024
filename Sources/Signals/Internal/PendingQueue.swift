/// A first-in first-out queue that keeps its storage between drains, so a busy emitter does not
/// allocate per queued event once it has warmed up.
///
/// Popping moves the element out (its slot becomes `nil`), so the queue never holds the last
/// reference to a delivered event: nothing is deinitialised while the owner's lock is held.
@usableFromInline
struct PendingQueue<Element> {
  @usableFromInline var elements: [Element?] = []
  @usableFromInline var head = 0

  @inlinable
  init() {}

  @inlinable
  var isEmpty: Bool { head == elements.count }

  @inlinable
  mutating func append(_ element: Element) {
    elements.append(element)
  }

  @inlinable
  mutating func popFirst() -> Element? {
    guard head < elements.count else {
      if head > 0 {
        elements.removeAll(keepingCapacity: true)
        head = 0
      }
      return nil
    }
    let element = elements[head]
    elements[head] = nil
    head += 1
    return element
  }
}
