/// How long and how often each subject is measured.
public struct RunPlan: Equatable, Sendable {
  /// The number of rounds; each round measures every subject once.
  public var rounds: Int
  /// The time one sample should take; calibration picks the iteration count to reach it.
  public var sampleNanoseconds: UInt64

  /// Creates a plan.
  public init(rounds: Int, sampleNanoseconds: UInt64) {
    precondition(rounds > 0, "a run plan needs at least one round")
    self.rounds = rounds
    self.sampleNanoseconds = sampleNanoseconds
  }

  /// The plan for the given options: few short samples in quick mode, more and longer otherwise.
  public init(_ options: Options) {
    if options.quick {
      self.init(rounds: 5, sampleNanoseconds: 4_000_000)
    } else {
      self.init(rounds: 11, sampleNanoseconds: 20_000_000)
    }
  }

  /// Returns the order in which subjects are measured in `round`: the subjects rotated by the
  /// round number (round 0: A, B, C; round 1: B, C, A; …), so none is always measured first.
  public static func order(subjectCount: Int, round: Int) -> [Int] {
    (0..<subjectCount).map { (round + $0) % subjectCount }
  }
}
