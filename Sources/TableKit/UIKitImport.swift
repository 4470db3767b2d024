@_exported import Signals

// TableKit is written against UIKit's API only. Where UIKit is absent, HeadlessUIKit declares the
// same API, so every adapter file compiles unchanged on both.
#if canImport(UIKit)
  @_exported import UIKit
#else
  @_exported import HeadlessUIKit
#endif
