import TableKit

/// Records the kit's signals as they fire and prints them step by step, one line per signal.
@MainActor final class EventLog {
  private var entries: [(signal: String, item: String)] = []
  /// How many events were logged in the whole session.
  private(set) var total = 0

  /// Subscribes to the kit's row, header, prefetch, paging, selection and diagnostics signals.
  func listen(to kit: TableKit<String, InboxRow>, in bag: DisposeBag) {
    bag += kit.rowEvents.onValue { [unowned self] event in
      record(Self.signalName(of: event.kind), event.row.name)
    }
    bag += kit.sectionEvents.onValue { [unowned self] event in
      record(Self.signalName(of: event.kind), event.section)
    }
    bag += kit.prefetch.onValue { [unowned self] rows in
      record("prefetch", Self.list(rows))
    }
    bag += kit.cancelPrefetch.onValue { [unowned self] rows in
      record("cancelPrefetch", Self.list(rows))
    }
    bag += kit.nearEnd.onValue { [unowned self] in record("nearEnd", "") }
    bag += kit.selection.plain().onValue { [unowned self] rows in
      record("selection", Self.list(rows))
    }
    bag += kit.diagnostics.onValue { [unowned self] diagnostic in
      record("diagnostics", diagnostic.description)
    }
  }

  /// Adds an event to the current step.
  func record(_ signal: String, _ item: String) {
    entries.append((signal, item))
    total += 1
  }

  /// Prints the step's events, one line per signal in the order they first fired, and starts
  /// the next step.
  func flush() {
    guard !entries.isEmpty else {
      Transcript.logLine("(no events)", "")
      return
    }
    var order: [String] = []
    var items: [String: [String]] = [:]
    for entry in entries {
      if items[entry.signal] == nil { order.append(entry.signal) }
      items[entry.signal, default: []].append(entry.item)
    }
    for signal in order {
      let listed = items[signal, default: []].filter { !$0.isEmpty }
      Transcript.logLine(signal, listed.joined(separator: separator(for: signal)))
    }
    entries = []
  }

  /// Single rows are listed with commas, batches of rows side by side, and successive
  /// selections as a sequence.
  private func separator(for signal: String) -> String {
    switch signal {
    case "selection": " → "
    case "prefetch", "cancelPrefetch", "diagnostics": " "
    default: ", "
    }
  }

  /// Returns a batch of rows as `[Ada, Grace]`.
  private static func list(_ rows: [InboxRow]) -> String {
    "[" + rows.map(\.name).joined(separator: ", ") + "]"
  }

  static func signalName(of kind: RowEventKind) -> String {
    switch kind {
    case .select: "didSelect"
    case .deselect: "didDeselect"
    case .highlight: "didHighlight"
    case .unhighlight: "didUnhighlight"
    case .willDisplay: "willDisplay"
    case .didEndDisplaying: "didEndDisplaying"
    case .accessoryTap: "accessoryTapped"
    case .delete: "didDelete"
    case .insert: "didRequestInsert"
    case .move: "didMove"
    case .willBeginEditing: "willBeginEditing"
    case .didEndEditing: "didEndEditing"
    }
  }

  static func signalName(of kind: SectionEventKind) -> String {
    switch kind {
    case .willDisplayHeader: "willDisplayHeader"
    case .didEndDisplayingHeader: "didEndDisplayingHeader"
    case .willDisplayFooter: "willDisplayFooter"
    case .didEndDisplayingFooter: "didEndDisplayingFooter"
    }
  }
}
