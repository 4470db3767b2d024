/// Manages a view; here only what a context menu's preview needs: a controller whose view the
/// menu shows.
///
/// Mirrors `@MainActor open class UIViewController : UIResponder` (Rules.md R-decl-1); no
/// presentation, containment or appearance callbacks.
@MainActor open class UIViewController: UIResponder {
  private var loadedView: UIView?

  /// Creates a controller without a nib; headless there are no nibs.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// Creates a controller without a nib.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// Creates a controller from an archive; headless nothing is decoded.
  public required init?(coder: NSCoder) { super.init() }

  /// The controller's view, made by ``loadView()`` the first time it is read.
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        if loadedView == nil { loadedView = UIView(frame: .zero) }
        viewDidLoad()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view has been made.
  open var isViewLoaded: Bool { loadedView != nil }

  /// The controller's title.
  open var title: String?

  /// The controller's preferred size, which a context menu's preview adopts.
  open var preferredContentSize: CGSize = .zero

  /// Makes the view; by default a plain one.
  open func loadView() { loadedView = UIView(frame: .zero) }

  /// Called once the view is made.
  open func viewDidLoad() {}
}
