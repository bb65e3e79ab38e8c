/// Apple's Dynamic Type table for the system text styles (HIG Typography, iOS).
///
/// Source: ../shared/reference/apple-platform.md §1. Each row lists size/leading in
/// points for xSmall … accessibility5. Two odd cells are Apple's own: subheadline
/// leading at xxxLarge is 28, and caption2 at accessibility5 is 40.
public enum AppleTypeTable {
  /// The ladder Apple ships for `style`.
  public static func ladder(for style: AppleTextStyle) -> TypeLadder {
    ladders[style]!
  }

  /// Every style's ladder, built once from ``rows``: typography tokens ask for them by the thousand.
  private static let ladders: [AppleTextStyle: TypeLadder] = Dictionary(
    uniqueKeysWithValues: AppleTextStyle.allCases.map { style in
      var steps: [ContentSizeCategory: TypeStep] = [:]
      for (category, cell) in zip(ContentSizeCategory.allCases, rows[style]!) {
        steps[category] = TypeStep(fontSize: cell.0, lineHeight: cell.1)
      }
      return (style, TypeLadder(steps: steps, isApple: true))
    })

  /// Apple's default weight for `style`: Semibold for headline, Regular for the rest.
  public static func defaultWeight(for style: AppleTextStyle) -> FontWeight {
    style == .headline ? FontWeight(600) : FontWeight(400)
  }

  private static let rows: [AppleTextStyle: [(Double, Double)]] = [
    .largeTitle: [
      (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66),
      (60, 70),
    ],
    .title1: [
      (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62),
      (58, 68),
    ],
    .title2: [
      (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59),
      (56, 66),
    ],
    .title3: [
      (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58),
      (55, 65),
    ],
    .headline: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56),
      (53, 62),
    ],
    .body: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56),
      (53, 62),
    ],
    .callout: [
      (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52),
      (51, 60),
    ],
    .subheadline: [
      (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50),
      (49, 58),
    ],
    .footnote: [
      (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46),
      (44, 52),
    ],
    .caption1: [
      (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44),
      (43, 51),
    ],
    .caption2: [
      (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41),
      (40, 48),
    ],
  ]
}
