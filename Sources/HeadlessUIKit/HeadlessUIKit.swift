// UIKit re-exports Foundation, so `import UIKit` alone gives `IndexPath`, `CGRect` and `NSObject`;
// `import HeadlessUIKit` does the same, so adapter files compile unchanged on both.
@_exported import Foundation
