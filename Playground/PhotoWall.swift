import TableKit

/// A photo of the demo's wall: the same kind of Reusable row as the inbox's, in a grid.
struct Photo: Identifiable, Hashable {
  let id: Int
  var title: String
  var album: String
}

extension Photo: Reusable {
  static func makeAndConfigure() -> (make: UILabel, configure: (Photo) -> Disposable) {
    CellCount.made += 1
    let label = UILabel()
    return (
      label,
      { photo in
        label.text = photo.title
        return NilDisposer()
      }
    )
  }
}

/// An album: a section value that is its own header.
struct Album: Hashable, Reusable {
  var name: String

  static func makeAndConfigure() -> (make: UILabel, configure: (Album) -> Disposable) {
    let label = UILabel()
    return (
      label,
      { album in
        label.text = album.name
        return NilDisposer()
      }
    )
  }
}

/// The photos of the demo.
enum PhotoWall {
  static let photos = [
    "Beach", "Dunes", "Pier", "Gulls", "Sunset", "Harbour", "Snow", "Pines", "Frost", "Cabin",
    "Sled", "Aurora",
  ].enumerated().map {
    Photo(id: $0.offset, title: $0.element, album: $0.offset < 6 ? "Summer" : "Winter")
  }

  /// The wall's table: an album per section.
  static func table(of photos: [Photo]) -> Table<Album, Photo> {
    Table(rows: photos, sectionedBy: { Album(name: $0.album) })
  }
}
