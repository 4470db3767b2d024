/// One iteration of an asynchronous sequence in a task, shared by the subscribers of a signal:
/// started by the first to join, cancelled when the last leaves.
final class SequenceIteration<Sequence: AsyncSequence & Sendable>: Sendable
where Sequence.Element: Sendable {
  private struct State {
    var members = 0
    var task: Task<Void, Never>?
  }

  private let sequence: Sequence
  private let isolation: (any Actor)?
  private let send: @Sendable (Sequence.Element) -> Void
  /// The member count and the running task, which is cancelled outside the lock.
  private let state = Lock(State())

  init(
    _ sequence: Sequence,
    isolation: (any Actor)?,
    send: @escaping @Sendable (Sequence.Element) -> Void
  ) {
    self.sequence = sequence
    self.isolation = isolation
    self.send = send
  }

  /// Adds a member; the first one starts the iteration.
  func join() {
    state.withLock { state in
      state.members += 1
      guard state.members == 1 else { return }
      // Creating a task only enqueues it: no code of the sequence runs under the lock.
      state.task = Task { [sequence, isolation, send] in
        await Self.iterate(sequence, isolation: isolation, send: send)
      }
    }
  }

  /// Removes a member; the last one cancels the iteration.
  func leave() {
    let task = state.withLock { state -> Task<Void, Never>? in
      state.members -= 1
      guard state.members == 0 else { return nil }
      defer { state.task = nil }
      return state.task
    }
    task?.cancel()
  }

  private static func iterate(
    _ sequence: Sequence,
    isolation: isolated (any Actor)?,
    send: @Sendable (Sequence.Element) -> Void
  ) async {
    do {
      for try await element in sequence { send(element) }
    } catch {
      // A failure ends the changes, as the end does; the value keeps the last element.
    }
  }
}
