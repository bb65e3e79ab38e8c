// The SwiftUI stub's views: `Text` (§4) and the view protocols a view modifier needs.
import Foundation

// MARK: - Text

/// `Text`.
public struct Text: View {
  /// A text view.
  public init<S: StringProtocol>(_ content: S) {}
  /// The content and behavior of the view.
  public var body: Never { fatalError() }
  /// This text with tracking added.
  public func tracking(_ tracking: CGFloat) -> Text { self }
}

// MARK: - Beyond §4: the view protocols a view modifier needs

// §4 lists values, not the protocols and modifiers that apply them to views. These are the
// few a `ViewModifier` reading the environment needs, each with the SDK's exact signature
// and availability; none is missing from the real SDK.

/// `DynamicProperty`: a stored property SwiftUI updates before it renders a view.
public protocol DynamicProperty {}

/// `View`.
@MainActor @preconcurrency
public protocol View {
  /// The type of the body.
  associatedtype Body: View
  /// The content and behavior of the view.
  @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
  /// Never has a body.
  public var body: Never { fatalError() }
}

/// `ViewBuilder`.
@resultBuilder
public struct ViewBuilder {
  /// A single view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of the modified view.
  associatedtype Body: View
  /// The view being modified.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The content a `ViewModifier` modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// The content and behavior of the view.
  public var body: Never { fatalError() }
}

/// `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  /// The view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier
  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// The content and behavior of the view.
  public var body: Never { fatalError() }
}

/// `Environment`: reads a value from the view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// The current value.
  public var wrappedValue: Value { fatalError() }
}

extension Animation {
  /// The default animation.
  public static let `default` = Animation()
}

extension View {
  /// Applies a modifier.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
  /// Sets the font of text in this view.
  public func font(_ font: Font?) -> some View { self }
  /// Sets the space between lines of text in this view.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
  /// Sets the tracking of text in this view (iOS 16).
  @available(iOS 16.0, *)
  public func tracking(_ tracking: CGFloat) -> some View { self }
  /// Animates changes of `value` with `animation`, or not at all when it is `nil` (iOS 13).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
}

/// Runs `body` and animates the changes it makes with `animation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}
