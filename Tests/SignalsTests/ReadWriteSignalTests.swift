import Signals
import Testing

@Suite struct ReadWriteSignalTests {
  @Test func settingTheValueStoresAndDeliversIt() {
    let count = ReadWriteSignal(0)
    let log = Log<Int>()
    let subscription = count.onValue { log.append($0) }
    count.value = 1
    count.value = 1
    #expect(count.value == 1)
    #expect(log.elements == [1, 1])
    subscription.dispose()
  }

  @Test func atOnceDeliversTheCurrentValueFirst() {
    let count = ReadWriteSignal(5)
    let log = Log<Int>()
    let subscription = count.atOnce().onValue { log.append($0) }
    count.value = 6
    #expect(log.elements == [5, 6])
    subscription.dispose()
  }

  @Test func readOnlySharesValueAndChanges() {
    let count = ReadWriteSignal(1)
    let readOnly = count.readOnly()
    let log = Log<Int>()
    let subscription = readOnly.atOnce().onValue { log.append($0) }
    count.value = 2
    #expect(readOnly.value == 2)
    #expect(log.elements == [1, 2])
    subscription.dispose()
  }

  @Test func plainDropsTheCurrentValue() {
    let count = ReadWriteSignal(1)
    let log = Log<Int>()
    let subscription = count.plain().onValue { log.append($0) }
    count.value = 2
    #expect(log.elements == [2])
    subscription.dispose()
  }

  @Test func constantReadSignalDeliversItsValueOnlyAtOnce() {
    let title = ReadSignal(constant: "Inbox")
    let log = Log<String>()
    let changes = title.onValue { log.append("change \($0)") }
    let current = title.atOnce().onValue { log.append("current \($0)") }
    #expect(title.value == "Inbox")
    #expect(log.elements == ["current Inbox"])
    changes.dispose()
    current.dispose()
  }
}
