// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import SwiftSyntax

/// What animates a change anywhere in a project (docs/swiftui.md, "What plays a transition"):
/// a transition plays only when the change that inserts its view is animated, so the state an
/// `if` reads must be written inside `withAnimation` or `withTransaction` (or a function called
/// there), watched by `.animation(_:value:)`, changed through a `Binding.animation` or sent
/// with an `animation:`. Read by name, as the project index reads everything: a name animated
/// in one type counts as animated everywhere, which can only keep a finding.
struct AnimationDrivers: Sendable {
    /// A function called under an animation, and the last name of what it is called on ("" for
    /// none: `reset()`).
    struct Call: Hashable, Sendable {
        var name: String
        var receiver: String
    }

    /// What a function's or an animation's code changes: the last names it writes
    /// (`isLoading` of `viewModel.isLoading = true`), and the functions it calls.
    struct Effects: Sendable {
        var writes: Set<String> = []
        var calls: Set<Call> = []
    }

    /// Names a change written or watched under an animation writes, the functions called there
    /// followed (`resolve`).
    private(set) var names: Set<String> = []
    /// Objects a call under an animation is made on whose function the index has not read
    /// (`viewModel` of `withAnimation { viewModel.reset() }`): any of their state may change.
    private(set) var receivers: Set<String> = []
    /// Types (by their own name, an extension's included) with an `.animation(_:value:)` whose
    /// value is no stored property of theirs: any change of their state may be animated.
    private(set) var animatedTypes: Set<String> = []
    /// What the animations change, as written.
    private var animated = Effects()
    /// Per function name, what its declarations change (every type's function of that name).
    private var functions: [String: Effects] = [:]
    /// Per computed property (not a view), the names its getter reads; `unknownRead` when it
    /// calls a function.
    private var computed: [String: Set<String>] = [:]

    /// What animates a change outgrew `ProjectIndex.maximumEntries`: some of it is missing, so
    /// no transition is taken for one no animation plays.
    private(set) var overflowed = false

    static let unknownRead = "()"
    /// Names kept per function or property: a bound on what one declaration can ask to store.
    static let maximumNames = 256
    /// Methods that change the collection they are called on (`items.append(x)` writes `items`).
    static let mutatingMethods: Set<String> = ["toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "move",
                                               "sort", "shuffle", "reverse", "popLast", "formUnion", "subtract", "formIntersection", "update"]
    /// Properties derived from the value they are read on: a `.animation(_:value: items.count)`
    /// watches `items`.
    static let derivedProperties: Set<String> = ["count", "isEmpty", "first", "last", "id", "rawValue", "description"]

    var count: Int { names.count + animatedTypes.count + receivers.count + animated.writes.count + animated.calls.count + functions.count + computed.count }

    /// Reads one token of a parsed file (the project index walks each file's tokens once): what
    /// an animation there changes, a function's effects, a computed property's reads.
    /// `kind`: the token's kind, which the caller's walk has already made (making it again
    /// makes an identifier's string again).
    mutating func note(_ token: TokenSyntax, kind: TokenKind) {
        guard count < ProjectIndex.maximumEntries else {
            overflowed = true
            return
        }
        switch kind {
        case .identifier(let name) where name == "withTransaction" || (name.hasPrefix("with") && name.hasSuffix("Animation")):
            // A project's own wrapper (`withElementAnimation { … }`) animates its body too.
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), let call = reference.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.id == reference.id,
                  let body = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { return }
            note(Self.effects(of: Syntax(body.statements)))
        case .identifier("animation"):
            noteAnimation(token)
        case .keyword(.func):
            guard let function = token.parent?.as(FunctionDeclSyntax.self), let body = function.body else { return }
            functions[function.name.text, default: Effects()].merge(Self.effects(of: Syntax(body.statements)))
        case .keyword(.var):
            guard let variable = token.parent?.as(VariableDeclSyntax.self) else { return }
            for binding in variable.bindings where binding.typeAnnotation.map({ !ViewReader.isViewType($0.type) }) ?? false {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      case .getter(let items)? = binding.accessorBlock?.accessors else { return }
                computed[name, default: []].formUnion(Self.reads(Syntax(items)))
            }
        default:
            return
        }
    }

    /// `.animation(_:value:)` watches its value; `$flag.animation()` animates what the binding
    /// writes; a call given an `animation:` (`store.send(.open, animation: .default)`) changes,
    /// animated, what its function changes.
    private mutating func noteAnimation(_ token: TokenSyntax) {
        if let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id,
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let called = Self.call(call) {
            animated.calls.insert(called)
            return
        }
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id else { return }
        if let value = call.arguments.first(where: { $0.label?.text == "value" })?.expression {
            names.formUnion(Self.watched(value))
            // A value that is no stored property of the type (`value: animationHashValue`,
            // computed in another file) may read any of its state.
            if let type = Self.enclosingType(call), Self.chains(in: Syntax(value)).contains(where: { $0.names.count == 1 && !Self.stores($0.names[0], type.members) }) {
                animatedTypes.insert(type.name)
            }
        } else if let base = member.base, base.firstToken(viewMode: .sourceAccurate)?.text.hasPrefix("$") == true, let leaf = Self.leaf(base) {
            names.insert(leaf)
        }
    }

    /// The innermost type around a node: its name and members.
    private static func enclosingType(_ node: some SyntaxProtocol) -> (name: String, members: MemberBlockItemListSyntax)? {
        for (_, parent) in Syntax(node).ancestors(withinDeclaration: false) {
            if let name = ViewReader.typeName(parent), let group = parent.declGroup {
                return (String(name.split(separator: ".").last ?? ""), group.memberBlock.members)
            }
        }
        return nil
    }

    /// Whether `members` declare a stored property `name`.
    private static func stores(_ name: String, _ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return false }
                if case .getter? = binding.accessorBlock?.accessors { return false }
                return true
            } ?? false
        }
    }

    private mutating func note(_ effects: Effects) {
        animated.writes.formUnion(effects.writes)
        animated.calls.formUnion(effects.calls)
    }

    /// The names an animation's value watches: each chain's last name, and the value a derived
    /// property is read on (`items` of `items.count`).
    static func watched(_ value: ExprSyntax) -> Set<String> {
        chains(in: Syntax(value)).reduce(into: []) { $0.formUnion(read($1)) }
    }

    /// What code writes and calls: assignments' targets (`x = …`, `x += …`), collections changed
    /// in place, and the functions called with what they are called on.
    static func effects(of node: Syntax) -> Effects {
        var effects = Effects()
        for token in node.tokens(viewMode: .sourceAccurate) where effects.writes.count + effects.calls.count < maximumNames {
            switch token.tokenKind {
            case .equal, .binaryOperator:
                guard token.parent?.is(AssignmentExprSyntax.self) == true || isCompoundAssignment(token),
                      let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self),
                      let target = sequence.elements.first, let leaf = leaf(target) else { continue }
                effects.writes.insert(leaf)
            case .identifier(let name):
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                let called = reference.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == reference.id ? ExprSyntax($0) : nil }
                    ?? ExprSyntax(reference)
                guard let call = called.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == called.id,
                      let made = Self.call(call) else { continue }
                if mutatingMethods.contains(name), let base = called.as(MemberAccessExprSyntax.self)?.base, let leaf = leaf(base) {
                    effects.writes.insert(leaf)
                } else {
                    effects.calls.insert(made)
                }
            default:
                continue
            }
        }
        return effects
    }

    private static func isCompoundAssignment(_ token: TokenSyntax) -> Bool {
        guard case .binaryOperator(let text) = token.tokenKind, token.parent?.is(BinaryOperatorExprSyntax.self) == true else { return false }
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// A call's function name and the last name of what it is called on.
    private static func call(_ call: FunctionCallExprSyntax) -> Call? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return Call(name: reference.baseName.text, receiver: "") }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        return Call(name: member.declName.baseName.text, receiver: member.base.flatMap(leaf) ?? "")
    }

    /// The names a getter reads (each chain's names), `unknownRead` when it calls a function.
    private static func reads(_ node: Syntax) -> Set<String> {
        var result: Set<String> = []
        for chain in chains(in: node) where result.count < maximumNames {
            result.formUnion(chain.isCall ? [unknownRead] : read(chain))
        }
        return result
    }

    /// What a chain reads: its last name, or the value a derived property is read on (`items`
    /// of `items.count`).
    static func read(_ chain: Chain) -> Set<String> {
        guard let last = chain.names.last else { return [] }
        return derivedProperties.contains(last) && chain.names.count > 1 ? [chain.names[chain.names.count - 2]] : [last]
    }

    /// The last name of what an expression writes or reads: `isLoading` of
    /// `self.viewModel.isLoading`, `items` of `items[0]` and of `$items`.
    static func leaf(_ expression: ExprSyntax) -> String? {
        var expression = expression
        for _ in 0..<32 {
            if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let text = reference.baseName.text
                return text.hasPrefix("$") ? String(text.dropFirst()) : text
            }
            if let subscripted = expression.as(SubscriptCallExprSyntax.self) { expression = subscripted.calledExpression; continue }
            if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression; continue }
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression; continue }
            return nil
        }
        return nil
    }

    /// A chain of names an expression reads (`viewModel.isLoading`: ["viewModel", "isLoading"];
    /// `self.` and `$` left out), and whether it is called.
    struct Chain {
        var names: [String]
        var isCall: Bool
    }

    /// The chains read in `node`, from the name each starts with; case names (`.loaded`) and
    /// literals are not chains.
    static func chains(in node: Syntax) -> [Chain] {
        var result: [Chain] = []
        for token in node.tokens(viewMode: .sourceAccurate) where result.count < maximumNames {
            guard token.tokenKind.isIdentifier || token.tokenKind == .keyword(.self) || Self.isDollar(token),
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            // Only a chain's first name starts it: not a member's name, nor a label.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { continue }
            var names = token.tokenKind == .keyword(.self) ? [] : [token.text.hasPrefix("$") ? String(token.text.dropFirst()) : token.text]
            var outer = ExprSyntax(reference)
            for _ in 0..<32 {
                guard let parent = outer.parent else { break }
                if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == outer.id {
                    names.append(member.declName.baseName.text)
                    outer = ExprSyntax(member)
                } else if let next = parent.as(SubscriptCallExprSyntax.self), next.calledExpression.id == outer.id {
                    outer = ExprSyntax(next)
                } else if let next = parent.as(OptionalChainingExprSyntax.self) {
                    outer = ExprSyntax(next)
                } else if let next = parent.as(ForceUnwrapExprSyntax.self) {
                    outer = ExprSyntax(next)
                } else {
                    break
                }
            }
            let isCall = outer.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == outer.id
            if !names.isEmpty { result.append(Chain(names: names, isCall: isCall)) }
        }
        return result
    }

    private static func isDollar(_ token: TokenSyntax) -> Bool {
        if case .dollarIdentifier = token.tokenKind { return true }
        return false
    }

    /// Whether a change of `name` may be animated: written or watched under an animation, or a
    /// computed property reading such a name or calling a function (to two levels).
    func animates(_ name: String, depth: Int = 0) -> Bool {
        if names.contains(name) { return true }
        guard depth < 2, let read = computed[name] else { return false }
        return read.contains(Self.unknownRead) || read.contains { animates($0, depth: depth + 1) }
    }

    mutating func merge(_ other: AnimationDrivers) {
        overflowed = overflowed || other.overflowed
        guard count < ProjectIndex.maximumEntries else {
            overflowed = true
            return
        }
        names.formUnion(other.names)
        animatedTypes.formUnion(other.animatedTypes)
        note(other.animated)
        for (name, effects) in other.functions.sorted(by: { $0.key < $1.key }) where count < ProjectIndex.maximumEntries || functions[name] != nil {
            functions[name, default: Effects()].merge(effects)
        }
        for (name, read) in other.computed.sorted(by: { $0.key < $1.key }) where count < ProjectIndex.maximumEntries || computed[name] != nil {
            computed[name, default: []].formUnion(read)
        }
    }

    /// The names the animations change, through the functions they call: each function
    /// called under an animation, and the functions of its own type it calls in turn (to
    /// `maximumCallDepth`); a call under an animation of a function the index has not read
    /// leaves what it is called on in `receivers`. Calls on other objects inside a function are
    /// not followed: every declaration of a name counts, and following them all would reach
    /// most of an app.
    mutating func resolve() {
        names.formUnion(animated.writes)
        var level = Array(animated.calls)
        var followed: Set<String> = []
        for depth in 0..<Self.maximumCallDepth {
            var next: [Call] = []
            for call in level {
                guard let effects = functions[call.name] else {
                    if depth == 0, !call.receiver.isEmpty { receivers.insert(call.receiver) }
                    continue
                }
                guard followed.insert(call.name).inserted else { continue }
                names.formUnion(effects.writes)
                next += effects.calls.filter { $0.receiver.isEmpty || $0.receiver == "self" }
            }
            level = next
        }
        // A computed value watched (`value: animationHashValue`) watches what it reads.
        for _ in 0..<2 {
            for name in names.sorted() where count < ProjectIndex.maximumEntries {
                names.formUnion(computed[name, default: []].subtracting([Self.unknownRead]))
            }
        }
    }

    static let maximumCallDepth = 3

    /// What the cache key holds of the drivers.
    var summary: String {
        "\(overflowed)\n" + names.sorted().joined(separator: " ") + "\n" + animatedTypes.sorted().joined(separator: " ") + "\n" + receivers.sorted().joined(separator: " ") + "\n"
            + computed.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.sorted().joined(separator: ","))" }.joined(separator: " ")
    }
}

extension AnimationDrivers.Effects {
    mutating func merge(_ other: Self) {
        if writes.count < AnimationDrivers.maximumNames { writes.formUnion(other.writes) }
        if calls.count < AnimationDrivers.maximumNames { calls.formUnion(other.calls) }
    }
}
#endif
