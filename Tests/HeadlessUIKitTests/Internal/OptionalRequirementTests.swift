import Testing

@testable import HeadlessUIKit

/// The name a probe gives `UIScrollViewDelegate.scrollViewShouldScrollToTop(_:)`.
private let shouldScrollToTop = "scrollViewShouldScrollToTop(_:)"

/// Rules.md R-opt-1 / DESIGN.md: a default does what UIKit does and reports that it ran, for its
/// own requirement and conformer; a probe answers for the requirement and conformer it names.
@MainActor @Suite struct OptionalRequirementTests {
  final class Implements: NSObject, UIScrollViewDelegate {
    var shouldScroll = false
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { shouldScroll }
  }

  final class Omits: NSObject, UIScrollViewDelegate {}

  /// Implements `scrollViewShouldScrollToTop(_:)` by asking another delegate that lacks it.
  final class Forwards: NSObject, UIScrollViewDelegate {
    let target = Omits()
    var inner: (value: Bool, isImplemented: Bool)?
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      let inner = OptionalRequirement.call(shouldScrollToTop, of: target) {
        target.scrollViewShouldScrollToTop(scrollView)
      }
      self.inner = inner
      return !inner.value
    }
  }

  let scrollView = UIScrollView()

  @Test func aDefaultImplementationReportsTheRequirementAsMissing() {
    let omitted = OptionalRequirement.call(shouldScrollToTop, of: Omits()) { [scrollView] in
      Omits().scrollViewShouldScrollToTop(scrollView)
    }
    #expect(omitted.isImplemented)  // another conformer's default says nothing of this one
    let omits = Omits()
    let missing = OptionalRequirement.call(shouldScrollToTop, of: omits) {
      omits.scrollViewShouldScrollToTop(scrollView)
    }
    #expect(missing.value == true && missing.isImplemented == false)
    let implements = Implements()
    let implemented = OptionalRequirement.call(shouldScrollToTop, of: implements) {
      implements.scrollViewShouldScrollToTop(scrollView)
    }
    #expect(implemented.value == false && implemented.isImplemented == true)
  }

  @Test func defaultsOfOtherRequirementsDoNotCount() {
    // The old single flag judged an implemented method missing when it reached any default.
    let implements = Implements()
    let probe = OptionalRequirement.call(shouldScrollToTop, of: implements) {
      implements.scrollViewDidScroll(scrollView)
      implements.scrollViewDidEndDecelerating(scrollView)
      return implements.scrollViewShouldScrollToTop(scrollView)
    }
    #expect(probe.isImplemented)
  }

  @Test func nestedProbesDoNotDisturbTheOuterAnswer() {
    let implements = Implements()
    let omits = Omits()
    let outer = OptionalRequirement.call(shouldScrollToTop, of: implements) {
      let inner = OptionalRequirement.call("scrollViewDidScroll(_:)", of: omits) {
        omits.scrollViewDidScroll(scrollView)
      }
      #expect(inner.isImplemented == false)
      return implements.scrollViewShouldScrollToTop(scrollView)
    }
    #expect(outer.isImplemented)
    let missing = OptionalRequirement.call("scrollViewDidScroll(_:)", of: omits) {
      let inner = OptionalRequirement.call(shouldScrollToTop, of: implements) {
        implements.scrollViewShouldScrollToTop(scrollView)
      }
      #expect(inner.isImplemented)
      omits.scrollViewDidScroll(scrollView)
    }
    #expect(!missing.isImplemented)
  }

  @Test func aMethodForwardingToAnotherConformersDefaultIsImplemented() {
    // The same requirement, reached reentrantly on another conformer: UIKit's respondsToSelector
    // asks the forwarding object, which implements the method.
    let forwards = Forwards()
    let outer = OptionalRequirement.call(shouldScrollToTop, of: forwards) {
      forwards.scrollViewShouldScrollToTop(scrollView)
    }
    #expect(outer.value == false && outer.isImplemented)
    #expect(forwards.inner?.value == true && forwards.inner?.isImplemented == false)
  }
}
