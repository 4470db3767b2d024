/// A signal's values as an asynchronous sequence, returned by ``CoreSignal/values``.
///
/// ```swift
/// let queries = searchField.text.values
/// for await query in queries {
///   if query == "swift" { break }  // unsubscribes here, although `queries` is still held
/// }
/// ```
///
/// The subscription starts when the sequence is made and buffers values until they are
/// iterated. It ends when iteration ends — the signal ends, the loop is left by `break`,
/// `return` or a thrown error, or the iterating task is cancelled — or when the sequence is
/// released without being iterated. A sequence is iterated once: a second iteration returns the
/// values still buffered, then ends.
public struct SignalValues<Element: Sendable>: AsyncSequence, Sendable {
  public typealias Failure = Never

  @usableFromInline let stream: AsyncStream<Element>
  @usableFromInline let ending: IterationEnd

  @usableFromInline
  init(stream: AsyncStream<Element>, ending: IterationEnd) {
    self.stream = stream
    self.ending = ending
  }

  /// Returns the iterator; leaving the loop that uses it ends the subscription.
  public func makeAsyncIterator() -> Iterator {
    Iterator(base: stream.makeAsyncIterator(), ending: ending)
  }

  /// Iterates the values of a ``SignalValues``; its end (it is discarded when the loop is left)
  /// ends the subscription.
  public struct Iterator: AsyncIteratorProtocol {
    public typealias Failure = Never

    @usableFromInline var base: AsyncStream<Element>.Iterator
    /// Held only for its lifetime: the last iterator gone ends the subscription.
    @usableFromInline let ending: IterationEnd.Token

    @usableFromInline
    init(base: AsyncStream<Element>.Iterator, ending: IterationEnd) {
      self.base = base
      self.ending = IterationEnd.Token(ending)
    }

    /// Returns the next value, or `nil` once the signal has ended or iteration was cancelled.
    @inlinable
    public mutating func next() async -> Element? {
      await base.next()
    }

    /// Returns the next value, or `nil` once the signal has ended or iteration was cancelled,
    /// on the caller's actor.
    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      await base.next(isolation: actor)
    }
  }
}
