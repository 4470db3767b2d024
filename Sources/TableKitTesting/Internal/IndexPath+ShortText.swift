import Foundation

extension IndexPath {
  /// The path as "section-row", the way messages name a row or item.
  var shortText: String { count == 2 ? "\(self[0])-\(self[1])" : "\(Array(self))" }
}
