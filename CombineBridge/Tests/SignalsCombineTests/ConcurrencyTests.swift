import Dispatch
import Signals
import SignalsCombine
import Synchronization
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@Suite struct ConcurrencyTests {
  @Test func valuesSentFromManyThreadsAllArriveOneAtATime() {
    let emitter = Emitter<Int>()
    let inside = Atomic(0)
    let overlaps = Atomic(0)
    let recorder = Recorder<Int, Never> { _, _ in
      if inside.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue > 1 {
        overlaps.wrappingAdd(1, ordering: .relaxed)
      }
      inside.wrappingSubtract(1, ordering: .acquiringAndReleasing)
      return .none
    }
    emitter.signal.publisher.subscribe(recorder)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for value in 0..<250 { emitter.send(thread * 1000 + value) }
    }
    #expect(recorder.values.count == 1000)
    #expect(overlaps.load(ordering: .relaxed) == 0)
    recorder.cancel()
  }

  @Test func cancellingFromAnotherThreadWhileSendingDeliversNothingAfterwards() {
    let emitter = Emitter<Int>()
    let recorder = Recorder<Int, Never>()
    emitter.signal.publisher.subscribe(recorder)
    DispatchQueue.concurrentPerform(iterations: 3) { thread in
      if thread == 0 {
        recorder.cancel()
      } else {
        for value in 0..<500 { emitter.send(value) }
      }
    }
    let count = recorder.values.count
    emitter.send(-1)
    #expect(recorder.values.count == count)
    #expect(!emitter.hasSubscribers)
  }
}
