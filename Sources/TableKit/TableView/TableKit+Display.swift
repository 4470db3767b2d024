extension TableKit {
  func title(forHeaderInSection section: Int) -> String? {
    let value = shown.sections[section].value
    if headerView != nil || value is any ReusableValue
      || headerRegistrations.registration(for: value, at: sectionPath(section)) != nil
    {
      return nil
    }
    return headerTitle?(value)
  }

  func title(forFooterInSection section: Int) -> String? {
    let value = shown.sections[section].value
    if footerView != nil
      || footerRegistrations.registration(for: value, at: sectionPath(section)) != nil
    {
      return nil
    }
    return footerTitle?(value)
  }

  /// The index path a section registration's predicate sees: the section, row 0.
  func sectionPath(_ section: Int) -> IndexPath { IndexPath(row: 0, section: section) }

  func footerView(inSection section: Int) -> UIView? {
    let value = shown.sections[section].value
    if let footerView { return footerView(value) }
    return registeredView(from: footerRegistrations, for: value, in: section)
  }

  /// Dequeues and configures the header or footer view registered for a section's value.
  private func registeredView(
    from registrations: CellRegistrations<UITableViewHeaderFooterView>, for value: Section,
    in section: Int
  ) -> UIView? {
    guard let registration = registrations.registration(for: value, at: sectionPath(section)),
      let made = view.dequeueReusableHeaderFooterView(
        withIdentifier: registration.reuseIdentifier)
    else { return nil }
    let bag = DisposeBag()
    cells.keep(bag, forSupplementary: made)
    registration.configure(made, value, RowLifetimes(configuration: bag, display: bag, row: bag))
    return made
  }

  func headerView(inSection section: Int) -> UIView? {
    let value = shown.sections[section].value
    if let headerView { return headerView(value) }
    if let registered = registeredView(from: headerRegistrations, for: value, in: section) {
      return registered
    }
    guard let reusable = value as? any ReusableValue else { return nil }
    let made = reusable.makeReusableView()
    let bag = DisposeBag()
    made.configure(with: value, in: RowLifetimes(configuration: bag, display: bag, row: bag))
    cells.keep(bag, forSupplementary: made.view)
    return made.view
  }
}
