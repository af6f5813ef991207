import ColorScience
import DesignTokens
import Diagnostics
import Motion

/// A design spec file (docs/spec-format.md, version 1): one screen, sheet or component
/// family. Token references stay unresolved here; the linter resolves them per context.
public struct SpecDocument: Sendable {
    public var file: String
    public var version: Int
    /// `name:`, else the file name.
    public var name: String
    /// `platform:`; nil means "from config, else ios".
    public var platform: Platform?
    /// The platform a folder above a Swift file names (`Trio Watch App`, `UI/macOS`): weaker
    /// than a config override for the path (docs/swiftui.md, "Platforms").
    public var folderPlatform: Platform?
    /// What is behind everything; nil means token `color.systemBackground`, else #FFFFFF.
    public var canvas: ColorReference?
    public var components: [SpecComponent]
    public var location: SourceLocation

    public init(file: String, version: Int, name: String, platform: Platform?, canvas: ColorReference?,
                components: [SpecComponent], location: SourceLocation) {
        self.file = file
        self.version = version
        self.name = name
        self.platform = platform
        self.canvas = canvas
        self.components = components
        self.location = location
    }

    /// Every component, depth first, each with its ancestors (outermost first).
    public func walk(_ visit: (SpecComponent, [SpecComponent]) -> Void) {
        func recurse(_ component: SpecComponent, _ ancestors: [SpecComponent]) {
            visit(component, ancestors)
            for child in component.children { recurse(child, ancestors + [component]) }
        }
        for component in components { recurse(component, []) }
    }
}

public enum Platform: String, CaseIterable, Sendable, Hashable {
    case ios, ipados, macos, watchos, tvos, visionos, android, web
}

/// docs/spec-format.md, "Roles".
public enum Role: String, CaseIterable, Sendable, Hashable {
    case button, link, toggle, checkbox, slider, stepper, textField, tab, menuItem, listItem, segmentedControl
    case text, icon, image, container, card, panel, sheet, modal, popover, banner, emptyState
    case navigationBar, tabBar, toolbar, searchBar, divider, other

    public var isInteractiveByDefault: Bool {
        switch self {
        case .button, .link, .toggle, .checkbox, .slider, .stepper, .textField, .tab, .menuItem, .listItem, .segmentedControl: true
        default: false
        }
    }
}

/// A color as a spec writes it (docs/spec-format.md, "Colors").
public indirect enum ColorSpec: Sendable, Hashable {
    /// `"{color.systemBlue}"`: must resolve to a color token.
    case token(String)
    /// `"#RRGGBBAA"` or a DTCG color object.
    case literal(Color)
    /// `{color: …, opacity: 0.1}`: the color with its alpha multiplied.
    case withOpacity(ColorSpec, Double)
    /// A color with a value per appearance (an asset catalog's named color), each
    /// permutation judged in the value of its appearance.
    case appearances(AppearanceColors)
}

/// A named color's values by appearance, as an Xcode asset catalog defines them: the `any`
/// value, and optional dark, high-contrast and dark high-contrast values.
public struct AppearanceColors: Sendable, Hashable {
    /// What messages call it (`Brand` from `Assets.xcassets`).
    public var name: String
    public var light: Color
    public var dark: Color?
    public var lightHighContrast: Color?
    public var darkHighContrast: Color?

    public init(name: String, light: Color, dark: Color? = nil, lightHighContrast: Color? = nil, darkHighContrast: Color? = nil) {
        self.name = name
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    /// The value shown in an appearance. A missing value falls back as iOS falls back: dark
    /// high contrast to dark, high contrast to the appearance's own value, dark to light.
    public func color(dark isDark: Bool, highContrast: Bool) -> Color {
        switch (isDark, highContrast) {
        case (false, false): light
        case (false, true): lightHighContrast ?? light
        case (true, false): dark ?? light
        case (true, true): darkHighContrast ?? dark ?? light
        }
    }
}

public struct ColorReference: Sendable, Hashable {
    public var spec: ColorSpec
    public var location: SourceLocation

    public init(spec: ColorSpec, location: SourceLocation) {
        self.spec = spec
        self.location = location
    }
}

public struct SpecSize: Sendable, Hashable {
    public var width: Double?
    /// A fixed height.
    public var height: Double?
    /// `frame.minHeight` (v2): a height that grows with its content (self-sizing rows, hugging
    /// text), at least this much. Only a frame has one.
    public var minHeight: Double?

    public init(width: Double?, height: Double?, minHeight: Double? = nil) {
        self.width = width
        self.height = height
        self.minHeight = minHeight
    }
}

public struct EdgeInsets: Sendable, Hashable {
    public var top, bottom, leading, trailing: Double

    public init(top: Double, bottom: Double, leading: Double, trailing: Double) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
    }
}

public struct BorderSpec: Sendable, Hashable {
    public var color: ColorReference?
    public var width: Double?

    public init(color: ColorReference?, width: Double?) {
        self.color = color
        self.width = width
    }
}

/// `font:` — a typography token, or inline values (docs/spec-format.md, "Typography").
public enum FontSpec: Sendable, Hashable {
    case token(String)
    case inline(InlineFont)
}

public struct InlineFont: Sendable, Hashable {
    public var size: Double?
    /// 1–1000 (DTCG names already converted).
    public var weight: Double?
    /// In points (a multiplier below 4 is already multiplied by the size).
    public var lineHeight: Double?
    /// largeTitle … caption2: text that scales with Dynamic Type.
    public var textStyle: String?

    public init(size: Double?, weight: Double?, lineHeight: Double?, textStyle: String?) {
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.textStyle = textStyle
    }
}

/// `animation:` and a motion value's `curve`.
public enum CurveSpec: Sendable, Hashable {
    /// The string `none`: no animation.
    case none
    /// A `spring`, DTCG `transition` or `cubicBezier` token.
    case token(String)
    case inline(AnimationCurve)
}

/// An inline motion value (docs/tokens.md, "motion"); its curve may still be a token reference.
public struct InlineMotion: Sendable, Hashable {
    public var insertion: MotionEffects
    public var removal: MotionEffects
    public var curve: CurveSpec
    public var prominence: MotionTransition.Prominence?

    public init(insertion: MotionEffects, removal: MotionEffects, curve: CurveSpec, prominence: MotionTransition.Prominence?) {
        self.insertion = insertion
        self.removal = removal
        self.curve = curve
        self.prominence = prominence
    }
}

/// `transition:`.
public enum MotionSpec: Sendable, Hashable {
    case none
    /// A `motion` token.
    case token(String)
    case inline(InlineMotion)
}

public enum Backdrop: Sendable, Hashable {
    /// Checked over black and over white.
    case unknown
    case color(ColorReference)
}

public struct Autoplay: Sendable, Hashable {
    /// Seconds; nil when not given.
    public var duration: Double?
    /// nil: not known (`loops: unknown`; a GIF's loop count is in the image, not in the design).
    public var loops: Bool?
    public var pausable: Bool

    public init(duration: Double?, loops: Bool?, pausable: Bool) {
        self.duration = duration
        self.loops = loops
        self.pausable = pausable
    }
}

public enum NavigationKind: String, CaseIterable, Sendable, Hashable {
    case tab, stack
}

/// An `ignore:` entry.
public struct Suppression: Sendable, Hashable {
    public var rule: String
    /// Required by the format; nil is reported as `suppression/missing-reason`.
    public var reason: String?
    public var location: SourceLocation

    public init(rule: String, reason: String?, location: SourceLocation) {
        self.rule = rule
        self.reason = reason
        self.location = location
    }
}

/// A value with the position of the field that gave it.
public struct Spanned<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// One component (docs/spec-format.md, "Component"). Optional fields are nil when the spec does
/// not say; rules that need them report needs-review rather than guessing.
public struct SpecComponent: Sendable, Hashable {
    public var id: String
    /// Where the component's object starts (findings about the component point here).
    public var location: SourceLocation
    public var role: Role
    /// `interactive:` or the role's default.
    public var interactive: Bool
    public var repeated: Bool
    public var frame: Spanned<SpecSize>?
    public var hitArea: Spanned<SpecSize>?
    public var padding: Spanned<EdgeInsets>?
    public var background: ColorReference?
    public var foreground: ColorReference?
    public var border: Spanned<BorderSpec>?
    /// Multiplies this component's and its children's alpha (default 1).
    public var opacity: Double
    public var font: Spanned<FontSpec>?
    /// `lineLimit:`; nil means the default (1 for buttons and list rows, unlimited for text).
    public var lineLimit: Int?
    public var text: String?
    public var decorative: Bool
    public var disabled: Bool
    /// `system:` (v2): an unmodified platform control (UISwitch, page dots) whose look and size
    /// are the platform's.
    public var system: Bool
    /// `logo:` (v2): a logotype or brand mark (WCAG 1.4.3 exception).
    public var logo: Bool
    /// `inline:` (v2): a link or control inside a sentence (WCAG 2.5.8 inline exception).
    public var inline: Bool
    /// `essential:` (v2): motion essential to the activity, such as a progress indicator
    /// (WCAG 2.2.2 / 2.3.3 exception).
    public var essential: Bool
    public var backdrop: Spanned<Backdrop>?
    public var transition: Spanned<MotionSpec>?
    public var animation: Spanned<CurveSpec>?
    public var updatesPerSecond: Spanned<Double>?
    public var flashesPerSecond: Spanned<Double>?
    public var autoplay: Spanned<Autoplay>?
    public var navigation: Spanned<NavigationKind>?
    public var ignore: [Suppression]
    public var children: [SpecComponent]
    /// Where the component came from when it was not written as a spec, in words a designer
    /// can search for (a Figma node's name, id, page and frame, and how its values were read).
    /// The linter appends it to every message about the component; spec files never set it.
    public var origin: String?
    /// What a source-code reader (SwiftUI) saw that a spec cannot say; spec files never set it.
    public var code: CodeFacts?

    public init(id: String, location: SourceLocation, role: Role) {
        self.id = id
        self.location = location
        self.role = role
        self.interactive = role.isInteractiveByDefault
        self.repeated = false
        self.opacity = 1
        self.decorative = false
        self.disabled = false
        self.system = false
        self.logo = false
        self.inline = false
        self.essential = false
        self.ignore = []
        self.children = []
    }

    /// The line limit in force: the spec's, else 1 for buttons and list rows, else unlimited.
    public var effectiveLineLimit: Int? {
        if let lineLimit { return lineLimit }
        switch role {
        case .button, .listItem, .tab, .menuItem, .segmentedControl, .link: return 1
        default: return nil
        }
    }

    /// Has text to check: a font, or a text role.
    // Tested by case, not `!= nil`: comparing an optional of these multi-field values with nil
    // copied it first (measurable on every component of a lint).
    public var hasText: Bool {
        if role == .text { return true }
        if case .some = text { return true }
        if fontSizesGlyph { return false }
        if case .some = font { return true }
        return false
    }

    /// A font on an icon or image sizes a glyph (an SF Symbol sized by `.font`), not text a
    /// person reads: a graphic, which contrast/non-text judges and the text rules leave alone.
    public var fontSizesGlyph: Bool { role == .icon || role == .image }

    /// A transition, animation, update rate, flash rate or autoplay: what the motion rules judge.
    public var hasMotionFields: Bool {
        if case .some = transition { return true }
        if case .some = animation { return true }
        if case .some = updatesPerSecond { return true }
        if case .some = flashesPerSecond { return true }
        if case .some = autoplay { return true }
        return false
    }
}

/// What a SwiftUI view expression says beyond the spec fields (docs/swiftui.md): the raw
/// observations; the rules that read them (`text/fixed-size`, `text/dynamic-type-cap`,
/// `semantics/tap-gesture`, `semantics/image-label`) decide what they mean.
public struct CodeFacts: Sendable, Hashable {
    /// A single-tap gesture (`.onTapGesture`, `.gesture(TapGesture())`): where it is attached.
    public var tapGesture: SourceLocation?
    /// Traits added with `.accessibilityAddTraits` (`isButton`, `isLink`, …).
    public var traits: Set<String>
    /// `.accessibilityAction` gives assistive technology a way to trigger the view.
    public var hasAccessibilityAction: Bool
    /// `.accessibilityLabel(…)` (or a `Label`/`Text` title) names the view.
    public var hasAccessibilityLabel: Bool
    /// `.accessibilityElement()` or `.accessibilityElement(children: .combine)` (`.ignore`), in
    /// at least one of its states: the view and everything in it are one element to VoiceOver.
    public var mergesChildren: Bool
    /// Every use of the view type this is a member of is hidden from VoiceOver
    /// (`.accessibilityHidden(true)` where it is used): a tap in it is left out on purpose.
    public var hiddenWhereUsed: Bool
    /// An image: the asset or symbol it shows.
    public var image: ImageSource?
    /// `.dynamicTypeSize(…)`: the largest size it allows (a Dynamic Type size name), where it is set.
    public var dynamicTypeLimit: Spanned<String>?
    /// The view's animation or transition is chosen by Reduce Motion (docs/swiftui.md, "Reduce
    /// Motion path"); SwiftUI tones down none of an app's own motion by itself.
    public var hasReduceMotionPath: Bool
    /// The view's animation times a change at a duration the code wrote. SwiftUI's named
    /// animations as they are (`.default`, `.bouncy`) keep the platform's pace, and a loop
    /// times no change: neither has a transition budget to keep.
    public var timesAChange: Bool
    /// A `Button` whose action is empty (`Button(action: {}) { Image(…) }`): a picture drawn
    /// with a button's look, which activates nothing.
    public var actionIsEmpty: Bool
    /// A project view type whose body shows text (`Text`, `Label`, a field): a screen used as
    /// a view (`SettingsScreen()`), whose text the modifiers written on it reach.
    public var drawsText: Bool
    /// What an `.animation(_:value:)` plays: the effects written before it in the chain that
    /// switch between two states ("offset", "rotation", "scale"), the motion it animates.
    public var animatedEffects: [String]
    /// How far, in points, what an `.animation(_:value:)` plays moves at most (the scales and
    /// offsets written before it, between written ends); nil when that is not known.
    public var playedTravel: Double?
    /// A `.background(…)` is written here that the reader could not resolve.
    public var hasUnresolvedBackground: Bool
    /// A text color (`.foregroundStyle(…)`) is written here that the reader could not resolve.
    public var hasUnresolvedForeground: Bool
    /// A `.font(…)` is written here that the reader could not resolve (a value passed in).
    public var hasUnresolvedFont: Bool
    /// `.colorScheme(…)`, `.preferredColorScheme(…)` or `.environment(\.colorScheme, …)` forces
    /// the appearance of the view and what it contains.
    public var forcesColorScheme: Bool
    /// A modifier the reader does not know is written here that may size the view (a project's
    /// `.adaptivePadding()`, `.modifier(ScaledFrame())`), or a frame height it cannot read
    /// (`maxHeight: .infinity`, a computed height): its size is not the one read.
    public var hasUnknownSizing: Bool
    /// The view's text color and the background under it both resolve within the file (the
    /// nearest background in the view tree, with no unresolved one between): only then is its
    /// contrast judged.
    public var hasColorPair: Bool
    /// In a control's label, a member of the view's own type that the label names
    /// (`label: { avatarView }`): the views that member draws, each placed where it is named.
    /// Only `semantics/image-label` reads them; they are not children, so every other rule
    /// judges them once, where the member is declared.
    public var memberContent: [SpecComponent]
    /// A control with no size written whose whole label is one SF Symbol (`Button { … } label:
    /// { Image(systemName: "ellipsis") }`, plain or borderless, not a list row): its touch
    /// target is the symbol's own size, which its font decides (docs/swiftui.md, "target/size").
    public var symbolLabel: SymbolLabel?
    /// `.imageScale(…)`: how much larger or smaller than its font a symbol is drawn (Apple's
    /// `SymbolScale`: large about 30 % larger than medium, small about 20 % smaller).
    public var imageScale: Double?
    /// `.clipped()`, `.clipShape(…)`, `.cornerRadius(…)` or `.mask(…)` after the view's frame (or
    /// on a view with no frame of its own): what overflows the frame is cut. Without a clip a
    /// line taller than a fixed frame is drawn whole, past its edges.
    public var clipsOverflow: Bool
    /// `.minimumScaleFactor(…)` here (it reaches the text inside): text shrinks to fit down to it.
    public var minimumScaleFactor: Double?
    /// A transition written in the view's type moves (a scale, a slide): an animation in the
    /// type may play it.
    public var typeMovesOnInsertion: Bool
    /// The view's text is a string literal (`Text("Retry")`), so its length is known.
    public var textIsLiteral: Bool
    /// A control in SwiftUI's automatic button style, outside a list or a bar: on iOS that
    /// style draws nothing around the label, but on tvOS and watchOS it draws a platter (a
    /// focusable card, a capsule) whose system padding and height make the target, so the
    /// label's frame is not the control's size there.
    public var automaticStyle: Bool

    public init() {
        traits = []
        hasAccessibilityAction = false
        hasAccessibilityLabel = false
        mergesChildren = false
        hiddenWhereUsed = false
        hasReduceMotionPath = false
        timesAChange = true
        actionIsEmpty = false
        drawsText = false
        animatedEffects = []
        hasUnresolvedBackground = false
        hasUnresolvedForeground = false
        hasUnresolvedFont = false
        forcesColorScheme = false
        hasUnknownSizing = false
        hasColorPair = false
        memberContent = []
        clipsOverflow = false
        textIsLiteral = false
        typeMovesOnInsertion = false
        automaticStyle = false
    }

    /// The facts a symbol label's size comes from.
    public struct SymbolLabel: Sendable, Hashable {
        /// The symbol's font: the label's, the control's or the nearest view's around it, else
        /// SwiftUI's default (`body`).
        public var font: FontSpec
        /// The font as the code writes it (`.title`, `.system(size: 20)`), for the message.
        public var fontText: String
        /// The symbol's image scale (1 for SwiftUI's default, medium).
        public var scale: Double
        /// The padding above and below the symbol inside the label (padding written on the
        /// control, outside its label, adds no area a tap reaches it by).
        public var verticalPadding: Double
        /// The symbol's own `.font`, else the symbol: where a fix changes the size.
        public var location: SourceLocation

        public init(font: FontSpec, fontText: String, scale: Double, verticalPadding: Double, location: SourceLocation) {
            self.font = font
            self.fontText = fontText
            self.scale = scale
            self.verticalPadding = verticalPadding
            self.location = location
        }
    }

    public enum ImageSource: Sendable, Hashable {
        /// `Image("name")`, `Image(.name)`, the project's own icon view: an asset. SwiftUI labels
        /// an image by the name it is looked up by (`Image(_:bundle:)`'s name is "the
        /// localization key with which to label the image"): `spoken` is that name where the
        /// code writes it (a string literal; the key path an icon view is given), nil where
        /// VoiceOver has no name to read (`Image(uiImage:)`, a name computed at run time).
        case asset(String, spoken: String? = nil)
        /// `Image(systemName:)`: SwiftUI reads SF Symbols' own labels.
        case symbol(String)
        /// `Image(decorative:)`: hidden from assistive technology.
        case decorative
    }
}

/// What parsing one spec file produced.
public struct SpecParseResult: Sendable {
    /// nil when the file is not valid YAML/JSON (then `inputError` says why and where).
    public var document: SpecDocument?
    /// `spec/invalid` errors (unknown keys among them, with a did-you-mean) and warnings
    /// (duplicate keys), with positions.
    public var findings: [Finding]
    /// The file could not be read or parsed: an input error (exit code 2).
    public var inputError: Finding?

    public init(document: SpecDocument?, findings: [Finding], inputError: Finding?) {
        self.document = document
        self.findings = findings
        self.inputError = inputError
    }
}
