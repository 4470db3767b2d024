import HeadlessUIKit
import Testing

/// Rules.md R-decl-5, R-decl-6: enum raw values and constants copied from the SDK.
@Suite struct UITableViewTypesTests {
  @Test func tableEnumsHaveTheSDKsRawValues() {
    #expect(
      [UITableView.Style.plain, .grouped, .insetGrouped].map(\.rawValue) == [0, 1, 2])
    #expect(
      [UITableView.ScrollPosition.none, .top, .middle, .bottom].map(\.rawValue) == [0, 1, 2, 3])
    #expect(
      [UITableView.RowAnimation.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
        .map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 100])
  }

  @Test func cellEnumsHaveTheSDKsRawValues() {
    #expect(
      [UITableViewCell.CellStyle.default, .value1, .value2, .subtitle].map(\.rawValue)
        == [0, 1, 2, 3])
    #expect(
      [UITableViewCell.SelectionStyle.none, .blue, .gray, .default].map(\.rawValue)
        == [0, 1, 2, 3])
    #expect([UITableViewCell.EditingStyle.none, .delete, .insert].map(\.rawValue) == [0, 1, 2])
    #expect(
      [
        UITableViewCell.AccessoryType.none, .disclosureIndicator, .detailDisclosureButton,
        .checkmark, .detailButton,
      ].map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(
      [UITableViewCell.SeparatorStyle.none, .singleLine, .singleLineEtched].map(\.rawValue)
        == [0, 1, 2])
    #expect([UIContextualAction.Style.normal, .destructive].map(\.rawValue) == [0, 1])
  }

  @MainActor @Test func defaultsMatchTheHeaderComments() {
    // Rules.md R-decl-6: selection on, multiple off, editing off, prefetching on, plain style.
    let table = UITableView(frame: .zero)
    #expect(table.style == .plain && table.allowsSelection && !table.allowsMultipleSelection)
    #expect(!table.allowsSelectionDuringEditing && !table.isEditing && table.isPrefetchingEnabled)
    #expect(table.separatorStyle == .singleLine)
    let cell = UITableViewCell(style: .default, reuseIdentifier: "id")
    #expect(cell.selectionStyle == .default && cell.accessoryType == .none)
    #expect(cell.detailTextLabel == nil && cell.textLabel != nil && cell.indentationWidth == 10)
    #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).detailTextLabel != nil)
  }
}
