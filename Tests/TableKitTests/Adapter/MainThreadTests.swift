import Testing

@testable import TableKit

@Suite struct MainThreadTests {
  @Test func theMainActorIsRecognisedAndOtherThreadsAreNot() async {
    #expect(await MainActor.run { MainThread.isOnMainActor })
    #expect(await Task.detached { MainThread.isOnMainActor }.value == false)
  }
}
