extension CollectionKit {
  /// The reuse identifier of the plain cell shown for a row nothing can show.
  static var unregisteredRowIdentifier: String { "TableKit.CollectionKit.unregisteredRow" }

  /// Dequeues and configures the cell of the row at an index path of the shown table.
  ///
  /// Every cell is dequeued, as a collection view requires: a registered cell class, or for a
  /// ``Reusable`` row the kit's hosting cell, which takes in the row's view the first time.
  func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
    let row = shown[indexPath]
    if let registration = registrations.registration(for: row, at: indexPath) {
      let cell = view.dequeueReusableCell(
        withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
      let state = cells.state(of: cell, registeredBy: registration)
      configure(state, cell: cell, with: row)
      return cell
    }
    if ContentCell.row(row) != nil {
      registerHost(ContentConfiguredListCell.self, ContentCell.reuseIdentifier)
      let cell = view.dequeueReusableCell(
        withReuseIdentifier: ContentCell.reuseIdentifier, for: indexPath)
      configure(contentState(of: cell), cell: cell, with: row)
      return cell
    }
    guard let reusable = row as? any ReusableValue else {
      reportUnregistered(row, at: indexPath)
      return unregisteredCell(for: row, at: indexPath)
    }
    let identifier = reusable.reuseIdentifier
    registerHost(HostingCollectionCell.self, identifier)
    let cell = view.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    let state: CellState<UIView>
    if let known = cells.state(of: cell) {
      state = known
    } else {
      let made = reusable.makeReusableView()
      SharedViewCheck.requireNew(
        made.view, isKnown: false, of: type(of: reusable), at: indexPath)
      (cell as? HostingCollectionCell)?.host(made.view)
      state = cells.track(
        CellState(cell: cell, reuseIdentifier: identifier, isMadeByKit: false) {
          _, row, lifetimes in
          made.configure(with: row, in: lifetimes)
        })
    }
    configure(state, cell: cell, with: row)
    return cell
  }

  /// Registers one of the kit's hosting classes for a reuse identifier, once.
  func registerHost(_ cellClass: UICollectionViewCell.Type, _ identifier: String) {
    guard hostIdentifiers.insert(identifier).inserted else { return }
    view.register(cellClass, forCellWithReuseIdentifier: identifier)
  }

  private func unregisteredCell(for row: Row, at indexPath: IndexPath) -> UICollectionViewCell {
    registerHost(UICollectionViewCell.self, Self.unregisteredRowIdentifier)
    let cell = view.dequeueReusableCell(
      withReuseIdentifier: Self.unregisteredRowIdentifier, for: indexPath)
    let label =
      cell.contentView.subviews.compactMap { $0 as? UILabel }.first
      ?? {
        let label = UILabel()
        cell.contentView.addSubview(label)
        return label
      }()
    label.text = "No view for \(type(of: row as Any))"
    return cell
  }
}
