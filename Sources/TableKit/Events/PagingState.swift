/// Where a paged list stands.
///
/// ```swift
/// bag += kit.nearEnd.onValue {
///   kit.paging.value = .loading
///   inbox.loadNextPage { result in
///     switch result {
///     case .success(let page): kit.paging.value = page.isLast ? .exhausted : .idle
///     case .failure: kit.paging.value = .failed
///     }
///   }
/// }
/// ```
public enum PagingState: Hashable, Sendable {
  /// More pages may come: `nearEnd` fires when the user nears the end.
  case idle
  /// A page loads: the loading view shows below the last row and `nearEnd` waits.
  case loading
  /// The last page failed to load: the failure view shows below the last row, and `nearEnd`
  /// waits until the app retries (the kit's `retryPaging()`).
  case failed
  /// There are no more pages: nothing shows below the last row and `nearEnd` never fires.
  case exhausted
}
