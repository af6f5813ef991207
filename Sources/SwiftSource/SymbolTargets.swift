// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import DesignSpec
import Diagnostics
import SwiftSyntax

/// Controls whose touch target is one SF Symbol (docs/swiftui.md, "target/size"): with no
/// frame written, such a control is as large as the symbol, and the symbol as large as its
/// font makes it.
extension ViewReader {
    /// Controls whose touch target is their label in SwiftUI's default, plain and borderless styles.
    static let labelSizedControls: Set<String> = ["Button", "Menu", "Link", "NavigationLink", "ShareLink"]
    /// The button styles that draw nothing around the label (on iOS the automatic style is
    /// borderless outside a list); the bordered ones and a project's own add an unknown size.
    static let labelSizedStyles = rowLabelStyles.union(automaticStyles)
    /// SwiftUI's automatic button style as written: borderless on iOS outside a list, a
    /// platter on tvOS and watchOS (`CodeFacts.automaticStyle`).
    static let automaticStyles: Set<String> = [".automatic", "DefaultButtonStyle()"]
    /// `Image.Scale`: Apple's `SymbolScale` says large is about 30 % larger than medium, small
    /// about 20 % smaller.
    static let imageScales: [String: Double] = ["small": 0.8, "medium": 1, "large": 1.3]
    /// SwiftUI's font where no view sets one.
    static let defaultFont = FontSpec.token("font.textStyle.body")
    static let defaultFontText = ".body (SwiftUI's default)"

    /// The styles that keep a control in a list row as small as its label (the default one
    /// makes the whole row the button).
    static let rowLabelStyles: Set<String> = [".plain", "PlainButtonStyle()", ".borderless", "BorderlessButtonStyle()"]

    /// Where the platform, not the label, sizes a control.
    enum Placement: Int, Comparable, Sendable {
        /// A row of a `List` or `Form`: as tall as the row, unless plain or borderless.
        case row
        /// A toolbar's or menu's item, a swipe action: the bar or menu draws it.
        case bar

        static func < (left: Placement, right: Placement) -> Bool { left.rawValue < right.rawValue }

        static let rows: Set<String> = ["List", "Form"]
        static let bars: Set<String> = ["ToolbarItem", "ToolbarItemGroup", "toolbar", "navigationBarItems", "swipeActions", "contextMenu"]

        /// Where a view written at `node` is placed: inside the content of a `List` or `Form`,
        /// a toolbar's item or a menu the system draws; nil for anywhere else (up to its declaration).
        static func of(_ node: Syntax) -> Placement? {
            var found: Placement?
            for (child, parent) in node.ancestors(withinDeclaration: true) {
                guard let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != child.id else { continue }
                let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
                if bars.contains(called) { return .bar }
                if rows.contains(called) { found = .row }
            }
            return found
        }
    }

    /// The file's view members (`addButton` of `var addButton: some View`) named where the
    /// platform sizes controls, and where (each member's farthest-reaching placement); those no
    /// user meets (`unreached`, ViewReader.swift); and those every use of which is a grouped
    /// `Form`'s rows (`rows`, ListBackdrops.swift; looked for only when `findRows`). One pass
    /// over the file's tokens.
    static func memberUses(in tree: SourceFileSyntax, members: Set<String>, called: ((String) -> Bool)?, findRows: Bool)
        -> (placed: [String: Placement], unreached: Set<String>, rows: Set<String>) {
        var placed: [String: Placement] = [:]
        guard !members.isEmpty else { return (placed, [], []) }
        var reach = MemberReach()
        var inRows: [String: Bool] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, members.contains(name) else { continue }
            reach.note(token, name)
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if findRows, inRows[name] != false { inRows[name] = isGroupedRow(Syntax(reference)) }
            guard placed[name] != .bar, let placement = Placement.of(Syntax(token)) else { continue }
            placed[name] = max(placed[name] ?? placement, placement)
        }
        return (placed, reach.unreached(of: members, called: called), Set(inRows.filter(\.value).keys))
    }

    /// Whether a modifier the reader does not know may change a view's size, by its name
    /// (`adaptivePadding`, `ScaledFrame`, `iconSize`): then the size read is not the view's.
    static func maySize(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["padding", "frame", "size", "inset"].contains { lowered.containsText($0) }
    }

    /// The symbol a control's whole label is, before the fonts around the control are known
    /// (`markContentSized` completes it); nil for any other control.
    func symbolLabel(of control: SpecComponent, named name: String) -> CodeFacts.SymbolLabel? {
        let styleKeepsLabel: Bool
        switch placement {
        case .bar?: styleKeepsLabel = false
        case .row?: styleKeepsLabel = writtenButtonStyle.map(Self.rowLabelStyles.contains) ?? false
        case nil: styleKeepsLabel = writtenButtonStyle.map(Self.labelSizedStyles.contains) ?? true
        }
        guard styleKeepsLabel, Self.labelSizedControls.contains(name),
              control.children.count == 1, let label = control.children.first,
              label.role == .icon || (label.role == .text && label.text == ""),  // `Label("", systemImage:)` draws the symbol alone
              case .symbol? = label.code?.image, label.frame == nil, label.hitArea == nil,
              label.code?.hasUnknownSizing != true else { return nil }
        return CodeFacts.SymbolLabel(font: Self.defaultFont, fontText: Self.defaultFontText, scale: 1, verticalPadding: Self.verticalPadding(label),
                                     location: label.font?.location ?? label.location)
    }

    /// A control with no frame written in the code is as large as its content and the
    /// platform make it, which a static reading cannot know: it is judged as a system control
    /// (`system: true`), not reported as missing a size. The exception is a control whose label
    /// is one symbol, which target/size judges (`symbolLabel`; the other rules still take it
    /// for a system control): its size comes from the symbol's font, the label's own or the nearest one
    /// set around it (`font`, `scale`: the nearest `.font` and `.imageScale` above; `fontKnown`
    /// false below a `.font` the reader could not resolve).
    static func markContentSized(_ components: inout [SpecComponent], font: (spec: FontSpec, text: String)? = nil, scale: Double? = nil,
                                 fontKnown: Bool = true) {
        for index in components.indices {
            let component = components[index]
            let fontKnown = fontKnown && component.code?.hasUnresolvedFont != true
            let font = component.font.map { ($0.value, fontText($0.value)) } ?? font, scale = component.code?.imageScale ?? scale
            if component.interactive, component.frame == nil, component.hitArea == nil {
                if fontKnown, var symbol = component.code?.symbolLabel, let label = component.children.first,
                   label.code?.hasUnresolvedFont != true, component.code?.hasUnknownSizing != true, !Self.activatesNothing(component) {
                    let chosen = label.font.map { ($0.value, fontText($0.value)) } ?? font ?? (defaultFont, defaultFontText)
                    (symbol.font, symbol.fontText) = chosen
                    symbol.scale = label.code?.imageScale ?? scale ?? 1
                    components[index].code?.symbolLabel = symbol
                } else {
                    components[index].code?.symbolLabel = nil
                }
                components[index].system = true
            }
            markContentSized(&components[index].children, font: font, scale: scale, fontKnown: fontKnown)
        }
    }

    /// A button with an empty action and no tap gesture on it: a picture in a button's look,
    /// not a target (a tap on it does nothing; a gesture around it takes the taps).
    static func activatesNothing(_ control: SpecComponent) -> Bool {
        control.code?.actionIsEmpty == true && control.code?.tapGesture == nil
    }

    /// A font as SwiftUI names it, for the message: `.title`, `a 20 pt font`.
    static func fontText(_ font: FontSpec) -> String {
        func named(_ style: String) -> String { "." + (textStyles.first { $0.value == style }?.key ?? style) }
        switch font {
        case .token(let path): return named(String(path.split(separator: ".").last ?? ""))
        case .inline(let inline):
            let size = inline.size.map { "a \(NumberText.format($0)) pt font" } ?? "a font"
            return inline.textStyle.map { "\(size) scaled with \(named($0))" } ?? size
        }
    }

    static func verticalPadding(_ component: SpecComponent) -> Double {
        (component.padding?.value.top ?? 0) + (component.padding?.value.bottom ?? 0)
    }
}
#endif
