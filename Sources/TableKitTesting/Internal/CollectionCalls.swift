import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Sends a collection view's data-source and delegate methods for a scripted gesture; see
/// `TableCalls` for why lines differ under `#if canImport(UIKit)`.
@MainActor struct CollectionCalls {
  /// The collection view the gesture acts on.
  let view: UICollectionView

  private var delegate: (any UICollectionViewDelegate)? { view.delegate }
  private var dataSource: (any UICollectionViewDataSource)? { view.dataSource }

  func shouldHighlight(_ path: IndexPath) -> Bool {
    #if canImport(UIKit)
      delegate?.collectionView?(view, shouldHighlightItemAt: path) ?? true
    #else
      delegate?.collectionView(view, shouldHighlightItemAt: path) ?? true
    #endif
  }

  func didHighlight(_ path: IndexPath) {
    #if canImport(UIKit)
      delegate?.collectionView?(view, didHighlightItemAt: path)
    #else
      delegate?.collectionView(view, didHighlightItemAt: path)
    #endif
  }

  func didUnhighlight(_ path: IndexPath) {
    #if canImport(UIKit)
      delegate?.collectionView?(view, didUnhighlightItemAt: path)
    #else
      delegate?.collectionView(view, didUnhighlightItemAt: path)
    #endif
  }

  func shouldSelect(_ path: IndexPath) -> Bool {
    #if canImport(UIKit)
      delegate?.collectionView?(view, shouldSelectItemAt: path) ?? true
    #else
      delegate?.collectionView(view, shouldSelectItemAt: path) ?? true
    #endif
  }

  func shouldDeselect(_ path: IndexPath) -> Bool {
    #if canImport(UIKit)
      delegate?.collectionView?(view, shouldDeselectItemAt: path) ?? true
    #else
      delegate?.collectionView(view, shouldDeselectItemAt: path) ?? true
    #endif
  }

  func didSelect(_ path: IndexPath) {
    #if canImport(UIKit)
      delegate?.collectionView?(view, didSelectItemAt: path)
    #else
      delegate?.collectionView(view, didSelectItemAt: path)
    #endif
  }

  func didDeselect(_ path: IndexPath) {
    #if canImport(UIKit)
      delegate?.collectionView?(view, didDeselectItemAt: path)
    #else
      delegate?.collectionView(view, didDeselectItemAt: path)
    #endif
  }

  func canMove(_ path: IndexPath) -> Bool {
    #if canImport(UIKit)
      dataSource?.collectionView?(view, canMoveItemAt: path) ?? true
    #else
      dataSource?.collectionView(view, canMoveItemAt: path) ?? true
    #endif
  }

  func target(forMoveFrom source: IndexPath, proposed: IndexPath) -> IndexPath {
    #if canImport(UIKit)
      delegate?.collectionView?(
        view, targetIndexPathForMoveOfItemFromOriginalIndexPath: source,
        atCurrentIndexPath: source, toProposedIndexPath: proposed) ?? proposed
    #else
      delegate?.collectionView(
        view, targetIndexPathForMoveOfItemFromOriginalIndexPath: source,
        atCurrentIndexPath: source, toProposedIndexPath: proposed) ?? proposed
    #endif
  }

  /// Sends `moveItemAt` and returns whether the data source implements it.
  func moveItem(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard let dataSource else { return false }
    #if canImport(UIKit)
      guard let move = dataSource.collectionView(_:moveItemAt:to:) else { return false }
      move(view, source, destination)
      return true
    #else
      return view.headless.callReportingImplementation(
        "collectionView(_:moveItemAt:to:)", of: dataSource
      ) { dataSource.collectionView(view, moveItemAt: source, to: destination) }.isImplemented
    #endif
  }
}
