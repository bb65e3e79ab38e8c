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
