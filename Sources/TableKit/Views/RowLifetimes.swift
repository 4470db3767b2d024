/// The three lifetimes a cell's code can attach work to, each a dispose bag the kit manages.
///
/// ```swift
/// kit.register(MessageCell.self, for: Message.self) { cell, message, lifetimes in
///   lifetimes.configuration += avatars.image(for: message).onValue { cell.avatar = $0 }
///   lifetimes.display += clock.ticks.onValue { cell.showAge(of: message) }
///   lifetimes.row += downloads.start(message.attachment)
/// }
/// ```
@MainActor public struct RowLifetimes {
  /// Disposed when the view is configured again, when its view lets it go (back to the reuse
  /// queue, or released), or when the kit goes away. A cell the view keeps near the visible area
  /// after `didEndDisplaying` keeps its configuration.
  public let configuration: DisposeBag
  /// Disposed at each `didEndDisplaying`, when the cell is configured again, or when the kit goes
  /// away. A cell displayed again without being asked for is configured again first when its
  /// configuration put work here, so that work restarts with each display.
  public let display: DisposeBag
  private let rowBag: LazyRowBag

  /// Disposed when the row's identity leaves the table (even while it is off screen) or the kit
  /// goes away: for downloads and timers that belong to the row, not to a cell.
  ///
  /// - Note: The kit makes the bag the first time it is read, so rows whose code never asks
  ///   for it cost nothing to keep.
  public var row: DisposeBag { rowBag.bag }

  init(configuration: DisposeBag, display: DisposeBag, row: DisposeBag) {
    self.init(configuration: configuration, display: display, makeRow: { row })
  }

  init(
    configuration: DisposeBag, display: DisposeBag, makeRow: @escaping @MainActor () -> DisposeBag
  ) {
    self.configuration = configuration
    self.display = display
    self.rowBag = LazyRowBag(make: makeRow)
  }
}
