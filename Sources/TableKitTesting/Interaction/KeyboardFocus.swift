#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit

  /// A key that moves keyboard focus between rows.
  public enum FocusKey: Sendable {
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Tab.
    case tab
    /// Shift-tab.
    case shiftTab

    var heading: UIFocusHeading {
      switch self {
      case .up: return .up
      case .down: return .down
      case .left: return .left
      case .right: return .right
      case .tab: return .next
      case .shiftTab: return .previous
      }
    }
  }

  extension UITableView {
    /// Presses a key that moves keyboard focus, as a person with a hardware keyboard does: with
    /// no row focused, focus enters the table (the remembered or preferred row, else the first
    /// focusable); otherwise it moves to the next or previous focusable row, across sections,
    /// with `shouldUpdateFocusIn`, `didUpdateFocusIn` and, when selection follows focus, the
    /// selection (HeadlessUIKit's Rules article, R-focus-2).
    ///
    /// - Returns: Whether focus moved.
    @discardableResult
    public func press(_ key: FocusKey) -> Bool { headless.moveFocus(key.heading) }

    /// The row with keyboard focus, if any.
    public var focusedRow: IndexPath? { headless.focusedIndexPath }

    /// Moves keyboard focus out of the table, as a tab to another view does.
    public func moveFocusOut() { headless.leaveFocus() }

    /// Pans two fingers from a row across others, as a person selecting several rows does:
    /// `shouldBeginMultipleSelectionInteractionAt`, editing mode, `didBegin…`, each row's
    /// selection, then `tableViewDidEndMultipleSelectionInteraction` (R-multi-1).
    ///
    /// - Returns: Whether the interaction began (the delegate allowed it and the table allows
    ///   multiple selection during editing).
    @discardableResult
    public func twoFingerPan(from start: IndexPath, through paths: [IndexPath]) -> Bool {
      layoutIfNeeded()
      return headless.twoFingerPan(from: start, through: paths)
    }

    /// Moves VoiceOver's focus to a visible row's cell, as a person's swipe does.
    public func moveVoiceOverFocus(toRowAt indexPath: IndexPath) {
      layoutIfNeeded()
      UIAccessibility.voiceOverFocus = cellForRow(at: indexPath)
    }

    /// The visible row whose cell VoiceOver is on, if any.
    public var voiceOverFocusedRow: IndexPath? {
      guard let focus = UIAccessibility.voiceOverFocus else { return nil }
      return visibleRows.first { cellForRow(at: $0) === focus }
    }
  }

  extension UICollectionView {
    /// Presses a key that moves keyboard focus between items, in index-path order across
    /// sections, as ``HeadlessUIKit/UITableView/press(_:)`` does for rows.
    ///
    /// - Returns: Whether focus moved.
    @discardableResult
    public func press(_ key: FocusKey) -> Bool { headless.moveFocus(key.heading) }

    /// The item with keyboard focus, if any.
    public var focusedItem: IndexPath? { headless.focusedIndexPath }

    /// Moves keyboard focus out of the view, as a tab to another view does.
    public func moveFocusOut() { headless.leaveFocus() }

    /// Pans two fingers from an item across others: `shouldBeginMultipleSelectionInteractionAt`,
    /// `allowsMultipleSelection`, `didBegin…`, each item's selection, then
    /// `collectionViewDidEndMultipleSelectionInteraction` (R-multi-1).
    ///
    /// - Returns: Whether the interaction began.
    @discardableResult
    public func twoFingerPan(from start: IndexPath, through paths: [IndexPath]) -> Bool {
      layoutIfNeeded()
      return headless.twoFingerPan(from: start, through: paths)
    }

    /// Moves VoiceOver's focus to a visible item's cell, as a person's swipe does.
    public func moveVoiceOverFocus(toItemAt indexPath: IndexPath) {
      layoutIfNeeded()
      UIAccessibility.voiceOverFocus = cellForItem(at: indexPath)
    }

    /// The visible item whose cell VoiceOver is on, if any.
    public var voiceOverFocusedItem: IndexPath? {
      guard let focus = UIAccessibility.voiceOverFocus else { return nil }
      return visibleItems.first { cellForItem(at: $0) === focus }
    }
  }

  /// What VoiceOver was told since a point in a test: announcements and focus moves.
  @MainActor public struct VoiceOverRecorder {
    private let start: Int

    /// Starts recording at the notifications posted so far.
    public init() { start = UIAccessibility.postedNotifications.count }

    /// The strings announced since the recorder started (`.announcement`).
    public var announcements: [String] {
      UIAccessibility.postedNotifications.dropFirst(start).compactMap {
        $0.notification == .announcement ? $0.argument as? String : nil
      }
    }

    /// The number of `.layoutChanged` and `.screenChanged` notifications posted since.
    public var focusMoves: Int {
      UIAccessibility.postedNotifications.dropFirst(start).filter {
        $0.notification == .layoutChanged || $0.notification == .screenChanged
      }.count
    }
  }
#endif
