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

  /// `.<name (at most 128 bytes)><marker><build>` in the folder of `relative`.
  private static func sibling(of relative: String, marker: String, build: String) -> String {
    var name = ""
    for scalar in OutputPath.fileName(of: relative).unicodeScalars {
      guard name.utf8.count + String(scalar).utf8.count <= keptNameBytes else { break }
      name.unicodeScalars.append(scalar)
    }
    let folder = OutputPath.parent(of: relative)
    return (folder.isEmpty ? "" : folder + "/") + "." + name + marker + build
  }
}

/// The file system's limits on names and paths, in bytes.
enum PathLimits {
  /// The longest file or folder name (`NAME_MAX`).
  static let name = 255
  /// The longest path passed to a system call (`PATH_MAX` without the final NUL).
  static let path = Int(PATH_MAX) - 1
}
