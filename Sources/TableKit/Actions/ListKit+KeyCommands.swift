#if canImport(UIKit)
  extension RowAction.KeyModifiers {
    /// The modifiers as UIKit's key-modifier flags.
    var flags: UIKeyModifierFlags {
      var flags: UIKeyModifierFlags = []
      if contains(.shift) { flags.insert(.shift) }
      if contains(.control) { flags.insert(.control) }
      if contains(.alternate) { flags.insert(.alternate) }
      if contains(.command) { flags.insert(.command) }
      return flags
    }

    /// The modifiers of UIKit's key-modifier flags (others, such as caps lock, are dropped).
    init(_ flags: UIKeyModifierFlags) {
      self = []
      if flags.contains(.shift) { insert(.shift) }
      if flags.contains(.control) { insert(.control) }
      if flags.contains(.alternate) { insert(.alternate) }
      if flags.contains(.command) { insert(.command) }
    }
  }

  extension ListKit {
    /// Returns a key command for each keyboard shortcut of the focused row, titled by its action
    /// (the keyboard-shortcut overlay shows them), each sending `action` up the responder chain.
    ///
    /// Return them from your view controller's `keyCommands`, and perform them from `action`:
    ///
    /// ```swift
    /// override var keyCommands: [UIKeyCommand]? { kit.keyCommands(sending: #selector(rowKey)) }
    /// @objc func rowKey(_ command: UIKeyCommand) { kit.perform(command) }
    /// ```
    public func keyCommands(sending action: Selector) -> [UIKeyCommand] {
      keyboardShortcutActions.compactMap { rowAction in
        rowAction.keyboardShortcut.map { shortcut in
          UIKeyCommand(
            title: rowAction.title, image: rowAction.image, action: action, input: shortcut.input,
            modifierFlags: shortcut.modifiers.flags)
        }
      }
    }

    /// Performs, on the focused row, the action whose shortcut a key command carries.
    ///
    /// - Returns: Whether the focused row has an enabled action with the command's shortcut.
    @discardableResult
    public func perform(_ command: UIKeyCommand) -> Bool {
      guard let input = command.input else { return false }
      return performKeyboardShortcut(
        RowAction.KeyboardShortcut(
          input: input, modifiers: RowAction.KeyModifiers(command.modifierFlags)))
    }
  }
#endif
