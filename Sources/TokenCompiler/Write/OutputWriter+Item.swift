/// One file as the write stage handles it: its path and size, and where its bytes are.
///
/// ``OutputWriter/write(_:)`` holds every file's bytes in memory (``Content/bytes``). A streamed
/// write (``WriteSession``) hands each emitter's files over as that emitter finishes: a file whose
/// bytes are already on disk is kept as ``Content/sameAsDisk``, any other is written at once into
/// the staging area (``Content/staged(_:)``, or ``Content/inNewFolder(_:)`` when its folder is
/// new), and its bytes are released; a plan's session only notes ``Content/differs``.
extension OutputWriter {
  /// One file to write.
  struct Item: Sendable {
    /// Where an item's bytes are.
    enum Content: Sendable {
      /// In memory.
      case bytes([UInt8])
      /// In the staging area, at this on-disk path; renamed over the target when the build commits.
      case staged(String)
      /// In a copy of a folder the output folder does not have yet, staged whole in the staging
      /// area (``WriteSession``): the folder at this relative path, the file's topmost new folder,
      /// is renamed into place at once when the build commits, with every file in it. `written`
      /// is the file's status once written, if the file system told it: renaming the folder
      /// leaves its files' status alone, so it is the file's status after the commit too.
      case inNewFolder(String, written: FileStatus?)
      /// Nowhere: the target already holds exactly these bytes (the stat cache vouched for it,
      /// or it was read and compared when the bytes were handed over).
      case sameAsDisk
      /// Nowhere: the bytes were compared with the target when they were handed over and
      /// differ (a plan, ``WriteSession/Purpose/plan``, which stages nothing).
      case differs
    }

    /// The path relative to the output folder.
    var path: String
    /// The token (or other source) the file is for, where a path problem is reported.
    var origin: SourceLocation?
    /// The number of bytes.
    var size: Int
    /// Where the bytes are.
    var content: Content
    /// The hash and `lstat` found when the bytes were handed over; `nil`: found by ``probe(_:rootExists:)``.
    var probe: Probe?

    /// An item holding an emitted file's bytes.
    init(_ file: EmittedFile) {
      path = file.path
      origin = file.origin
      size = file.contents.count
      content = .bytes(file.contents)
    }

    /// An item whose bytes were handed over already.
    init(path: String, origin: SourceLocation?, size: Int, content: Content, probe: Probe) {
      self.path = path
      self.origin = origin
      self.size = size
      self.content = content
      self.probe = probe
    }

    /// The topmost new folder whose staged copy holds this file, if it is staged in one.
    var newFolder: String? {
      if case .inNewFolder(let folder, _) = content { return folder }
      return nil
    }

    /// Whether the file at the target holds exactly `bytes`, the target's current contents;
    /// for handed-over bytes, what was found when they were handed over.
    func matches(_ bytes: @autoclosure () throws -> [UInt8]) -> Bool {
      switch content {
      case .bytes(let contents): (try? bytes()) == contents
      case .staged, .inNewFolder, .differs: false
      case .sameAsDisk: true
      }
    }
  }
}
