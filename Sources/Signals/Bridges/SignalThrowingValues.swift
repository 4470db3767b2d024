/// A finite signal's values as an asynchronous sequence that throws its failure, returned by
/// ``CoreSignal/throwingValues``.
///
/// ```swift
/// let progress = upload.throwingValues
/// for try await fraction in progress {
///   if fraction >= 0.5 { break }  // unsubscribes here, although `progress` is still held
/// }
/// ```
///
/// The subscription starts when the sequence is made and buffers values until they are
/// iterated. It ends when iteration ends — the signal ends or fails, the loop is left by
/// `break`, `return` or a thrown error, or the iterating task is cancelled — or when the
/// sequence is released without being iterated. A sequence is iterated once: a second
/// iteration returns the values still buffered, then ends.
public struct SignalThrowingValues<Element: Sendable>: AsyncSequence, Sendable {
  public typealias Failure = any Error

  @usableFromInline let stream: AsyncThrowingStream<Element, any Error>
  @usableFromInline let ending: IterationEnd

  @usableFromInline
  init(stream: AsyncThrowingStream<Element, any Error>, ending: IterationEnd) {
    self.stream = stream
    self.ending = ending
  }

  /// Returns the iterator; leaving the loop that uses it ends the subscription.
  public func makeAsyncIterator() -> Iterator {
    Iterator(base: stream.makeAsyncIterator(), ending: ending)
  }

  /// Iterates the values of a ``SignalThrowingValues``; its end (it is discarded when the loop
  /// is left) ends the subscription.
  public struct Iterator: AsyncIteratorProtocol {
    public typealias Failure = any Error

    @usableFromInline var base: AsyncThrowingStream<Element, any Error>.Iterator
    /// Held only for its lifetime: the last iterator gone ends the subscription.
    @usableFromInline let ending: IterationEnd.Token

    @usableFromInline
    init(base: AsyncThrowingStream<Element, any Error>.Iterator, ending: IterationEnd) {
      self.base = base
      self.ending = IterationEnd.Token(ending)
    }

    /// Returns the next value, or `nil` once the signal has ended or iteration was cancelled;
    /// throws the signal's failure.
    @inlinable
    public mutating func next() async throws -> Element? {
      try await base.next()
    }

    /// Returns the next value on the caller's actor, or `nil` once the signal has ended or
    /// iteration was cancelled; throws the signal's failure.
    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(any Error)
      -> Element?
    {
      try await base.next(isolation: actor)
    }
  }
}
