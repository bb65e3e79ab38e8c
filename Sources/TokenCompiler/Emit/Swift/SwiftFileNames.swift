/// The files the `swift` emitter writes, by base name: the core, the SwiftUI and the UIKit file.
///
/// The SwiftPM build tool plugin links this file too (`Plugins/Shared/SwiftFileNames.swift`
/// is a link to it), so the outputs it declares are always the files the emitter writes.
enum SwiftFileNames {
  /// The three file names for `base` (the `fileName` option, else the namespace), in the
  /// order the emitter writes them.
  static func files(base: String) -> [String] {
    [core(base), swiftUI(base), uiKit(base)]
  }

  /// `Tokens.swift`: values, types and helpers every platform shares.
  static func core(_ base: String) -> String { "\(base).swift" }
  /// `Tokens+SwiftUI.swift`.
  static func swiftUI(_ base: String) -> String { "\(base)+SwiftUI.swift" }
  /// `Tokens+UIKit.swift`.
  static func uiKit(_ base: String) -> String { "\(base)+UIKit.swift" }
}
