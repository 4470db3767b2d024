/// Expands sections of plain rows and row groups into a kit's table, again whenever a group's
/// rows change, and routes taps and heights to the group that owns each row.
///
/// Rows are found by identity in the latest expansion, so an event reaches the right group
/// even while an older table is still on screen.
@MainActor final class RowGroupLayout<Section, Row> {
  private weak var kit: ListKit<Section, Row>?
  private let sections: [(Section, [RowGroupPart<Row>])]
  /// The group and local index of each group row, by row identity.
  private var owners: [AnyHashable: (group: any RowGroup<Row>, index: Int)] = [:]
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
      self?.didSelect(event.row)
    }
    if sections.flatMap(\.1).contains(where: { if case .group = $0 { true } else { false } }) {
      bag += kit.heightLayers.push { [weak self] row in self?.height(of: row) }
    }
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
    var owners: [AnyHashable: (group: any RowGroup<Row>, index: Int)] = [:]
    let table = Table(
      sections: sections.map { section, parts in
        (
          section,
          parts.flatMap { part -> [Row] in
            switch part {
            case .row(let row):
              return [row]
            case .group(let group):
              let rows = group.rows.value
              for (index, row) in rows.enumerated() {
                owners[kit.identity.row(row)] = (group, index)
              }
              return rows
            }
          }
        )
      })
    self.owners = owners
    kit.table.value = table
  }

  private func didSelect(_ row: Row) {
    guard let kit, let owner = owners[kit.identity.row(row)] else { return }
    // Deselected when the tap's pass ends, so the selection reads [row], then [].
    if owner.group.didTap(rowAt: owner.index) == .deselects { kit.deselectAfterTap(row) }
  }

  private func height(of row: Row) -> CGFloat? {
    guard let kit, let owner = owners[kit.identity.row(row)] else { return nil }
    return owner.group.height(ofRowAt: owner.index)
  }
}
