/// A phantom type that says what a ``CoreSignal`` can do besides delivering values.
///
/// The kinds are ``PlainKind`` (events only), ``ReadKind`` (a current value),
/// ``ReadWriteKind`` (a settable current value) and ``FiniteKind`` (values, then an end or a
/// failure). An operator is written once, generically over the kind, and says what kind it
/// returns through the associated types: `map` keeps readability but drops writability
/// (``DropWrite``); `filter` cannot keep a current value (``DropReadWrite``).
public protocol SignalKind {
  /// The kind with writability removed: read-write becomes read, others stay.
  associatedtype DropWrite: SignalKind
  /// The kind with readability removed: read and read-write become plain, others stay.
  associatedtype DropReadWrite: SignalKind
  /// Whether signals of this kind have a current value.
  static var isReadable: Bool { get }
  /// Whether signals of this kind have a settable current value.
  static var isWritable: Bool { get }
  /// Whether signals of this kind can end or fail.
  static var isFinite: Bool { get }
}

/// A kind whose signals have a current value (``ReadKind``, ``ReadWriteKind``).
public protocol ReadableKind: SignalKind {}

/// A kind whose signals have a settable current value (``ReadWriteKind``).
public protocol WritableKind: ReadableKind {}

/// The kind of ``Signal``: values only, no current value, no end.
public enum PlainKind: SignalKind {
  /// What an operator that drops writability returns: ``PlainKind``.
  public typealias DropWrite = PlainKind
  /// An operator result without a current value: ``PlainKind``.
  public typealias DropReadWrite = PlainKind
  /// Always `false`.
  public static var isReadable: Bool { false }
  /// Always `false`.
  public static var isWritable: Bool { false }
  /// Always `false`.
  public static var isFinite: Bool { false }
}

/// The kind of ``ReadSignal``: values and a current value.
public enum ReadKind: ReadableKind {
  /// What an operator that drops writability returns: ``ReadKind``.
  public typealias DropWrite = ReadKind
  /// An operator result without a current value: ``PlainKind``.
  public typealias DropReadWrite = PlainKind
  /// Always `true`.
  public static var isReadable: Bool { true }
  /// Always `false`.
  public static var isWritable: Bool { false }
  /// Always `false`.
  public static var isFinite: Bool { false }
}

/// The kind of ``ReadWriteSignal``: values and a settable current value.
public enum ReadWriteKind: WritableKind {
  /// What an operator that drops writability returns: ``ReadKind``.
  public typealias DropWrite = ReadKind
  /// An operator result without a current value: ``PlainKind``.
  public typealias DropReadWrite = PlainKind
  /// Always `true`.
  public static var isReadable: Bool { true }
  /// Always `true`.
  public static var isWritable: Bool { true }
  /// Always `false`.
  public static var isFinite: Bool { false }
}

/// The kind of ``FiniteSignal``: values, then at most one end or failure.
public enum FiniteKind: SignalKind {
  /// What an operator that drops writability returns: ``FiniteKind``.
  public typealias DropWrite = FiniteKind
  /// An operator result without a current value: ``FiniteKind``.
  public typealias DropReadWrite = FiniteKind
  /// Always `false`.
  public static var isReadable: Bool { false }
  /// Always `false`.
  public static var isWritable: Bool { false }
  /// Always `true`.
  public static var isFinite: Bool { true }
}
