import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct OptionalRequirementTests {
  final class Implements: NSObject, UIScrollViewDelegate {
    var shouldScroll = false
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { shouldScroll }
  }

  final class Omits: NSObject, UIScrollViewDelegate {}

  @Test func aDefaultImplementationReportsTheRequirementAsMissing() {
    // Reference §1.4 / DESIGN.md: the default does what UIKit does and records that it ran.
    let scrollView = UIScrollView()
    let omitted = OptionalRequirement.call { Omits().scrollViewShouldScrollToTop(scrollView) }
    #expect(omitted.value == true && omitted.isImplemented == false)
    let implemented = OptionalRequirement.call {
      Implements().scrollViewShouldScrollToTop(scrollView)
    }
    #expect(implemented.value == false && implemented.isImplemented == true)
  }

  @Test func nestedProbesDoNotDisturbTheOuterAnswer() {
    let scrollView = UIScrollView()
    let outer = OptionalRequirement.call {
      let inner = OptionalRequirement.call { Omits().scrollViewDidScroll(scrollView) }
      #expect(inner.isImplemented == false)
      return Implements().scrollViewShouldScrollToTop(scrollView)
    }
    #expect(outer.isImplemented)
  }
}
