// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import ColorScience
import DesignSpec
import Diagnostics
import SwiftSyntax

/// Fonts and colors as SwiftUI code writes them (docs/swiftui.md, "Mapping": font, colors).
extension ViewReader {
    /// SwiftUI's text styles → the registry's (`Font.title` is UIKit's title1).
    static let textStyles: [String: String] = [
        "largeTitle": "largeTitle", "title": "title1", "title2": "title2", "title3": "title3", "headline": "headline",
        "subheadline": "subheadline", "body": "body", "callout": "callout", "footnote": "footnote", "caption": "caption1",
        "caption2": "caption2",
    ]

    /// The font an expression gives; nil when it cannot be known statically (a function's
    /// result, a value passed in). A size computed through `UIFontMetrics` or a `@ScaledMetric`
    /// scales; `Font.custom(_:size:)` scales with body, `relativeTo:` with that style.
    func font(_ expression: ExprSyntax, depth: Int = 0) -> FontSpec? {
        guard depth < 8 else { return nil }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let style = Self.textStyles[name], member.base == nil || member.base?.trimmedText == "Font" {
                return .token("font.textStyle.\(style)")
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let base = member.base?.trimmedText
            if base == nil || base == "Font" {
                func argument(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
                switch name {
                case "system":
                    if let style = call.arguments.first(where: { $0.label == nil })?.expression.as(MemberAccessExprSyntax.self),
                       let textStyle = Self.textStyles[style.declName.baseName.text] {
                        return .token("font.textStyle.\(textStyle)")
                    }
                    guard let size = argument("size") else { return nil }
                    return sized(size, scalingWith: nil).map { Self.weighted($0, argument("weight")) }
                case "custom":
                    if let size = argument("fixedSize") { return number(size).map { .inline(InlineFont(size: $0, weight: nil, lineHeight: nil, textStyle: nil)) } }
                    guard let size = argument("size") else { return nil }
                    let relative = argument("relativeTo")?.as(MemberAccessExprSyntax.self).flatMap { Self.textStyles[$0.declName.baseName.text] }
                    return sized(size, scalingWith: relative ?? "body")
                default: break
                }
            }
            // `.body.weight(.bold)`, `Font.title.monospacedDigit()`: the style is the base's; a
            // size's weight (`.system(size: 16).bold()`) is read.
            if let inner = member.base, name != "system", name != "custom" {
                let base = font(inner, depth: depth + 1)
                if name == "bold" { return base.map { Self.weighted($0, nil, bold: true) } }
                return name == "weight" ? base.map { Self.weighted($0, call.arguments.first?.expression) } : base
            }
        }
        if let value = constant(expression) { return font(value, depth: depth + 1) }
        return nil
    }

    /// SwiftUI's `Font.Weight`s as numbers (WCAG's bold, for large text, is 700 and above).
    static let fontWeights: [String: Double] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    /// `font` with the weight `weight` names (`.bold`), or bold; a text style's font (a token)
    /// keeps the style's weight.
    static func weighted(_ font: FontSpec, _ weight: ExprSyntax?, bold: Bool = false) -> FontSpec {
        guard case .inline(var inline) = font else { return font }
        let named = weight?.as(MemberAccessExprSyntax.self).flatMap { fontWeights[$0.declName.baseName.text] }
        guard let value = bold ? 700 : named else { return font }
        inline.weight = value
        return .inline(inline)
    }

    /// A font of `size`: fixed when the size is a number written in the code, scaling when it
    /// comes from `UIFontMetrics` or a `@ScaledMetric` property (size unknown: no font).
    private func sized(_ size: ExprSyntax, scalingWith style: String?) -> FontSpec? {
        guard let points = number(size) else { return nil }
        return .inline(InlineFont(size: points, weight: nil, lineHeight: nil, textStyle: style))
    }

    // MARK: Colors

    /// SwiftUI's `Color` names → the registry's tokens.
    static let systemColors: [String: String] = [
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen", "mint": "systemMint",
        "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue", "indigo": "systemIndigo", "purple": "systemPurple",
        "pink": "systemPink", "brown": "systemBrown", "gray": "systemGray", "primary": "label", "secondary": "secondaryLabel",
        "white": "white", "black": "black", "clear": "clear",
    ]

    /// UIKit's semantic colors (`Color(.secondaryLabel)`, `Color(uiColor: .systemBackground)`) the registry has.
    static let uiKitColors: Set<String> = [
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue",
        "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2", "systemGray3", "systemGray4",
        "systemGray5", "systemGray6", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "systemBackground",
        "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
        "tertiarySystemGroupedBackground", "separator", "opaqueSeparator", "link", "placeholderText", "systemFill",
        "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "lightText", "darkText",
    ]

    /// The color an expression gives; nil when it cannot be known statically.
    func colorSpec(_ expression: ExprSyntax, depth: Int = 0) -> ColorSpec? {
        guard depth < 8 else { return nil }
        let text = expression.trimmedText
        if let token = options.tokens[text] ?? (text.hasPrefix(".") ? options.tokens["Color" + text] : nil) { return .token(token) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let base = member.base?.trimmedText
            if base == nil || base == "Color" || base == "Color.SwiftUI" {
                if let token = Self.systemColors[name] { return .token("color.\(token)") }
                // Xcode's generated symbols for the catalog's colors (`.brand`, `Color.brand`).
                if let named = colors.symbol(name) { return .appearances(named) }
            }
            if base == "UIColor" || base == "NSColor", Self.uiKitColors.contains(name) { return .token("color.\(name)") }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression.trimmedText
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "opacity",
               let base = member.base, let amount = call.arguments.first.flatMap({ number($0.expression) }), let color = colorSpec(base, depth: depth + 1) {
                return .withOpacity(color, amount)
            }
            if called == "Color" || called == "UIColor" {
                return colorInitializer(call, depth: depth)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), ["fill", "foregroundStyle", "foregroundColor"].contains(member.declName.baseName.text),
               let first = call.arguments.first?.expression {
                return colorSpec(first, depth: depth + 1)
            }
        }
        if let value = constant(expression) { return colorSpec(value, depth: depth + 1) }
        return nil
    }

    private func colorInitializer(_ call: FunctionCallExprSyntax, depth: Int) -> ColorSpec? {
        let arguments = Array(call.arguments)
        func value(_ label: String) -> Double? { arguments.first { $0.label?.text == label }.flatMap { number($0.expression) } }
        let alpha = value("opacity") ?? value("alpha") ?? 1
        if let red = value("red"), let green = value("green"), let blue = value("blue") {
            return .literal(Color(RGBA(r: red, g: green, b: blue, a: alpha)))
        }
        if let white = value("white") { return .literal(Color(RGBA(r: white, g: white, b: white, a: alpha))) }
        if let hue = value("hue"), let saturation = value("saturation"), let brightness = value("brightness") {
            let rgb = Self.hsb(hue, saturation, brightness)
            return .literal(Color(RGBA(r: rgb.0, g: rgb.1, b: rgb.2, a: alpha)))
        }
        // `Color("Brand")`, `UIColor(named: "Brand")`: the catalog's color, in every appearance.
        if let first = arguments.first, first.label == nil || first.label?.text == "named",
           let name = Self.stringLiteral(first.expression) {
            return colors.named(name).map { .appearances($0) }
        }
        // `Color(.brand)`: a generated symbol; `Color(.secondaryLabel)`, `Color(uiColor: .systemBackground)`.
        if let first = arguments.first, first.label == nil, let member = first.expression.as(MemberAccessExprSyntax.self),
           member.base == nil, !Self.uiKitColors.contains(member.declName.baseName.text), let named = colors.symbol(member.declName.baseName.text) {
            return .appearances(named)
        }
        guard let first = arguments.first, first.label == nil || first.label?.text == "uiColor" || first.label?.text == "nsColor",
              let member = first.expression.as(MemberAccessExprSyntax.self), Self.uiKitColors.contains(member.declName.baseName.text) else { return nil }
        return .token("color.\(member.declName.baseName.text)")
    }

    /// HSB (SwiftUI's `Color(hue:saturation:brightness:)`, each 0…1) → sRGB.
    static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }

    /// Materials: translucent, over whatever is behind (the glass rules judge them).
    static let materials: Set<String> = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"]

    /// `.background(X)`, `.background(X, in: shape)`, `.background { X }`, `.background(.thinMaterial)`.
    mutating func readBackground(_ call: FunctionCallExprSyntax, at: Diagnostics.SourceLocation, into component: inout SpecComponent, depth: Int) {
        if Self.viewName(of: component.id) == "Section", call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "listRowBackground" {
            return readRowBackground(call, at: at, into: &component, depth: depth)
        }
        var candidates: [ExprSyntax] = call.arguments.filter { $0.label == nil }.map(\.expression)
        if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
            candidates += closure.statements.compactMap { $0.item.as(ExprSyntax.self) }
        }
        for candidate in candidates {
            if let member = candidate.as(MemberAccessExprSyntax.self), Self.materials.contains(member.declName.baseName.text) {
                component.backdrop = Spanned(.unknown, at: at)
                return
            }
            if let color = colorSpec(candidate) ?? shapeFill(candidate) {
                // A clear background shows whatever is behind the view, which the file does
                // not say: no verdict rather than one against the canvas.
                if color == .token("color.clear") { break }
                component.background = ColorReference(spec: color, location: at)
                component.code?.hasUnresolvedBackground = false
                return
            }
        }
        component.code?.hasUnresolvedBackground = true
    }

    /// `RoundedRectangle(…).fill(.blue)`, `Capsule().foregroundStyle(.red)`: the shape's color.
    private func shapeFill(_ expression: ExprSyntax) -> ColorSpec? {
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if ["fill", "foregroundStyle", "foregroundColor"].contains(member.declName.baseName.text), let first = call.arguments.first?.expression {
                return colorSpec(first)
            }
            current = member.base
        }
        return nil
    }
}
#endif
