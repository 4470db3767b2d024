import Testing

@testable import HeadlessUIKit

@Suite struct UIKitExceptionTests {
  @Test func theDescriptionIsUIKitsUncaughtExceptionLine() {
    // Rules.md R-exc-1: assertions raise NSInternalInconsistencyException with the reason.
    let exception = UIKitException(.internalInconsistencyException, reason: "boom")
    #expect(
      exception.description
        == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: 'boom'")
  }

  @Test func aFailedCheckStopsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      UIKitException.stopping { () throws(UIKitException) in
        throw UIKitException(.rangeException, reason: "out of range")
      }
    }
  }
}
