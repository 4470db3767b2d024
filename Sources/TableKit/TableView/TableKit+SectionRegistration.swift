extension TableKit {
  /// Registers a header view class to show sections whose value is (or wraps) a model type, and
  /// returns what unregisters it. Views are reused through the table view's header and footer
  /// queue.
  ///
  /// ```swift
  /// bag += kit.registerHeader(DayHeader.self, for: Day.self) { header, day, lifetimes in
  ///   header.textLabel?.text = day.title
  /// }
  /// ```
  ///
  /// A later registration that matches a section wins over an earlier one; a ``headerView``
  /// closure wins over registrations, and a registration over a ``Reusable`` section's own view
  /// and over ``headerTitle``.
  ///
  /// - Parameters:
  ///   - viewType: The header view class.
  ///   - modelType: The section model type it shows.
  ///   - isIncluded: Whether the registration applies to a model in a section; all by default.
  ///   - configure: Shows a model in a view; attach work to the given lifetimes, which end when
  ///     the view shows another section or stops being displayed.
  /// - Returns: A disposable that unregisters the view class.
  @discardableResult
  public func registerHeader<View: UITableViewHeaderFooterView, Model>(
    _ viewType: View.Type, for modelType: Model.Type,
    where isIncluded: @escaping (Model, Int) -> Bool = { _, _ in true },
    configure: @escaping (View, Model, RowLifetimes) -> Void
  ) -> Disposable {
    registerSectionView(
      viewType, for: modelType, isHeader: true, where: isIncluded, configure: configure)
  }

  /// Registers a footer view class to show sections whose value is (or wraps) a model type, and
  /// returns what unregisters it; see ``registerHeader(_:for:where:configure:)``.
  ///
  /// - Parameters:
  ///   - viewType: The footer view class.
  ///   - modelType: The section model type it shows.
  ///   - isIncluded: Whether the registration applies to a model in a section; all by default.
  ///   - configure: Shows a model in a view.
  /// - Returns: A disposable that unregisters the view class.
  @discardableResult
  public func registerFooter<View: UITableViewHeaderFooterView, Model>(
    _ viewType: View.Type, for modelType: Model.Type,
    where isIncluded: @escaping (Model, Int) -> Bool = { _, _ in true },
    configure: @escaping (View, Model, RowLifetimes) -> Void
  ) -> Disposable {
    registerSectionView(
      viewType, for: modelType, isHeader: false, where: isIncluded, configure: configure)
  }

  private func registerSectionView<View: UITableViewHeaderFooterView, Model>(
    _ viewType: View.Type, for modelType: Model.Type, isHeader: Bool,
    where isIncluded: @escaping (Model, Int) -> Bool,
    configure: @escaping (View, Model, RowLifetimes) -> Void
  ) -> Disposable {
    let kind = isHeader ? "header" : "footer"
    let identifier =
      "\(String(reflecting: viewType)) \(kind) for \(String(reflecting: modelType))"
    let token = RegistrationToken()
    let registration = CellRegistration<UITableViewHeaderFooterView>(
      token: token, reuseIdentifier: identifier,
      matches: { section, indexPath in
        guard let model = unwrap(section, as: modelType) else { return false }
        return isIncluded(model, indexPath.section)
      },
      configure: { view, section, lifetimes in
        guard let view = view as? View, let model = unwrap(section, as: modelType) else { return }
        configure(view, model, lifetimes)
      })
    view.register(viewType, forHeaderFooterViewReuseIdentifier: identifier)
    if isHeader {
      headerRegistrations.add(registration)
    } else {
      footerRegistrations.add(registration)
    }
    pipeline.requestReload()
    return Disposer { [weak self] in
      // As for cells: the flag takes effect at once, on any thread; the reload hops.
      token.dispose()
      Task { @MainActor in self?.unregisterSectionView(token, isHeader: isHeader) }
    }
  }

  private func unregisterSectionView(_ token: RegistrationToken, isHeader: Bool) {
    if isHeader {
      headerRegistrations.remove(token)
    } else {
      footerRegistrations.remove(token)
    }
    pipeline.requestReload()
  }
}
