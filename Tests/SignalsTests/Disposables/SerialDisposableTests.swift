import Signals
import Testing

@Suite struct SerialDisposableTests {
  @Test func replacingDisposesThePrevious() {
    let log = Log<String>()
    let serial = SerialDisposable()
    serial.replace(with: Disposer { log.append("a") })
    serial.replace(with: Disposer { log.append("b") })
    #expect(log.elements == ["a"])
    serial.dispose()
    #expect(log.elements == ["a", "b"])
    #expect(serial.isDisposed)
  }

  @Test func replacementAfterDisposeIsDisposedAtOnce() {
    let log = Log<String>()
    let serial = SerialDisposable()
    serial.dispose()
    serial.replace(with: Disposer { log.append("late") })
    #expect(log.elements == ["late"])
  }
}
