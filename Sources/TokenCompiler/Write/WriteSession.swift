import Foundation

/// A write fed while the emitters run: each emitter's files are handed over as soon as it has
/// finished, and their bytes are released at once, so a build never holds its whole output in
/// memory.
///
/// Handing files over (``accept(_:)``, from any thread) takes the writer's lock the first time
/// and then, for each file, hashes it, takes one `lstat` of its target and either finds that
/// the target already holds these bytes (the stat cache vouches for it, or it is read and
/// compared, as ``OutputWriter/write(_:)`` would) or decides where in the staging area,
/// `.tokenc/staging/`, its bytes go; the batch's staging folders and files are then created on
/// every core (``stage(_:contents:)``), a failure reported as a loop in order meets it.
/// Nothing the output folder shows changes until ``finish(inputsFingerprint:record:)``,
/// which, once every emitter has succeeded, checks every path, works out the plan and commits
/// exactly as ``OutputWriter/write(_:)`` does (journal, folders, renames in path order, the
/// manifest last), renaming staged files straight from the staging area over their targets.
/// ``discard()`` (an emitter failed) removes the staging area, and the output folder itself if
/// this build created it. A build killed while handing files over leaves only the staging area,
/// which the next build removes before anything else (it holds the lock, so no other build
/// is using it); a build killed while committing is recovered through its journal, as any.
///
/// A session for a ``Purpose/plan`` (`tokenc build --check` and `--dry-run`) compares the same
/// way but changes nothing: it takes no lock, stages nothing and only remembers which files
/// differ; ``finishPlan()`` says what a write would do, as ``OutputWriter/plan(_:)`` does.
final class WriteSession: @unchecked Sendable {
  /// The staging area's name inside `.tokenc`.
  static let areaName = "staging"
  /// The name, inside the staging area, of the folder holding its copies of new folders.
  static let newName = "new"

  /// What a session does with the files handed over.
  enum Purpose {
    /// Stages them and commits them to the output folder.
    case write
    /// Compares them with the output folder, changing nothing.
    case plan
  }

  /// What is known once the lock is held.
  struct Opened {
    /// The lock on the output folder; `nil` for a plan, which takes none.
    var lock: (any FileLock)?
    /// Whether the output folder, and `.tokenc` in it, existed before this build.
    var existed: (root: Bool, state: Bool)
    /// Whether the output folder holds anything to compare with.
    var rootExists: Bool
    /// The journal of an interrupted build, recovered already.
    var journal: WriteJournal?
    /// The manifest and the stat cache.
    var reads: OutputWriter.SideReads
    /// The folders looked at so far, to read a target only through real folders.
    var scan: FolderScan
    /// Whether the staging area has been created.
    var hasArea = false
    /// The staging area, opened once it is created: its folders and files are created relative to it.
    var areaFolder: (any OpenFolder)?
    /// The folders made so far inside the staging area's copies of new folders, relative.
    var stagedFolders: Set<String> = []

    /// Notes that the staged copy of `folder` and the folders above it are made, calling `noted`
    /// with each one not noted before (`folder` first), up to the first already noted.
    mutating func noteStaged(_ folder: String, _ noted: (String) -> Void) {
      var folder = folder
      while !folder.isEmpty, stagedFolders.insert(folder).inserted {
        noted(folder)
        folder = OutputPath.parent(of: folder)
      }
    }
  }

  /// The writer whose output folder is written.
  let writer: OutputWriter
  /// Whether the files are written or only compared.
  let purpose: Purpose
  /// Guards everything below, which is what makes the `@unchecked Sendable` sound.
  let lock = NSLock()
  /// The lock and the state read under it, once files have been handed over.
  var opened: Opened?
  /// The files handed over so far, bytes released.
  var items: [OutputWriter.Item] = []
  /// The first failure, reported by ``finish(inputsFingerprint:record:)``; later files are dropped.
  var failure: (any Error)?
  /// How many streamed files were started (``beginFile(at:origin:)``), which names their staging files.
  var streams = 0

  /// Starts a session; nothing is looked at until the first files are handed over.
  init(writer: OutputWriter, purpose: Purpose = .write) {
    self.writer = writer
    self.purpose = purpose
  }

  /// The staging area, on disk.
  var area: String { StateFolder(writer: writer).path(Self.areaName) }

  /// Where the staging area keeps its copies of new folders, on disk.
  var newFolders: String { Self.newFolders(in: writer) }

  /// Where the staging area of `writer`'s output folder keeps its copies of new folders.
  static func newFolders(in writer: OutputWriter) -> String {
    StateFolder(writer: writer).path(areaName) + "/" + newName
  }

  /// Takes over one emitter's files: each is compared with its target or staged, and its bytes
  /// are released. A failure is kept for ``finish(inputsFingerprint:record:)``.
  func accept(_ files: [EmittedFile]) {
    guard !files.isEmpty, let rootExists = lock.withLock({ failure == nil ? open()?.rootExists : nil }) else {
      return
    }
    // Hashing and one `lstat` per file need no lock: another emitter's files go on meanwhile.
    let probes = writer.probes(of: files, rootExists: rootExists)
    lock.withLock {
      guard failure == nil, var state = opened else { return }
      defer { opened = state }
      // Where each file goes is decided here, one by one; the folders and files are then
      // created on every core (``stage(_:contents:)``).
      var batch = StagingBatch(firstItem: items.count)
      do {
        for (index, (file, probe)) in zip(files, probes).enumerated() {
          let content = try content(of: file, index: index, probe: probe, state: &state, batch: &batch)
          items.append(
            OutputWriter.Item(
              path: file.path, origin: file.origin, size: file.contents.count, content: content, probe: probe))
        }
      } catch {
        // Nothing was created yet: the files before this one were either unchanged or only decided.
        failure = error
        return
      }
      let (written, error) = state.areaFolder.map { stage(batch, in: $0, contents: files) } ?? ([], nil)
      for (item, status) in written {
        if case .inNewFolder(let folder, _) = items[item].content {
          items[item].content = .inNewFolder(folder, written: status)
        }
      }
      if let error { failure = error }
    }
  }

  /// Takes the lock and reads the output folder's state the first time; `nil` (with ``failure``
  /// set) if that fails. Call with ``lock`` held.
  func open() -> Opened? {
    if let opened { return opened }
    // The previous write's deferred cleanup holds the lock and may still remove its journal.
    writer.memory?.waitForCleanup()
    do {
      let state = StateFolder(writer: writer)
      _ = try writer.checkedRoot()
      if purpose == .plan {
        opened = try openForPlan(state)
        return opened
      }
      let rootExisted = try state.inspectRoot()
      let stateExisted = rootExisted && writer.fileSystem.kind(at: state.path("")) != nil
      let (fileLock, hasOutput) = try state.open()
      // Left by a build killed while its emitters ran: no build uses it while this one holds the lock.
      if writer.fileSystem.kind(at: area) != nil { _ = writer.fileSystem.removeTree(at: area) }
      let journal = state.readJournal()
      if let journal { writer.recover(journal) }
      let rootExists = try state.inspectRoot() && hasOutput
      let reads = OutputWriter.SideReads()
      if rootExists { writer.readState(into: reads) }
      opened = Opened(
        lock: fileLock, existed: (rootExisted, stateExisted), rootExists: rootExists, journal: journal, reads: reads,
        scan: FolderScan(writer: writer, rootExists: rootExists, displaceable: { _ in false }))
    } catch {
      failure = error
    }
    return opened
  }

  /// What a plan reads, as ``OutputWriter/plan(_:)`` reads it: no lock, no recovery, nothing created.
  private func openForPlan(_ state: StateFolder) throws -> Opened {
    let rootExists = try state.inspectRoot()
    let reads = OutputWriter.SideReads()
    if rootExists { writer.readState(into: reads) }
    return Opened(
      lock: nil, existed: (rootExists, true), rootExists: rootExists, journal: state.readJournal(), reads: reads,
      scan: FolderScan(writer: writer, rootExists: rootExists, displaceable: { _ in false }))
  }
}
