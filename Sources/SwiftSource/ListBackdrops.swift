// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import DesignSpec
import Diagnostics
import SwiftSyntax

/// What SwiftUI draws behind a grouped `Form`'s or `List`'s views on iOS (docs/swiftui.md,
/// "Mapping"): the rows on `secondarySystemGroupedBackground`, the section headers and footers
/// on the list's `systemGroupedBackground` (UIKit's grouped table colors, which a grouped
/// SwiftUI list draws; light: white rows on #F2F2F7). The backdrop is taken only where nothing
/// may change it: no modifier around the list or in a row that is not SwiftUI's own and known
/// to leave it (a project's `.themedList()`, `.scrollContentBackground(.hidden)`, a
/// `.listRowBackground` read as the row's own background), and no view inside a row that
/// paints under its text (a filled button style, a picture under a `ZStack`).
extension ViewReader {
    static let rowBackdrop = ColorSpec.token("color.secondarySystemGroupedBackground")
    static let groupedListBackdrop = ColorSpec.token("color.systemGroupedBackground")

    /// The list styles that draw grouped rows (a `Form`'s automatic style is grouped on iOS).
    static let groupedListStyles: Set<String> = [".grouped", ".insetGrouped", "GroupedListStyle()", "InsetGroupedListStyle()"]
    static let groupedFormStyles: Set<String> = [".automatic", ".grouped", "GroupedFormStyle()", "AutomaticFormStyle()"]

    /// SwiftUI's modifiers that draw nothing behind a view and leave a list's colors as they
    /// are (with those named `accessibility…` and `on…`). Any other may paint or restyle:
    /// SwiftUI's `.background`, `.scrollContentBackground`, `.colorScheme`, a project's own.
    static let keepingModifiers: Set<String> = [
        "frame", "padding", "font", "fontWeight", "fontDesign", "fontWidth", "bold", "italic", "underline", "strikethrough",
        "foregroundColor", "foregroundStyle", "tint", "accentColor", "lineLimit", "multilineTextAlignment", "fixedSize",
        "layoutPriority", "minimumScaleFactor", "truncationMode", "lineSpacing", "kerning", "tracking", "monospacedDigit",
        "monospaced", "textCase", "allowsTightening", "textSelection", "dynamicTypeSize", "imageScale", "symbolRenderingMode",
        "symbolVariant", "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "contentShape", "disabled", "opacity",
        "labelStyle", "labelsHidden", "toggleStyle", "pickerStyle", "datePickerStyle", "textFieldStyle", "progressViewStyle",
        "menuStyle", "controlSize", "keyboardType", "textContentType", "textInputAutocapitalization", "autocapitalization",
        "autocorrectionDisabled", "disableAutocorrection", "submitLabel", "focused", "keyboardShortcut", "help", "id", "tag",
        "badge", "swipeActions", "contextMenu", "listRowInsets", "listRowSeparator", "listRowSeparatorTint", "listSectionSeparator",
        "listRowSpacing", "listSectionSpacing", "headerProminence", "listStyle", "formStyle", "environmentObject", "task",
        "refreshable", "searchable", "sheet", "alert", "confirmationDialog", "popover", "fullScreenCover", "navigationTitle",
        "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarItems", "navigationBarBackButtonHidden",
        "navigationDestination", "toolbar", "toolbarRole", "interactiveDismissDisabled", "presentationDetents",
        "presentationDragIndicator", "scrollDismissesKeyboard", "scrollDisabled", "scrollIndicators", "fileImporter",
        "fileExporter", "animation", "transition", "contentTransition", "symbolEffect", "sensoryFeedback", "gesture",
        "simultaneousGesture", "highPriorityGesture", "allowsHitTesting", "hidden", "redacted", "dismissKeyboard",
    ]

    /// Whether a modifier leaves the backdrop SwiftUI draws behind a list's views.
    static func keepsTheBackdrop(_ name: String, _ call: FunctionCallExprSyntax) -> Bool {
        if name == "buttonStyle" { return !filledButtonStyles.contains(call.arguments.first?.expression.trimmedText ?? "") }
        return keepsTheBackdrop(name)
    }

    static func keepsTheBackdrop(_ name: String) -> Bool {
        keepingModifiers.contains(name) || name.hasPrefix("accessibility") || name.hasPrefix("on")
    }

    /// SwiftUI's `Form { … }`, whose one argument is its content: a `Form(…)` with others is a
    /// project's function of that name (Swiftfin's `Form(systemImage:)`), which may draw anything.
    static func isPlainForm(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.allSatisfy { $0.label?.text == "content" && $0.expression.is(ClosureExprSyntax.self) }
    }

    /// The views a closure of view `name` builds. A grouped list's content makes rows (marked
    /// once read whole); a section's header and footer do not, nor the screen a link opens
    /// (`destination`), which is drawn on its own background, not the link's.
    mutating func readContent(_ closure: ClosureExprSyntax, label: String?, of name: String, groupsRows: Bool, destination: Bool,
                              at: Diagnostics.SourceLocation, depth: Int) -> [SpecComponent] {
        let outerGrouped = inGroupedList
        let title = name == "Section" && (label == "header" || label == "footer")
        inGroupedList = groupsRows || (outerGrouped && Self.rowGroups.contains(name) && !title)
        var children = readStatements(closure.statements, depth: depth + 1)
        inGroupedList = outerGrouped
        if title { placeSectionTitles(&children) }
        if destination {
            for index in children.indices where children[index].background == nil { children[index].code?.hasUnresolvedBackground = true }
        }
        if groupsRows { markRows(&children, at: at) }
        return children
    }

    /// A section's header and footer written as its arguments (`Section(header: Text("Sync"))`):
    /// views of the section, on a grouped list's own background as those of `header:` closures.
    mutating func readSectionTitles(_ call: FunctionCallExprSyntax, into component: inout SpecComponent, depth: Int) {
        for argument in call.arguments where ["header", "footer"].contains(argument.label?.text) && !argument.expression.is(ClosureExprSyntax.self) {
            let outerGrouped = inGroupedList
            inGroupedList = false
            var views = readView(argument.expression, depth: depth + 1)
            inGroupedList = outerGrouped
            placeSectionTitles(&views)
            component.children += views
        }
    }

    /// A section's header or footer views: on the list's own background, not on the rows' (a
    /// `.listRowBackground` on the section colors its rows only: `readRowBackground`), which
    /// in a grouped list is known.
    mutating func placeSectionTitles(_ views: inout [SpecComponent]) {
        sectionTitles.formUnion(views.map(\.id))
        guard inGroupedList else { return }
        for index in views.indices where views[index].background == nil && views[index].backdrop == nil
            && views[index].code?.hasUnresolvedBackground != true {
            views[index].background = ColorReference(spec: Self.groupedListBackdrop, location: views[index].location)
        }
    }

    /// `.listRowBackground(…)` on a section: the background of its rows that have none of their
    /// own (known or not), not of its header and footer.
    mutating func readRowBackground(_ call: FunctionCallExprSyntax, at: Diagnostics.SourceLocation, into section: inout SpecComponent, depth: Int) {
        for index in section.children.indices where !sectionTitles.contains(section.children[index].id)
            && section.children[index].background == nil && section.children[index].backdrop == nil
            && section.children[index].code?.hasUnresolvedBackground != true {
            readBackground(call, at: at, into: &section.children[index], depth: depth)
        }
    }

    /// Whether a view member's use (`reference`: `section`, `self.section`, `row(item)`) is a
    /// row of a SwiftUI `Form`: written in its content (through sections' content, `ForEach`es
    /// and `Group`s, and `if`s) with every modifier on the way, and on the form and around it,
    /// one that keeps its colors (`keepsTheBackdrop`). Above the form any view may hold it (a
    /// `.sheet`'s content is a screen of its own).
    static func isGroupedRow(_ reference: Syntax) -> Bool {
        var inClosure = false, label: String?, inRows = false
        for (child, parent) in reference.ancestors(withinDeclaration: true) {
            if parent.is(ClosureExprSyntax.self) {
                (inClosure, label) = (true, nil)
            } else if let argument = parent.as(LabeledExprSyntax.self) {
                label = argument.label?.text
            } else if let element = parent.as(MultipleTrailingClosureElementSyntax.self) {
                label = element.label.text
            } else if let access = parent.as(MemberAccessExprSyntax.self) {
                // `self.section` reads as the view; a modifier on it must keep the colors.
                if access.base.map(isSelf) == true, access.declName.id == child.id { continue }
                guard access.base?.id == child.id, let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id,
                      keepsTheBackdrop(access.declName.baseName.text, call) else { return false }
                if access.declName.baseName.text == "formStyle", !groupedFormStyles.contains(call.arguments.first?.expression.trimmedText ?? "") { return false }
                inClosure = false
            } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self) {
                guard keepsTheBackdrop(postfix.config) else { return false }
            } else if let call = parent.as(FunctionCallExprSyntax.self) {
                // `row(item)` is the view; else the use is in the call's arguments or closures.
                if call.calledExpression.id == child.id { continue }
                guard inClosure else { return false }  // a view passed as an argument: `Section(header: title)`
                inClosure = false
                if inRows { continue }  // any view may hold the form
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                switch name {
                case "Section"?: guard label == nil || label == "content" else { return false }
                case "ForEach"?, "Group"?: break
                case "Form"?:
                    guard isPlainForm(call) else { return false }
                    inRows = true
                default: return false
                }
            }
        }
        return inRows
    }

    /// The view a modifier modifies (`base`), read with grouped lists' colors withheld when the
    /// modifier may change them, and marked as restyled (in a file where no list's colors are
    /// taken, `systemBackdrops` false, there is nothing to withhold).
    mutating func readModified(_ base: ExprSyntax, keepsBackdrop: Bool, depth: Int) -> [SpecComponent] {
        if keepsBackdrop || !systemBackdrops { return readView(base, depth: depth + 1) }
        backdropChangers += 1
        let views = readView(base, depth: depth + 1)
        backdropChangers -= 1
        if let last = views.last { restyled.insert(last.id) }
        return views
    }

    /// Whether every modifier an `#if` adds to a view (`#if !os(visionOS) .listRowBackground(…)
    /// #endif`) keeps the backdrop, whichever branch is built (any member named after a period
    /// is taken for one: a color's name too, which only makes this stricter).
    static func keepsTheBackdrop(_ config: IfConfigDeclSyntax) -> Bool {
        config.clauses.allSatisfy { clause in
            guard let elements = clause.elements else { return true }
            return elements.tokens(viewMode: .sourceAccurate).allSatisfy { token in
                guard case .identifier(let name) = token.tokenKind, token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period else { return true }
                return keepsTheBackdrop(name)
            }
        }
    }

    /// SwiftUI's button styles that fill the shape behind the label (the accent, a tint of it,
    /// glass): its text is not on the view's backdrop.
    static let filledButtonStyles: Set<String> = [".bordered", ".borderedProminent", "BorderedButtonStyle()",
                                                  "BorderedProminentButtonStyle()", ".glass", ".glassProminent"]

    /// Whether the `Form` or `List` being read draws grouped rows whose colors nothing around it changes.
    func drawsGroupedRows(_ name: String, _ call: FunctionCallExprSyntax) -> Bool {
        guard systemBackdrops, backdropChangers == 0 else { return false }
        if name == "Form" { return Self.isPlainForm(call) && writtenListStyle.map(Self.groupedFormStyles.contains) ?? true }
        return name == "List" && writtenListStyle.map(Self.groupedListStyles.contains) == true
    }

    /// The views that pass a grouped list's rows through: each of their views is a row.
    static let rowGroups: Set<String> = ["Section", "ForEach", "Group"]

    /// Gives the rows of a grouped list (`rows`, what its content closure made, read whole
    /// with their modifiers) the row backdrop. A section's header and footer stay on the
    /// list's; a row, section or group that a modifier may restyle gets none (nor the list's).
    func markRows(_ rows: inout [SpecComponent], at: Diagnostics.SourceLocation) {
        for index in rows.indices where !sectionTitles.contains(rows[index].id) {
            guard rows[index].background == nil, rows[index].backdrop == nil, rows[index].code?.hasUnresolvedBackground != true else { continue }
            if Self.rowGroups.contains(String(Self.viewName(of: rows[index].id))), !restyled.contains(rows[index].id) {
                markRows(&rows[index].children, at: at)
            } else if restyles(rows[index]) {
                rows[index].code?.hasUnresolvedBackground = true
            } else {
                rows[index].background = ColorReference(spec: Self.rowBackdrop, location: at)
            }
        }
    }

    /// Whether a modifier that may paint or restyle is written on the view or in it.
    private func restyles(_ component: SpecComponent) -> Bool {
        restyled.contains(component.id) || component.children.contains { restyles($0) }
    }

    /// The view a component was made for: `Section` of `Settings.body/Section#2`.
    static func viewName(of id: String) -> Substring {
        let last = id[(id.lastIndex(of: "/").map { id.index(after: $0) } ?? id.startIndex)...]
        return last.split(separator: "#", maxSplits: 1).first ?? last
    }
}
#endif
