#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit

  extension UICollectionView {
    /// Lifts an item for a drag the test moves and drops step by step (``ScriptedDrag``).
    ///
    /// - Parameters:
    ///   - source: A visible item.
    ///   - file: The file a stop names; filled in by the compiler.
    ///   - line: The line a stop names; filled in by the compiler.
    /// - Returns: The drag, lifted.
    /// - Note: Stops when the item is missing or off screen, or the view gives no drag items;
    ///   ``Throwing/liftItem(at:)`` throws instead.
    public func liftItem(at source: IndexPath, file: StaticString = #fileID, line: UInt = #line)
      -> ScriptedDrag
    {
      stoppingOnMisuse(
        { () throws(InteractionError) in try scriptLiftItem(at: source) }, file: file, line: line)
    }

    /// Drags an item with drag and drop (no editing mode) and drops it at another item of this
    /// table or of `target`: the lift, one move over the destination, and the drop.
    ///
    /// - Parameters:
    ///   - source: A visible item.
    ///   - destination: The item the drag is over when let go; a section's item count is the
    ///     place after its last item.
    ///   - target: The collection view dropped on; nil for this collection view.
    ///   - file: The file a stop names; filled in by the compiler.
    ///   - line: The line a stop names; filled in by the compiler.
    /// - Returns: The operation performed (`.cancel` or `.forbidden` when nothing was dropped).
    /// - Note: Stops as ``liftItem(at:file:line:)`` does; ``Throwing/dragAndDrop(itemAt:to:in:)``
    ///   throws instead.
    @discardableResult
    public func dragAndDrop(
      itemAt source: IndexPath, to destination: IndexPath, in target: UICollectionView? = nil,
      file: StaticString = #fileID, line: UInt = #line
    ) -> UIDropOperation {
      liftItem(at: source, file: file, line: line).drop(over: target ?? self, at: destination)
    }

    /// Drops items from another app, one per provider, on an item of this collection view.
    ///
    /// - Returns: The operation performed.
    @discardableResult
    public func drop(_ providers: [NSItemProvider], at destination: IndexPath?) -> UIDropOperation {
      ScriptedDrag(providers: providers).drop(over: self, at: destination)
    }

    func scriptLiftItem(at source: IndexPath) throws(InteractionError) -> ScriptedDrag {
      _ = try checkItem(source, for: "drag")
      return try scriptLift(at: source, noun: "item")
    }
  }

  extension Throwing where Base == UICollectionView {
    /// Lifts an item, throwing instead of stopping on misuse.
    public func liftItem(at source: IndexPath) throws(InteractionError) -> ScriptedDrag {
      try base.scriptLiftItem(at: source)
    }

    /// Drags and drops an item, throwing instead of stopping on misuse.
    @discardableResult
    public func dragAndDrop(
      itemAt source: IndexPath, to destination: IndexPath, in target: UICollectionView? = nil
    ) throws(InteractionError) -> UIDropOperation {
      try base.scriptLiftItem(at: source).drop(over: target ?? base, at: destination)
    }
  }
#endif
