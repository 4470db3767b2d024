/// Runs the throwing form of an interaction and stops the process with its message on misuse.
///
/// Misuse of a script is a broken precondition of the test, like UIKit's own exceptions, so the
/// stopping forms trap; the message names the fix.
@MainActor func stoppingOnMisuse<Value>(
  _ interaction: () throws(InteractionError) -> Value, file: StaticString, line: UInt
) -> Value {
  do {
    return try interaction()
  } catch {
    // `fatalError`, not `preconditionFailure`: the message is printed in optimised builds too.
    fatalError("TableKitTesting: \(error.message)", file: file, line: line)
  }
}
