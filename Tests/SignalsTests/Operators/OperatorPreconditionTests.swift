import Signals
import Testing

/// Counts that make no sense stop with a message naming the fix.
@Suite struct OperatorPreconditionTests {
  @Test func bufferOfZeroStops() async {
    await #expect(processExitsWith: .failure) {
      _ = Emitter<Int>().signal.buffer(count: 0)
    }
  }

  @Test func takeOfANegativeCountStops() async {
    await #expect(processExitsWith: .failure) {
      _ = Emitter<Int>().signal.take(-1)
    }
  }

  @Test func skipOfANegativeCountStops() async {
    await #expect(processExitsWith: .failure) {
      _ = Emitter<Int>().signal.skip(-1)
    }
  }
}
