import HeadlessUIKit
import Testing

/// Reference §3.8 "Estimation" and the estimate checks.
@MainActor @Suite struct UITableViewHeightTests {
  @Test func unmeasuredRowsCountAtTheirEstimateUntilShown() {
    // §3.8: contentSize.height = Σ measured heights + estimate × unmeasured rows [E S9].
    let fixture = TableFixture(rows: [100])
    fixture.table.estimatedRowHeight = 100
    fixture.table.layoutIfNeeded()
    // Rows 0…9 were shown and measured at 44 points each; rows 10…99 remain estimates.
    #expect(fixture.table.contentSize.height == 9440)  // 10 × 44 + 90 × 100
    #expect(!fixture.log.calls.contains("height 0-10"))
  }

  @Test func withEstimationOffEveryRowHeightIsAskedAtReload() {
    // §3.4: with estimation off, heightForRowAt is asked for every row when reloading.
    let fixture = TableFixture(rows: [30])
    fixture.table.estimatedRowHeight = 0
    fixture.table.reloadData()
    #expect(fixture.log.calls(startingWith: "height ").count == 30)
    #expect(!fixture.log.calls.contains { $0.hasPrefix("cellForRow") })
  }

  @Test func smallEstimatesAreStoredAsTwoAndTheDefaultIsAutomatic() {
    // §3.8 [V S13]: values in (0, 1] are stored as 2.0; §1.9 defaults are automaticDimension.
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
    // §3.8: "Invalid estimated row height set (%g). Value must be at least 0.0, or …".
    await #expect(processExitsWith: .failure) {
      await MainActor.run { UITableView(frame: .zero, style: .plain).estimatedRowHeight = -5 }
    }
  }
}
