/// Something that happened to a section's header or footer view.
public struct SectionEvent<Section> {
  /// What happened to a header or footer.
  public typealias Kind = SectionEventKind

  /// What happened.
  public var kind: Kind
  /// The section's value.
  public var section: Section
  /// The section's index when it happened.
  public var index: Int

  /// Creates an event.
  public init(kind: Kind, section: Section, index: Int) {
    self.kind = kind
    self.section = section
    self.index = index
  }
}

extension SectionEvent: Equatable where Section: Equatable {}
extension SectionEvent: Sendable where Section: Sendable {}
