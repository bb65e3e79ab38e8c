#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names of the files a build keeps beside each target while it writes.
///
/// `.<name>.tokenc-new-<build>` holds new bytes until they are renamed over the target;
/// `.<name>.tokenc-old-<build>` holds the previous version until the build has committed,
/// so a failed build can put it back. `<build>` is 16 random hexadecimal digits recorded
/// in the journal first, so the next build can find and remove what a killed build left.
enum StagingName {
  /// Marks a staged new version.
  static let newMarker = ".tokenc-new-"
  /// Marks a kept previous version.
  static let oldMarker = ".tokenc-old-"
  /// Marks the temporary files of tokenc before the journal; swept when migrating.
  static let legacyMarker = ".tokenc-tmp-"
  /// The most bytes of the target's name kept in a staging name.
  static let keptNameBytes = 128

  /// A fresh build id: 16 random hexadecimal digits.
  static func newBuildID() -> String {
    ContentHash.hex(UInt64.random(in: .min ... .max))
  }

  /// The longest staging name for a target name of `nameBytes` bytes.
  static func length(forNameOf nameBytes: Int) -> Int {
    1 + min(nameBytes, keptNameBytes) + newMarker.utf8.count + 16
  }

  /// The relative path of the new version of `relative` staged by build `build`.
  static func new(_ relative: String, build: String) -> String {
    sibling(of: relative, marker: newMarker, build: build)
  }

  /// The relative path where build `build` keeps the previous version of `relative`.
  static func old(_ relative: String, build: String) -> String {
    sibling(of: relative, marker: oldMarker, build: build)
  }

  /// `.<name (at most 128 bytes)><marker><build>` in the folder of `relative`, built from its
  /// bytes in one pass: the name is cut after its last whole character that fits.
  private static func sibling(of relative: String, marker: String, build: String) -> String {
    let utf8 = relative.utf8
    let nameStart = utf8.lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex
    var nameEnd = utf8.endIndex
    if utf8.distance(from: nameStart, to: nameEnd) > keptNameBytes {
      nameEnd = utf8.index(nameStart, offsetBy: keptNameBytes)
      // Back to the start of the character that does not fit whole (continuation bytes are 10xxxxxx).
      while nameEnd > nameStart, utf8[nameEnd] & 0xC0 == 0x80 { nameEnd = utf8.index(before: nameEnd) }
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + 1 + marker.utf8.count + build.utf8.count)
    bytes.append(contentsOf: utf8[..<nameStart])
    bytes.append(UInt8(ascii: "."))
    bytes.append(contentsOf: utf8[nameStart..<nameEnd])
    bytes.append(contentsOf: marker.utf8)
    bytes.append(contentsOf: build.utf8)
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The file system's limits on names and paths, in bytes.
enum PathLimits {
  /// The longest file or folder name (`NAME_MAX`).
  static let name = 255
  /// The longest path passed to a system call (`PATH_MAX` without the final NUL).
  static let path = Int(PATH_MAX) - 1
}
