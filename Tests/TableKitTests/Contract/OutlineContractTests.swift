import TableKitTesting
import Testing

@testable import TableKit

/// An outline shows a tree of any depth on either kit: parents expand and collapse by the
/// user's tap and by the app, children arrive as animated inserts and leave as deletes, and the
/// expansion state, kept by identity, survives new trees.
@MainActor @Suite(.keepsWindows) struct OutlineContractTests {
  @Test(arguments: KitKind.allCases)
  func tappingAParentInsertsItsChildrenAndTappingAgainDeletesThem(kind: KitKind) async {
    let fixture = OutlineFixture(kind)
    #expect(fixture.names == ["Documents", "Photos", "readme"])
    let cell = fixture.driver.cell(at: IndexPath(row: 0, section: 0))
    let batches = fixture.driver.batchCount
    await fixture.tap(0)
    #expect(fixture.names == ["Documents", "Work", "notes", "Photos", "readme"])
    #expect(fixture.driver.batchCount == batches + 1)
    #expect(fixture.driver.cell(at: IndexPath(row: 0, section: 0)) === cell)
    #expect(fixture.driver.selectedPaths.isEmpty)
    await fixture.tap(0)
    #expect(fixture.names == ["Documents", "Photos", "readme"])
    #expect(fixture.outline.expanded.value.isEmpty)
  }

  @Test(arguments: KitKind.allCases)
  func collapsingAParentHidesEveryDescendantAndExpandingRestoresTheirOwnState(kind: KitKind) async {
    let fixture = OutlineFixture(kind)
    await fixture.tap(0)
    await fixture.tap(1)
    #expect(fixture.names == ["Documents", "Work", "plan", "notes", "Photos", "readme"])
    await fixture.tap(0)
    #expect(fixture.names == ["Documents", "Photos", "readme"])
    #expect(fixture.outline.expanded.value == [2])
    await fixture.tap(0)
    #expect(fixture.names == ["Documents", "Work", "plan", "notes", "Photos", "readme"])
  }

  @Test(arguments: KitKind.allCases)
  func aParentThatMovesOrWhoseChildrenChangeKeepsItsExpansion(kind: KitKind) {
    let fixture = OutlineFixture(kind, expanded: ReadWriteSignal([1]))
    #expect(fixture.names == ["Documents", "Work", "notes", "Photos", "readme"])
    fixture.tree.value = [
      .file(7, "readme"),
      .folder(1, "Documents", [.file(4, "notes"), .file(8, "draft")]),
    ]
    fixture.driver.view.finishAnimations()
    #expect(fixture.names == ["readme", "Documents", "notes", "draft"])
    // A removed parent's state is kept: it comes back expanded.
    fixture.tree.value = documentsTree
    fixture.driver.view.finishAnimations()
    #expect(fixture.names == ["Documents", "Work", "notes", "Photos", "readme"])
  }

  @Test(arguments: KitKind.allCases)
  func theAppExpandsThroughASignalItOwnsWithoutEvents(kind: KitKind) {
    let expanded = ReadWriteSignal<Set<Int>>([])
    let fixture = OutlineFixture(kind, expanded: expanded)
    let events = Recorder(fixture.outline.didExpand)
    fixture.outline.shouldExpand = { _ in false }
    expanded.value = [1, 2, 5]
    fixture.driver.view.finishAnimations()
    #expect(fixture.names == ["Documents", "Work", "plan", "notes", "Photos", "beach", "readme"])
    #expect(events.values.isEmpty)
  }

  @Test(arguments: KitKind.allCases)
  func theUsersExpansionsAndCollapsesAreEventsTheAppMayRefuse(kind: KitKind) async {
    let fixture = OutlineFixture(kind)
    let expanded = Recorder(fixture.outline.didExpand)
    let collapsed = Recorder(fixture.outline.didCollapse)
    fixture.outline.shouldExpand = { $0.id != 5 }
    await fixture.tap(1)  // Photos: refused
    #expect(fixture.names == ["Documents", "Photos", "readme"])
    await fixture.tap(0)
    await fixture.tap(0)
    #expect(expanded.values.map(\.name) == ["Documents"])
    #expect(collapsed.values.map(\.name) == ["Documents"])
    #expect(fixture.outline.toggle(7) == false)  // a leaf
    #expect(fixture.outline.expand(99) == false)  // not in the tree
    #expect(fixture.outline.expand(2))  // hidden under a collapsed parent
    #expect(fixture.outline.isExpanded(2))
    #expect(fixture.names == ["Documents", "Photos", "readme"])
  }

  @Test(arguments: KitKind.allCases)
  func aTapOnALeafSelectsItAndAParentOfASelectingOutlineToo(kind: KitKind) async {
    let fixture = OutlineFixture(kind, expanded: ReadWriteSignal([1]), tap: .selects)
    await fixture.tap(0)
    #expect(fixture.driver.kit.selection.value == [Note(1, "Documents")])
    #expect(fixture.names == ["Documents", "Work", "notes", "Photos", "readme"])
    await fixture.tap(2)
    #expect(fixture.driver.kit.selection.value == [Note(4, "notes")])
    // The accessory's path.
    #expect(fixture.outline.toggle(1))
    fixture.driver.view.finishAnimations()
    #expect(fixture.names == ["Documents", "Photos", "readme"])
  }

  @Test(arguments: KitKind.allCases)
  func cellsSayWhetherTheirParentIsExpandedAndTableCellsTheirLevel(kind: KitKind) async {
    let fixture = OutlineFixture(kind, expanded: ReadWriteSignal([1]))
    #expect(
      fixture.driver.expandedStatuses == [
        .expanded, .collapsed, .unsupported, .collapsed, .unsupported,
      ])
    if kind == .table {
      let levels = fixture.driver.visiblePaths.map {
        (fixture.driver.cell(at: $0) as? UITableViewCell)?.indentationLevel
      }
      #expect(levels == [0, 1, 1, 0, 0])
    }
    // Expanding changes no row's content: the kept cell is told without a reconfigure.
    await fixture.tap(1)
    #expect(fixture.driver.expandedStatuses[1] == .expanded)
    #expect(fixture.names == ["Documents", "Work", "plan", "notes", "Photos", "readme"])
  }

  @Test(arguments: KitKind.allCases)
  func testsScriptExpandAndCollapseThroughTheUsersTap(kind: KitKind) async throws {
    let fixture = OutlineFixture(kind)
    let first = IndexPath(row: 0, section: 0)
    try fixture.driver.expand(first)
    await waitForDeferredUpdates()
    #expect(fixture.names == ["Documents", "Work", "notes", "Photos", "readme"])
    #expect(throws: InteractionError.self) { try fixture.driver.expand(first) }
    #expect(throws: InteractionError.self) {
      try fixture.driver.expand(IndexPath(row: 2, section: 0))  // notes, a leaf
    }
    try fixture.driver.collapse(first)
    await waitForDeferredUpdates()
    #expect(fixture.names == ["Documents", "Photos", "readme"])
  }

  @Test(arguments: KitKind.allCases)
  func aScriptedExpandThatTheTapDoesNotDoThrows(kind: KitKind) {
    let fixture = OutlineFixture(kind, tap: .selects)
    #expect {
      try fixture.driver.expand(IndexPath(row: 0, section: 0))
    } throws: { error in
      (error as? InteractionError)?.message.contains("OutlineTap.selects") == true
    }
  }

  @Test(arguments: KitKind.allCases)
  func rapidTogglesWhileUpdatesAnimateEndOnTheLatestState(kind: KitKind) {
    let fixture = OutlineFixture(kind)
    for id in [1, 2, 1, 5, 1, 2, 5] { fixture.outline.toggle(id) }
    #expect(fixture.driver.pendingAnimationCount > 0)
    fixture.driver.view.finishAnimations()
    #expect(fixture.outline.expanded.value == [1])
    #expect(fixture.names == ["Documents", "Work", "notes", "Photos", "readme"])
  }

  @Test(arguments: KitKind.allCases)
  func childrenLoadedWhenFirstExpandedShowALoadingRowUntilTheyArrive(kind: KitKind) async {
    // Music (10) has children not loaded yet: an empty list makes it a parent.
    let fixture = OutlineFixture(kind, [.folder(10, "Music", [])])
    let bag = DisposeBag()
    let tree = fixture.tree
    var requests: [Int] = []
    bag += fixture.outline.didExpand.onValue { folder in
      guard folder.children == [] else { return }
      requests.append(folder.id)
      tree.value = [.folder(10, "Music", [.file(11, "Loading…")])]
    }
    await fixture.tap(0)
    #expect(fixture.names == ["Music", "Loading…"])
    #expect(requests == [10])
    tree.value = [.folder(10, "Music", [.file(12, "song"), .file(13, "album")])]
    fixture.driver.view.finishAnimations()
    #expect(fixture.names == ["Music", "song", "album"])
  }

  @Test(arguments: KitKind.allCases)
  func anOutlineBesidePlainRowsAndAnotherOutlineTogglesItsOwnRows(kind: KitKind) async {
    let driver: KitDriver<EmptySection, Note> = kind.make(height: 440)
    let photos = Outline(ReadSignal(constant: [documentsTree[1]]), id: \.id, children: \.children) {
      folder, _ in folder.note
    }
    let documents = Outline(
      ReadSignal(constant: [documentsTree[0]]), id: \.id, children: \.children
    ) { folder, _ in folder.note }
    let bag = DisposeBag()
    bag += driver.kit.show([
      (EmptySection(), [.row(Note(100, "Title")), .group(photos)]),
      (EmptySection(), [.group(documents), .row(Note(101, "Footer"))]),
    ])
    driver.view.finishAnimations()
    driver.tap(IndexPath(row: 0, section: 1))
    await waitForDeferredUpdates()
    driver.tap(IndexPath(row: 1, section: 0))
    await waitForDeferredUpdates()
    #expect(
      driver.rendered == [
        "0-0 Title", "0-1 Photos", "0-2 beach", "1-0 Documents", "1-1 Work", "1-2 notes",
        "1-3 Footer",
      ])
    #expect(photos.expanded.value == [5])
    #expect(documents.expanded.value == [1])
  }

  @Test(arguments: KitKind.allCases)
  func aToggleFromInsideAConfigureClosureWaitsForUIKitsPass(kind: KitKind) {
    let driver: KitDriver<EmptySection, Note> = kind.make(height: 440)
    let tree = ReadWriteSignal(documentsTree)
    let bag = DisposeBag()
    var outline: Outline<Folder, Int, Note>?
    driver.registerCell { label, row, _ in
      label.text = row.text
      // Opening Photos the first time its row is configured, from inside UIKit's pass.
      if row.id == 5, let outline, !outline.isExpanded(5) { outline.toggle(5) }
    }
    let made = Outline(tree.readOnly(), id: \.id, children: \.children) { folder, _ in folder.note }
    outline = made
    bag += driver.kit.show([(EmptySection(), [.group(made)])])
    driver.view.layoutIfNeeded()
    driver.view.finishAnimations()
    #expect(driver.kit.table.value.map(\.text) == ["Documents", "Photos", "beach", "readme"])
  }
}

/// What cells keep once the outline that decorated them is gone.
@MainActor @Suite(.keepsWindows) struct OutlineCellReuseTests {
  @Test(arguments: KitKind.allCases)
  func cellsReusedAfterTheOutlineWentShowNothingOfIt(kind: KitKind) {
    let fixture = OutlineFixture(kind, expanded: ReadWriteSignal([1]))
    fixture.bag.dispose()
    fixture.driver.kit.table.value = notes(20...24)
    fixture.driver.view.finishAnimations()
    #expect(fixture.driver.expandedStatuses.allSatisfy { $0 == .unsupported })
    let levels = fixture.driver.visiblePaths.compactMap {
      (fixture.driver.cell(at: $0) as? UITableViewCell)?.indentationLevel
    }
    #expect(levels.allSatisfy { $0 == 0 })
  }
}
