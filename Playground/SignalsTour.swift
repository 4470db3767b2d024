import Signals
import SignalsTesting

/// A scripted tour of the Signals module: derived values, a debounced search on a virtual
/// clock, events printed as they flow, and what disposal stops.
@MainActor
enum SignalsTour {
  static func run() {
    let bag = DisposeBag()
    derivedValues(bag)
    debouncedSearch(bag)
    disposal(bag)
  }

  /// A read-write property bound to a value derived from two others.
  private static func derivedValues(_ bag: DisposeBag) {
    Transcript.heading("A read-write property bound to derived values")
    let quantity = ReadWriteSignal(1)
    let unitPrice = ReadWriteSignal(4)
    let summary = ReadWriteSignal("")
    bag += combineLatest(quantity, unitPrice)
      .map { quantity, price in "\(quantity) × \(price) = \(quantity * price)" }
      .atOnce()
      .bindTo(summary)
    bag += summary.atOnce().onValue { print("  summary ← \($0)") }
    print("  quantity = 3")
    quantity.value = 3
    print("  unitPrice = 5")
    unitPrice.value = 5
  }

  /// Keystrokes on a virtual clock; the search runs once typing pauses for 300 ms.
  private static func debouncedSearch(_ bag: DisposeBag) {
    Transcript.heading("A search field debounced on a virtual clock (300 ms)")
    let clock = TestScheduler(frameDuration: .milliseconds(100))
    let query = ReadWriteSignal("")
    bag += query.plain().onValue { print("  \(stamp(clock)) typed \"\($0)\"") }
    bag += query.plain()
      .debounce(.milliseconds(300), on: clock)
      .filter { !$0.isEmpty }
      .onValue { print("  \(stamp(clock)) search for \"\($0)\"") }
    let keystrokes: [(after: Int, text: String)] = [
      (0, "t"), (100, "ta"), (100, "tab"), (600, "tabl"), (100, "table"),
    ]
    for keystroke in keystrokes {
      clock.advance(by: .milliseconds(keystroke.after))
      query.value = keystroke.text
    }
    clock.advance(by: .seconds(1))
  }

  /// Disposing the bag ends every subscription: later sets print nothing.
  private static func disposal(_ bag: DisposeBag) {
    Transcript.heading("Disposal")
    let counter = ReadWriteSignal(0)
    let subscription = counter.plain().onValue { print("  counter ← \($0)") }
    bag += subscription
    counter.value = 1
    print("  bag.dispose()")
    bag.dispose()
    counter.value = 2
    print("  counter = 2 after disposal: nothing delivered")
  }

  private static func stamp(_ clock: TestScheduler) -> String {
    let milliseconds =
      clock.now.components.seconds * 1000
      + clock.now.components.attoseconds / 1_000_000_000_000_000
    return "[t=\(milliseconds) ms]"
  }
}
