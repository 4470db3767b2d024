// Runs against HeadlessUIKit only: TableKitTesting scripts context menus, keys, pans and
// VoiceOver there (ContextMenu, press(_:), twoFingerPan and VoiceOverRecorder are headless-only).
#if !canImport(UIKit)
  import TableKitTesting
  import Testing

  @testable import TableKit

  /// One declaration of a row's actions reaches the context menu, VoiceOver and the keyboard on
  /// both kits, and every invocation arrives as one typed event with the row and the action.
  @MainActor @Suite(.keepsWindows) struct RowActionContractTests {
    private static func actions(for note: Note) -> [RowAction] {
      [
        RowAction(id: "pin", title: "Pin \(note.text)").keyboardShortcut("p", modifiers: .command),
        RowAction(id: "delete", title: "Delete", attributes: .destructive),
        RowAction(id: "archive", title: "Archive", attributes: note.id == 2 ? .disabled : []),
        RowAction(id: "flag", title: "Flag", placements: []).swipe(.leading),
      ]
    }

    private func kit(_ kind: KitKind, _ table: Table<EmptySection, Note> = notes([1, 2, 3]))
      -> KitDriver<EmptySection, Note>
    {
      let driver = kind.make(table)
      driver.kit.rowActions = Self.actions(for:)
      driver.view.layoutIfNeeded()
      return driver
    }

    // MARK: Context menus

    @Test(arguments: KitKind.allCases)
    func theContextMenuShowsTheMenuActionsWithTheirAttributes(kind: KitKind) {
      let driver = kit(kind)
      let menu = driver.longPress(IndexPath(row: 1, section: 0))
      #expect(menu.titles == ["Pin n2", "Delete", "Archive"])
      #expect(menu.destructiveTitles == ["Delete"])
      #expect(menu.disabledTitles == ["Archive"])
      #expect(menu.previewViewController == nil)
    }

    @Test(arguments: KitKind.allCases)
    func choosingAMenuItemReportsTheRowAndTheActionOnce(kind: KitKind) {
      let driver = kit(kind)
      let invoked = Recorder(driver.kit.didInvokeAction)
      let events = Recorder(driver.kit.contextMenuEvents)
      let menu = driver.longPress(IndexPath(row: 0, section: 0))
      menu.chooseItem(titled: "Delete")
      #expect(invoked.values.map(\.row) == [Note(1)])
      #expect(invoked.values.map(\.action.id) == ["delete"])
      #expect(invoked.values.map(\.source) == [.contextMenu])
      #expect(invoked.values.map(\.indexPath) == [IndexPath(row: 0, section: 0)])
      #expect(events.values.map(\.kind) == [.willDisplay, .willEnd])
      #expect(menu.hasEnded)
    }

    @Test(arguments: KitKind.allCases)
    func aRowWithoutMenuActionsOrPreviewHasNoMenu(kind: KitKind) {
      let driver = kind.make(notes([1, 2]))
      #expect(driver.contextMenu(at: IndexPath(row: 0, section: 0)) == nil)
      driver.kit.rowActions = { _ in [RowAction(title: "Flag", placements: []).swipe(.trailing)] }
      #expect(driver.contextMenu(at: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test(arguments: KitKind.allCases)
    func committingThePreviewReportsTheRowToOpenAfterTheMenuEnds(kind: KitKind) {
      let driver = kit(kind)
      driver.kit.contextMenuPreview = { note in
        let controller = UIViewController()
        controller.title = note.text
        return controller
      }
      let events = Recorder(driver.kit.contextMenuEvents)
      let opened = Recorder(driver.kit.didCommitPreview)
      let menu = driver.longPress(IndexPath(row: 2, section: 0))
      #expect(menu.previewViewController?.title == "n3")
      menu.commitPreview()
      #expect(events.values.map(\.kind) == [.willDisplay, .willEnd, .commitPreview])
      #expect(opened.values == [Note(3)])
    }

    @Test(arguments: KitKind.allCases)
    func theMenuReturnsToItsRowsCellWhereTheRowIsNow(kind: KitKind) {
      let driver = kit(kind)
      let menu = driver.longPress(IndexPath(row: 0, section: 0))
      #expect(menu.highlightPreview?.view === driver.cell(at: IndexPath(row: 0, section: 0)))
      driver.kit.table.value = notes([7, 1, 2, 3])
      driver.view.layoutIfNeeded()
      menu.dismiss()
      #expect(menu.dismissalPreview?.view === driver.cell(at: IndexPath(row: 1, section: 0)))
    }

    @Test(arguments: KitKind.allCases)
    func aMenuItemChosenAfterItsRowLeftTheTableInvokesNothing(kind: KitKind) {
      let driver = kit(kind)
      let invoked = Recorder(driver.kit.didInvokeAction)
      let menu = driver.longPress(IndexPath(row: 0, section: 0))
      driver.kit.table.value = notes([2, 3])
      menu.chooseItem(titled: "Delete")
      #expect(invoked.values.isEmpty)
      #expect(menu.dismissalPreview == nil)
    }

    @Test(arguments: KitKind.allCases)
    func aTableSetFromAnInvocationIsShownOnceUIKitsPassEnds(kind: KitKind) async {
      let driver = kit(kind)
      let bag = DisposeBag()
      bag += driver.kit.didInvokeAction.onValue { [weak driver] invocation in
        guard let driver else { return }
        driver.kit.table.value = Table(rows: driver.kit.table.value.filter { $0 != invocation.row })
      }
      driver.longPress(IndexPath(row: 1, section: 0)).chooseItem(titled: "Delete")
      await waitForDeferredUpdates()
      driver.view.finishAnimations()
      #expect(driver.rendered == ["0-0 n1", "0-1 n3"])
    }

    @Test(arguments: KitKind.allCases)
    func anActionInvokedWhileAnUpdateAnimatesFindsItsRowByIdentity(kind: KitKind) {
      let driver = kit(kind)
      let invoked = Recorder(driver.kit.didInvokeAction)
      let menu = driver.longPress(IndexPath(row: 2, section: 0))
      driver.kit.table.value = notes([3, 1, 2])
      #expect(driver.pendingAnimationCount > 0)
      menu.chooseItem(titled: "Pin n3")
      #expect(invoked.values.map(\.indexPath) == [IndexPath(row: 0, section: 0)])
      #expect(invoked.values.map(\.row) == [Note(3)])
    }

    // MARK: VoiceOver

    @Test(arguments: KitKind.allCases)
    func voiceOverOffersTheRowsEnabledActionsAndPerformsThem(kind: KitKind) {
      let driver = kit(kind)
      let invoked = Recorder(driver.kit.didInvokeAction)
      #expect(
        driver.accessibilityActionNames(at: IndexPath(row: 1, section: 0)) == ["Pin n2", "Delete"])
      #expect(
        driver.spokenText == "n1, Actions available\nn2, Actions available\nn3, Actions available")
      #expect(driver.performAccessibilityAction("Pin n2", at: IndexPath(row: 1, section: 0)))
      #expect(invoked.values.map(\.row) == [Note(2)])
      #expect(invoked.values.map(\.source) == [.accessibility])
    }

    @Test(arguments: KitKind.allCases)
    func voiceOverActionsFollowTheirRowsAndTheActionsClosure(kind: KitKind) {
      let driver = kit(kind)
      let invoked = Recorder(driver.kit.didInvokeAction)
      driver.kit.table.value = notes([1, 4, 2, 3])
      driver.view.layoutIfNeeded()
      driver.performAccessibilityAction("Pin n2", at: IndexPath(row: 2, section: 0))
      #expect(invoked.values.map(\.indexPath) == [IndexPath(row: 2, section: 0)])
      driver.kit.rowActions = nil
      #expect(driver.accessibilityActionNames(at: IndexPath(row: 0, section: 0)) == [])
      #expect(driver.spokenText.contains("Actions available") == false)
    }

    @Test(arguments: KitKind.allCases)
    func selectedRowsAreSpokenAsSelected(kind: KitKind) {
      let driver = kind.make(notes([1, 2]))
      driver.tap(row: 1)
      #expect(driver.spokenText == "n1\nn2, Selected")
    }

    @Test(arguments: KitKind.allCases)
    func insertedRowsAreAnnounced(kind: KitKind) {
      let driver = kind.make(notes([1, 2]))
      driver.kit.insertionAnnouncement = { note in note.id == 9 ? nil : "Added \(note.text)" }
      let voiceOver = VoiceOverRecorder()
      driver.kit.table.value = notes([1, 5, 2, 6, 9])
      #expect(voiceOver.announcements == ["Added n5, Added n6"])
      driver.kit.table.value = notes([1, 2])
      #expect(voiceOver.announcements == ["Added n5, Added n6"])
    }

    @Test(arguments: KitKind.allCases)
    func voiceOverStaysOnItsRowAcrossUpdates(kind: KitKind) {
      let driver = kind.make(notes([1, 2, 3]))
      driver.moveVoiceOverFocus(to: IndexPath(row: 1, section: 0))
      driver.kit.table.value = notes([4, 5, 1, 3, 2])
      driver.view.layoutIfNeeded()
      #expect(driver.voiceOverFocusedPath == IndexPath(row: 4, section: 0))
      #expect(driver.cell(at: IndexPath(row: 4, section: 0)).flatMap(firstLabelText) == "n2")
    }

    // MARK: Keyboard focus

    @Test(arguments: KitKind.allCases)
    func arrowKeysMoveTheFocusedRowAcrossSections(kind: KitKind) {
      let driver = kind.make(
        Table(sections: [(EmptySection(), [Note(1), Note(2)]), (EmptySection(), [Note(3)])]))
      driver.view.layoutIfNeeded()
      let focused = Recorder(driver.kit.focusedRow)
      #expect(driver.press(.down))
      #expect(driver.press(.down))
      #expect(driver.press(.down))
      #expect(driver.press(.down) == false)
      #expect(driver.focusedPath == IndexPath(row: 0, section: 1))
      #expect(driver.press(.up))
      #expect(focused.values == [Note(1), Note(2), Note(3), Note(2)])
    }

    @Test(arguments: KitKind.allCases)
    func theFocusedRowKeepsItsIdentityAcrossTableSets(kind: KitKind) {
      let driver = kind.make(notes([1, 2, 3]))
      driver.view.layoutIfNeeded()
      driver.kit.focusedRow.value = Note(2)
      #expect(driver.focusedPath == IndexPath(row: 1, section: 0))
      driver.kit.table.value = Table(rows: [Note(0), Note(1), Note(2, "two"), Note(3)])
      #expect(driver.kit.focusedRow.value == Note(2, "two"))
      #expect(driver.focusedPath == IndexPath(row: 2, section: 0))
      driver.press(.down)
      #expect(driver.kit.focusedRow.value == Note(3))
      driver.view.finishAnimations()
      driver.kit.table.value = notes([0, 1])
      #expect(driver.kit.focusedRow.value == nil)
    }

    @Test(arguments: KitKind.allCases)
    func canFocusSkipsRowsAndSelectionCanFollowFocus(kind: KitKind) {
      let driver = kind.make(notes([1, 2, 3]))
      driver.view.layoutIfNeeded()
      driver.kit.canFocus = { note, _ in note.id != 2 }
      driver.setSelectionFollowsFocus(true)
      let selected = Recorder(driver.kit.didSelect)
      driver.press(.down)
      driver.press(.down)
      #expect(driver.kit.focusedRow.value == Note(3))
      #expect(selected.values == [Note(1), Note(3)])
      #expect(driver.kit.selection.value == [Note(3)])
      driver.kit.focusedRow.value = Note(2)
      #expect(driver.kit.focusedRow.value == Note(3))
    }

    @Test(arguments: KitKind.allCases)
    func aKeyboardShortcutPerformsItsActionOnTheFocusedRow(kind: KitKind) {
      let driver = kit(kind)
      let invoked = Recorder(driver.kit.didInvokeAction)
      let pin = RowAction.KeyboardShortcut(input: "p", modifiers: .command)
      #expect(driver.kit.performKeyboardShortcut(pin) == false)
      driver.press(.down)
      driver.press(.down)
      #expect(driver.kit.keyboardShortcutActions.map(\.id) == ["pin"])
      #expect(driver.kit.performKeyboardShortcut(pin))
      #expect(driver.kit.performKeyboardShortcut(.init(input: "p")) == false)
      #expect(invoked.values.map(\.row) == [Note(2)])
      #expect(invoked.values.map(\.source) == [.keyboard])
    }

    // MARK: Multiple selection

    @Test(arguments: KitKind.allCases)
    func aTwoFingerPanSelectsRowsWhenTheKitAllowsIt(kind: KitKind) {
      let driver = kind.make(notes([1, 2, 3, 4]))
      driver.view.layoutIfNeeded()
      driver.allowPanSelection()
      let start = IndexPath(row: 1, section: 0)
      #expect(driver.twoFingerPan(from: start, through: []) == false)
      let active = Recorder(driver.kit.isSelectingMultipleRows)
      driver.kit.canBeginMultipleSelection = { note, _ in note.id != 4 }
      #expect(driver.twoFingerPan(from: IndexPath(row: 3, section: 0), through: []) == false)
      #expect(
        driver.twoFingerPan(
          from: start, through: [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)]))
      #expect(active.values == [true, false])
      #expect(driver.kit.selection.value == [Note(2), Note(3), Note(4)])
      if let table = driver.kit as? TableKit<EmptySection, Note> {
        #expect(table.isEditing.value)
      }
    }
  }
#endif
