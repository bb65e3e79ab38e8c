import Foundation
import FuzzDriver
import TokenCompiler

/// What every target shares: turning libFuzzer's bytes into files, and compiling in memory.
public enum Harness {
  /// Runs libFuzzer over `test` with the process's arguments (corpus folders, `-max_total_time=…`)
  /// and exits with its status. Each target's `main` calls it with its `LLVMFuzzerTestOneInput`.
  public static func run(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    exit(tokenc_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, test))
  }

  /// The bytes libFuzzer hands a target, as an array (none for a null pointer).
  public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// `bytes` cut at each NUL into at most `limit` parts (the last part keeps any further NULs).
  ///
  /// A NUL never occurs in a text file, so the seeds join files with one and libFuzzer
  /// finds the cut by itself.
  public static func split(_ bytes: ArraySlice<UInt8>, limit: Int) -> [ArraySlice<UInt8>] {
    bytes.split(separator: 0, maxSplits: limit - 1, omittingEmptySubsequences: false)
  }

  /// Compiles with `compiler` (reading its inputs from its file system) and checks what
  /// came out against tokenc's promises (docs/security.md); a broken one stops the process.
  ///
  /// Errors in the result are expected: only a crash, a hang, running out of memory or a
  /// broken promise is a finding.
  @discardableResult
  public static func compile(_ compiler: Compiler) -> PipelineResult {
    let inputs = compiler.loadInputs()
    let result = compiler.compile(inputs)
    if result.hasErrors {
      precondition(result.files.isEmpty, "fuzz: a result with errors has output files")
    } else {
      // What a build would change: the plan checks every emitted path (relative, no `..`,
      // names within 255 bytes) and looks at the output folder, which is not there.
      // A located problem with a path is an expected outcome, like any other error.
      if let plan = try? compiler.plan(result) {
        for path in plan.created + plan.updated {
          precondition(
            !path.hasPrefix("/") && !path.split(separator: "/").contains(".."),
            "fuzz: the plan writes outside the output folder: \(path)")
        }
      }
    }
    // Diagnostics as the command line prints them, with the source lines they point at.
    let text = DiagnosticPrinter(sources: inputs.sources).text(result.diagnostics)
    precondition(
      !text.unicodeScalars.contains(where: isUnsafeInTerminal),
      "fuzz: a diagnostic reaches the terminal with a control character")
    _ = DiagnosticPrinter.json(result.diagnostics)
    return result
  }

  /// A character that must never reach a terminal raw from a diagnostic: a control
  /// character other than a newline or tab, or a bidirectional override.
  static func isUnsafeInTerminal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// A small token set with every type, aliases and appearances (warnings, no errors), for the
  /// targets that fuzz something other than the tokens.
  public static let tokens = """
    $description: The fixed tokens of fuzz-config and fuzz-template
    palette:
      $type: color
      black: "#000000"
      white: "#ffffff"
      blue: "#007aff"
    color:
      $type: color
      label:
        $description: Body text & <notes> "quoted" \\ */
        $value: {light: "{palette.black}", dark: "{palette.white}"}
      background:
        $value: {light: "{palette.white}", dark: "#1c1c1e"}
      accent: "#007AFF80"
      wide:
        $value: {colorSpace: display-p3, components: [1, 0.2, 0.1], alpha: 0.9}
    space:
      $type: dimension
      xs: 4
      md: 16px
      lg: 1.5rem
    radius:
      $type: dimension
      card: "{space.md}"
    ratio:
      $type: number
      golden: 1.618
    font:
      family:
        $type: fontFamily
        brand: [Inter Display, "SF Pro", system-ui]
      weight:
        $type: fontWeight
        heavy: 800
    duration:
      $type: duration
      quick: 150ms
      slow: 0.35s
    easing:
      $type: cubicBezier
      standard: [0.2, 0, 0, 1]
    shadow:
      $type: shadow
      raised:
        $value: {color: "#0000001f", offsetX: 0, offsetY: 2, blur: 8, spread: 0}
    border:
      $type: border
      hairline:
        $value: {color: "{color.label}", width: 1px, style: solid}
    gradient:
      $type: gradient
      fade: [{color: "{palette.white}", position: 0}, {color: "#ffffff00", position: 1}]
    motion:
      fade:
        $type: transition
        $value: {duration: "{duration.quick}", delay: 0ms, timingFunction: "{easing.standard}"}
    type:
      $type: typography
      body:
        $value: {fontFamily: "{font.family.brand}", fontSize: 17, lineHeight: 22pt, fontWeight: 400, textStyle: body, ladder: apple}

    """
}
