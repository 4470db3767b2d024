/// The view side of a context menu: the delegate calls that differ between a table view and a
/// collection view.
@MainActor protocol ContextMenuHost: AnyObject {
  /// The delegate's dismissal preview for the menu's item.
  func dismissalPreview(for session: ContextMenuSession) -> UITargetedPreview?
  /// `willPerformPreviewActionForMenuWith`.
  func willPerformPreviewAction(
    for session: ContextMenuSession, animator: any UIContextMenuInteractionCommitAnimating)
  /// `willEndContextMenuInteraction`.
  func willEnd(_ session: ContextMenuSession, animator: any UIContextMenuInteractionAnimating)
  /// Forgets the session once it ended.
  func endContextMenu(_ session: ContextMenuSession)
}

/// A context menu a long press opened on a headless table or collection view: the menu, its
/// preview, and the ways it ends — choosing an item, committing the preview, or dismissing it
/// (Rules.md R-menu-1 to R-menu-3).
@MainActor package final class ContextMenuSession {
  /// The configuration the delegate gave.
  package let configuration: UIContextMenuConfiguration
  /// The rows or items the menu acts on.
  package let indexPaths: [IndexPath]
  /// The menu the configuration's action provider made; nil if it has none.
  package let menu: UIMenu?
  /// The view controller the configuration's preview provider made; nil previews the cell.
  package let previewViewController: UIViewController?
  /// The preview the menu lifted from (the delegate's, or nil for the cell).
  package let highlightPreview: UITargetedPreview?
  /// The preview the menu returned to when it ended (the delegate's, or nil for the cell).
  package private(set) var dismissalPreview: UITargetedPreview?
  /// Whether the menu has ended.
  package private(set) var hasEnded = false
  private weak var host: (any ContextMenuHost)?

  init(
    configuration: UIContextMenuConfiguration, indexPaths: [IndexPath],
    highlightPreview: UITargetedPreview?, host: any ContextMenuHost
  ) {
    self.configuration = configuration
    self.indexPaths = indexPaths
    self.highlightPreview = highlightPreview
    self.host = host
    // Both providers run when the menu is about to show (UIContextMenuConfiguration.h).
    previewViewController = configuration.previewProvider?()
    menu = configuration.actionProvider?([])
  }

  /// The menu's actions, depth first, submenus' included.
  package var actions: [UIAction] {
    func flatten(_ elements: [UIMenuElement]) -> [UIAction] {
      elements.flatMap { element -> [UIAction] in
        if let action = element as? UIAction { return [action] }
        if let menu = element as? UIMenu { return flatten(menu.children) }
        return []
      }
    }
    return flatten(menu?.children ?? [])
  }

  /// Chooses a menu action: the menu ends (`willEndContextMenuInteraction`, then the dismissal
  /// preview), and the action's handler runs once it has gone (Rules.md R-menu-2).
  ///
  /// - Precondition: The action is one of ``actions``, enabled, and the menu has not ended.
  package func choose(_ action: UIAction) {
    precondition(!hasEnded, "The context menu has already ended.")
    precondition(
      actions.contains { $0 === action } && !action.attributes.contains(.disabled),
      "\"\(action.title)\" is not an enabled action of this context menu.")
    end(dismissing: true)
    action.handler(action)
  }

  /// Taps the preview: `willPerformPreviewActionForMenuWith` with a commit animator, then the
  /// menu ends; a `.dismiss` commit returns to the dismissal preview, a `.pop` one does not
  /// (Rules.md R-menu-3).
  package func commitPreview() {
    precondition(!hasEnded, "The context menu has already ended.")
    let animator = ContextMenuAnimator(previewViewController: previewViewController)
    host?.willPerformPreviewAction(for: self, animator: animator)
    end(dismissing: animator.preferredCommitStyle == .dismiss)
    animator.finish()
  }

  /// Dismisses the menu, as a tap outside it does: it ends and returns to its dismissal preview.
  package func dismiss() {
    precondition(!hasEnded, "The context menu has already ended.")
    end(dismissing: true)
  }

  private func end(dismissing: Bool) {
    hasEnded = true
    let animator = ContextMenuAnimator(previewViewController: previewViewController)
    host?.willEnd(self, animator: animator)
    if dismissing { dismissalPreview = host?.dismissalPreview(for: self) }
    animator.finish()
    host?.endContextMenu(self)
  }
}
