/// Warnings a kit prints when no diagnostic observer can hear them any more (the kit is going
/// away), the way UIKit logs its own runtime warnings.
@MainActor enum KitWarning {
  /// Where warnings go; standard error unless a test listens.
  static var sink: (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  static func emit(_ message: String) {
    sink(message)
  }
}
