import BatchRules

extension BatchUpdate {
  /// Checks the batch with UIKit's rules (the shared BatchRules implementation) and raises a
  /// broken rule as UIKit does: an `NSInternalInconsistencyException` with UIKit's reason.
  ///
  /// - Returns: How positions before the update map to positions after it.
  func validatedRaising(before: [Int], after: [Int], messages: UpdateMessages)
    throws(UIKitException) -> UpdateMapping
  {
    do {
      return try validated(before: before, after: after, messages: messages)
    } catch {
      throw UIKitException(.internalInconsistencyException, reason: error.reason)
    }
  }
}
