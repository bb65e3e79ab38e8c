import Foundation
import TokenCompiler

let path = CommandLine.arguments[1]
let data = FileManager.default.contents(atPath: path)!
var diags: [Diagnostic] = []
let node = YAMLLoader().load(SourceFile(path: path, bytes: Array(data)), diagnostics: &diags)
print(node as Any)
for d in diags { print(d) }
