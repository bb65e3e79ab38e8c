import Foundation
import Testing

@testable import TokenCompiler

/// Style Dictionary's older format: recognized with one clear error, and converted by
/// `tokenc convert` into DTCG that tokenc (and other DTCG tools) read.
@Suite("Style Dictionary's older format")
struct StyleDictionaryConverterTests {
  static let oldFormat = """
    {
      "color": {
        "base": {
          "red": { "value": "#ff0000", "comment": "The brand red" },
          "veil": { "value": "#00000080", "type": "color" }
        },
        "font": { "primary": { "value": "{color.base.red.value}", "attributes": { "role": "text" } } }
      },
      "size": { "padding": { "small": { "value": "8px" }, "base": { "value": 16, "deprecated": true } } },
      "time": { "fast": { "value": "200ms" } }
    }

    """

  @Test func theOldFormatIsOneErrorThatNamesTheCommand() {
    let (tokens, diagnostics) = compileYAML(["colors.json": Self.oldFormat])
    #expect(tokens.tokens.isEmpty)
    #expect(
      rendered(diagnostics) == [
        "colors.json:4:7: error: 'color.base.red' is written in Style Dictionary's older format (value, type, "
          + "comment); tokenc reads DTCG 2025.10 ($value, $type, $description). Convert the file with "
          + "`tokenc convert colors.json`, which keeps the comments as descriptions [token/shape]"
      ])
  }

  @Test func theConversionKeepsOrderDescriptionsAndReferences() throws {
    let result = StyleDictionaryConverter.convert(SourceFile(path: "colors.json", text: Self.oldFormat))
    #expect(rendered(result.diagnostics) == [])
    #expect(result.tokenCount == 6)
    #expect(
      result.document.text == """
        {
          "color": {
            "base": {
              "red": {
                "$type": "color",
                "$value": {
                  "colorSpace": "srgb",
                  "components": [1, 0, 0],
                  "hex": "#ff0000"
                },
                "$description": "The brand red"
              },
              "veil": {
                "$type": "color",
                "$value": {
                  "colorSpace": "srgb",
                  "components": [0, 0, 0],
                  "alpha": 0.5019607843137255,
                  "hex": "#000000"
                }
              }
            },
            "font": {
              "primary": {
                "$type": "color",
                "$value": "{color.base.red}",
                "$extensions": {
                  "com.amazon.style-dictionary": {
                    "attributes": {
                      "role": "text"
                    }
                  }
                }
              }
            }
          },
          "size": {
            "padding": {
              "small": {
                "$type": "dimension",
                "$value": {
                  "value": 8,
                  "unit": "px"
                }
              },
              "base": {
                "$type": "dimension",
                "$value": {
                  "value": 16,
                  "unit": "px"
                },
                "$deprecated": true
              }
            }
          },
          "time": {
            "fast": {
              "$type": "duration",
              "$value": {
                "value": 200,
                "unit": "ms"
              }
            }
          }
        }

        """)
    // tokenc reads the converted file back: same tokens, descriptions kept.
    let (tokens, diagnostics) = compileYAML(["colors.tokens.json": result.document.text])
    #expect(rendered(diagnostics).filter { $0.contains("error:") } == [])
    #expect(
      tokens.tokens.map(\.path.description).sorted() == [
        "color.base.red", "color.base.veil", "color.font.primary", "size.padding.base", "size.padding.small",
        "time.fast",
      ])
    #expect(tokens["color.base.red"]?.description == "The brand red")
    #expect(tokens["color.font.primary"]?.aliasOf?.path.description == "color.base.red")
  }

  @Test func theCommandWritesNextToTheFileAndNeverOverwritesSilently() throws {
    try CLIProject.with { project in
      try project.write("sd/colors.json", Self.oldFormat)
      let first = try project.run("convert", "sd/colors.json")
      #expect(first.status == 0)
      #expect(first.stderr == "converted 6 tokens: sd/colors.json → sd/colors.tokens.json\n")
      #expect(try project.text("sd/colors.tokens.json").contains("\"$value\": \"{color.base.red}\""))
      let again = try project.run("convert", "sd/colors.json")
      #expect(again.status == 2)
      #expect(again.stderr == "error: 'sd/colors.tokens.json' exists; pass --force to overwrite it\n")
      #expect(try project.run("convert", "--force", "sd/colors.json").status == 0)
    }
  }
}

/// CSS color and shadow strings in Style Dictionary files, converted faithfully or warned about.
@Suite("Style Dictionary's older format: CSS values")
struct StyleDictionaryCSSValueTests {
  static let file = """
    {
      "color": {
        "white": { "value": "white" },
        "veil": { "value": "rgba(0, 0, 0, 0.5)" },
        "space": { "value": "rgb(255 0 0 / 25%)" },
        "sky": { "value": "hsl(210, 100%, 50%)" },
        "clear": { "value": "transparent" },
        "mixed": { "value": "color-mix(in srgb, red, blue)" }
      },
      "shadow": {
        "card": { "value": "0 1px 2px rgba(0, 0, 0, 0.2), inset 0 0 0 1px #ffffff", "type": "shadow" },
        "odd": { "value": "0 1px 2px", "type": "shadow" }
      }
    }

    """

  static func value(_ result: StyleDictionaryConverter.Result, _ path: String) -> String {
    let json = try? JSONSerialization.jsonObject(with: Data(result.document.text.utf8))
    var node = json
    for key in path.split(separator: ".") { node = (node as? [String: Any])?[String(key)] }
    guard let value = (node as? [String: Any])?["$value"] else { return "missing" }
    guard JSONSerialization.isValidJSONObject([value]),
      let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
  }

  @Test func cssColorsBecomeColorObjects() {
    let result = StyleDictionaryConverter.convert(SourceFile(path: "c.json", text: Self.file))
    #expect(Self.value(result, "color.white") == "{\"colorSpace\":\"srgb\",\"components\":[1,1,1],\"hex\":\"#ffffff\"}")
    #expect(
      Self.value(result, "color.veil")
        == "{\"alpha\":0.5,\"colorSpace\":\"srgb\",\"components\":[0,0,0],\"hex\":\"#000000\"}")
    #expect(
      Self.value(result, "color.space")
        == "{\"alpha\":0.25,\"colorSpace\":\"srgb\",\"components\":[1,0,0],\"hex\":\"#ff0000\"}")
    #expect(Self.value(result, "color.sky").contains("\"hex\":\"#0080ff\""))
    #expect(Self.value(result, "color.clear").contains("\"alpha\":0,"))
  }

  @Test func cssShadowsBecomeShadowObjectsAndTheRestIsWarned() {
    let result = StyleDictionaryConverter.convert(SourceFile(path: "c.json", text: Self.file))
    let card = Self.value(result, "shadow.card")
    #expect(card.hasPrefix("[{") && card.contains("\"inset\":true") && card.contains("\"alpha\":0.2"))
    #expect(card.contains("\"blur\":{\"unit\":\"px\",\"value\":2}"))
    #expect(result.unconvertedCount == 2)
    #expect(
      rendered(result.diagnostics) == [
        "c.json:8:25: warning: 'color-mix(in srgb, red, blue)' is not a color tokenc can convert (hex, rgb(), "
          + "rgba(), hsl(), hsla() or a CSS color name); it is copied unchanged, so write it as a DTCG value in the "
          + "converted file [token/value]",
        "c.json:12:23: warning: '0 1px 2px' is not a CSS box-shadow tokenc can convert (lengths and a color per "
          + "layer); it is copied unchanged, so write it as a DTCG value in the converted file [token/value]",
      ])
  }

  @Test func theConvertedFileBuilds() {
    let text = """
      {
        "color": {
          "white": { "value": "white" }, "veil": { "value": "rgba(0, 0, 0, 0.5)" },
          "sky": { "value": "hsl(210deg 100% 50% / 0.5)" }, "clear": { "value": "transparent" }
        },
        "shadow": { "card": { "value": "0 1px 2px {color.veil.value}, inset 0 0 0 1px white", "type": "shadow" } }
      }
      """
    let result = StyleDictionaryConverter.convert(SourceFile(path: "c.json", text: text))
    #expect(result.unconvertedCount == 0)
    let (tokens, diagnostics) = compileYAML(["c.tokens.json": result.document.text])
    #expect(rendered(diagnostics.filter { $0.severity == .error }) == [])
    #expect(tokens.tokens.count == 5)
    #expect(tokens[TokenPath(dotted: "shadow.card")]?.type == .shadow)
  }

  @Test func theCommandSaysHowManyValuesStillNeedFixing() throws {
    try CLIProject.with { project in
      try project.write("sd/c.json", Self.file)
      let run = try project.run("convert", "sd/c.json")
      #expect(run.status == 0)
      #expect(
        run.stderr.hasSuffix(
          "converted 8 tokens: sd/c.json → sd/c.tokens.json (2 values copied unchanged: fix them as the warnings "
            + "say before building)\n"))
    }
  }

  @Test func anOldFileBesideItsConvertedCopySaysItIsConverted() {
    let converted = StyleDictionaryConverter.convert(
      SourceFile(path: "colors.json", text: StyleDictionaryConverterTests.oldFormat))
    let (tokens, diagnostics) = compileYAML([
      "colors.json": StyleDictionaryConverterTests.oldFormat, "colors.tokens.json": converted.document.text,
    ])
    #expect(
      rendered(diagnostics) == [
        "colors.json:4:7: warning: 'colors.json' is in Style Dictionary's older format and already converted to "
          + "'colors.tokens.json', which is read instead; remove it, or move it out of the inputs [token/shape]"
      ])
    #expect(tokens.tokens.count == 6)
  }
}
