/// A view that sends actions for user events: the base of buttons, switches, segmented
/// controls, text fields and refresh controls.
///
/// Mirrors `@MainActor open class UIControl : UIView` with its closure-based target-action
/// (Rules.md R-control-2): ``addAction(_:for:)`` registers a ``UIAction`` for a set of
/// ``Event``s, and ``sendActions(for:)`` performs, in the order they were added, the actions
/// registered for any of the events. `state` is synthesised from ``isEnabled``, ``isSelected``
/// and ``isHighlighted`` (Rules.md R-control-3).
///
/// ```swift
/// let button = UIButton(primaryAction: UIAction(title: "Retry") { [unowned kit] _ in
///   kit.retryPaging()
/// })
/// ```
///
/// - Note: `addTarget(_:action:for:)` is not declared: it names the action by an Objective-C
///   `Selector`, which Linux cannot dispatch. Use ``addAction(_:for:)``, UIKit's own API since
///   iOS 14, which compiles unchanged against both.
@MainActor open class UIControl: UIView {
  /// The registered actions, in the order they were added, each with its events.
  private var registrations: [(action: UIAction, events: Event)] = []

  /// Creates a control with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a control from an archive; headless nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Creates a control and registers an action for ``Event/primaryActionTriggered``.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - primaryAction: The action; subclasses may also show its title and image (a button
  ///     does).
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { adoptPrimaryAction(primaryAction) }
  }

  /// Registers a primary action; a button also copies its title and image.
  func adoptPrimaryAction(_ action: UIAction) { addAction(action, for: .primaryActionTriggered) }

  // MARK: State

  /// Whether the control responds to touches; default true. A disabled control's state
  /// includes `.disabled`.
  open var isEnabled = true { didSet { stateDidChange() } }
  /// Whether the control is selected; default false.
  open var isSelected = false { didSet { stateDidChange() } }
  /// Whether a touch is on the control; default false, set and cleared during a tap.
  open var isHighlighted = false { didSet { stateDidChange() } }
  /// How content sits vertically; default `.center`.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center
  /// How content sits horizontally; default `.center`.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center

  /// The horizontal alignment with leading and trailing resolved (left to right).
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    switch contentHorizontalAlignment {
    case .leading: .left
    case .trailing: .right
    default: contentHorizontalAlignment
    }
  }

  /// The control's state, synthesised from ``isEnabled``, ``isSelected`` and
  /// ``isHighlighted``.
  open var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Whether a touch is being tracked; headless, no touch is (a scripted tap is instant).
  open var isTracking: Bool { false }
  /// Whether the tracked touch is inside the control; false when nothing is tracked.
  open var isTouchInside: Bool { false }

  /// Called after ``isEnabled``, ``isSelected`` or ``isHighlighted`` changed; a button updates
  /// its title here.
  func stateDidChange() {}

  // MARK: Actions

  /// Registers an action for a set of events.
  ///
  /// An action replaces, for these events, one added earlier with the same identifier; an
  /// action may be added for several events, and several actions for one event.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
    registrations.append((action, controlEvents))
  }

  /// Removes an action (matched by its identifier) from a set of events.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Removes the action with an identifier from a set of events.
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    for index in registrations.indices.reversed()
    where registrations[index].action.identifier == actionIdentifier {
      registrations[index].events.subtract(controlEvents)
      if registrations[index].events.isEmpty { registrations.remove(at: index) }
    }
  }

  /// The events that have at least one action.
  open var allControlEvents: Event {
    registrations.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// Performs one action with this control as its ``UIAction/sender``.
  ///
  /// ``sendActions(for:)`` calls this for each action; an override may observe or suppress it.
  open func sendAction(_ action: UIAction) {
    let previous = action.sender
    action.sender = self
    action.handler(action)
    // The sender is cleared afterwards, so an action kept by its control does not keep the
    // control alive in turn.
    action.sender = previous
  }

  /// Performs, in the order they were added, the actions registered for any of the events.
  ///
  /// It sends whatever the control's state: a disabled control ignores touches, not this call
  /// (Rules.md R-control-2). Actions added or removed by a handler take effect from the next
  /// send.
  open func sendActions(for controlEvents: Event) {
    let due = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
    for registration in due { sendAction(registration.action) }
  }
}
