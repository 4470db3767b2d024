/// Keeps a kit's table and a table the app owns (a SwiftUI binding's value, a signal) in step:
/// the logic behind `TableKitView` and `CollectionKitView` (where SwiftUI exists), tested
/// without SwiftUI.
///
/// The app's table goes to the kit when it differs from the kit's; the user's edits (a delete, a
/// move) come back through `write` when the kit's table differs from the app's. Neither side is
/// written with a table it already has, so the two never loop.
@MainActor public final class KitTableLink<Section: Hashable, Row: Hashable> {
  /// The kit the link drives.
  public let kit: ListKit<Section, Row>
  private let bag = DisposeBag()
  private var appTable: Table<Section, Row>

  /// Links a kit to a table the app owns.
  ///
  /// - Parameters:
  ///   - kit: The kit; it shows `table` at once.
  ///   - table: The app's table now.
  ///   - write: Stores a table the user's edits made into the app's state (a binding's setter).
  public init(
    kit: ListKit<Section, Row>, table: Table<Section, Row>,
    write: @escaping @MainActor (Table<Section, Row>) -> Void
  ) {
    self.kit = kit
    appTable = table
    if kit.table.value != table { kit.table.value = table }
    bag += kit.table.onValue { [weak self] edited in
      guard let self, edited != self.appTable else { return }
      self.appTable = edited
      write(edited)
    }
  }

  /// Links a kit to a signal of tables: each value the signal holds is shown.
  public convenience init(kit: ListKit<Section, Row>, signal: ReadSignal<Table<Section, Row>>) {
    self.init(kit: kit, table: signal.value) { _ in }
    bag += signal.onValue { [weak self] table in self?.update(to: table) }
  }

  /// Shows the app's table when it changed.
  public func update(to table: Table<Section, Row>) {
    guard table != appTable else { return }
    appTable = table
    if kit.table.value != table { kit.table.value = table }
  }

  /// Keeps a subscription to the kit's events for as long as the link lives.
  public func keep(_ disposable: Disposable) { bag += disposable }

  /// Ends the link's subscriptions and the kit's work.
  public func dispose() {
    bag.dispose()
    kit.dispose()
  }
}
