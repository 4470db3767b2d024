@testable import Signals

/// A thread-safe list that test callbacks append to (behind the library's sanitizer-visible
/// lock, so that contended appends are not reported as races).
final class Log<Element: Sendable>: Sendable {
  private let storage = Lock<[Element]>([])

  init() {}

  func append(_ element: Element) {
    storage.withLock { $0.append(element) }
  }

  var elements: [Element] {
    storage.withLock { $0 }
  }

  var count: Int {
    storage.withLock { $0.count }
  }
}

/// A thread-safe counter.
final class Counter: Sendable {
  private let storage = Lock(0)

  init() {}

  func increment() {
    storage.withLock { $0 += 1 }
  }

  var value: Int {
    storage.withLock { $0 }
  }
}
