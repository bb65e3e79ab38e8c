/// How one emitter is set up in `tokenc.yaml`.
public struct EmitterSetting: Sendable {
  /// The emitter id.
  public var id: String
  /// The folder under the output directory, if not the emitter's default.
  public var directory: String?
  /// The option entries.
  public var options: [SourceMappingEntry]
  /// Where the setting is written.
  public var location: SourceLocation?

  /// Creates a setting.
  public init(id: String, directory: String? = nil, options: [SourceMappingEntry] = [], location: SourceLocation? = nil)
  {
    self.id = id
    self.directory = directory
    self.options = options
    self.location = location
  }
}

/// The emit stage: runs the configured emitters and places their files in their folders.
///
/// Built-in emitters, emitters registered by a tool embedding tokenc, and user templates
/// (the `template` emitter, once per `templates:` entry) all go through the same registry,
/// the same ``Emitter/prepare(context:)`` check at setup and the same parallel run.
public struct EmitStage: Sendable {
  /// One configured emitter with its folder and where it is configured.
  private struct Instance: Sendable {
    var emitter: any Emitter
    var directory: String
    var location: SourceLocation?
    var id: String { type(of: emitter).descriptor.id }
  }

  private let instances: [Instance]
  /// The indices of ``instances``, heaviest emitter first (configuration order among equals).
  let startOrder: [Int]
  /// The ids of every configured emitter, which each context shares.
  private let ids: Set<String>
  private let fileSystem: any FileSystem
  private let directory: String

  /// Builds the configured emitters (every registered one that runs by default when `settings`
  /// is `nil`) and one `template` emitter per entry of `templates`, whose paths are relative to
  /// `directory` (the configuration's folder); setup problems go into `diagnostics`.
  public init(
    registry: EmitterRegistry, settings: [EmitterSetting]?, templates: [TemplateSetting] = [],
    directory: String = ".", fileSystem: any FileSystem = LocalFileSystem(), diagnostics: inout [Diagnostic]
  ) {
    let settings = settings ?? registry.defaultSettings
    var instances: [Instance] = []
    for setting in settings {
      guard let entry = registry.emitter(setting.id) else {
        diagnostics.error(.config, registry.unknownMessage(setting.id), at: setting.location)
        continue
      }
      let emitter = registry.make(
        entry, options: setting.options, extraOptions: ["directory"], diagnostics: &diagnostics)
      instances.append(
        Instance(
          emitter: emitter, directory: setting.directory ?? entry.descriptor.defaultDirectory,
          location: setting.location))
    }
    if !templates.isEmpty, registry.emitter(TemplateEmitter.descriptor.id) == nil {
      diagnostics.error(
        .config, "templates: needs the template emitter, which this build's registry does not have",
        at: templates.first?.templateLocation)
    } else {
      instances += templates.map {
        Instance(emitter: TemplateEmitter(setting: $0), directory: "", location: $0.outputLocation)
      }
    }
    self.instances = instances
    startOrder = instances.indices.sorted { left, right in
      let (a, b) = (
        type(of: instances[left].emitter).descriptor.cost, type(of: instances[right].emitter).descriptor.cost
      )
      return a != b ? a > b : left < right
    }
    ids = Set(instances.map(\.id))
    self.fileSystem = fileSystem
    self.directory = directory
    for instance in instances {
      var context = self.context(for: instance)
      instance.emitter.prepare(context: &context)
      diagnostics += context.diagnostics
    }
  }

  private func context(
    for instance: Instance, delivery: EmitDelivery = EmitDelivery(), memo: EmitMemo = .none
  ) -> EmitContext {
    EmitContext(
      emitterID: instance.id, emitterIDs: ids, fileSystem: fileSystem,
      configurationDirectory: directory, delivery: delivery, memo: memo)
  }

  /// The key of the emitter at `index` in an ``EmitMemory``: its position, id and folder.
  private func memoKey(_ index: Int) -> String {
    "\(index)\u{1F}\(instances[index].id)\u{1F}\(instances[index].directory)"
  }

  /// The files of every emitter, sorted by path; problems go into `diagnostics`.
  ///
  /// Emitters run in parallel (each gets its own context), the heaviest started first (see
  /// ``EmitterDescriptor/cost``); their files and diagnostics are collected in configuration
  /// order, so the result does not depend on scheduling. A path
  /// written by two emitters is an error at the second one's configuration.
  public func emit(_ input: EmitInput, diagnostics: inout [Diagnostic]) -> [EmittedFile] {
    emit(input, diagnostics: &diagnostics, receiver: nil)
  }

  /// ``emit(_:diagnostics:)``, handing each emitter's files (paths in their folders) to `receiver`
  /// as soon as that emitter has finished without an error, on the thread that ran it, so the
  /// bytes can be written and released while the other emitters run; files an emitter hands over
  /// or streams while it runs (``EmitDelivery``) go to `receiver` at once.
  ///
  /// The calls come in any order; an emitter with an error hands nothing more over. The result is
  /// checked for clashes as without `receiver`, but the files handed over come back without their
  /// contents and in configuration order, not sorted (the receiver orders what it writes).
  ///
  /// With a `memory` (a session that builds again and again, `tokenc watch`), each emitter reuses
  /// what it rendered in the previous build from the same inputs (``EmitMemo``); `configuration`
  /// identifies the configuration, whose change makes the memory forget.
  public func emit(
    _ input: EmitInput, diagnostics: inout [Diagnostic], receiver: (any EmitReceiver)?,
    memory: EmitMemory? = nil, configuration: [UInt8]? = nil
  ) -> [EmittedFile] {
    memory?.begin(configuration: configuration)
    let memos = instances.indices.map { memory?.memo(for: memoKey($0)) ?? .none }
    let outputs = ParallelMap.map(Array(zip(instances, memos)), startingWith: startOrder) { instance, memo in
      let delivery = EmitDelivery(directory: instance.directory, receiver: receiver)
      var context = self.context(for: instance, delivery: delivery, memo: memo)
      var files = delivery.place(instance.emitter.emit(input, context: &context))
      if let receiver, !context.diagnostics.hasErrors {
        receiver.accept(files)
        // Only the paths are kept, for the clash checks: the bytes are the write stage's now.
        files = files.map { EmittedFile(path: $0.path, contents: [], origin: $0.origin) }
      }
      return (delivery.delivered + files, context.diagnostics)
    }
    var owners: [String: String] = [:]
    var files: [EmittedFile] = []
    for (instance, output) in zip(instances, outputs) {
      diagnostics += output.1
      for file in output.0 {
        if let first = owners[file.path] {
          diagnostics.error(.config, Self.clash(file.path, first: first, second: instance.id), at: instance.location)
          continue
        }
        owners[file.path] = instance.id
        files.append(file)
      }
    }
    reportFolderClashes(files, owners: owners, diagnostics: &diagnostics)
    // With a receiver the caller keeps no file (``Pipeline/emit(_:receiver:)``): sorting
    // thousands of paths it throws away was a few milliseconds after the last emitter.
    return receiver == nil ? files.sorted { $0.path < $1.path } : files
  }

  /// A file whose path another emitter needs as a folder (a template `output: css` beside the
  /// css emitter's `css/tokens.css`) is a configuration error at the file's emitter or template.
  private func reportFolderClashes(
    _ files: [EmittedFile], owners: [String: String], diagnostics: inout [Diagnostic]
  ) {
    let clashes = OutputPath.folders(of: files.map(\.path)).filter { owners[$0] != nil }
    guard !clashes.isEmpty else { return }
    for folder in clashes.sorted() {
      guard let inside = files.map(\.path).filter({ $0.hasPrefix(folder + "/") }).min(),
        let owner = owners[folder], let other = owners[inside],
        let instance = instances.first(where: { $0.id == owner })
      else { continue }
      let what = owner == TemplateEmitter.descriptor.id ? "template output" : "emitter \(owner)'s file"
      let location =
        owner == TemplateEmitter.descriptor.id
        ? instances.first { ($0.emitter as? TemplateEmitter)?.setting.output == folder }?.location ?? instance.location
        : instance.location
      diagnostics.error(
        .config,
        "\(what) '\(folder)' is the folder emitter \(other) writes '\(inside)' into; choose another path",
        at: location)
    }
  }

  private static func clash(_ path: String, first: String, second: String) -> String {
    second == TemplateEmitter.descriptor.id
      ? "template output '\(path)' is also written by an emitter; choose another path"
      : "'\(path)' is written by emitter \(first) and emitter \(second); give one of them another directory"
  }
}

extension EmitterRegistry {
  /// What runs when a configuration names no emitters: every registered emitter that runs by
  /// default (not `template`, which needs a template and an output), without options.
  public var defaultSettings: [EmitterSetting] {
    descriptors.filter(\.runsByDefault).map { EmitterSetting(id: $0.id) }
  }
}
