/// A row's bag, made on first use: most cells never ask for the row lifetime, and a bag per
/// configured row would have to be found and released on every update.
@MainActor final class LazyRowBag {
  private var made: DisposeBag?
  private let make: @MainActor () -> DisposeBag

  init(make: @escaping @MainActor () -> DisposeBag) {
    self.make = make
  }

  var bag: DisposeBag {
    if let made { return made }
    let bag = make()
    made = bag
    return bag
  }
}
