/// Order statistics over the samples of a subject.
enum Statistics {
  /// Returns the median of `values`: the middle one, or the mean of the two middle ones.
  ///
  /// - Precondition: `values` is not empty.
  static func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "a median needs at least one sample; run at least one round")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    if sorted.count % 2 == 1 { return sorted[middle] }
    return (sorted[middle - 1] + sorted[middle]) / 2
  }
}
