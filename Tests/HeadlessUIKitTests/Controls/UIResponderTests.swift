import HeadlessUIKit
import Testing

/// Rules.md R-control-8: first-responder status.
@MainActor @Suite struct UIResponderTests {
  @Test func aPlainViewCannotBecomeFirstResponder() {
    let view = UIView()
    #expect(!view.canBecomeFirstResponder)
    #expect(!view.becomeFirstResponder())
    #expect(!view.isFirstResponder)
    #expect(view.resignFirstResponder())
  }
}
