import ArgumentParser

/// The everyday invocations, `tokenc [build] …` and `tokenc validate …` with their plain options,
/// read without ArgumentParser.
///
/// ArgumentParser finds a command's options by reflecting on it (`Mirror` over every property
/// wrapper, a protocol cast for each) and, for every parse, builds the root command's, the default
/// subcommand's and two completion-script commands' arguments the same way: about 40 scans of
/// every protocol conformance in the binary, most of a small build's start-up. Arguments this
/// reader does not fully understand (help, `--version`, completion scripts, `--name=value`, a
/// value that looks like an option, an option given twice, anything misspelled, another
/// subcommand) return `nil` and go to ArgumentParser, which parses them, and reports their
/// errors, as ever. Debug builds parse every invocation both ways and stop if they differ.
enum CommonInvocation {
  /// The options a subcommand accepts here, by long name; `-q` is `--quiet`. (Arrays, not sets:
  /// a `Set<String>` is the process's first use of `String: Hashable`, itself a conformance scan.)
  private struct Grammar {
    /// Options without a value.
    var flags: [String]
    /// Options with one value, given at most once.
    var single: [String]
    /// Options with one value, given any number of times.
    var repeated: [String] = []
  }

  /// The options given, in order, each once with its values (none for a flag).
  private struct Given {
    private var entries: [(name: String, values: [String])] = []

    /// The values of the option `name`; `nil` when it was not given.
    subscript(name: String) -> [String]? { entries.first { $0.name == name }?.values }

    /// Adds `value` (or nothing, for a flag) to the option `name`.
    mutating func add(_ name: String, _ value: String?) {
      guard let index = entries.firstIndex(where: { $0.name == name }) else {
        return entries.append((name, value.map { [$0] } ?? []))
      }
      entries[index].values += value.map { [$0] } ?? []
    }
  }

  /// The options of ``CommonOptions``, which `build` and `validate` share.
  private static let common = Grammar(
    flags: ["--quiet", "--warnings-as-errors"], single: ["--config", "--diagnostics-format"])

  /// `build`'s options: the common ones, the output overrides, `--check` and `--dry-run`.
  private static let build = Grammar(
    flags: common.flags + ["--check", "--dry-run"], single: common.single + ["--output"],
    repeated: ["--emitter", "--emitter-option"])

  /// `validate`'s options: the common ones and `--list-rules`.
  private static let validate = Grammar(flags: common.flags + ["--list-rules"], single: common.single)

  /// The command `arguments` (without the program name) ask for, parsed and validated as
  /// ArgumentParser would; `nil` when ArgumentParser must parse them.
  static func command(_ arguments: [String]) -> (any ParsableCommand)? {
    let named = arguments.first.map { !$0.hasPrefix("-") } ?? false
    let options = named ? Array(arguments.dropFirst()) : arguments
    switch named ? arguments[0] : BuildCommand.configuration.commandName {
    case BuildCommand.configuration.commandName:
      guard let given = read(options, build) else { return nil }
      return buildCommand(given)
    case ValidateCommand.configuration.commandName:
      guard let given = read(options, validate) else { return nil }
      return validateCommand(given)
    default:
      return nil
    }
  }

  /// Each option given, with its values; `nil` for anything outside `grammar` or given twice.
  private static func read(_ arguments: [String], _ grammar: Grammar) -> Given? {
    var given = Given()
    var index = 0
    while index < arguments.count {
      let name = arguments[index] == "-q" ? "--quiet" : arguments[index]
      index += 1
      if grammar.flags.contains(name) {
        guard given[name] == nil else { return nil }
        given.add(name, nil)
        continue
      }
      guard grammar.single.contains(name) && given[name] == nil || grammar.repeated.contains(name),
        index < arguments.count, !arguments[index].hasPrefix("-")
      else { return nil }
      given.add(name, arguments[index])
      index += 1
    }
    return given
  }

  /// The common options from `given`; `nil` for a diagnostics format that does not exist.
  private static func commonOptions(_ given: Given) -> CommonOptions? {
    guard let format = DiagnosticsFormat(rawValue: given["--diagnostics-format"]?.first ?? "text") else { return nil }
    var options = CommonOptions()
    options.config = given["--config"]?.first
    options.diagnosticsFormat = format
    options.warningsAsErrors = given["--warnings-as-errors"] != nil
    options.quiet = given["--quiet"] != nil
    return options
  }

  /// `build` with the options in `given`; `nil` when they do not validate.
  private static func buildCommand(_ given: Given) -> BuildCommand? {
    guard let common = commonOptions(given) else { return nil }
    var output = OutputOptions()
    output.output = given["--output"]?.first
    output.emitters = given["--emitter"] ?? []
    output.emitterOptions = given["--emitter-option"] ?? []
    var command = BuildCommand()
    command.common = common
    command.outputOptions = output
    command.check = given["--check"] != nil
    command.dryRun = given["--dry-run"] != nil
    guard (try? output.validate()) != nil, (try? command.validate()) != nil else { return nil }
    return command
  }

  /// `validate` with the options in `given`; `nil` when they do not validate.
  private static func validateCommand(_ given: Given) -> ValidateCommand? {
    guard let common = commonOptions(given) else { return nil }
    var command = ValidateCommand()
    command.common = common
    command.listRules = given["--list-rules"] != nil
    guard (try? command.validate()) != nil else { return nil }
    return command
  }

  /// Stops the process when `command` is not what ArgumentParser makes of `arguments`: debug
  /// builds (every CLI test) check this reader against it on every invocation it reads.
  static func checkAgainstArgumentParser(_ command: any ParsableCommand, _ arguments: [String]) {
    var expected = ""
    var found = ""
    dump(try? Tokenc.parseAsRoot(arguments), to: &expected)
    dump(Optional(command), to: &found)
    precondition(expected == found, "CommonInvocation read \(arguments) as\n\(found)\nArgumentParser as\n\(expected)")
  }
}
