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

// The SDK (Xcode 16) declares view modifiers `nonisolated`, so they can be called from any context.
extension View {
  /// Applies a modifier.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
  /// Sets the font of text in this view.
  nonisolated public func font(_ font: Font?) -> some View { self }
  /// Sets the space between lines of text in this view.
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
  /// Sets the tracking of text in this view (iOS 16).
  @available(iOS 16.0, *)
  nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }
  /// Animates changes of `value` with `animation`, or not at all when it is `nil` (iOS 13).
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  /// Sets the style of this view's foreground elements (iOS 15).
  @available(iOS 15.0, *)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
  /// How this view is inserted and removed (iOS 13).
  nonisolated public func transition(_ t: AnyTransition) -> some View { self }
}

/// Runs `body` and animates the changes it makes with `animation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

// MARK: - Transitions

/// `Edge` (iOS 13).
@frozen public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing
}

/// `AnyTransition` (iOS 13): how a view is inserted and removed.
@frozen public struct AnyTransition: Sendable {
  init() {}
  /// Fades in and out.
  public static let opacity = AnyTransition()
  /// No transition.
  public static let identity = AnyTransition()
  /// Moves in from and out to `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  /// Slides in from the leading edge and out to the trailing one, which a generated member must not hide.
  public static let slide = AnyTransition()
  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition, run with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}
