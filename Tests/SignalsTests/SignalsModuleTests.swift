import Signals
import Testing

@Test func moduleLinks() {
  #expect(String(describing: Signals.self) == "Signals")
}
