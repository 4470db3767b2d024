import HeadlessUIKit
import Testing

/// Rules.md R-scroll-6 and R-scroll-7: estimation and the estimate checks.
@MainActor @Suite struct UITableViewHeightTests {
  @Test func unmeasuredRowsCountAtTheirEstimateUntilShown() {
    // Rules.md R-scroll-6: contentSize.height = Σ measured heights + estimate × unmeasured rows.
    let fixture = TableFixture(rows: [100])
    fixture.table.estimatedRowHeight = 100
    fixture.table.layoutIfNeeded()
    // Rows 0…9 were shown and measured at 44 points each; rows 10…99 remain estimates.
    #expect(fixture.table.contentSize.height == 9440)  // 10 × 44 + 90 × 100
    #expect(!fixture.log.calls.contains("height 0-10"))
  }

  @Test func withEstimationOffEveryRowHeightIsAskedAtReload() {
    // Rules.md R-display-1: with estimation off, heightForRowAt is asked for every row when reloading.
    let fixture = TableFixture(rows: [30])
    fixture.table.estimatedRowHeight = 0
    fixture.table.reloadData()
    #expect(fixture.log.calls(startingWith: "height ").count == 30)
    #expect(!fixture.log.calls.contains { $0.hasPrefix("cellForRow") })
  }

  @Test func smallEstimatesAreStoredAsTwoAndTheDefaultIsAutomatic() {
    // Rules.md R-scroll-7: values in (0, 1] are stored as 2.0; Rules.md R-decl-6 defaults are automaticDimension.
    let table = UITableView(frame: .zero, style: .grouped)
    #expect(table.estimatedRowHeight == UITableView.automaticDimension)
    #expect(table.rowHeight == UITableView.automaticDimension)
    table.estimatedRowHeight = 0.5
    #expect(table.estimatedRowHeight == 2)
    table.estimatedSectionHeaderHeight = 0
    #expect(table.estimatedSectionHeaderHeight == 0)
  }

  @Test func aNegativeEstimateThrowsUIKitsText() {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(
      throws: UIKitException(
        .internalInconsistencyException,
        reason: "Invalid estimated row height set (-5). Value must be at least 0.0, or "
          + "UITableViewAutomaticDimension.")
    ) { try table.checked.setEstimatedRowHeight(-5) }
    #expect(table.estimatedRowHeight == UITableView.automaticDimension)
  }

  @Test func aNegativeEstimateStops() async {
    // Rules.md R-scroll-7: "Invalid estimated row height set (%g). Value must be at least 0.0, or …".
    await #expect(processExitsWith: .failure) {
      await MainActor.run { UITableView(frame: .zero, style: .plain).estimatedRowHeight = -5 }
    }
  }
}
