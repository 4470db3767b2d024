#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit

  /// A context menu a scripted long press opened, ready to choose an item from, commit its
  /// preview, or dismiss.
  ///
  /// ```swift
  /// let menu = table.longPress(rowAt: IndexPath(row: 0, section: 0))
  /// #expect(menu.titles == ["Pin", "Delete"])
  /// menu.chooseItem(titled: "Pin")
  /// ```
  ///
  /// - Note: Scripted context menus run against HeadlessUIKit, which models the long press's
  ///   delegate sequence (HeadlessUIKit's Rules article, R-menu); on a device the system drives
  ///   the interaction and this type is not available.
  @MainActor public struct ContextMenu {
    let session: ContextMenuSession

    /// The rows or items the menu acts on.
    public var indexPaths: [IndexPath] { session.indexPaths }
    /// The menu the configuration made; nil when it has only a preview.
    public var menu: UIMenu? { session.menu }
    /// The titles of the menu's actions, depth first through submenus.
    public var titles: [String] { session.actions.map(\.title) }
    /// The titles of the actions shown dimmed (`.disabled`).
    public var disabledTitles: [String] {
      session.actions.filter { $0.attributes.contains(.disabled) }.map(\.title)
    }
    /// The titles of the actions shown as destructive.
    public var destructiveTitles: [String] {
      session.actions.filter { $0.attributes.contains(.destructive) }.map(\.title)
    }
    /// The preview's view controller; nil when the menu previews the cell.
    public var previewViewController: UIViewController? { session.previewViewController }
    /// The view the menu lifted from, when the delegate gave one (nil means the cell).
    public var highlightPreview: UITargetedPreview? { session.highlightPreview }
    /// The view the menu returned to as it ended, when the delegate gave one.
    public var dismissalPreview: UITargetedPreview? { session.dismissalPreview }
    /// Whether the menu has ended.
    public var hasEnded: Bool { session.hasEnded }

    /// The throwing form of ``chooseItem(titled:file:line:)``.
    public var throwing: Throwing<ContextMenu> { Throwing(self) }

    /// Chooses a menu item: the menu ends (`willEndContextMenuInteraction`, the dismissal
    /// preview), then the item's handler runs.
    ///
    /// - Note: Stops with the menu's titles when no enabled item has this title, or the menu
    ///   has ended; `throwing.chooseItem(titled:)` throws instead.
    public func chooseItem(titled title: String, file: StaticString = #fileID, line: UInt = #line) {
      stoppingOnMisuse(
        { () throws(InteractionError) in try scriptChoose(title) }, file: file, line: line)
    }

    /// Taps the preview: `willPerformPreviewActionForMenuWith`, then the menu ends.
    public func commitPreview(file: StaticString = #fileID, line: UInt = #line) {
      stoppingOnMisuse(
        { () throws(InteractionError) in
          try checkOpen("commit the preview of")
          session.commitPreview()
        }, file: file, line: line)
    }

    /// Dismisses the menu, as a tap outside it does.
    public func dismiss(file: StaticString = #fileID, line: UInt = #line) {
      stoppingOnMisuse(
        { () throws(InteractionError) in
          try checkOpen("dismiss")
          session.dismiss()
        }, file: file, line: line)
    }

    private func checkOpen(_ verb: String) throws(InteractionError) {
      guard !session.hasEnded else {
        throw InteractionError(
          "Cannot \(verb) the context menu of \(indexPaths.map(\.shortText)): it has ended. "
            + "Long-press the row again.")
      }
    }

    func scriptChoose(_ title: String) throws(InteractionError) {
      try checkOpen("choose an item of")
      guard
        let action = session.actions.first(where: {
          $0.title == title && !$0.attributes.contains(.disabled)
        })
      else {
        throw InteractionError(
          "Cannot choose \"\(title)\" in the context menu of \(indexPaths.map(\.shortText)): "
            + "its enabled items are [\(titles.filter { !disabledTitles.contains($0) }.map { "\"\($0)\"" }.joined(separator: ", "))]. "
            + "Choose one of these.")
      }
      session.choose(action)
    }
  }

  extension Throwing where Base == ContextMenu {
    /// Chooses a menu item like ``ContextMenu/chooseItem(titled:file:line:)``, throwing when no
    /// enabled item has the title or the menu has ended.
    public func chooseItem(titled title: String) throws(InteractionError) {
      try base.scriptChoose(title)
    }
  }

  extension UITableView {
    /// Long-presses a row as a person does and returns the context menu it opens.
    ///
    /// The delegate's `contextMenuConfigurationForRowAt` gives the menu, then the highlight
    /// preview; the configuration's providers make the preview and menu; then
    /// `willDisplayContextMenu` (HeadlessUIKit's Rules article, R-menu-1).
    ///
    /// - Note: Stops when the row is missing or off screen, or the delegate gives no menu.
    public func longPress(
      rowAt indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line
    ) -> ContextMenu {
      stoppingOnMisuse(
        { () throws(InteractionError) in
          _ = try checkRow(indexPath, for: "long-press")
          guard let session = headless.longPressRow(at: indexPath) else {
            throw InteractionError(
              "Long-pressing row \(indexPath.shortText) opened no context menu: the delegate's "
                + "tableView(_:contextMenuConfigurationForRowAt:point:) returned nil. Give the "
                + "row actions placed in the menu, or a preview.")
          }
          return ContextMenu(session: session)
        }, file: file, line: line)
    }
  }

  extension UICollectionView {
    /// Long-presses an item as a person does and returns the context menu it opens; the menu
    /// acts on every selected item when the pressed one is selected among others.
    ///
    /// - Note: Stops when the item is missing or off screen, or the delegate gives no menu.
    public func longPress(
      itemAt indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line
    ) -> ContextMenu {
      stoppingOnMisuse(
        { () throws(InteractionError) in
          layoutIfNeeded()
          guard visibleItems.contains(indexPath) else {
            throw InteractionError(
              "Cannot long-press item \(indexPath.shortText): it is not on screen. Scroll to it "
                + "first.")
          }
          guard let session = headless.longPressItem(at: indexPath) else {
            throw InteractionError(
              "Long-pressing item \(indexPath.shortText) opened no context menu: the delegate's "
                + "collectionView(_:contextMenuConfigurationForItemsAt:point:) returned nil.")
          }
          return ContextMenu(session: session)
        }, file: file, line: line)
    }
  }
#endif
