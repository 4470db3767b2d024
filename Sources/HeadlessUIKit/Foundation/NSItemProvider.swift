// Foundation's NSItemProvider, which swift-corelibs-foundation lacks: the part drag and drop
// uses (Rules.md R-drag-8). Signatures follow the iPhoneOS 18.6 SDK's NSItemProvider.h and
// Foundation's Swift overlay.

/// Who may see a representation an item provider registers.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
  /// Every process.
  case all = 0
  /// Processes of the same development team.
  case team = 1
  /// Processes of the same group.
  case group = 2
  /// Only the process that registered it.
  case ownProcess = 3
}

/// An object that gives its data to an item provider in one or more type identifiers.
public protocol NSItemProviderWriting: AnyObject {
  /// The type identifiers the object can write, best first.
  static var writableTypeIdentifiersForItemProvider: [String] { get }
  /// Loads the object's data in a type identifier it can write.
  func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler:
      @escaping @Sendable (Data?, (any Error)?)
      -> Void
  ) -> Progress?
}

/// A type that can be made from an item provider's data.
///
/// On Apple platforms the class is `NSString`, and Foundation's overlay lets Swift code name
/// `String` (`provider.loadObject(ofClass: String.self) { … }`); here `String` conforms itself,
/// so that call compiles unchanged.
public protocol NSItemProviderReading: SendableMetatype {
  /// The type identifiers the type can read, best first.
  static var readableTypeIdentifiersForItemProvider: [String] { get }
  /// Makes a value from data in one of the readable type identifiers.
  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// The error domain of item provider errors.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

/// Carries data, in one or more type identifiers, between processes: the payload of a drag.
///
/// Representations are loaded on request, through the handler that registered them; the
/// completion runs when that handler completes (at once for data it has, later for data it
/// loads). While a drag is in flight and has not been dropped, loading fails with
/// `NSItemProviderItemUnavailableError` (-1000): "Before the drop happens, the items'
/// NSItemProviders do not allow the data … to be loaded" (UIDragSession.h; Rules.md R-drag-8).
///
/// ```swift
/// let provider = NSItemProvider(object: "Milk" as NSString)
/// provider.loadObject(ofClass: String.self) { text, error in print(text ?? "-") }
/// ```
///
/// - Note: On Apple platforms completions run on a background queue; here they run on the
///   thread the registered handler completes on.
open class NSItemProvider: NSObject {
  /// A registered representation: its type identifier and the handler that loads it.
  private struct Representation {
    let typeIdentifier: String
    let load: @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
  }

  private var representations: [Representation] = []

  /// A name for the data, such as a file name, for the receiver to use; default nil.
  open var suggestedName: String?

  /// Whether a drag that has not been dropped holds the data back (UIDragSession.h).
  package var isHeldByDrag = false

  /// Creates a provider with no representations.
  public override init() { super.init() }

  /// Creates a provider with the representations an object can write.
  public convenience init(object: any NSItemProviderWriting) {
    self.init()
    registerObject(object, visibility: .all)
  }

  /// Registers a representation whose data a handler loads on request. Register better
  /// representations first.
  open func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
    loadHandler:
      @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void)
      -> Progress?
  ) {
    representations.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler))
  }

  /// Registers the representations an object can write; types already registered are ignored,
  /// as Foundation ignores duplicates.
  open func registerObject(
    _ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility
  ) {
    let box = WritingBox(object)
    for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider
    where !registeredTypeIdentifiers.contains(type) {
      registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
        box.object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
      }
    }
  }

  /// The registered type identifiers, in the order they were registered.
  open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

  /// Returns whether a registered type identifier conforms to `typeIdentifier`.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    representations.contains { TypeConformance.conforms($0.typeIdentifier, to: typeIdentifier) }
  }

  /// Loads the data of the first representation conforming to `typeIdentifier`.
  ///
  /// The completion gets the data, or an error in `NSItemProviderErrorDomain`: -1000 while a
  /// drag holds the data back, -1200 when no representation conforms.
  @discardableResult
  open func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    if isHeldByDrag {
      completionHandler(nil, Self.error(-1000, "the drag has not been dropped"))
      return progress
    }
    guard
      let representation = representations.first(where: {
        TypeConformance.conforms($0.typeIdentifier, to: typeIdentifier)
      })
    else {
      completionHandler(nil, Self.error(-1200, "no representation conforms to \(typeIdentifier)"))
      return progress
    }
    _ = representation.load(completionHandler)
    return progress
  }

  /// Returns whether a representation can make a value of `aClass`.
  open func canLoadObject<T: NSItemProviderReading>(ofClass aClass: T.Type) -> Bool {
    T.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
  }

  /// Makes a value of `aClass` from the first representation it can read.
  @discardableResult
  open func loadObject<T: NSItemProviderReading>(
    ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
  ) -> Progress {
    guard
      let type = T.readableTypeIdentifiersForItemProvider.first(
        where: hasItemConformingToTypeIdentifier)
    else {
      completionHandler(nil, Self.error(-1200, "no representation can make a \(T.self)"))
      return Progress(totalUnitCount: 1)
    }
    return loadDataRepresentation(forTypeIdentifier: type) { data, error in
      guard let data else { return completionHandler(nil, error) }
      do {
        completionHandler(try T.object(withItemProviderData: data, typeIdentifier: type), nil)
      } catch {
        completionHandler(nil, error)
      }
    }
  }

  private static func error(_ code: Int, _ reason: String) -> NSError {
    NSError(
      domain: NSItemProviderErrorDomain, code: code,
      userInfo: [NSLocalizedDescriptionKey: "Cannot load the item: \(reason)."])
  }
}

/// Holds an object for the load handlers of its representations.
///
/// `@unchecked Sendable`: the object is only asked for its data, through its own
/// `loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`, as Foundation asks it.
private final class WritingBox: @unchecked Sendable {
  let object: any NSItemProviderWriting
  init(_ object: any NSItemProviderWriting) { self.object = object }
}

/// The part of the uniform type identifier hierarchy drag and drop needs: which type
/// identifiers a registered one conforms to.
enum TypeConformance {
  private static let parents: [String: String] = [
    "public.utf8-plain-text": "public.plain-text",
    "public.utf16-plain-text": "public.plain-text",
    "public.plain-text": "public.text",
    "public.url": "public.data",
    "public.png": "public.image",
    "public.jpeg": "public.image",
    "public.image": "public.data",
    "public.json": "public.text",
    "public.text": "public.data",
    "public.data": "public.item",
  ]

  static func conforms(_ type: String, to other: String) -> Bool {
    var current: String? = type
    while let each = current {
      if each == other { return true }
      current = parents[each]
    }
    return false
  }
}

extension NSString: NSItemProviderWriting {
  /// UTF-8 plain text.
  public static var writableTypeIdentifiersForItemProvider: [String] {
    ["public.utf8-plain-text"]
  }

  /// Gives the string as UTF-8 data.
  public func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler:
      @escaping @Sendable (Data?, (any Error)?)
      -> Void
  ) -> Progress? {
    completionHandler(Data((self as String).utf8), nil)
    return nil
  }
}

extension String: NSItemProviderReading {
  /// Plain text.
  public static var readableTypeIdentifiersForItemProvider: [String] {
    ["public.utf8-plain-text", "public.plain-text", "public.text"]
  }

  /// Reads UTF-8 text; other data fails with a Cocoa error, as NSString's reading does.
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
    -> String
  {
    guard let text = String(data: data, encoding: .utf8) else {
      throw NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadCorruptFile.rawValue)
    }
    return text
  }
}
