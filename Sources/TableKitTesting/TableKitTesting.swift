// TableKitTesting drives table and collection views through UIKit's public API, so the same
// scripts run against UIKit on iOS and against HeadlessUIKit elsewhere. It re-exports the
// recorder, the virtual-time scheduler and the signals they record, so a test needs one
// import.
@_exported import Signals
@_exported import SignalsTesting

#if canImport(UIKit)
  @_exported import UIKit
#else
  @_exported import HeadlessUIKit
#endif
