/// The figures measured for one subject of one scenario: medians over the rounds.
public struct Result: Sendable {
  /// The scenario's name.
  public var scenario: String
  /// The subject's name.
  public var subject: String
  /// The median time of one operation, in nanoseconds.
  public var nanosecondsPerOperation: Double
  /// The median heap allocations per operation, or `nil` where they are not counted.
  public var allocationsPerOperation: Double?
  /// Extra figures the scenario reports, in order.
  public var fields: [Field]

  /// Creates a result.
  public init(
    scenario: String,
    subject: String,
    nanosecondsPerOperation: Double,
    allocationsPerOperation: Double?,
    fields: [Field]
  ) {
    self.scenario = scenario
    self.subject = subject
    self.nanosecondsPerOperation = nanosecondsPerOperation
    self.allocationsPerOperation = allocationsPerOperation
    self.fields = fields
  }

  /// An extra figure of a result, such as `moves`.
  public struct Field: Sendable {
    /// The JSON key.
    public var name: String
    /// The figure.
    public var value: FieldValue

    /// Creates a field.
    public init(name: String, value: FieldValue) {
      self.name = name
      self.value = value
    }
  }
}
