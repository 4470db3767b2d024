import Foundation

/// A batch update that breaks one of UIKit's rules, with the reason UIKit gives.
///
/// A table or collection view raises it as an `NSInternalInconsistencyException` with this
/// reason; a kit's pre-check reports it instead of issuing the batch.
package struct BatchRuleViolation: Error, Equatable, CustomStringConvertible {
  /// UIKit's reason, word for word.
  package let reason: String

  package init(reason: String) {
    self.reason = reason
  }

  package var description: String { reason }
}
