extension TableKit {
  func title(forHeaderInSection section: Int) -> String? {
    let value = shown.sections[section].value
    if headerView != nil || header != nil || value is any ReusableValue
      || headerRegistrations.registration(for: value, at: sectionPath(section)) != nil
    {
      return nil
    }
    return headerTitle?(value)
  }

  func title(forFooterInSection section: Int) -> String? {
    let value = shown.sections[section].value
    if footerView != nil || footer != nil
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
    if let footer { return footer(value).map(hostedView(showing:)) }
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
    if let header { return header(value).map(hostedView(showing:)) }
    if let registered = registeredView(from: headerRegistrations, for: value, in: section) {
      return registered
    }
    return (value as? any ReusableValue).map(hostedView(showing:))
  }

  /// Makes the view of a header or footer value and configures it; its bag ends when UIKit
  /// stops displaying it.
  private func hostedView(showing content: any ReusableValue) -> UIView {
    let made = content.makeReusableView()
    let bag = DisposeBag()
    made.configure(with: content, in: RowLifetimes(configuration: bag, display: bag, row: bag))
    cells.keep(bag, forSupplementary: made.view)
    return made.view
  }
}
