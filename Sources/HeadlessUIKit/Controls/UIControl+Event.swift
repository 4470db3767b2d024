extension UIControl {
  /// The events a control sends actions for; raw values are UIKit's (`UIControlEvents` in
  /// `UIControl.h`, Rules.md R-control-1).
  public struct Event: OptionSet, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe: a plain value with no references.
    /// The event bits.
    public let rawValue: UInt

    /// Creates a set of events from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger touches down in the control.
    public static var touchDown: UIControl.Event { Event(rawValue: 1 << 0) }
    /// A repeated touch down (tap count above 1).
    public static var touchDownRepeat: UIControl.Event { Event(rawValue: 1 << 1) }
    /// A finger drags within the control.
    public static var touchDragInside: UIControl.Event { Event(rawValue: 1 << 2) }
    /// A finger drags outside the control.
    public static var touchDragOutside: UIControl.Event { Event(rawValue: 1 << 3) }
    /// A finger drags into the control.
    public static var touchDragEnter: UIControl.Event { Event(rawValue: 1 << 4) }
    /// A finger drags out of the control.
    public static var touchDragExit: UIControl.Event { Event(rawValue: 1 << 5) }
    /// A finger lifts inside the control: a tap.
    public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
    /// A finger lifts outside the control.
    public static var touchUpOutside: UIControl.Event { Event(rawValue: 1 << 7) }
    /// The system cancels a touch.
    public static var touchCancel: UIControl.Event { Event(rawValue: 1 << 8) }
    /// The user changed the control's value (a switch, a segmented control, a refresh control).
    public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
    /// The control's semantic action: a button's tap.
    public static var primaryActionTriggered: UIControl.Event { Event(rawValue: 1 << 13) }
    /// The control's menu gesture fired, before the menu shows.
    public static var menuActionTriggered: UIControl.Event { Event(rawValue: 1 << 14) }
    /// A text field began editing.
    public static var editingDidBegin: UIControl.Event { Event(rawValue: 1 << 16) }
    /// A text field's text changed through editing.
    public static var editingChanged: UIControl.Event { Event(rawValue: 1 << 17) }
    /// A text field ended editing.
    public static var editingDidEnd: UIControl.Event { Event(rawValue: 1 << 18) }
    /// The Return key ended a text field's editing.
    public static var editingDidEndOnExit: UIControl.Event { Event(rawValue: 1 << 19) }
    /// All touch events.
    public static var allTouchEvents: UIControl.Event { Event(rawValue: 0x0000_0FFF) }
    /// All editing events.
    public static var allEditingEvents: UIControl.Event { Event(rawValue: 0x000F_0000) }
    /// The range left to applications.
    public static var applicationReserved: UIControl.Event { Event(rawValue: 0x0F00_0000) }
    /// The range reserved for the framework.
    public static var systemReserved: UIControl.Event { Event(rawValue: 0xF000_0000) }
    /// Every event.
    public static var allEvents: UIControl.Event { Event(rawValue: 0xFFFF_FFFF) }
  }

  /// The states of a control; raw values are UIKit's (`UIControlState` in `UIControl.h`).
  public struct State: OptionSet, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe: a plain value with no references.
    /// The state bits.
    public let rawValue: UInt

    /// Creates a set of states from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Enabled, not selected, not highlighted.
    public static var normal: UIControl.State { State(rawValue: 0) }
    /// Highlighted: a touch is on the control.
    public static var highlighted: UIControl.State { State(rawValue: 1 << 0) }
    /// Disabled.
    public static var disabled: UIControl.State { State(rawValue: 1 << 1) }
    /// Selected.
    public static var selected: UIControl.State { State(rawValue: 1 << 2) }
    /// Focused.
    public static var focused: UIControl.State { State(rawValue: 1 << 3) }
    /// The range left to applications.
    public static var application: UIControl.State { State(rawValue: 0x00FF_0000) }
    /// The range reserved for the framework.
    public static var reserved: UIControl.State { State(rawValue: 0xFF00_0000) }
  }

  /// How content sits vertically in a control; raw values are UIKit's.
  public enum ContentVerticalAlignment: Int, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe: a plain value with no references.
    case center = 0
    case top = 1
    case bottom = 2
    case fill = 3
  }

  /// How content sits horizontally in a control; raw values are UIKit's.
  public enum ContentHorizontalAlignment: Int, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe: a plain value with no references.
    case center = 0
    case left = 1
    case right = 2
    case fill = 3
    case leading = 4
    case trailing = 5
  }
}
