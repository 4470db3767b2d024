import HeadlessUIKit

/// Collects the calls a table view makes to its data source, delegate and prefetcher, in order.
@MainActor final class CallLog {
  /// The calls, as short strings such as "cellForRow 0-1".
  private(set) var calls: [String] = []

  /// Appends a call.
  func record(_ call: String) { calls.append(call) }

  /// Forgets the calls so far.
  func clear() { calls = [] }

  /// The calls whose text starts with one of the prefixes.
  func calls(startingWith prefixes: String...) -> [String] {
    calls.filter { call in prefixes.contains { call.hasPrefix($0) } }
  }
}

extension IndexPath {
  /// The path as "section-row", the form used in call logs.
  var logText: String { "\(self[0])-\(self[1])" }
}

extension Array where Element == IndexPath {
  /// The paths as "[s-r, s-r]".
  var logText: String { "[" + map(\.logText).joined(separator: ", ") + "]" }
}
