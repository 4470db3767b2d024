import HeadlessUIKit
import Testing

/// Rules.md R-control-7: segments, the selection, and code changes that send no action.
@MainActor @Suite struct UISegmentedControlTests {
  @Test func aSegmentedControlStartsWithNoSegmentAndSettingTheIndexSendsNoAction() {
    let control = UISegmentedControl(items: ["Day", "Week", "Month"])
    var count = 0
    control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
    #expect(control.numberOfSegments == 3)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(UISegmentedControl.noSegment == -1)
    control.selectedSegmentIndex = 1
    #expect(control.titleForSegment(at: 1) == "Week")
    #expect(count == 0)
  }

  @Test func removingTheSelectedSegmentClearsTheSelection() {
    let control = UISegmentedControl(items: ["A", "B", "C"])
    control.selectedSegmentIndex = 2
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 1)
    control.removeSegment(at: 1, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test func segmentsMadeFromActionsAreTitledByThem() {
    let control = UISegmentedControl(
      frame: .zero,
      actions: [
        UIAction(title: "List", identifier: UIAction.Identifier("list")) { _ in },
        UIAction(title: "Grid", identifier: UIAction.Identifier("grid")) { _ in },
      ])
    #expect(control.titleForSegment(at: 1) == "Grid")
    #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("grid")) == 1)
    #expect(control.actionForSegment(at: 0)?.title == "List")
  }
}
