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

  @Test func tracksBytesOfLiveAllocationsUntilTheyAreFreed() throws {
    try #require(HeapCounter.isAvailable, "heap counting is only available on Linux with glibc")
    let count = 1000
    let size = 4096
    // The byte count is process-wide: tests running in parallel move it by a few kilobytes,
    // far less than the four megabytes measured here.
    let noise: Int64 = 64 * 1024
    var blocks: [UnsafeMutableRawPointer] = []
    blocks.reserveCapacity(count)
    let before = HeapCounter.liveBytes
    for _ in 0..<count {
      blocks.append(UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16))
    }
    let grown = HeapCounter.liveBytes - before
    // malloc rounds each block up by at most a few words.
    #expect(grown >= Int64(count * size) - noise)
    #expect(grown <= Int64(count * (size + 64)) + noise)
    for block in blocks { block.deallocate() }
    #expect(abs(HeapCounter.liveBytes - before) < noise)
  }
}
