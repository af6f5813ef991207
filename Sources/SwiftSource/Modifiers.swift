// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import Accessibility
import DesignSpec
import Diagnostics
import SwiftSyntax

/// The modifiers the mapping reads (docs/swiftui.md, "Mapping"), applied in modifier order.
extension ViewReader {
    /// What `.padding()` adds on iOS.
    static let defaultPadding = 16.0

    mutating func applyModifier(_ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax, to component: inout SpecComponent, depth: Int) {
        let name = member.declName.baseName.text
        let at = location(member.period)
        let arguments = Array(call.arguments)
        let first = arguments.first?.expression
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        switch name {
        case "font", "imageScale", "bold", "fontWeight":
            readFontModifier(name, first, at: at, into: &component)
        case "foregroundStyle", "foregroundColor":
            if let first, let color = colorSpec(first) {
                component.foreground = ColorReference(spec: color, location: at)
                component.code?.hasUnresolvedForeground = false
            } else {
                component.code?.hasUnresolvedForeground = true
            }
        case "tint":
            if component.role.isInteractiveByDefault, component.foreground == nil, let first, let color = colorSpec(first) {
                component.foreground = ColorReference(spec: color, location: at)
            }
        case "background", "listRowBackground":
            readBackground(call, at: at, into: &component, depth: depth)
        case "glassEffect":
            component.backdrop = Spanned(.unknown, at: at)
        case "frame":
            readFrame(call, at: at, into: &component)
        case "padding":
            readPadding(arguments, at: at, into: &component)
        case "contentShape":
            // The frame's rectangle becomes the hit area: its size is set where the frame is.
            if let frame = component.frame { component.hitArea = frame }
        case "lineLimit":
            if let first, let value = number(first) { component.lineLimit = Int(value) }
        case "disabled":
            if first?.trimmedText == "true" { component.disabled = true }
        case "opacity":
            if let first, let value = number(first), value >= 0, value <= 1 { component.opacity *= value }
        case _ where Self.tapModifiers.contains(name):
            if isJudgedTap(name, member, call) { component.code?.tapGesture = at }
            if name == "onTapGesture" { noteWithAnimationInArguments(of: call, into: &component) }
        case "renderingMode":
            // A template image is filled with the foreground style: a glyph in that color.
            if component.role == .image || component.role == .icon, case .asset? = component.code?.image, let mode = first?.trimmedText {
                if mode.hasSuffix("template") { component.role = .icon }
                if mode.hasSuffix("original") { component.role = .image }
            }
        case "redacted":
            // A placeholder shown while content loads (`.redacted(reason: .placeholder)`): its
            // looping shimmer is a loading animation, essential under WCAG 2.2.2.
            component.essential = true
        case "accessibilityAddTraits":
            if let first { component.code?.traits.formUnion(Self.memberNames(first)) }
        case "accessibilityAction", "accessibilityActions", "accessibilityActivationPoint", "accessibilityAdjustableAction":
            // An adjustable action too: VoiceOver's swipe up or down (a vote's, a stepper's).
            component.code?.hasAccessibilityAction = true
        case "accessibilityRepresentation":
            // The representation (`Toggle("Boosts", isOn: …)`) replaces the view for assistive
            // technology: its role, action and name are what VoiceOver reads.
            component.code?.hasAccessibilityAction = true
            component.code?.hasAccessibilityLabel = true
        case "accessibilityLabel", "buttonStyle":
            if name == "accessibilityLabel" || project.namesButtons(first) { component.code?.hasAccessibilityLabel = true }
        case "accessibilityElement":
            if Self.mergesChildren(argument("children")) { component.code?.mergesChildren = true }
        case "accessibilityHidden":
            if first?.trimmedText == "true" { component.decorative = true }
        case "accessibility":
            // The deprecated `.accessibility(label:)`, `.accessibility(hidden:)`, `.accessibility(addTraits:)`.
            if argument("label") != nil { component.code?.hasAccessibilityLabel = true }
            if argument("hidden")?.trimmedText == "true" { component.decorative = true }
            if let traits = argument("addTraits") { component.code?.traits.formUnion(Self.memberNames(traits)) }
        case "dynamicTypeSize":
            if let first, let limit = Self.dynamicTypeLimit(first) { component.code?.dynamicTypeLimit = Spanned(limit, at: at) }
        case "animation", "transition", "phaseAnimator", "keyframeAnimator", "matchedGeometryEffect", "transaction":
            readMotion(name, call, at: at, into: &component)
        default:
            readOtherModifier(name, call, into: &component, depth: depth)
        }
    }

    /// `.toolbar { … }`: its items are drawn in a bar, on the system's material, not on this
    /// view: read for what a control or a text decides on its own (a name, a tap, a fixed size),
    /// placed in a bar, whose controls the system sizes (a navigation bar's are at least 44 pt
    /// tall, whatever their label's frame), with no background from the view.
    private mutating func readToolbar(_ call: FunctionCallExprSyntax, into component: inout SpecComponent, depth: Int) {
        guard let closure = Self.contentClosure(of: call) else { return }
        let outer = placement
        placement = .bar
        var bar = make("toolbar", at: call, role: .container)
        bar.children = readStatements(closure.statements, depth: depth + 1)
        placement = outer
        bar.code?.hasUnresolvedBackground = true
        Self.markSystemSized(&bar.children)
        component.children.append(bar)
    }

    /// `.overlay { … }` (or `.overlay(view)`) of views other than shapes and colors: drawn over
    /// this view, in its frame, and read as views of their own in an `overlay` component inside
    /// it (a badge's fixed font, a close button's size and name, a tap). A modifier written
    /// before the overlay styles only the view under it: a text color set there is not the
    /// overlay's, so none is assumed. The overlay's backdrop is known only when the view under
    /// it is a color or a shape with a color, or has a background of its own and is no image:
    /// an image's pixels or a background written after the overlay are not taken.
    private mutating func readOverlay(_ call: FunctionCallExprSyntax, into component: inout SpecComponent, depth: Int) {
        var layer = make("overlay", at: call, role: .container)
        if let closure = Self.contentClosure(of: call) {
            layer.children = readStatements(closure.statements, depth: depth + 1)
        } else if let view = call.arguments.first(where: { $0.label == nil })?.expression {
            layer.children = readView(view, depth: depth + 1)
        }
        guard !layer.children.isEmpty else { return }
        if component.foreground != nil || component.code?.hasUnresolvedForeground == true { layer.code?.hasUnresolvedForeground = true }
        let fill = component.role == .other ? component.background ?? component.foreground : component.background
        if let fill, ![.image, .icon].contains(component.role), component.code?.hasUnresolvedBackground != true {
            layer.background = fill
        } else if component.backdrop == nil || [.image, .icon].contains(component.role) {
            // Unknown pixels: a translucent background in the overlay is over them too.
            layer.backdrop = Spanned(.unknown, at: location(call))
            layer.code?.hasUnresolvedBackground = true
        }
        component.children.append(layer)
    }

    /// The modifiers that take a tap (`isJudgedTap` decides which are judged).
    static let tapModifiers: Set<String> = ["onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture"]

    /// An overlay of shapes or colors that takes taps (`Color.clear.onTapGesture { … }`): a
    /// control drawn as nothing.
    private static func takesTaps(_ call: FunctionCallExprSyntax) -> Bool {
        ProjectIndex.contents(of: call).contains { part in
            part.tokens(viewMode: .sourceAccurate).contains { tapModifiers.contains($0.text) }
        }
    }

    /// The views a content modifier is given in a closure (`.toolbar { … }`, `content: { … }`).
    private static func contentClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
    }

    /// A bar's controls: the bar gives each its hit area, whatever frame the label has.
    private static func markSystemSized(_ components: inout [SpecComponent]) {
        for index in components.indices {
            if components[index].interactive { components[index].system = true }
            markSystemSized(&components[index].children)
        }
    }

    /// A modifier with no meaning of its own here: its event closures (`.onChange { withAnimation(.bouncy)
    /// { … } }`, `.onAppear`), and whether it may size the view (`.adaptivePadding()`, `.modifier(ScaledFrame())`).
    private mutating func readOtherModifier(_ name: String, _ call: FunctionCallExprSyntax, into component: inout SpecComponent, depth: Int) {
        if name == "toolbar" { return readToolbar(call, into: &component, depth: depth) }
        if name == "overlay", ProjectIndex.drawsViews(call) || Self.takesTaps(call) { return readOverlay(call, into: &component, depth: depth) }
        if ["clipped", "clipShape", "cornerRadius", "mask"].contains(name) { component.code?.clipsOverflow = true }
        if name == "minimumScaleFactor", let first = call.arguments.first?.expression, let factor = number(first), factor > 0, factor <= 1 {
            component.code?.minimumScaleFactor = factor
        }
        noteWithAnimationInArguments(of: call, into: &component)
        let first = call.arguments.first?.expression
        if name == "colorScheme" || name == "preferredColorScheme" || (name == "environment" && first?.trimmedText == "\\.colorScheme") {
            component.code?.forcesColorScheme = true
        }
        let modifierType = name == "modifier" ? first?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText ?? first?.trimmedText : nil
        if Self.maySize(modifierType ?? name) { component.code?.hasUnknownSizing = true }
    }

    /// `.font(…)`, `.imageScale(…)` (a symbol's size beside its font's), and `.bold()` or
    /// `.fontWeight(…)` after a font of a written size.
    private func readFontModifier(_ name: String, _ first: ExprSyntax?, at: Diagnostics.SourceLocation, into component: inout SpecComponent) {
        if name == "bold" || name == "fontWeight" {
            if let font = component.font, first?.trimmedText != "false" {
                component.font = Spanned(Self.weighted(font.value, name == "bold" ? nil : first, bold: name == "bold"), at: font.location)
            }
            return
        }
        if name == "imageScale" {
            // A scale computed at run time is taken as the largest: a symbol is never judged smaller than it may be.
            component.code?.imageScale = first.flatMap { Self.imageScales[Self.memberNames($0).first ?? ""] } ?? Self.imageScales["large"]
            return
        }
        if let first { component.font = font(first).map { Spanned($0, at: at) } }
        component.code?.hasUnresolvedFont = component.font == nil
    }

    /// `withAnimation` in a modifier's arguments and closures (not in the view it modifies).
    private func noteWithAnimationInArguments(of call: FunctionCallExprSyntax, into component: inout SpecComponent) {
        for argument in call.arguments { noteWithAnimation(in: Syntax(argument), into: &component) }
        if let closure = call.trailingClosure { noteWithAnimation(in: Syntax(closure), into: &component) }
        for extra in call.additionalTrailingClosures { noteWithAnimation(in: Syntax(extra), into: &component) }
    }

    // MARK: Frames

    func readFrame(_ call: FunctionCallExprSyntax, at: Diagnostics.SourceLocation, into component: inout SpecComponent) {
        // A clip before the frame cuts the content at its own size, not at the frame.
        component.code?.clipsOverflow = false
        var size = component.frame?.value ?? SpecSize(width: nil, height: nil)
        for argument in call.arguments {
            // A height the frame may take from its container (`maxHeight: .infinity`) or the
            // code computes: the view's height is not its content's.
            if let label = argument.label?.text, label == "maxHeight" || (["height", "minHeight"].contains(label) && number(argument.expression) == nil) {
                component.code?.hasUnknownSizing = true
            }
            guard let label = argument.label?.text, let value = number(argument.expression) else { continue }
            switch label {
            case "width": size.width = value
            case "height": size.height = value; size.minHeight = nil
            // A minimum of 0 (`minWidth: 0, maxWidth: .infinity`) says only that the view may
            // shrink: no size; a larger one is a size the frame is at least.
            case "minWidth" where value > 0: size.width = max(size.width ?? 0, value)
            case "minHeight" where value > 0:
                if let height = size.height { size.height = max(height, value) } else { size.minHeight = max(size.minHeight ?? 0, value) }
            default: continue
            }
        }
        guard size.width != nil || size.height != nil || size.minHeight != nil else { return }
        component.frame = Spanned(size, at: at)
    }

    func readPadding(_ arguments: [LabeledExprSyntax], at: Diagnostics.SourceLocation, into component: inout SpecComponent) {
        var edges: Set<String> = ["top", "bottom", "leading", "trailing"]
        var amount = Self.defaultPadding
        var explicit: EdgeInsets?
        for argument in arguments {
            if argument.label?.text == nil, let call = argument.expression.as(FunctionCallExprSyntax.self),
               call.calledExpression.trimmedText.hasSuffix("EdgeInsets") {
                func value(_ label: String) -> Double { call.arguments.first { $0.label?.text == label }.flatMap { number($0.expression) } ?? 0 }
                explicit = EdgeInsets(top: value("top"), bottom: value("bottom"), leading: value("leading"), trailing: value("trailing"))
            } else if let value = number(argument.expression) {
                amount = value
            } else {
                let names = Self.memberNames(argument.expression)
                guard !names.isEmpty else {
                    // A length computed at run time (`.padding(.grid(5))`, `.padding(spacing)`).
                    component.code?.hasUnknownSizing = true
                    return
                }
                edges = []
                for name in names {
                    switch name {
                    case "all": edges.formUnion(["top", "bottom", "leading", "trailing"])
                    case "horizontal": edges.formUnion(["leading", "trailing"])
                    case "vertical": edges.formUnion(["top", "bottom"])
                    case "top", "bottom", "leading", "trailing": edges.insert(name)
                    default:
                        // A project's length (`.padding(.small)`), not an edge: not known.
                        component.code?.hasUnknownSizing = true
                        return
                    }
                }
            }
        }
        let insets = explicit ?? EdgeInsets(
            top: edges.contains("top") ? amount : 0, bottom: edges.contains("bottom") ? amount : 0,
            leading: edges.contains("leading") ? amount : 0, trailing: edges.contains("trailing") ? amount : 0)
        let before = component.padding?.value ?? EdgeInsets(top: 0, bottom: 0, leading: 0, trailing: 0)
        component.padding = Spanned(EdgeInsets(top: before.top + insets.top, bottom: before.bottom + insets.bottom,
                                               leading: before.leading + insets.leading, trailing: before.trailing + insets.trailing), at: at)
        // A padding outside a frame makes the view larger (the frame is the size so far).
        if var size = component.frame?.value {
            size.width = size.width.map { $0 + insets.leading + insets.trailing }
            size.height = size.height.map { $0 + insets.top + insets.bottom }
            size.minHeight = size.minHeight.map { $0 + insets.top + insets.bottom }
            component.frame = Spanned(size, at: component.frame?.location ?? at)
        }
    }

    // MARK: Values

    /// A number written in the code: a literal, `-literal`, a constant of the file, or
    /// `CGFloat(…)`/`Double(…)` of one; nil for anything computed at run time.
    func number(_ expression: ExprSyntax) -> Double? {
        number(expression, depth: 0)
    }

    private func number(_ expression: ExprSyntax, depth: Int) -> Double? {
        guard depth < 8 else { return nil }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let literal = expression.as(FloatLiteralExprSyntax.self) { return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression, depth: depth + 1).map { -$0 }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), ["CGFloat", "Double", "Float"].contains(call.calledExpression.trimmedText),
           call.arguments.count == 1, let inner = call.arguments.first?.expression {
            return number(inner, depth: depth + 1)
        }
        if let value = constant(expression) { return number(value, depth: depth + 1) }
        return nil
    }

    /// The initializer of a `let` of the file that `expression` names (`brand`, `Theme.brand`, `.brand`).
    func constant(_ expression: ExprSyntax) -> ExprSyntax? {
        let text = expression.trimmedText
        if let value = constants[text] { return value }
        if text.hasPrefix("."), let value = constants[String(text.dropFirst())] { return value }
        if text.hasPrefix("Self."), let value = constants["\(scope.name).\(text.dropFirst(5))"] { return value }
        return nil
    }

    /// The member names an expression lists: `.isButton` → [isButton], `[.top, .leading]` → both.
    static func memberNames(_ expression: ExprSyntax) -> [String] {
        if let member = expression.as(MemberAccessExprSyntax.self) { return [member.declName.baseName.text] }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.flatMap { memberNames($0.expression) } }
        // `isImage ? [.isImage, .isButton] : .isButton`: what both branches name.
        if let ternary = ViewReader.ternary(expression) {
            let other = Set(memberNames(ternary.else))
            return memberNames(ternary.then).filter(other.contains)
        }
        return []
    }

    /// `.accessibilityElement(children:)` merges the children into one element: `.combine`,
    /// `.ignore` (the default), or either in one branch of `isFocused ? .contain : .combine`,
    /// the state a tap inside must be reachable in (the other keeps each child its own element).
    static func mergesChildren(_ written: ExprSyntax?) -> Bool {
        guard let written else { return true }
        let children = ViewReader.ternary(written).map { memberNames($0.then) + memberNames($0.else) } ?? memberNames(written)
        return children.contains("combine") || children.contains("ignore")
    }

    /// The largest Dynamic Type size `.dynamicTypeSize(…)` allows: the size itself when it pins
    /// one, a range's upper bound (`...X`, `A...X`, one below X for `..<X`); nil for no upper bound.
    static func dynamicTypeLimit(_ expression: ExprSyntax) -> String? {
        let text = expression.trimmedText
        if text.hasSuffix("...") { return nil }
        let names = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init).filter { DynamicTypeLimits.sizes.contains($0) }
        guard let last = names.last, let index = DynamicTypeLimits.sizes.firstIndex(of: last) else { return nil }
        if text.containsText("..<") { return index > 0 ? DynamicTypeLimits.sizes[index - 1] : last }
        return last
    }
}
#endif
