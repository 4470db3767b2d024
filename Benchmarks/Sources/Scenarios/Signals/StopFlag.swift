import Synchronization

/// A flag one thread sets and another polls, to stop a sending loop.
final class StopFlag: Sendable {
  private let flag = Atomic(false)

  var isSet: Bool { flag.load(ordering: .acquiring) }

  func set() { flag.store(true, ordering: .releasing) }
}
