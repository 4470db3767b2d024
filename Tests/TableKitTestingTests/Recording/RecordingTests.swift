import Testing

@testable import TableKitTesting

/// The re-exported recorder and scheduler record what a hand-written delegate emits.
@MainActor @Suite struct RecordingTests {
  /// A delegate that sends each selected row on a signal, as an adapter does.
  final class SelectionEmitter: NSObject, UITableViewDelegate {
    let selected = Emitter<IndexPath>()

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.send(indexPath)
    }
  }

  @Test func aRecorderSeesTheRowsATapSelects() {
    let fixture = TableFixture()
    let emitter = SelectionEmitter()
    fixture.table.delegate = emitter
    let scheduler = TestScheduler()
    let recorder = SignalRecorder(emitter.selected.signal, scheduler: scheduler)
    fixture.table.tap(row: 2)
    scheduler.advance(by: .seconds(1))
    fixture.table.tap(row: 0)
    #expect(recorder.values == [row(2), row(0)])
    #expect(recorder.recorded.map(\.time) == [.zero, .seconds(1)])
    recorder.dispose()
  }
}
