#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit

  extension UITableView {
    /// Lifts a row for a drag the test moves and drops step by step (``ScriptedDrag``).
    ///
    /// - Parameters:
    ///   - source: A visible row.
    ///   - file: The file a stop names; filled in by the compiler.
    ///   - line: The line a stop names; filled in by the compiler.
    /// - Returns: The drag, lifted.
    /// - Note: Stops when the row is missing or off screen, or the table gives no drag items;
    ///   ``Throwing/liftRow(at:)`` throws instead.
    public func liftRow(at source: IndexPath, file: StaticString = #fileID, line: UInt = #line)
      -> ScriptedDrag
    {
      stoppingOnMisuse(
        { () throws(InteractionError) in try scriptLiftRow(at: source) }, file: file, line: line)
    }

    /// Drags a row with drag and drop (no editing mode) and drops it at another row of this
    /// table or of `target`: the lift, one move over the destination, and the drop.
    ///
    /// - Parameters:
    ///   - source: A visible row.
    ///   - destination: The row the drag is over when let go; a section's row count is the
    ///     place after its last row.
    ///   - target: The table dropped on; nil for this table.
    ///   - file: The file a stop names; filled in by the compiler.
    ///   - line: The line a stop names; filled in by the compiler.
    /// - Returns: The operation performed (`.cancel` or `.forbidden` when nothing was dropped).
    /// - Note: Stops as ``liftRow(at:file:line:)`` does; ``Throwing/dragAndDrop(rowAt:to:in:)``
    ///   throws instead.
    @discardableResult
    public func dragAndDrop(
      rowAt source: IndexPath, to destination: IndexPath, in target: UITableView? = nil,
      file: StaticString = #fileID, line: UInt = #line
    ) -> UIDropOperation {
      liftRow(at: source, file: file, line: line).drop(over: target ?? self, at: destination)
    }

    /// Drops items from another app, one per provider, on a row of this table.
    ///
    /// - Returns: The operation performed.
    @discardableResult
    public func drop(_ providers: [NSItemProvider], at destination: IndexPath?) -> UIDropOperation {
      ScriptedDrag(providers: providers).drop(over: self, at: destination)
    }

    func scriptLiftRow(at source: IndexPath) throws(InteractionError) -> ScriptedDrag {
      _ = try checkRow(source, for: "drag")
      return try scriptLift(at: source, noun: "row")
    }
  }

  extension Throwing where Base == UITableView {
    /// Lifts a row, throwing instead of stopping on misuse.
    public func liftRow(at source: IndexPath) throws(InteractionError) -> ScriptedDrag {
      try base.scriptLiftRow(at: source)
    }

    /// Drags and drops a row, throwing instead of stopping on misuse.
    @discardableResult
    public func dragAndDrop(
      rowAt source: IndexPath, to destination: IndexPath, in target: UITableView? = nil
    ) throws(InteractionError) -> UIDropOperation {
      try base.scriptLiftRow(at: source).drop(over: target ?? base, at: destination)
    }
  }
#endif
