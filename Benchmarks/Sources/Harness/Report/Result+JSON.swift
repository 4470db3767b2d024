extension Result {
  /// The result as one line of JSON: `scenario`, `subject`, `ns_per_op`, `allocs_per_op`
  /// (`null` where allocations are not counted), then the extra fields.
  public var jsonLine: String {
    var members = [
      ("scenario", JSONString.quote(scenario)),
      ("subject", JSONString.quote(subject)),
      ("ns_per_op", JSONNumber.format(nanosecondsPerOperation)),
      ("allocs_per_op", allocationsPerOperation.map(JSONNumber.format) ?? "null"),
    ]
    members += fields.map { ($0.name, $0.value.description) }
    let body = members.map { "\(JSONString.quote($0.0)): \($0.1)" }.joined(separator: ", ")
    return "{\(body)}"
  }
}
