/// Where a signal source was created or a subscription was made, for debug messages.
@usableFromInline
struct SourceSite: Sendable, CustomStringConvertible {
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(fileID: StaticString, line: UInt) {
    self.fileID = fileID
    self.line = line
  }

  @usableFromInline
  var description: String { "\(fileID):\(line)" }
}
