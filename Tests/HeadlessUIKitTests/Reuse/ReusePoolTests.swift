import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct ReusePoolTests {
  final class Tile: UIView {}

  @Test func thePoolIsLastInFirstOutPerIdentifier() {
    // Rules.md R-reuse-8: one pool per identifier, take last, append last.
    var pool = ReusePool<UIView>()
    let registered = pool.register(Tile.self, forIdentifier: "a")
    #expect(registered)
    let first = UIView()
    let second = UIView()
    pool.enqueue(first, identifier: "a")
    pool.enqueue(second, identifier: "a")
    var madeType: UIView.Type?
    let make = { (type: UIView.Type, _: String) -> UIView in
      madeType = type
      return Tile()
    }
    let missing = pool.dequeue("b", make: make)
    let newest = pool.dequeue("a", make: make)
    let oldest = pool.dequeue("a", make: make)
    #expect(missing == nil && newest?.view === second && oldest?.view === first)
    #expect(madeType == nil)
    let made = pool.dequeue("a", make: make)
    #expect(madeType == Tile.self && made?.source == .created)
  }

  @Test func registeringNilUnregistersAndAWrongClassIsRefused() {
    var pool = ReusePool<UIView>()
    let registered = pool.register(Tile.self, forIdentifier: "a")
    let unregistered = pool.register(nil as AnyClass?, forIdentifier: "a")
    #expect(registered && unregistered && !pool.isRegistered("a"))
    let wrongClass = pool.register(NSObject.self, forIdentifier: "a")
    #expect(!wrongClass)
  }
}
