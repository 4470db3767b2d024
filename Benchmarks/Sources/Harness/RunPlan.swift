/// How long and how often each subject is measured.
public struct RunPlan: Equatable, Sendable {
  /// The number of rounds; each round measures every subject once.
  public var rounds: Int
  /// The time one sample should take; calibration picks the iteration count to reach it.
  public var sampleNanoseconds: UInt64
  /// The time a scenario's rounds may take together; a scenario whose single operation is slow
  /// runs fewer rounds, down to ``minimumRounds``.
  public var scenarioNanoseconds: UInt64

  /// The fewest rounds a scenario runs, whatever its operations cost: a median needs three.
  public static var minimumRounds: Int { 3 }

  /// Creates a plan.
  public init(rounds: Int, sampleNanoseconds: UInt64, scenarioNanoseconds: UInt64 = .max) {
    precondition(rounds > 0, "a run plan needs at least one round")
    self.rounds = rounds
    self.sampleNanoseconds = sampleNanoseconds
    self.scenarioNanoseconds = scenarioNanoseconds
  }

  /// The plan for the given options: few short samples in quick mode, more and longer otherwise.
  public init(_ options: Options) {
    if options.quick {
      self.init(rounds: 7, sampleNanoseconds: 5_000_000, scenarioNanoseconds: 1_500_000_000)
    } else {
      self.init(rounds: 11, sampleNanoseconds: 20_000_000, scenarioNanoseconds: 15_000_000_000)
    }
  }

  /// Returns the rounds to run when one round takes about `roundNanoseconds`: as many as the
  /// scenario's time allows, between ``minimumRounds`` and ``rounds``.
  public func rounds(forRoundNanoseconds roundNanoseconds: UInt64) -> Int {
    let affordable = scenarioNanoseconds / max(roundNanoseconds, 1)
    let floor = min(rounds, Self.minimumRounds)
    return Int(min(UInt64(rounds), max(UInt64(floor), affordable)))
  }

  /// Returns the order in which subjects are measured in `round`: the subjects rotated by the
  /// round number (round 0: A, B, C; round 1: B, C, A; …), so none is always measured first.
  public static func order(subjectCount: Int, round: Int) -> [Int] {
    (0..<subjectCount).map { (round + $0) % subjectCount }
  }
}
