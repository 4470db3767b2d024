/// Formats numbers for the JSON report.
enum JSONNumber {
  /// Returns `value` rounded to three decimals, without a trailing `.0` for whole numbers.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int(rounded))
    }
    return String(rounded)
  }
}
