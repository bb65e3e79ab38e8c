import Testing

@testable import TokenCompiler

/// ``AppearanceMap`` (a decoded color's entries) holds what a dictionary keyed by appearance
/// holds after the same writes, reads and merges, over seeded random sequences of them.
@Suite("Appearance map: as a dictionary")
struct AppearanceMapTests {
  /// A random appearance.
  private static func appearance(_ generator: inout ContrastSuggestionTests.SeededGenerator) -> Appearance {
    Appearance.allCases.randomElement(using: &generator)!
  }

  /// A random dictionary of up to four appearances.
  private static func dictionary(_ generator: inout ContrastSuggestionTests.SeededGenerator) -> [Appearance: Int] {
    var dictionary: [Appearance: Int] = [:]
    for _ in 0..<Int.random(in: 0...5, using: &generator) {
      dictionary[appearance(&generator)] = Int.random(in: 0...9, using: &generator)
    }
    return dictionary
  }

  /// Checks that `map` holds what `dictionary` holds, read every way the stages read it.
  private static func expectSame(_ map: AppearanceMap<Int>, _ dictionary: [Appearance: Int]) {
    #expect(map.count == dictionary.count)
    #expect(map.isEmpty == dictionary.isEmpty)
    #expect(map.dictionary == dictionary)
    #expect(Set(map.keys) == Set(dictionary.keys))
    #expect(map.keys == map.keys.sorted(), "entries stay in appearance order")
    #expect(map.values.sorted() == dictionary.values.sorted())
    for appearance in Appearance.allCases { #expect(map[appearance] == dictionary[appearance]) }
    #expect(Dictionary(uniqueKeysWithValues: map.map { ($0.key, $0.value) }) == dictionary)
    #expect(map == AppearanceMap(dictionary))
    #expect(map.hashValue == AppearanceMap(dictionary).hashValue)
  }

  @Test func writesAndRemovalsGiveWhatADictionaryHolds() {
    var generator = ContrastSuggestionTests.SeededGenerator(state: 15)
    for _ in 0..<2_000 {
      var map = AppearanceMap<Int>()
      var dictionary: [Appearance: Int] = [:]
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        let key = Self.appearance(&generator)
        let value = Int.random(in: 0...3, using: &generator) == 0 ? nil : Int.random(in: 0...9, using: &generator)
        if Bool.random(using: &generator), let value {
          map.appendInOrder(value, for: key)
        } else {
          map[key] = value
        }
        dictionary[key] = value
        Self.expectSame(map, dictionary)
      }
    }
  }

  @Test func mergesGiveWhatADictionaryMergeGives() {
    var generator = ContrastSuggestionTests.SeededGenerator(state: 16)
    for _ in 0..<2_000 {
      let (first, second) = (Self.dictionary(&generator), Self.dictionary(&generator))
      var map = AppearanceMap(first)
      Self.expectSame(map.merging(AppearanceMap(second)) { a, _ in a }, first.merging(second) { a, _ in a })
      Self.expectSame(map.merging(AppearanceMap(second)) { _, b in b }, first.merging(second) { _, b in b })
      map.merge(second) { a, b in a * 10 + b }
      Self.expectSame(map, first.merging(second) { a, b in a * 10 + b })
    }
  }

  @Test func literalsAndSingleValuesAreTheirDictionaries() {
    Self.expectSame([:], [:])
    Self.expectSame([.dark: 2, .light: 1], [.light: 1, .dark: 2])
    Self.expectSame(AppearanceMap(7, for: .darkHighContrast), [.darkHighContrast: 7])
    let all: AppearanceMap<Int> = [.darkHighContrast: 4, .lightHighContrast: 3, .dark: 2, .light: 1]
    #expect(all.keys == Appearance.allCases)
    #expect(all.values == [1, 2, 3, 4])
  }
}
