import Foundation
import Testing

#if !canImport(UIKit)
  import HeadlessUIKit
#endif

/// Lets the main actor finish the work that kits deferred until UIKit's current pass ended.
///
/// A table or selection set from inside a kit's callback (a configure closure, `nearEnd`, a
/// `didMove` handler) while UIKit is inside one of its own passes (a scroll, a tap, a drag)
/// waits until that pass ends, and is applied on the main actor's next turn, as on a device.
/// A scripted gesture returns when the pass does; await this before checking what the view
/// shows:
///
/// ```swift
/// bag += kit.nearEnd.onValue { kit.table.value = nextPage() }
/// kit.view.scrollToBottom()
/// await waitForDeferredUpdates()
/// #expect(kit.view.numberOfRows(inSection: 0) == 20)
/// ```
///
/// It returns once nothing is deferred any more — also when the deferred work defers more (an
/// observer that sets the table again, however long the chain) — so what it returns to is
/// settled. Against HeadlessUIKit, update animations pending on its clock end during these
/// turns too, as they do on their own at the end of a main-actor turn (see
/// <doc:AnimationTiming>), and the wait lasts until none is left.
///
/// - Parameters:
///   - file: The file that reports work still deferred after 1,000 turns (work that keeps
///     deferring more, such as an observer that sets a new table each time it hears of one):
///     an issue of the running test names what is still pending. Filled in by the compiler.
///   - filePath: The path of that file; filled in by the compiler.
///   - line: The line of that report; filled in by the compiler.
@MainActor public func waitForDeferredUpdates(
  file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line
) async {
  // A few turns first: work that no kit registers (a main-actor hop of a signal) runs too.
  for _ in 0..<4 { await Task.yield() }
  var turns = 4
  while !pendingDeferredWork.isEmpty {
    guard turns < maximumDeferredTurns else {
      let message =
        "waitForDeferredUpdates(): work is still deferred after \(turns) turns of the main "
        + "actor: \(pendingDeferredWork.joined(separator: "; ")). Something defers more each "
        + "time it runs (an observer that sets a new table whenever it hears of one?)."
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(file)", filePath: "\(filePath)", line: Int(line), column: 1))
      return
    }
    await Task.yield()
    // Work off the main actor (a large table's diff) takes time rather than turns.
    if turns > 100 { try? await Task.sleep(nanoseconds: 1_000_000) }
    turns += 1
  }
}

/// How many main-actor turns ``waitForDeferredUpdates(file:filePath:line:)`` waits at most.
let maximumDeferredTurns = 1_000

/// What kits (and, headless, the animation clock) still defer to a later turn.
@MainActor var pendingDeferredWork: [String] {
  var pending = DeferredWork.pending
  #if !canImport(UIKit)
    let animations = HeadlessAnimationClock.shared.pendingCount()
    if animations > 0 { pending.append("\(animations) animations whose ends have not run") }
  #endif
  return pending
}
