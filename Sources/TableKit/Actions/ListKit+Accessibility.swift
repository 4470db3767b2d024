extension ListKit {
  /// Remembers the row VoiceOver is on before an update changes the view, by identity.
  func noteVoiceOverRow() {
    voiceOverRowID = nil
    guard let element = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView
    else { return }
    for path in listView.visiblePaths where path.section < shown.sections.count {
      guard let cell = listView.listCell(at: path),
        element === cell || element.isDescendant(of: cell)
      else { continue }
      voiceOverRowID = identity.row(shown[path])
      return
    }
  }

  /// Once the view shows a new table: VoiceOver goes back to the row it was on, whose cell may
  /// now be another (`.layoutChanged` with the cell), and the rows inserted are announced
  /// with ``insertionAnnouncement``.
  func restoreVoiceOverRow(inserted: [Row]) {
    if let rowID = voiceOverRowID {
      voiceOverRowID = nil
      if let index = shown.index(ofRowWithID: rowID, near: nil, identity: identity.row),
        let cell = listView.listCell(at: index.indexPath),
        UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView !== cell
      {
        UIAccessibility.post(notification: .layoutChanged, argument: cell)
      }
    }
    guard let announce = insertionAnnouncement else { return }
    let lines = inserted.compactMap(announce)
    guard !lines.isEmpty else { return }
    UIAccessibility.post(notification: .announcement, argument: lines.joined(separator: ", "))
  }
}
