import HeadlessUIKit
import Testing

/// A delegate that logs the context-menu, focus and multiple-selection calls.
@MainActor
private final class MenuDelegate: NSObject, UITableViewDelegate,
  UICollectionViewDelegate
{
  let log: CallLog
  var menuPaths: Set<IndexPath> = [IndexPath(row: 0, section: 0)]
  var commitStyle = UIContextMenuInteractionCommitStyle.pop
  var unfocusable: Set<IndexPath> = []
  var allowsMultipleSelection = true

  init(log: CallLog) { self.log = log }

  func configuration(_ paths: [IndexPath]) -> UIContextMenuConfiguration? {
    guard paths.allSatisfy(menuPaths.contains) else { return nil }
    let log = self.log
    return UIContextMenuConfiguration(
      identifier: nil,
      previewProvider: {
        log.record("previewProvider")
        return nil
      },
      actionProvider: { _ in
        log.record("actionProvider")
        return UIMenu(children: [
          UIAction(title: "Copy") { _ in log.record("handler Copy") },
          UIMenu(
            title: "More", children: [UIAction(title: "Share") { _ in log.record("handler Share") }]
          ),
        ])
      })
  }

  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.record("configuration \(indexPath.logText)")
    return configuration([indexPath])
  }

  func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    log.record("highlightPreview")
    return nil
  }

  func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    log.record("dismissalPreview")
    return nil
  }

  func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    log.record("willPerformPreviewAction")
    animator.preferredCommitStyle = commitStyle
    let log = self.log
    animator.addCompletion { log.record("commit completion") }
  }

  func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.record("willDisplay")
  }

  func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.record("willEnd")
  }

  func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    !unfocusable.contains(indexPath)
  }

  func tableView(
    _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
  ) -> Bool {
    log.record(
      "shouldUpdateFocus \(context.previouslyFocusedIndexPath?.logText ?? "nil")→"
        + "\(context.nextFocusedIndexPath?.logText ?? "nil")")
    return true
  }

  func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {
    log.record("didUpdateFocus \(context.nextFocusedIndexPath?.logText ?? "nil")")
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.record("didSelect \(indexPath.logText)")
  }

  func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    log.record("shouldBeginMultipleSelection \(indexPath.logText) editing \(tableView.isEditing)")
    return allowsMultipleSelection
  }

  func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    log.record("didBeginMultipleSelection editing \(tableView.isEditing)")
  }

  func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
    log.record("didEndMultipleSelection")
  }
}

@MainActor @Suite struct ContextMenuSequenceTests {
  private func fixture(rows: [Int] = [3]) -> (TableFixture, MenuDelegate) {
    let fixture = TableFixture(rows: rows)
    let delegate = MenuDelegate(log: fixture.log)
    fixture.table.delegate = delegate
    fixture.table.layoutIfNeeded()
    fixture.log.clear()
    return (fixture, delegate)
  }

  @Test func aLongPressAsksForTheMenuThenItsPreviewsThenShowsIt() {
    let (fixture, delegate) = fixture()
    let session = fixture.table.headless.longPressRow(at: IndexPath(row: 0, section: 0))
    #expect(
      fixture.log.calls == [
        "configuration 0-0", "highlightPreview", "previewProvider", "actionProvider",
        "willDisplay",
      ])
    #expect(session?.actions.map(\.title) == ["Copy", "Share"])
    #expect(fixture.table.headless.longPressRow(at: IndexPath(row: 1, section: 0)) == nil)
    withExtendedLifetime(delegate) {}
  }

  @Test func choosingAnItemEndsTheMenuBeforeTheHandlerRuns() throws {
    let (fixture, delegate) = fixture()
    defer { withExtendedLifetime(delegate) {} }
    let session = try #require(
      fixture.table.headless.longPressRow(at: IndexPath(row: 0, section: 0)))
    fixture.log.clear()
    session.choose(try #require(session.actions.last))
    #expect(fixture.log.calls == ["willEnd", "dismissalPreview", "handler Share"])
    #expect(fixture.table.headless.contextMenu == nil)
  }

  @Test(arguments: [UIContextMenuInteractionCommitStyle.pop, .dismiss])
  func committingThePreviewTellsTheDelegateThenEndsTheMenu(
    style: UIContextMenuInteractionCommitStyle
  )
    throws
  {
    let (fixture, delegate) = fixture()
    delegate.commitStyle = style
    let session = try #require(
      fixture.table.headless.longPressRow(at: IndexPath(row: 0, section: 0)))
    fixture.log.clear()
    session.commitPreview()
    #expect(
      fixture.log.calls
        == ["willPerformPreviewAction", "willEnd"]
        + (style == .dismiss ? ["dismissalPreview"] : []) + ["commit completion"])
  }

  @Test func aSecondLongPressDismissesTheOpenMenuFirst() throws {
    let (fixture, delegate) = fixture()
    delegate.menuPaths.insert(IndexPath(row: 2, section: 0))
    let first = try #require(fixture.table.headless.longPressRow(at: IndexPath(row: 0, section: 0)))
    fixture.log.clear()
    _ = fixture.table.headless.longPressRow(at: IndexPath(row: 2, section: 0))
    #expect(first.hasEnded)
    #expect(fixture.log.calls.prefix(3) == ["willEnd", "dismissalPreview", "configuration 0-2"])
  }

  @Test func arrowKeysMoveFocusAcrossSectionsSkippingUnfocusableRows() {
    let (fixture, delegate) = fixture(rows: [2, 2])
    delegate.unfocusable = [IndexPath(row: 1, section: 0)]
    let table = fixture.table
    #expect(table.headless.moveFocus(.down))
    #expect(table.headless.moveFocus(.down))
    #expect(table.headless.moveFocus(.down))
    #expect(table.headless.moveFocus(.down) == false)
    #expect(
      fixture.log.calls == [
        "shouldUpdateFocus nil→0-0", "didUpdateFocus 0-0", "shouldUpdateFocus 0-0→1-0",
        "didUpdateFocus 1-0", "shouldUpdateFocus 1-0→1-1", "didUpdateFocus 1-1",
      ])
    #expect(table.headless.moveFocus(.first))
    #expect(table.headless.focusedIndexPath == IndexPath(row: 0, section: 0))
  }

  @Test func focusFollowsItsRowThroughUpdatesAndSelectionCanFollowIt() {
    let (fixture, delegate) = fixture()
    defer { withExtendedLifetime(delegate) {} }
    let table = fixture.table
    table.selectionFollowsFocus = true
    table.headless.moveFocus(.down)
    #expect(fixture.log.calls.last == "didSelect 0-0")
    fixture.dataSource.sections[0].insert("new", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    #expect(table.headless.focusedIndexPath == IndexPath(row: 1, section: 0))
    fixture.dataSource.sections[0].remove(at: 1)
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    #expect(table.headless.focusedIndexPath == nil)
  }

  @Test func focusEnteringTheTableReturnsToTheRememberedRow() {
    let (fixture, delegate) = fixture()
    defer { withExtendedLifetime(delegate) {} }
    let table = fixture.table
    table.remembersLastFocusedIndexPath = true
    table.headless.moveFocus(.down)
    table.headless.moveFocus(.down)
    table.headless.leaveFocus()
    #expect(table.headless.focusedIndexPath == nil)
    table.headless.enterFocus()
    #expect(table.headless.focusedIndexPath == IndexPath(row: 1, section: 0))
  }

  @Test func aTwoFingerPanEntersEditingThenSelectsEachRow() {
    let (fixture, delegate) = fixture()
    let table = fixture.table
    #expect(table.headless.twoFingerPan(from: IndexPath(row: 0, section: 0), through: []) == false)
    table.allowsMultipleSelectionDuringEditing = true
    delegate.allowsMultipleSelection = false
    #expect(table.headless.twoFingerPan(from: IndexPath(row: 0, section: 0), through: []) == false)
    delegate.allowsMultipleSelection = true
    fixture.log.clear()
    #expect(
      table.headless.twoFingerPan(
        from: IndexPath(row: 0, section: 0), through: [IndexPath(row: 1, section: 0)]))
    #expect(
      fixture.log.calls(startingWith: "should", "didBegin", "didSelect", "didEnd") == [
        "shouldBeginMultipleSelection 0-0 editing false", "didBeginMultipleSelection editing true",
        "didSelect 0-0", "didSelect 0-1", "didEndMultipleSelection",
      ])
    #expect(table.isEditing)
    #expect(table.indexPathsForSelectedRows?.count == 2)
  }

  @Test func postingALayoutChangeWithAViewMovesVoiceOverToIt() {
    let view = UIView(frame: .zero)
    let count = UIAccessibility.postedNotifications.count
    UIAccessibility.post(notification: .layoutChanged, argument: view)
    UIAccessibility.post(notification: .announcement, argument: "Done")
    #expect(UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView === view)
    #expect(UIAccessibility.focusedElement(using: .notificationSwitchControl) == nil)
    #expect(
      UIAccessibility.postedNotifications.dropFirst(count).map(\.notification) == [
        .layoutChanged, .announcement,
      ])
  }
}
