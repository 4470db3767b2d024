#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// Shows a ``TableKit`` in SwiftUI, its table bound two ways to the app's state.
  ///
  /// ```swift
  /// struct InboxView: View {
  ///   @State var table = Table(rows: messages)
  ///   var body: some View {
  ///     TableKitView(table: $table) { kit in
  ///       kit.didSelect.onValue { open($0) }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The kit's events reach `configure`, whose subscriptions live as long as the view; the
  /// user's edits write the binding. The logic is ``KitTableLink``'s.
  public struct TableKitView<Section: Hashable, Row: Identifiable & Hashable>:
    UIViewRepresentable
  {
    private let table: Binding<Table<Section, Row>>
    private let configure: @MainActor (TableKit<Section, Row>) -> Disposable

    /// Creates a view showing a bound table; `configure` subscribes to the kit's events.
    public init(
      table: Binding<Table<Section, Row>>,
      configure: @escaping @MainActor (TableKit<Section, Row>) -> Disposable = { _ in
        NilDisposer()
      }
    ) {
      self.table = table
      self.configure = configure
    }

    /// Holds the link between the kit and the binding.
    public final class Coordinator {
      var link: KitTableLink<Section, Row>?
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeUIView(context: Context) -> UITableView {
      let kit = TableKit<Section, Row>(table: table.wrappedValue)
      let binding = table
      let link = KitTableLink(kit: kit, table: table.wrappedValue) { binding.wrappedValue = $0 }
      link.keep(configure(kit))
      context.coordinator.link = link
      return kit.view
    }

    public func updateUIView(_ view: UITableView, context: Context) {
      context.coordinator.link?.update(to: table.wrappedValue)
    }

    public static func dismantleUIView(_ view: UITableView, coordinator: Coordinator) {
      coordinator.link?.dispose()
      coordinator.link = nil
    }
  }

  /// Shows a ``CollectionKit`` in SwiftUI, its table bound two ways to the app's state; see
  /// ``TableKitView``.
  public struct CollectionKitView<Section: Hashable, Row: Identifiable & Hashable>:
    UIViewRepresentable
  {
    private let table: Binding<Table<Section, Row>>
    private let makeView: @MainActor () -> UICollectionView
    private let configure: @MainActor (CollectionKit<Section, Row>) -> Disposable

    /// Creates a view showing a bound table in a collection view `makeView` makes (a list
    /// layout's, say); `configure` subscribes to the kit's events.
    public init(
      table: Binding<Table<Section, Row>>,
      makeView: @escaping @MainActor () -> UICollectionView = {
        CollectionKit<Section, Row>.makeDefaultView()
      },
      configure: @escaping @MainActor (CollectionKit<Section, Row>) -> Disposable = { _ in
        NilDisposer()
      }
    ) {
      self.table = table
      self.makeView = makeView
      self.configure = configure
    }

    /// Holds the link between the kit and the binding.
    public final class Coordinator {
      var link: KitTableLink<Section, Row>?
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeUIView(context: Context) -> UICollectionView {
      let kit = CollectionKit<Section, Row>(table: table.wrappedValue, view: makeView())
      let binding = table
      let link = KitTableLink(kit: kit, table: table.wrappedValue) { binding.wrappedValue = $0 }
      link.keep(configure(kit))
      context.coordinator.link = link
      return kit.view
    }

    public func updateUIView(_ view: UICollectionView, context: Context) {
      context.coordinator.link?.update(to: table.wrappedValue)
    }

    public static func dismantleUIView(_ view: UICollectionView, coordinator: Coordinator) {
      coordinator.link?.dispose()
      coordinator.link = nil
    }
  }

  /// A row whose cell is a SwiftUI view, hosted by `UIHostingConfiguration` on both kits.
  ///
  /// ```swift
  /// extension Song: HostedRow {
  ///   func body(for state: UICellConfigurationState) -> some View {
  ///     Label(title, systemImage: state.isSelected ? "play.fill" : "music.note")
  ///   }
  /// }
  /// ```
  public protocol HostedRow: ContentConfigurable {
    /// The view's type.
    associatedtype Body: View
    /// Returns the SwiftUI view the row's cell shows in a state.
    @MainActor @ViewBuilder func body(for state: UICellConfigurationState) -> Body
  }

  extension HostedRow {
    /// Hosts ``body(for:)`` in the cell, with no margins of its own.
    @MainActor public func contentConfiguration(for state: UICellConfigurationState)
      -> any UIContentConfiguration
    {
      UIHostingConfiguration { body(for: state) }
    }
  }
#endif
