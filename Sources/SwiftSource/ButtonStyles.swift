// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import DesignSpec
import Diagnostics
import SwiftSyntax

extension ProjectIndex {
    /// What a `ButtonStyle`'s `makeBody` does to the size of `configuration.label`.
    public enum StyleSize: Sendable {
        /// Its `.padding`/`.frame`/`.contentShape` modifiers, innermost first, every length a
        /// number written there (other modifiers do not change the size).
        case modifiers([FunctionCallExprSyntax])
        /// A size not known: the label wrapped in other views, a branch, a length computed
        /// at run time or a frame as wide as its container.
        case unknown

        var summary: String {
            switch self {
            case .modifiers(let calls): calls.map(\.trimmedText).joined(separator: ".")
            case .unknown: "?"
            }
        }
    }

    /// The modifiers read for a size.
    static let sizingModifiers: Set<String> = ["padding", "frame", "contentShape"]

    /// `configuration.label.padding(8).frame(minWidth: 44, minHeight: 44)` as one expression
    /// (alone or returned): its sizing modifiers; anything else is a size not known.
    static func styleSize(_ makeBody: FunctionDeclSyntax) -> StyleSize {
        let parameter = makeBody.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "configuration"
        guard let statements = makeBody.body?.statements, statements.count == 1, let item = statements.first?.item else { return .unknown }
        var expression = ViewReader.yielded(item)
        var calls: [FunctionCallExprSyntax] = []
        var depth = 0
        while let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, depth < 64 {
            if sizingModifiers.contains(member.declName.baseName.text) {
                guard writesLengths(call) else { return .unknown }
                calls.append(call)
            }
            expression = base
            depth += 1
        }
        guard expression?.trimmedText == "\(parameter).label" else { return .unknown }
        return .modifiers(calls.reversed())
    }

    /// Whether every length of a sizing modifier is a number written in it (`.padding(.vertical, 6)`,
    /// `.frame(width: 44, height: 44)`): the style's file's constants are not the use site's.
    private static func writesLengths(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
        func isNumber(_ expression: ExprSyntax) -> Bool { expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) }
        // `.vertical`, `[.top, .leading]`; not `Metrics.padding`, a length.
        func isEdges(_ expression: ExprSyntax) -> Bool {
            if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil }
            return expression.as(ArrayExprSyntax.self)?.elements.allSatisfy { isEdges($0.expression) } ?? false
        }
        return call.arguments.allSatisfy { argument in
            switch (name, argument.label?.text) {
            case ("padding", nil): return isNumber(argument.expression) || isEdges(argument.expression)
            case ("frame", "width"?), ("frame", "height"?), ("frame", "minWidth"?), ("frame", "minHeight"?): return isNumber(argument.expression)
            case ("frame", "alignment"?), ("contentShape", _): return true
            default: return false  // `maxWidth: .infinity`, `idealWidth:`, `EdgeInsets(…)`: not read
            }
        }
    }

    /// `extension ButtonStyle where Self == StatusActionButtonStyle`: the style.
    static func constrainedStyle(_ node: Syntax) -> String? {
        guard let requirements = node.as(ExtensionDeclSyntax.self)?.genericWhereClause?.requirements, requirements.count == 1,
              let sameType = requirements.first?.requirement.as(SameTypeRequirementSyntax.self),
              sameType.leftType.trimmedText == "Self" else { return nil }
        return sameType.rightType.trimmedText
    }

    /// The names of an extension's static members (`static func statusAction() -> Self`, `static var plainRow: Self`).
    static func staticMembers(_ members: [DeclSyntax]) -> [String] {
        members.flatMap { member -> [String] in
            if let function = member.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                return [function.name.text]
            }
            guard let variable = member.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return [] }
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
    }

    /// The project's style `.buttonStyle(…)` names: `MyStyle(…)`, `.statusAction(…)`, `.statusAction`.
    func styleName(_ style: ExprSyntax?) -> String? {
        let called = style?.as(FunctionCallExprSyntax.self)?.calledExpression ?? style
        if let member = called?.as(MemberAccessExprSyntax.self), member.base == nil {
            return buttonStyleMembers[member.declName.baseName.text]
        }
        return called?.trimmedText
    }

    /// The project's style `.buttonStyle(…)` names, written `at`: the size it gives its buttons'
    /// labels and whether it draws their background; nil for a style not the project's
    /// (SwiftUI's own: sized by the platform).
    func buttonStyle(_ style: ExprSyntax?, at: Diagnostics.SourceLocation) -> ProjectButtonStyle? {
        guard let name = styleName(style), let size = buttonStyleSizes[name] else { return nil }
        return ProjectButtonStyle(size: size, paintsBackground: paintedButtonStyles.contains(name), at: at)
    }
}

/// A project `ButtonStyle` a `.buttonStyle(…)` names: the size its `makeBody` gives the label,
/// whether it draws a background under it, and where the modifier is written.
struct ProjectButtonStyle {
    var size: ProjectIndex.StyleSize
    var paintsBackground: Bool
    var at: Diagnostics.SourceLocation
}

extension ViewReader {
    /// The controls `.buttonStyle(…)` draws: a share link and a link are buttons to it as well.
    static let styledButtons: Set<String> = ["Button", "ShareLink", "Link"]

    /// A `Button` under `.buttonStyle(…)` of the project: the style's modifiers apply to its
    /// label, inside the button's own modifiers (docs/swiftui.md, "frame"); their findings
    /// point at the `.buttonStyle(…)` of this file.
    func applyButtonStyle(_ style: ProjectButtonStyle, to component: inout SpecComponent) {
        // The label sits on the style's background, which is not read: no verdict against the
        // colours around the button.
        if style.paintsBackground { component.code?.hasUnresolvedBackground = true }
        switch style.size {
        case .unknown:
            // Sized by the style in a way not read: judged as a control sized by its content.
            component.frame = nil
            component.hitArea = nil
        case .modifiers(let calls):
            for call in calls {
                switch call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                case "frame": readFrame(call, at: style.at, into: &component)
                case "padding": readPadding(Array(call.arguments), at: style.at, into: &component)
                case "contentShape": if let frame = component.frame { component.hitArea = Spanned(frame.value, at: style.at) }
                default: continue
                }
            }
        }
    }
}
#endif
