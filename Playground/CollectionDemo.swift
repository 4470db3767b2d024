import TableKit
import TableKitTesting

/// A scripted session with a CollectionKit photo wall on a headless collection view: the same
/// table, rows and events as the inbox, laid out in a grid.
@MainActor final class CollectionDemo {
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 130))
  private let kit: CollectionKit<Album, Photo>
  private let photos = ReadWriteSignal(PhotoWall.photos)
  private let log = EventLog()
  private let bag = DisposeBag()
  private var stepNumber = 0

  private init() {
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    window.addSubview(view)
    kit = CollectionKit(view: view)
    kit.sizeForRow = { _, _ in CGSize(width: 100, height: 40) }
    kit.headerSize = { _, _ in CGSize(width: 320, height: 24) }
  }

  /// Runs the session and prints it.
  static func run() {
    let demo = CollectionDemo()
    demo.script()
    demo.bag.dispose()
  }

  private func script() {
    bag += kit.rowEvents.onValue { [unowned self] event in
      log.record(EventLog.signalName(of: event.kind), event.row.title)
    }
    bag += kit.sectionEvents.onValue { [unowned self] event in
      log.record(EventLog.signalName(of: event.kind), event.section.name)
    }
    bag += kit.prefetch.onValue { [unowned self] photos in
      log.record("prefetch", "[" + photos.map(\.title).joined(separator: ", ") + "]")
    }
    bag += kit.selection.plain().onValue { [unowned self] photos in
      log.record("selection", "[" + photos.map(\.title).joined(separator: ", ") + "]")
    }
    kit.canMove = { _ in true }

    step("A live photo list bound to a grid: an album per section, three photos a line") {
      Transcript.action("bag += photos.atOnce().map(PhotoWall.table).bindTo(kit.table)")
      bag += photos.atOnce().map(PhotoWall.table(of:)).bindTo(kit.table)
    }
    step("Tap Pier") {
      Transcript.action("kit.view.tap(item: 2)")
      kit.view.tap(item: 2)
    }
    step("Scroll down: the first line and its header leave, Winter's last line comes in") {
      Transcript.action("kit.view.scroll(by: 100)")
      kit.view.scroll(by: 100)
    }
    step("New photos above the screen: the photos on screen keep their place, Pier selected") {
      Transcript.action("photos.value.insert(Shells, Kites, at: 0)")
      photos.value.insert(
        contentsOf: [
          Photo(id: 20, title: "Shells", album: "Summer"),
          Photo(id: 21, title: "Kites", album: "Summer"),
        ], at: 0)
    }
    step("Back to the top") {
      Transcript.action("kit.view.scrollToStart()")
      kit.view.scrollToStart()
    }
    step("Drag Beach to the end of its line: the table holds the new order at once") {
      Transcript.action("kit.view.drag(itemAt: [0, 2], to: [0, 4])")
      kit.view.drag(itemAt: IndexPath(item: 2, section: 0), to: IndexPath(item: 4, section: 0))
    }
    print(
      "\nSession over: \(CellCount.made) cells made in all, \(kit.table.value.count) photos, "
        + "\(log.total) events logged.")
  }

  /// Prints a numbered step: its heading, what `perform` does, the events and the grid.
  private func step(_ title: String, perform: () -> Void) {
    stepNumber += 1
    Transcript.heading("\(stepNumber). \(title)")
    perform()
    // The script never yields the main actor: end the step's animations, as the run loop would.
    kit.view.finishAnimations()
    log.flush()
    Transcript.rendered(
      kit.view,
      caption: "\(kit.view.visibleItems.count) of \(kit.table.value.count) photos on screen")
  }
}
