// A stub of the SwiftUI names `tokens export --format swift` uses, so the exported file can be
// type-checked on Linux, where SwiftUI does not exist (PlatformExportsTests compiles this as a
// module named SwiftUI, then type-checks Tokens.swift against it).
//
// Each declaration copies the signature of Apple's documentation (developer.apple.com/
// documentation/swiftui: Color.init(_:bundle:), Font.system(_:design:weight:),
// Font.custom(_:size:relativeTo:), Font.weight(_:), Animation.spring(response:dampingFraction:
// blendDuration:), Animation.timingCurve(_:_:_:_:duration:), Animation.delay(_:),
// EnvironmentValues.accessibilityReduceMotion, ViewModifier, View.animation(_:value:)), so
// a call that compiles here compiles against SwiftUI. Bodies are placeholders.
@_exported import Foundation

public struct Color: Hashable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) {}
    // "Getting standard colors" (the exporter numbers a token that would take one of these names).
    public static let accentColor = Color(""), primary = Color(""), secondary = Color("")
    public static let black = Color(""), blue = Color(""), brown = Color(""), clear = Color(""), cyan = Color(""), gray = Color("")
    public static let green = Color(""), indigo = Color(""), mint = Color(""), orange = Color(""), pink = Color(""), purple = Color("")
    public static let red = Color(""), teal = Color(""), white = Color(""), yellow = Color("")
}

public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
        public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }
    // "Getting system fonts" (likewise).
    public static let largeTitle = Font(), title = Font(), title2 = Font(), title3 = Font(), headline = Font(), subheadline = Font()
    public static let body = Font(), callout = Font(), footnote = Font(), caption = Font(), caption2 = Font()
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { Font() }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }
    public func weight(_ weight: Font.Weight) -> Font { self }
}

public struct Animation: Equatable, Sendable {
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { Animation() }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation { Animation() }
    public func delay(_ delay: TimeInterval) -> Animation { self }
}

public struct EnvironmentValues {
    public var accessibilityReduceMotion: Bool { false }
}

@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    let keyPath: KeyPath<EnvironmentValues, Value>
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

public protocol DynamicProperty {}

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("stub") }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError("stub") }
}

public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { fatalError("stub") }
}

public struct _AnimatedView<Content: View>: View {
    public var body: Never { fatalError("stub") }
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> _AnimatedView<Self> { _AnimatedView() }
}
