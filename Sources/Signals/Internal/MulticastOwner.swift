/// The owner of a read-write signal's core: the signal's closures hold it, and when the last
/// copy of the signal (and of everything derived from it) goes, it closes the core, releasing
/// the subscribers' callbacks (see ``Multicast/close()``).
@usableFromInline
final class MulticastOwner<Value>: Sendable {
  @usableFromInline let core: Multicast<Value>

  @inlinable
  init(_ core: Multicast<Value>) {
    self.core = core
  }

  deinit {
    core.close()
  }
}
