extension TableKit {
  /// The rows whose accessory button the user tapped.
  public var accessoryTapped: Signal<Row> { rows(of: .accessoryTap) }
  /// The rows the user deleted; ``ListKit/table`` no longer holds them.
  public var didDelete: Signal<Row> { rows(of: .delete) }
  /// The rows the user asked to insert at (the editing control's plus button).
  public var didRequestInsert: Signal<Row> { rows(of: .insert) }
  /// The rows whose swipe actions the user revealed.
  public var willBeginEditing: Signal<Row> { rows(of: .willBeginEditing) }
  /// The rows whose swipe actions closed (also after the swiped row was deleted).
  public var didEndEditing: Signal<Row> { rows(of: .didEndEditing) }

  /// Whether the table is in editing mode (delete, insert and reorder controls showing): read
  /// it, observe it, or set it to enter or leave editing mode (animated in a window).
  ///
  /// ```swift
  /// bag += editButtonTaps.onValue { kit.isEditing.value.toggle() }
  /// ```
  public var isEditing: ReadWriteSignal<Bool> {
    MainThread.signal("kit.isEditing", store: editingStore) { [weak self] in self?.setEditing($0) }
  }
}
