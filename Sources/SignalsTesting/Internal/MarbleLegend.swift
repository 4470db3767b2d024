/// What the letters of a marble diagram stand for, both ways: the value of a letter, and the
/// letters that name a value.
struct MarbleLegend<Value> {
  /// The value a letter stands for, or `nil` if it stands for none.
  let value: (Character) -> Value?
  /// The letters that stand for a value, in a fixed order.
  let letters: (Value) -> [Character]

  /// Returns the letter to show for `value`: `hint` (the expected diagram's letter in that
  /// place) if it names the value, else the first letter that does.
  func letter(for value: Value, hint: Character?) -> Character? {
    let candidates = letters(value)
    if let hint, candidates.contains(hint) { return hint }
    return candidates.first
  }
}

extension MarbleLegend where Value: Equatable {
  /// A legend from a table of letters and values.
  init(_ values: [Character: Value]) {
    let sortedLetters = values.keys.sorted()
    self.init(
      value: { values[$0] },
      letters: { value in sortedLetters.filter { values[$0] == value } })
  }
}

extension MarbleLegend where Value == String {
  /// A legend in which each letter stands for itself as a string.
  static var selfNamed: MarbleLegend {
    MarbleLegend(
      value: { String($0) },
      letters: { value in
        guard value.count == 1, let letter = value.first, !"-|#()^! ".contains(letter) else {
          return []
        }
        return [letter]
      })
  }
}
