/// Expands sections of plain rows and row groups into a kit's table, again whenever a group's
/// rows change, and routes taps and heights to the group that owns each row.
///
/// Rows are found by identity in the latest expansion, so an event reaches the right group
/// even while an older table is still on screen. Rows that share an identity (a mistake the kit
/// reports, but one a user can still tap) are told apart by position: the tapped row is the
/// n-th row with its identity in the shown table, and the n-th such row of the expansion owns
/// it — never another group's row, nor a plain row's twin.
@MainActor final class RowGroupLayout<Section, Row> {
  /// A group and a row's local index in it.
  typealias Owner = (group: any RowGroup<Row>, index: Int)

  private(set) weak var kit: ListKit<Section, Row>?
  private let sections: [(Section, [RowGroupPart<Row>])]
  /// The owner of each row of the latest expansion, by identity: one entry per row with that
  /// identity, in table order; nil for a plain row.
  private(set) var owners: [AnyHashable: [Owner?]] = [:]
  private let bag = DisposeBag()

  init(kit: ListKit<Section, Row>, sections: [(Section, [RowGroupPart<Row>])]) {
    self.kit = kit
    self.sections = sections
  }

  /// Shows the expansion and keeps it current until the returned disposable is disposed.
  func start() -> Disposable {
    guard let kit else { return NilDisposer() }
    for case .group(let group) in sections.flatMap(\.1) {
      bag += group.rows.onValue { [weak self] _ in self?.expand() }
    }
    bag += kit.rowEvents.onValue { [weak self] event in
      guard event.kind == .select else { return }
      self?.didSelect(event.row, at: event.indexPath)
    }
    if sections.flatMap(\.1).contains(where: { if case .group = $0 { true } else { false } }) {
      bag += kit.heightLayers.push { [weak self] row, indexPath in
        self?.height(of: row, at: indexPath)
      }
    }
    let groups = sections.flatMap(\.1).compactMap { part -> (any RowGroup<Row>)? in
      if case .group(let group) = part { group } else { nil }
    }
    bag += startOutlines(of: groups)
    expand()
    // The layout lives as long as its subscriptions: the bag holds it through their closures.
    // Held as an existential, so the closure captures no generic metatype.
    let layout: any Sendable = self
    bag += Disposer { _ = layout }
    return bag
  }

  /// Builds the table from the groups' current rows and sets it.
  private func expand() {
    guard let kit else { return }
    var owners: [AnyHashable: [Owner?]] = [:]
    let table = Table(
      sections: sections.map { section, parts in
        (
          section,
          parts.flatMap { part -> [Row] in
            switch part {
            case .row(let row):
              owners[kit.identity.row(row), default: []].append(nil)
              return [row]
            case .group(let group):
              let rows = group.rows.value
              for (index, row) in rows.enumerated() {
                owners[kit.identity.row(row), default: []].append((group, index))
              }
              return rows
            }
          }
        )
      })
    self.owners = owners
    kit.table.value = table
    kit.refreshOutlineCells()
  }

  /// Returns the group and local index of the row at `indexPath` of the shown table, or nil for
  /// a plain row or a row the expansion no longer has.
  ///
  /// - Complexity: O(1) for a row whose identity is its own; O(*n*) in the rows before it when
  ///   rows share its identity.
  private func owner(of row: Row, at indexPath: IndexPath) -> Owner? {
    guard let kit else { return nil }
    let rowID = kit.identity.row(row)
    guard let candidates = owners[rowID] else { return nil }
    guard candidates.count > 1 else { return candidates.first ?? nil }
    let shown = kit.shown
    let end = shown.offset(of: TableIndex(indexPath))
    let ordinal = shown.rows[..<end].count { kit.identity.row($0) == rowID }
    return candidates.indices.contains(ordinal) ? candidates[ordinal] : nil
  }

  private func didSelect(_ row: Row, at indexPath: IndexPath) {
    guard let kit, let owner = owner(of: row, at: indexPath) else { return }
    // Deselected when the tap's pass ends, so the selection reads [row], then [].
    if owner.group.didTap(rowAt: owner.index) == .deselects { kit.deselectAfterTap(row) }
  }

  private func height(of row: Row, at indexPath: IndexPath) -> CGFloat? {
    guard let owner = owner(of: row, at: indexPath) else { return nil }
    return owner.group.height(ofRowAt: owner.index)
  }
}
