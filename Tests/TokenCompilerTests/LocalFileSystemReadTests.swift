import Foundation
import Testing
import TokenCompiler

/// `LocalFileSystem.readFile(at:)` reads every byte, whatever the size, and says which path failed.
@Suite("LocalFileSystem: reading files")
struct LocalFileSystemReadTests {
  @Test(arguments: [0, 1, 4_095, 4_096, 4_097, 1_000_003])
  func readsEveryByte(size: Int) throws {
    try OutputFolder.with { _, folder in
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
      let path = folder + "/file.bin"
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      #expect(try LocalFileSystem().readFile(at: path) == bytes)
    }
  }

  @Test func aFileOfTheProcFileSystemIsReadToItsEnd() throws {
    // Files under /proc report a size of 0 and still have contents.
    let path = "/proc/self/status"
    guard FileManager.default.fileExists(atPath: path) else { return }
    let text = String(decoding: try LocalFileSystem().readFile(at: path), as: UTF8.self)
    #expect(text.contains("Name:"))
  }

  @Test func aMissingFileOrAFolderIsAnErrorNamingThePath() throws {
    try OutputFolder.with { _, folder in
      for path in [folder + "/missing.yaml", folder] {
        let error = #expect(throws: WriteError.self) { try LocalFileSystem().readFile(at: path) }
        #expect(error?.path == path)
        #expect(error?.reason.hasPrefix("cannot read file: ") == true)
      }
    }
  }
}
