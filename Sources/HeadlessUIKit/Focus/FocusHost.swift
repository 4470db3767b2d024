/// A view whose rows or items take keyboard focus: the delegate calls that differ between a
/// table view and a collection view; the moves themselves are ``FocusHost/moveFocus(_:)``'s,
/// and the two-finger pan is ``FocusHost/panToSelect(from:through:)``'s.
@MainActor package protocol FocusHost: UIScrollView, HeadlessRowLocating {
  var focusedIndexPath: IndexPath? { get set }
  var lastFocusedIndexPath: IndexPath? { get set }
  var remembersLastFocusedIndexPath: Bool { get }
  var selectionFollowsFocus: Bool { get }
  var numberOfSections: Int { get }
  func canFocus(_ indexPath: IndexPath) -> Bool
  func shouldUpdateFocus(from: IndexPath?, to: IndexPath?, heading: UIFocusHeading) -> Bool
  func didUpdateFocus(from: IndexPath?, to: IndexPath?, heading: UIFocusHeading)
  func preferredFocusedIndexPath() -> IndexPath?
  func selectionFollowsFocus(at indexPath: IndexPath) -> Bool
  /// Selects a row or item as a user's selection does, with the delegate's calls; one already
  /// selected, or a view without selection, is left alone.
  func selectByUser(_ indexPath: IndexPath)

  // The two-finger pan (Rules.md R-multi-1).
  var isMultipleSelectionInteractionActive: Bool { get set }
  /// Whether a two-finger pan from `start` begins: the delegate's
  /// `shouldBeginMultipleSelectionInteractionAt`, false without a delegate, and the view's own
  /// conditions.
  func shouldBeginMultipleSelection(at start: IndexPath) -> Bool
  /// Turns multiple selection on as the pan begins.
  func enableMultipleSelection()
  /// The delegate's `didBeginMultipleSelectionInteractionAt`.
  func didBeginMultipleSelection(at start: IndexPath)
  /// The delegate's `…DidEndMultipleSelectionInteraction`.
  func didEndMultipleSelection()
}

extension FocusHost {
  /// The paths of every row or item, in order.
  var focusOrder: [IndexPath] {
    (0..<numberOfSections).flatMap { section in
      (0..<headlessRowCount(inSection: section)).map { IndexPath(indexes: [section, $0]) }
    }
  }

  /// Pans two fingers from a row or item across others, as a user selecting several does
  /// (Rules.md R-multi-1): nothing unless ``shouldBeginMultipleSelection(at:)``; then multiple
  /// selection is turned on, the interaction is active, the delegate hears it began, each path
  /// passed over is selected as a user's selection does, the interaction ends and the delegate
  /// hears it ended. Returns whether the interaction began.
  func panToSelect(from start: IndexPath, through paths: [IndexPath]) -> Bool {
    guard shouldBeginMultipleSelection(at: start) else { return false }
    enableMultipleSelection()
    isMultipleSelectionInteractionActive = true
    didBeginMultipleSelection(at: start)
    for path in [start] + paths { selectByUser(path) }
    isMultipleSelectionInteractionActive = false
    didEndMultipleSelection()
    return true
  }

  /// Moves focus as an arrow key, tab or shift-tab does: to the next focusable row or item in
  /// index-path order (across sections) for down, right and next, the previous for up, left and
  /// previous; first and last go to the ends. With nothing focused, focus enters the view
  /// (``enterFocus()``). Returns whether focus moved (Rules.md R-focus-2).
  @discardableResult
  func moveFocus(_ heading: UIFocusHeading) -> Bool {
    guard let current = focusedIndexPath else { return enterFocus() }
    let order = focusOrder.filter { $0 == current || canFocus($0) }
    guard let position = order.firstIndex(of: current) else { return enterFocus() }
    let target: IndexPath?
    if heading.contains(.first) {
      target = order.first
    } else if heading.contains(.last) {
      target = order.last
    } else if !heading.isDisjoint(with: [.down, .right, .next]) {
      target = position + 1 < order.count ? order[position + 1] : nil
    } else if !heading.isDisjoint(with: [.up, .left, .previous]) {
      target = position > 0 ? order[position - 1] : nil
    } else {
      target = nil
    }
    guard let target, target != current else { return false }
    return updateFocus(to: target, heading: heading)
  }

  /// Focus enters the view: the row or item focused last when the view remembers it, else the
  /// delegate's preferred one, else the first focusable (`UITableView.h`,
  /// `remembersLastFocusedIndexPath`). Returns whether focus moved.
  @discardableResult
  func enterFocus() -> Bool {
    let remembered = remembersLastFocusedIndexPath ? lastFocusedIndexPath : nil
    let order = focusOrder
    let candidates = [remembered, preferredFocusedIndexPath()].compactMap { $0 }
    let target =
      candidates.first { order.contains($0) && canFocus($0) } ?? order.first { canFocus($0) }
    guard let target, target != focusedIndexPath else { return false }
    return updateFocus(to: target, heading: [])
  }

  /// Focus leaves the view (as a tab out of it does).
  func leaveFocus() {
    guard let current = focusedIndexPath,
      shouldUpdateFocus(from: current, to: nil, heading: .next)
    else { return }
    focusedIndexPath = nil
    lastFocusedIndexPath = current
    didUpdateFocus(from: current, to: nil, heading: .next)
  }

  /// Moves focus to a path the delegate agrees to: `shouldUpdateFocusIn`, the move,
  /// `didUpdateFocusIn`, then the selection when it follows focus (Rules.md R-focus-2).
  func updateFocus(to target: IndexPath, heading: UIFocusHeading) -> Bool {
    let previous = focusedIndexPath
    guard shouldUpdateFocus(from: previous, to: target, heading: heading) else { return false }
    focusedIndexPath = target
    lastFocusedIndexPath = target
    didUpdateFocus(from: previous, to: target, heading: heading)
    if selectionFollowsFocus, selectionFollowsFocus(at: target) { selectByUser(target) }
    return true
  }

  /// Keeps focus on its row or item through an update: the focused path follows the row, and
  /// focus is lost when the row is deleted.
  func rebaseFocus(_ map: (IndexPath) -> IndexPath?) {
    if let focused = focusedIndexPath { focusedIndexPath = map(focused) }
    if let last = lastFocusedIndexPath { lastFocusedIndexPath = map(last) }
  }
}

/// The views that asked for a focus update (`setNeedsFocusUpdate()`), until it runs.
@MainActor enum FocusRequests {
  static var pending: Set<ObjectIdentifier> = []
}

extension UIView {
  /// Asks for focus to be re-evaluated at the next ``updateFocusIfNeeded()``.
  public func setNeedsFocusUpdate() { FocusRequests.pending.insert(ObjectIdentifier(self)) }

  /// Re-evaluates focus now if it was asked for: a table or collection view moves focus to the
  /// row or item its delegate prefers (`indexPathForPreferredFocusedView(in:)`), when that can
  /// take focus (Rules.md R-focus-3).
  public func updateFocusIfNeeded() {
    guard FocusRequests.pending.remove(ObjectIdentifier(self)) != nil,
      let host = self as? any FocusHost
    else { return }
    let order = host.focusOrder
    guard let preferred = host.preferredFocusedIndexPath(), order.contains(preferred),
      host.canFocus(preferred), preferred != host.focusedIndexPath
    else { return }
    _ = host.updateFocus(to: preferred, heading: [])
  }
}

extension Headless where Base: FocusHost {
  /// Presses an arrow key, tab or shift-tab while the view has focus (Rules.md R-focus-2);
  /// returns whether focus moved.
  @discardableResult
  package func moveFocus(_ heading: UIFocusHeading) -> Bool { base.moveFocus(heading) }

  /// Moves focus into the view, as a tab into it does; returns whether focus moved.
  @discardableResult
  package func enterFocus() -> Bool { base.enterFocus() }

  /// Moves focus out of the view, as a tab out of it does.
  package func leaveFocus() { base.leaveFocus() }

  /// The row or item with focus, if any.
  package var focusedIndexPath: IndexPath? { base.focusedIndexPath }

  /// Pans two fingers from a row or item across others, as a user selecting several does
  /// (Rules.md R-multi-1): `shouldBeginMultipleSelectionInteractionAt` (false: nothing
  /// happens; so does a table whose `allowsMultipleSelectionDuringEditing` is false); a table
  /// enters editing mode, a collection view's `allowsMultipleSelection` becomes true;
  /// `didBeginMultipleSelectionInteractionAt`; each row or item passed over is selected as a
  /// user's selection does (a table's `willSelectRowAt` and `didSelectRowAt`, a collection
  /// view's `shouldSelectItemAt` and `didSelectItemAt`); then
  /// `…DidEndMultipleSelectionInteraction`, and the table stays editing or the collection
  /// view's multiple selection stays on.
  ///
  /// - Returns: Whether the interaction began.
  @discardableResult
  package func twoFingerPan(from start: IndexPath, through paths: [IndexPath]) -> Bool {
    base.panToSelect(from: start, through: paths)
  }
}
