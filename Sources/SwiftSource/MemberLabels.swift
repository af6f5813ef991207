// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import DesignSpec
import Diagnostics
import SwiftSyntax

/// A control's label that names a view member of its own type (`Menu { … } label: {
/// avatarView }`): the views that member draws are what VoiceOver names the control by, so
/// `semantics/image-label` reads them (docs/swiftui.md, "What is read").
extension ViewReader {
    /// Members followed through members (`avatarView` naming `avatarImage`) at most this deep:
    /// each level reads a member again for every label that names it.
    static let maximumFollowed = 4

    /// The view members of every type in the file, by qualified type name (`Outer.Inner`; an
    /// extension's members under the type it extends) and member name; the first of a name wins.
    static func viewMembers(in tree: SourceFileSyntax) -> [String: [String: CodeBlockItemListSyntax]] {
        var found: [String: [String: CodeBlockItemListSyntax]] = [:]
        for item in tree.statements { collectViewMembers(in: Syntax(item.item), outer: nil, into: &found) }
        return found
    }

    private static func collectViewMembers(in node: Syntax, outer: String?, into found: inout [String: [String: CodeBlockItemListSyntax]]) {
        if let ifConfig = node.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                guard case .decls(let members)? = clause.elements else { continue }
                for member in members { collectViewMembers(in: Syntax(member.decl), outer: outer, into: &found) }
            }
            return
        }
        guard let name = typeName(node), let members = node.declGroup?.memberBlock.members else { return }
        let qualified = outer.map { "\($0).\(name)" } ?? name
        for decl in declarations(members) {
            if let (memberName, statements) = viewMember(decl), found[qualified]?[memberName] == nil {
                found[qualified, default: [:]][memberName] = statements
            }
            collectViewMembers(in: Syntax(decl), outer: qualified, into: &found)
        }
    }

    /// A type's member declarations, those in its `#if` branches (all read) included.
    private static func declarations(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
                guard case .decls(let inner)? = clause.elements else { return [] }
                return declarations(inner)
            }
        }
    }

    /// `self`, as in `self.avatarView`.
    static func isSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// In a control's label, `name` (`avatarView`, `self.avatarView`, `avatar(size: 24)`) as a
    /// view member of the type being read: that member's views become `component`'s
    /// `memberContent`, unless it draws views that are not read. Not followed into a cycle
    /// (`a` naming `b` naming `a`) nor deeper than `maximumFollowed`; the components read count
    /// toward the file's bound.
    mutating func followMember(_ name: String, at node: some SyntaxProtocol, into component: inout SpecComponent, depth: Int) {
        guard labelDepth > 0, following.count < Self.maximumFollowed, !following.contains(name),
              let statements = viewMembers[scope.name]?[name], !Self.isLocal(name, at: node) else { return }
        // The member's views are not the current member's components: its ids stay as they were.
        let (savedMember, savedIds) = (member, usedIds)
        let drawings = unreadDrawings
        following.append(name)
        let content = readStatements(statements, depth: depth + 1)
        following.removeLast()
        (member, usedIds) = (savedMember, savedIds)
        // A member that draws views the reader does not read (`.overlay { Text(…) }`) may name
        // its image there: no verdict rather than a guess.
        guard unreadDrawings == drawings else { return }
        component.code?.memberContent = Self.shown(content, at: location(node))
    }

    /// Whether `name`, written bare at `node`, is declared in the member being read (a `let`
    /// or `func` before it, a closure's or function's parameter, an `if let`, `guard let` or
    /// `for` pattern) and so is not the type's member of that name. `self.name` never is.
    static func isLocal(_ name: String, at node: some SyntaxProtocol) -> Bool {
        if let member = node.as(MemberAccessExprSyntax.self), let base = member.base, isSelf(base) { return false }
        if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, isSelf(base) { return false }
        for (child, current) in Syntax(node).ancestors(withinDeclaration: true) {
            if let items = current.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    if declares(name, item.item) { return true }
                }
            } else if let closure = current.as(ClosureExprSyntax.self), let clause = closure.signature?.parameterClause {
                switch clause {
                case .simpleInput(let names): if names.contains(where: { $0.name.text == name }) { return true }
                case .parameterClause(let list): if list.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
                }
            } else if let function = current.as(FunctionDeclSyntax.self),
                      function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return true
            } else if let choice = current.as(IfExprSyntax.self), child.id == choice.body.id, binds(name, choice.conditions) {
                return true
            } else if let loop = current.as(ForStmtSyntax.self), child.id == loop.body.id,
                      loop.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) {
                return true
            }
        }
        return false
    }

    private static func declares(_ name: String, _ item: CodeBlockItemSyntax.Item) -> Bool {
        if let variable = item.as(VariableDeclSyntax.self) {
            return variable.bindings.contains { $0.pattern.tokens(viewMode: .sourceAccurate).contains { $0.text == name } }
        }
        if let function = item.as(FunctionDeclSyntax.self) { return function.name.text == name }
        if let guardStatement = item.as(GuardStmtSyntax.self) { return binds(name, guardStatement.conditions) }
        return false
    }

    private static func binds(_ name: String, _ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            guard case .optionalBinding(let binding) = element.condition else { return false }
            return binding.pattern.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
        }
    }

    /// The views VoiceOver is given, each placed at `location`: one hidden in the member
    /// (`.accessibilityHidden(true)`, `Image(decorative:)`) is left out, and a finding about
    /// the label points where the control names the member, the line its fix goes on.
    static func shown(_ components: [SpecComponent], at location: Diagnostics.SourceLocation) -> [SpecComponent] {
        components.filter { !$0.decorative }.map { component in
            var placed = component
            placed.location = location
            placed.children = shown(component.children, at: location)
            placed.code?.memberContent = shown(component.code?.memberContent ?? [], at: location)
            return placed
        }
    }
}
#endif
