/// App code built on the generated tokens: the padding of a card, from the spacing scale.
public enum CardLayout {
  /// Inner padding of a card: one medium step plus one small step.
  public static var padding: Double { DS.Spacing.md + DS.Spacing.sm }
}
