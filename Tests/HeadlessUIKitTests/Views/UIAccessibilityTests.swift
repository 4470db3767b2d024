import Testing

@testable import HeadlessUIKit

/// Views carry UIKit's accessibility expanded status (Rules.md R-outline-1).
@MainActor @Suite struct UIAccessibilityTests {
  @Test func aViewIsNeitherExpandedNorCollapsedUntilToldSo() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.accessibilityExpandedStatus == .unsupported)
    cell.accessibilityExpandedStatus = .collapsed
    #expect(cell.accessibilityExpandedStatus == .collapsed)
  }

  @Test func theStatusesHaveUIKitsRawValues() {
    let statuses: [UIAccessibility.ExpandedStatus] = [.unsupported, .expanded, .collapsed]
    #expect(statuses.map(\.rawValue) == [0, 1, 2])
  }
}
