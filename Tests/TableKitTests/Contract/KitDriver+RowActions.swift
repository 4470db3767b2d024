// Runs against HeadlessUIKit only: TableKitTesting scripts context menus, keys, pans and
// VoiceOver there (ContextMenu, press(_:), twoFingerPan and VoiceOverRecorder are headless-only).
#if !canImport(UIKit)
  import TableKitTesting

  @testable import TableKit

  /// The gestures and readings of the row-action contract tests, each through TableKitTesting's
  /// scripting for the kit's own view.
  extension KitDriver {
    /// Long-presses the row at `path` and returns its context menu, or nil when none opens.
    func contextMenu(at path: IndexPath) -> ContextMenuSession? {
      view.layoutIfNeeded()
      if let tableView { return tableView.headless.longPressRow(at: path) }
      return collectionView!.headless.longPressItem(at: path)
    }

    /// Long-presses the row at `path` and returns the context menu it opens.
    func longPress(_ path: IndexPath) -> ContextMenu {
      if let tableView { return tableView.longPress(rowAt: path) }
      return collectionView!.longPress(itemAt: path)
    }

    /// What VoiceOver says for the visible rows.
    var spokenText: String { tableView?.spokenText() ?? collectionView!.spokenText() }

    /// The VoiceOver actions of the row at `path`.
    func accessibilityActionNames(at path: IndexPath) -> [String] {
      tableView?.accessibilityActionNames(rowAt: path)
        ?? collectionView!.accessibilityActionNames(itemAt: path)
    }

    /// Performs the VoiceOver action `name` of the row at `path`.
    @discardableResult
    func performAccessibilityAction(_ name: String, at path: IndexPath) -> Bool {
      if let tableView { return tableView.performAccessibilityAction(named: name, rowAt: path) }
      return collectionView!.performAccessibilityAction(named: name, itemAt: path)
    }

    /// Presses a key that moves keyboard focus.
    @discardableResult
    func press(_ key: FocusKey) -> Bool { tableView?.press(key) ?? collectionView!.press(key) }

    /// The path of the row with keyboard focus.
    var focusedPath: IndexPath? { tableView.map(\.focusedRow) ?? collectionView!.focusedItem }

    /// Lets selection follow focus, or not.
    func setSelectionFollowsFocus(_ follows: Bool) {
      tableView?.selectionFollowsFocus = follows
      collectionView?.selectionFollowsFocus = follows
    }

    /// Lets a two-finger pan select several rows (a table needs multiple selection while
    /// editing; a grid turns multiple selection on itself).
    func allowPanSelection() {
      tableView?.allowsMultipleSelectionDuringEditing = true
      tableView?.allowsSelectionDuringEditing = true
    }

    /// Pans two fingers from `start` through `paths`.
    @discardableResult
    func twoFingerPan(from start: IndexPath, through paths: [IndexPath]) -> Bool {
      tableView?.twoFingerPan(from: start, through: paths)
        ?? collectionView!.twoFingerPan(from: start, through: paths)
    }

    /// Moves VoiceOver to the row at `path`.
    func moveVoiceOverFocus(to path: IndexPath) {
      if let tableView {
        tableView.moveVoiceOverFocus(toRowAt: path)
      } else {
        collectionView!.moveVoiceOverFocus(toItemAt: path)
      }
    }

    /// The path of the row VoiceOver is on.
    var voiceOverFocusedPath: IndexPath? {
      tableView.map(\.voiceOverFocusedRow) ?? collectionView!.voiceOverFocusedItem
    }
  }
#endif
