/// Something the user can do to a row, declared once and offered everywhere UIKit can offer it:
/// as a swipe action, in the row's context menu, as a VoiceOver custom action on its cell, and
/// as a keyboard command while the row has focus.
///
/// Return a row's actions from ``ListKit/rowActions``; invoking one from any of those places
/// reaches ``ListKit/didInvokeAction`` as one ``RowActionInvocation`` carrying the row and the
/// action:
///
/// ```swift
/// kit.rowActions = { message in
///   [
///     RowAction(id: "pin", title: message.isPinned ? "Unpin" : "Pin")
///       .swipe(.leading, primary: true)
///       .keyboardShortcut("p", modifiers: .command),
///     RowAction(id: "delete", title: "Delete", attributes: .destructive, completion: .deferred)
///       .swipe(.trailing, primary: true),
///   ]
/// }
/// bag += kit.didInvokeAction.onValue { invocation in
///   switch invocation.action.id {
///   case "pin": inbox.togglePin(invocation.row)
///   default: confirmDelete(invocation.row) { confirmed in invocation.complete(confirmed) }
///   }
/// }
/// ```
public struct RowAction: Identifiable {
  /// The action's identity: what ``ListKit/didInvokeAction`` observers switch on.
  public var id: String
  /// The title a swipe button, a menu item and VoiceOver show.
  public var title: String
  /// The image a swipe button and a menu item show.
  public var image: UIImage?
  /// How the action looks and whether it can be performed.
  public var attributes: Attributes
  /// When the action is done: at once, or when the app calls
  /// ``RowActionInvocation/complete(_:)``.
  public var completion: Completion
  /// Where on the row a swipe reveals the action; nil keeps it out of swipes.
  public var swipe: Swipe?
  /// The swipe button's colour; nil is UIKit's (red when destructive, gray otherwise).
  public var backgroundColor: UIColor?
  /// The key that performs the action while its row has focus; nil for none.
  public var keyboardShortcut: KeyboardShortcut?
  /// Where else the action shows: the context menu and VoiceOver's actions, by default both.
  public var placements: Placements

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - id: The action's identity; by default its title.
  ///   - title: The title a swipe button, a menu item and VoiceOver show.
  ///   - image: The image a swipe button and a menu item show.
  ///   - attributes: How the action looks and whether it can be performed.
  ///   - completion: When the action is done; ``Completion/immediate`` by default.
  ///   - placements: Where besides swipes and keys the action shows; the context menu and
  ///     VoiceOver by default.
  public init(
    id: String? = nil, title: String, image: UIImage? = nil, attributes: Attributes = [],
    completion: Completion = .immediate, placements: Placements = [.contextMenu, .accessibility]
  ) {
    self.id = id ?? title
    self.title = title
    self.image = image
    self.attributes = attributes
    self.completion = completion
    self.placements = placements
  }

  /// Returns the action revealed by a swipe on one edge of its row.
  ///
  /// - Parameters:
  ///   - edge: The edge the swipe reveals the action on.
  ///   - primary: Whether the action comes first on its edge (the outermost button), before the
  ///     edge's other actions in their declared order.
  ///   - fullSwipe: Whether a full swipe performs the action, when it comes first.
  ///   - backgroundColor: The button's colour; nil is UIKit's.
  public func swipe(
    _ edge: Edge, primary: Bool = false, fullSwipe: Bool = true, backgroundColor: UIColor? = nil
  ) -> RowAction {
    var action = self
    action.swipe = Swipe(edge: edge, isPrimary: primary, performsOnFullSwipe: fullSwipe)
    action.backgroundColor = backgroundColor ?? self.backgroundColor
    return action
  }

  /// Returns the action performed by a key while its row has focus.
  ///
  /// - Parameters:
  ///   - input: The key: a character, or one of UIKit's key inputs such as `"\u{8}"`.
  ///   - modifiers: The modifier keys held with it; none by default.
  public func keyboardShortcut(_ input: String, modifiers: KeyModifiers = []) -> RowAction {
    var action = self
    action.keyboardShortcut = KeyboardShortcut(input: input, modifiers: modifiers)
    return action
  }

  /// Whether the action can be performed now: not ``Attributes/disabled``.
  var isEnabled: Bool { !attributes.contains(.disabled) }
}

extension RowAction {
  /// How an action looks and whether it can be performed.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The attribute bits.
    public let rawValue: Int
    /// Creates attributes from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The action removes or destroys something: red, and a destructive swipe action.
    public static let destructive = Attributes(rawValue: 1 << 0)
    /// The action cannot be performed now: a dimmed menu item, and left out of swipes,
    /// VoiceOver's actions and key commands, which have no dimmed form.
    public static let disabled = Attributes(rawValue: 1 << 1)
  }

  /// When an action is done.
  public enum Completion: Hashable, Sendable {
    /// Once ``ListKit/didInvokeAction``'s observers have run: a swipe closes, reporting the
    /// action performed.
    case immediate
    /// When the app calls ``RowActionInvocation/complete(_:)`` (after a confirmation, or a
    /// network request): until then a swipe stays open.
    case deferred
  }

  /// The edge of a row a swipe reveals actions on.
  public enum Edge: Hashable, Sendable {
    /// The leading edge, revealed by a swipe towards the trailing edge.
    case leading
    /// The trailing edge, revealed by a swipe towards the leading edge (where Delete is).
    case trailing
  }

  /// Where a swipe reveals an action.
  public struct Swipe: Hashable, Sendable {
    /// The edge.
    public var edge: Edge
    /// Whether the action comes first on its edge.
    public var isPrimary: Bool
    /// Whether a full swipe performs the action when it comes first.
    public var performsOnFullSwipe: Bool
  }

  /// A key and its modifiers.
  public struct KeyboardShortcut: Hashable, Sendable {
    /// The key: a character or one of UIKit's key inputs.
    public var input: String
    /// The modifier keys held with it.
    public var modifiers: KeyModifiers

    /// Creates a shortcut.
    public init(input: String, modifiers: KeyModifiers = []) {
      self.input = input
      self.modifiers = modifiers
    }
  }

  /// Modifier keys (`UIKeyModifierFlags`'s, for a kit that has no UIKit key commands to make).
  public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifier bits.
    public let rawValue: Int
    /// Creates modifiers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shift (⇧).
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control (⌃).
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Option (⌥).
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
    /// Command (⌘).
    public static let command = KeyModifiers(rawValue: 1 << 3)
  }

  /// The places besides swipes and keys where an action shows.
  public struct Placements: OptionSet, Hashable, Sendable {
    /// The placement bits.
    public let rawValue: Int
    /// Creates placements from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The row's context menu (a long press, or a secondary click).
    public static let contextMenu = Placements(rawValue: 1 << 0)
    /// VoiceOver's actions on the row's cell.
    public static let accessibility = Placements(rawValue: 1 << 1)
  }
}
