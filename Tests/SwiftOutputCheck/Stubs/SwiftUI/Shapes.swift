// The SwiftUI stub's drawing values: shadows, gradients and stroke styles, with the SDK's
// signatures and availability (iOS 13 unless noted). None is missing from the real SDK.
import Foundation

#if canImport(UIKit)
  import UIKit
#endif

// MARK: - Core Graphics (re-exported by SwiftUI)

/// `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
  /// Square ends at the line's end.
  case butt = 0
  /// Rounded ends.
  case round = 1
  /// Square ends past the line's end.
  case square = 2
}

/// `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
  /// Sharp corners.
  case miter = 0
  /// Rounded corners.
  case round = 1
  /// Beveled corners.
  case bevel = 2
}

// MARK: - Views

/// `AnyView`: a type-erased view.
public struct AnyView: View {
  /// Erases the type of `view`.
  public init<V: View>(_ view: V) {}
  /// The content and behavior of the view.
  public var body: Never { fatalError() }
}

extension View {
  /// Adds a shadow to this view.
  nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View { self }
}

// MARK: - Gradients

/// `UnitPoint`: a point in a view's unit square.
public struct UnitPoint: Hashable, Sendable {
  /// The x coordinate, 0…1.
  public var x: CGFloat
  /// The y coordinate, 0…1.
  public var y: CGFloat
  /// A point.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  /// The top center.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The bottom center.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The leading center.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The trailing center.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
}

/// `Gradient`.
public struct Gradient: Hashable, Sendable {
  /// `Gradient.Stop`.
  public struct Stop: Hashable, Sendable {
    /// The color.
    public var color: Color
    /// The location, 0…1.
    public var location: CGFloat
    /// A stop.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  /// The stops.
  public var stops: [Gradient.Stop]
  /// A gradient from stops.
  public init(stops: [Gradient.Stop]) { self.stops = stops }
}

/// `LinearGradient`.
public struct LinearGradient: View, Sendable {
  /// A gradient between two points.
  nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
  /// A gradient from stops between two points.
  nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
  /// The content and behavior of the view.
  public var body: Never { fatalError() }
}

// MARK: - Strokes

/// `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
  /// The line width.
  public var lineWidth: CGFloat
  /// The line cap.
  public var lineCap: CGLineCap
  /// The line join.
  public var lineJoin: CGLineJoin
  /// The miter limit.
  public var miterLimit: CGFloat
  /// The dash lengths.
  public var dash: [CGFloat]
  /// The dash phase.
  public var dashPhase: CGFloat
  /// A stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
