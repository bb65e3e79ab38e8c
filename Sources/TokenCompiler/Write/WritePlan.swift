/// What writing a set of emitted files would do to the output folder, worked out without
/// changing anything. Every list holds paths relative to the output folder, sorted.
public struct WritePlan: Sendable, Hashable {
  /// Files that do not exist yet.
  public var created: [String]
  /// Files that exist with different bytes.
  public var updated: [String]
  /// Files that exist with exactly the emitted bytes; they will not be touched.
  public var unchanged: [String]
  /// Files tokenc wrote before (per the manifest) that are no longer emitted.
  public var removed: [String]
  /// Files the previous manifest lists that are no longer emitted but are not deleted, because
  /// they no longer hold the size and hash tokenc recorded (edited, or listed by a manifest
  /// tokenc did not write): the user's, left alone with a warning.
  public var kept: [String]
  /// Whether `.tokenc-manifest.json` would be created or rewritten.
  public var manifestChanged: Bool

  /// Creates a plan; the lists are sorted here.
  public init(
    created: [String] = [], updated: [String] = [], unchanged: [String] = [],
    removed: [String] = [], kept: [String] = [], manifestChanged: Bool = false
  ) {
    self.created = created.sorted()
    self.updated = updated.sorted()
    self.unchanged = unchanged.sorted()
    self.removed = removed.sorted()
    self.kept = kept.sorted()
    self.manifestChanged = manifestChanged
  }

  /// Whether any output file would be created, updated or removed.
  ///
  /// A change to the manifest alone does not count: the outputs would be the same.
  public var hasChanges: Bool { !created.isEmpty || !updated.isEmpty || !removed.isEmpty }
}

/// What a write did to the output folder. Every list holds relative paths, sorted.
public struct WriteReport: Sendable, Hashable {
  /// Files that were created.
  public var created: [String]
  /// Files whose bytes were replaced.
  public var updated: [String]
  /// Files left untouched because their bytes were already right.
  public var unchanged: [String]
  /// Stale files from an earlier write that were deleted.
  public var removed: [String]
  /// Folders deleted because removing stale files left them empty.
  public var removedDirectories: [String]
  /// Stale files left in place because they no longer hold what tokenc wrote (``WritePlan/kept``).
  public var kept: [String]
  /// Whether `.tokenc-manifest.json` was written.
  public var manifestWritten: Bool

  /// Creates a report; the lists are sorted here.
  public init(
    created: [String] = [], updated: [String] = [], unchanged: [String] = [],
    removed: [String] = [], removedDirectories: [String] = [], kept: [String] = [], manifestWritten: Bool = false
  ) {
    self.created = created.sorted()
    self.updated = updated.sorted()
    self.unchanged = unchanged.sorted()
    self.removed = removed.sorted()
    self.removedDirectories = removedDirectories.sorted()
    self.kept = kept.sorted()
    self.manifestWritten = manifestWritten
  }

  /// Whether any output file was created, updated or removed.
  public var hasChanges: Bool { !created.isEmpty || !updated.isEmpty || !removed.isEmpty }
}
