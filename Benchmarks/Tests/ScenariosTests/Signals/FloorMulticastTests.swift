import Scenarios
import Testing

@Suite struct FloorMulticastTests {
  @Test func sendsToEverySubscriberUntilItIsRemoved() {
    final class Log { var values: [String] = [] }
    let log = Log()
    let multicast = FloorMulticast<Int>()
    let first = multicast.add { log.values.append("first \($0)") }
    _ = multicast.add { log.values.append("second \($0)") }
    multicast.send(1)
    multicast.remove(first)
    multicast.send(2)
    #expect(log.values == ["first 1", "second 1", "second 2"])
  }

  @Test func reusesTheSlotOfARemovedSubscriber() {
    let multicast = FloorMulticast<Int>()
    let first = multicast.add { _ in }
    multicast.remove(first)
    #expect(multicast.add { _ in } == first)
  }

  @Test func propertyCallsSubscribersWithEachNewValue() {
    final class Log { var values: [Int] = [] }
    let log = Log()
    let property = FloorProperty(0)
    _ = property.multicast.add { log.values.append($0) }
    property.value = 3
    property.value = 4
    #expect(log.values == [3, 4])
    #expect(property.value == 4)
  }
}
