/// A row type whose cell shows a content configuration: the kit makes and reuses a list cell
/// for it, and asks the row for its content whenever the cell's state changes.
///
/// ```swift
/// extension Contact: ContentConfigurable {
///   func contentConfiguration(for state: UICellConfigurationState) -> any UIContentConfiguration {
///     var content = UIListContentConfiguration.subtitleCell()
///     content.text = name
///     content.secondaryText = state.isSelected ? "Selected" : phone
///     return content
///   }
///
///   func accessories(for state: UICellConfigurationState) -> [UICellAccessory] {
///     [.disclosureIndicator()]
///   }
/// }
/// ```
///
/// On both kits the content is asked for when the cell is configured for the row and again
/// each time the cell's configuration state changes: selection, highlight, editing, a swipe,
/// and the row's expansion (``isExpanded``). Any `UIContentConfiguration` works: a
/// `UIListContentConfiguration`, one of your own, or a SwiftUI view through
/// `UIHostingConfiguration` (see <doc:ContentConfigurations>).
///
/// A ``CollectionKit`` shows the row in a `UICollectionViewListCell` with the row's
/// accessories. A ``TableKit`` shows it in a `UITableViewCell` and maps the accessories a table
/// cell has: a disclosure indicator, a checkmark and a detail button become its `accessoryType`
/// (the last of them wins); the other accessories exist on list cells only. A registration that
/// matches the row wins over its content configuration, as over a ``Reusable`` row's view.
public protocol ContentConfigurable: ReusableValue {
  /// Returns the content the row's cell shows in a state.
  ///
  /// - Parameter state: The cell's configuration state; `isExpanded` is the row's
  ///   ``isExpanded``.
  @MainActor func contentConfiguration(for state: UICellConfigurationState)
    -> any UIContentConfiguration

  /// Returns the accessories the row's cell shows in a state; none by default.
  @MainActor func accessories(for state: UICellConfigurationState) -> [UICellAccessory]

  /// Whether the row shows as expanded in its cell's configuration state (an outline's parent
  /// row); false by default.
  var isExpanded: Bool { get }
}

extension ContentConfigurable {
  /// No accessories.
  @MainActor public func accessories(for state: UICellConfigurationState) -> [UICellAccessory] {
    []
  }

  /// Not expanded.
  public var isExpanded: Bool { false }

  /// The identifier of the kit's content-configured cells: every content-configured row type
  /// shares them.
  @MainActor public var reuseIdentifier: String { ContentCell.reuseIdentifier }

  /// Makes a table view cell that shows the row's content configuration, for use outside a kit;
  /// the kits make their own cells for content-configured rows.
  @MainActor public func makeReusableView() -> ReusableView {
    let cell = ContentConfiguredTableCell(style: .default, reuseIdentifier: nil)
    return ReusableView(view: cell) { (row: Self, _: RowLifetimes) in cell.show(row) }
  }
}
