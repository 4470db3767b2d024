import Signals

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension CoreSignal where Kind == ReadKind {
  /// Creates a readable signal of a subject's value: `value` reads the subject's, listening
  /// delivers what is sent to it, and `atOnce()` starts with its current value.
  ///
  /// ```swift
  /// let volume = CurrentValueSubject<Double, Never>(0.5)
  /// bag += ReadSignal(volume).atOnce().onValue { slider.value = $0 }  // sets 0.5 at once
  /// volume.send(0.8)  // sets 0.8
  /// ```
  ///
  /// - Parameters:
  ///   - subject: The subject to read and observe; it is retained.
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  /// - Note: `atOnce()` subscribes to the subject once, and the subject delivers its current
  ///   value and its changes through that one subscription, so no change is missed in between.
  ///   The subject's completion stops the values.
  public init(
    _ subject: CurrentValueSubject<Value, Never>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    let withCurrent = Signal(subject, fileID: fileID, line: line)
    let changes = Signal(subject.dropFirst(), fileID: fileID, line: line)
    self.init(
      getter: { subject.value },
      subscribe: { observer in
        (observer.wantsCurrentValue ? withCurrent : changes).subscribe(observer)
      })
  }

  /// Creates a readable signal of an `@Published` property, from its projected publisher.
  ///
  /// ```swift
  /// final class Inbox: ObservableObject {
  ///   @Published var unread = 0
  /// }
  /// bag += ReadSignal(inbox.$unread).atOnce().onValue { badge.count = $0 }
  /// ```
  ///
  /// - Parameters:
  ///   - published: The property's publisher (`object.$property`).
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  /// - Note: The signal subscribes to the publisher once, when it is created, and keeps that
  ///   subscription while any copy of it or any subscription to it exists, so a subscription
  ///   made in one expression (`bag += ReadSignal(inbox.$unread).onValue { … }`) goes on
  ///   receiving changes. `@Published` publishes in the property's
  ///   `willSet`, before the property changes; `value` reads the signal's own copy instead, so
  ///   during a delivery it equals the value being delivered, as for every readable signal.
  public init(
    _ published: Published<Value>.Publisher,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    let mirror = PublishedMirror(published, fileID: fileID, line: line)
    self.init(
      getter: { mirror.storage.value },
      subscribe: { observer in mirror.subscribe(observer) })
  }
}
