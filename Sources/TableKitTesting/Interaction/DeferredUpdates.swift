import Foundation

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
/// Against HeadlessUIKit, update animations pending on its clock end during these turns too,
/// as they do on their own at the end of a main-actor turn (see <doc:AnimationTiming>).
///
/// - Note: It yields the main actor a few times, so work deferred by deferred work runs too.
@MainActor public func waitForDeferredUpdates() async {
  for _ in 0..<4 { await Task.yield() }
}
