import BenchmarkRuntime
import Harness
import Testing

@Suite struct HeapCounterTests {
  private final class Probe {
    var payload = 0
  }

  @Test func countsEveryClassInstanceAllocatedBySwift() throws {
    try #require(HeapCounter.isAvailable, "heap counting is only available on Linux with glibc")
    let count = 1000
    let threadBefore = HeapCounter.threadAllocations
    let allBefore = HeapCounter.allocations
    for index in 0..<count {
      let probe = Probe()
      probe.payload = index
      consume(probe)
    }
    #expect(HeapCounter.threadAllocations - threadBefore == UInt64(count))
    #expect(HeapCounter.allocations - allBefore >= UInt64(count))
  }

  @Test func tracksTheBytesAThreadAllocatesUntilItFreesThem() throws {
    try #require(HeapCounter.isAvailable, "heap counting is only available on Linux with glibc")
    let count = 1000
    let size = 4096
    var blocks: [UnsafeMutableRawPointer] = []
    blocks.reserveCapacity(count)
    let before = HeapCounter.threadNetBytes
    let liveBefore = HeapCounter.liveBytes
    for _ in 0..<count {
      blocks.append(UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16))
    }
    let grown = HeapCounter.threadNetBytes - before
    let liveGrown = HeapCounter.liveBytes - liveBefore
    for block in blocks { block.deallocate() }
    let left = HeapCounter.threadNetBytes - before
    // malloc rounds each block up by at most a few words.
    #expect(grown >= Int64(count * size))
    #expect(grown <= Int64(count * (size + 64)))
    // Freed down to what the runtime caches lazily meanwhile (metadata, at most kilobytes);
    // uncounted frees would leave the whole four megabytes.
    #expect(abs(left) < 64 * 1024)
    // The process-wide figure moves with other tests' work too, but not by megabytes at once.
    #expect(liveGrown > Int64(count * size / 4))
  }
}
