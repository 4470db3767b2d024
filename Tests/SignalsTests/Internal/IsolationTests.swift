import Signals
import Testing

/// Contract 5: a callback subscribed from the main actor and called off it is caught in debug
/// builds; hopping with `onValue(on: .main)` is the way across.
@Suite struct IsolationTests {
  #if DEBUG
    @Test func mainActorCallbackCalledOffTheMainActorStopsTheProcess() async {
      let result = await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        let emitter = Emitter<Int>()
        let subscription = await MainActor.run {
          emitter.signal.onValue { _ in }
        }
        // Called from the exit test's task, off the main actor.
        emitter.send(1)
        subscription.dispose()
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("IsolationTests.swift"))
      #expect(message.contains("onValue(on: .main)"))
    }

    @Test func feedbackLoopStopsTheProcessWithAMessage() async {
      let result = await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        let count = ReadWriteSignal(0)
        let subscription = count.onValue { count.value = $0 + 1 }
        count.value = 1
        subscription.dispose()
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("feedback loop in the signal created at"))
      #expect(message.contains("IsolationTests.swift"))
    }
  #endif

  @Test @MainActor func mainActorCallbackCalledOnTheMainActorRuns() {
    let emitter = Emitter<Int>()
    let log = Log<Int>()
    let subscription = emitter.signal.onValue { log.append($0) }
    emitter.send(1)
    #expect(log.elements == [1])
    subscription.dispose()
  }

  @Test func hoppingToTheMainSchedulerDeliversOnTheMainActor() async {
    let emitter = Emitter<Int>()
    let received: Int? = await withCheckedContinuation { continuation in
      Task { @MainActor in
        let holder = SerialDisposable()
        holder.replace(
          with: emitter.signal.onValue(on: .main) { value in
            MainActor.assertIsolated()
            holder.dispose()
            continuation.resume(returning: value)
          })
        Task.detached { emitter.send(7) }
      }
    }
    #expect(received == 7)
  }
}
