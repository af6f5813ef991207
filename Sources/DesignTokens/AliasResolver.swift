import Diagnostics
import JSONSource
import OrderedCollections

/// A token after flattening: its definition, its full path and what it inherits from its groups.
struct FlatToken: Sendable {
    /// The dotted path (`color.systemBlue`).
    var key: String
    var definition: TokenDefinition
    var inheritedType: Located<String>?
    var inheritedDeprecated: Deprecation?
}

/// Resolves aliases (`{a.b}`), token-level and property-level JSON Pointer `$ref`s, infers
/// types (own `$type` → alias target's type → nearest group's; never guessed, Format §5.2.2)
/// and checks values. Cycles are reported for every token on the cycle (§7.2.3).
struct AliasResolver {
    struct Raw {
        var value: JSONValue
        var type: TokenType?
        var aliasOf: String?
    }

    private enum State {
        case visiting
        case resolved(Raw)
        case failed
    }

    let root: GroupDefinition
    let tokens: OrderedDictionary<String, FlatToken>
    let legacyFormat: Bool
    private var states: [String: State] = [:]
    private var stack: [String] = []
    private(set) var findings: [Finding] = []

    init(root: GroupDefinition, legacyFormat: Bool) {
        self.root = root
        self.legacyFormat = legacyFormat
        var flat: [(String, FlatToken)] = []
        Self.flatten(root, prefix: "", type: nil, deprecated: nil, into: &flat)
        // Sized once (growing it a token at a time was most of flattening). Two tokens share a
        // key only when a name holds a dot (reported by the file parser): the later one wins.
        var tokens = OrderedDictionary<String, FlatToken>(minimumCapacity: flat.count)
        for (key, token) in flat { tokens[key] = token }
        self.tokens = tokens
    }

    /// `prefix`: the group's dotted path followed by a dot (empty at the root).
    private static func flatten(_ group: GroupDefinition, prefix: String, type: Located<String>?, deprecated: Deprecation?, into flat: inout [(String, FlatToken)]) {
        let type = group.type ?? type
        let deprecated = group.deprecated ?? deprecated
        for (name, child) in group.children {
            switch child {
            case .token(let definition):
                let key = prefix + name
                flat.append((key, FlatToken(key: key, definition: definition, inheritedType: type, inheritedDeprecated: deprecated)))
            case .group(let nested):
                flatten(nested, prefix: prefix + name + ".", type: type, deprecated: deprecated, into: &flat)
            }
        }
    }

    // MARK: Findings

    mutating func report(_ rule: RegistryRule, _ message: String, token: FlatToken, at location: SourceLocation? = nil, severity: Severity = .error) {
        findings.append(Finding(
            rule: rule.id, severity: severity, location: location ?? valueLocation(token), message: message, token: token.key
        ))
    }

    func valueLocation(_ token: FlatToken) -> SourceLocation {
        if let value = token.definition.value { return token.definition.location(of: value) }
        if let reference = token.definition.reference { return reference.location }
        return token.definition.location
    }

    // MARK: Resolution

    /// Resolves every token and returns those that are valid.
    /// - Parameter types: only tokens of these types are parsed and returned (nil: all). Their
    ///   aliases are still followed into tokens of any type; the findings are then those of the
    ///   tokens returned and what they depend on, not the whole permutation's.
    mutating func resolveAll(types: Set<TokenType>? = nil) -> ResolvedTokenSet {
        var result = ResolvedTokenSet()
        for (key, token) in tokens {
            if let types, let declared = Self.declaredType(token), !types.contains(declared) { continue }
            guard let raw = resolve(key), let type = raw.type else { continue }
            if let types, !types.contains(type) { continue }
            var parser = ValueParser(legacyFormat: legacyFormat, aliasTypes: aliasTypes[key] ?? [:])
            parser.acceptsEm = token.definition.hasTokensStudioValue || raw.aliasOf.flatMap { tokens[$0] }?.definition.hasTokensStudioValue == true
            let parsed = parser.parse(raw.value, as: type)
            for issue in parser.issues {
                switch issue.kind {
                case .invalid: report(.invalidValue, issue.message, token: token)
                case .legacy: report(.legacyFormat, issue.message, token: token, severity: .warning)
                case .typeMismatch: report(.typeMismatch, issue.message, token: token)
                case .invalidSpring: report(.invalidSpring, issue.message, token: token)
                case .negativeDuration: report(.negativeDuration, issue.message, token: token)
                }
            }
            guard let value = parsed else { continue }
            let definition = token.definition
            result.tokens[key] = ResolvedToken(
                path: key, type: type, value: value, resolvedJSON: raw.value,
                location: definition.location, description: definition.description,
                deprecated: definition.deprecated ?? token.inheritedDeprecated,
                extensions: definition.extensions?.value, aliasOf: raw.aliasOf
            )
        }
        return result
    }

    /// The type `resolve` gives `token` (when it resolves at all), where that is known without
    /// resolving it: its own `$type`, else, for a value that cannot be a whole-token alias (no
    /// `$ref`, not a string), its group's. nil: it depends on what an alias points at.
    private static func declaredType(_ token: FlatToken) -> TokenType? {
        if let own = token.definition.type { return TokenType(rawValue: own.value) }
        guard token.definition.reference == nil, !token.definition.hasMalformedReference,
              let value = token.definition.value else { return nil }
        if case .string = value.kind { return nil }
        return token.inheritedType.flatMap { TokenType(rawValue: $0.value) }
    }

    /// Types of tokens that sub-value aliases pointed at, per token, per field path.
    private var aliasTypes: [String: [String: TokenType]] = [:]

    /// The most references (aliases and `$ref`s together) followed from one token. Each one is
    /// a level of recursion, and a file of a few thousand chained links overflowed the stack;
    /// real registries chain a handful (primitive → semantic → component).
    static let maximumChainLength = 64

    mutating func resolve(_ key: String) -> Raw? {
        switch states[key] {
        case .resolved(let raw)?: return raw
        case .failed?: return nil
        case .visiting?:
            reportCycle(closingAt: key)
            return nil
        case nil: break
        }
        guard let token = tokens[key] else { return nil }
        if stack.count > Self.maximumChainLength, let head = stack.first, let headToken = tokens[head] {
            // Reported once, at the token whose resolution followed the chain; the tokens on the
            // way fail with it (their value is the one that was not reached).
            report(.unresolvedReference, "the chain of references from {\(head)} is longer than \(Self.maximumChainLength) links (it goes on past {\(key)}); tokenlint follows at most \(Self.maximumChainLength)", token: headToken)
            return nil
        }
        states[key] = .visiting
        stack.append(key)
        let raw = resolveDefinition(token)
        stack.removeLast()
        if case .failed? = states[key] { return nil }  // it was found to be on a cycle
        guard var raw else {
            states[key] = .failed
            return nil
        }
        // Type: own $type, else the alias target's, else the nearest group's.
        let own = token.definition.type
        if let own {
            guard let ownType = TokenType(rawValue: own.value) else {
                report(.unknownType, "unknown $type '\(own.value)'\(DidYouMean.hint(for: own.value, among: TokenType.allCases.map(\.rawValue)))", token: token, at: own.location)
                states[key] = .failed
                return nil
            }
            if let targetType = raw.type, raw.aliasOf != nil, targetType != ownType {
                report(.typeMismatch, "$type is \(ownType.rawValue) but the alias points at {\(raw.aliasOf ?? "")}, a \(targetType.rawValue) token", token: token)
                states[key] = .failed
                return nil
            }
            raw.type = ownType
        } else if raw.type == nil || raw.aliasOf == nil {
            if let inherited = token.inheritedType {
                guard let inheritedType = TokenType(rawValue: inherited.value) else {
                    report(.unknownType, "unknown $type '\(inherited.value)' inherited from its group\(DidYouMean.hint(for: inherited.value, among: TokenType.allCases.map(\.rawValue)))", token: token, at: inherited.location)
                    states[key] = .failed
                    return nil
                }
                raw.type = inheritedType
            } else {
                raw.type = nil
            }
        }
        guard raw.type != nil else {
            report(.unknownType, "token has no $type: none on the token, its alias target or any parent group (Format §5.2.2: tools MUST NOT guess)", token: token, at: token.definition.location)
            states[key] = .failed
            return nil
        }
        states[key] = .resolved(raw)
        return raw
    }

    private mutating func reportCycle(closingAt key: String) {
        guard let start = stack.firstIndex(of: key) else { return }
        let members = Array(stack[start...])
        let description = (members + [key]).map { "{\($0)}" }.joined(separator: " → ")
        for member in members {
            if let token = tokens[member] {
                report(.circularReference, "circular reference: \(description)", token: token)
            }
            states[member] = .failed
        }
    }

    private mutating func resolveDefinition(_ token: FlatToken) -> Raw? {
        let definition = token.definition
        if definition.hasTokensStudioValue { return resolveTokensStudio(token) }
        if let reference = definition.reference {
            return resolvePointer(reference.value, for: token, field: "", at: reference.location)
        }
        guard let value = definition.value else {
            // A `$ref` that is not a string was reported where it is written: one problem,
            // one finding.
            if !definition.hasMalformedReference {
                report(.invalidValue, "token has neither $value nor $ref", token: token, at: definition.location)
            }
            return nil
        }
        if case .string(let text) = value.kind {
            switch TokenReference.read(text) {
            case .reference(let target):
                return resolveAlias(target.segments, for: token, field: "", at: definition.location(of: value))
            case .malformed(let problem):
                reportMalformed(text, problem, for: token, at: definition.location(of: value))
                return nil
            case .notAReference: break
            }
        }
        guard let substituted = substitute(value, for: token, field: "") else { return nil }
        return Raw(value: substituted, type: nil, aliasOf: nil)
    }

    /// A string in braces that is not a path: Format §7.4.5 "Tools MUST report errors for:
    /// Invalid syntax: Malformed curly braces".
    private mutating func reportMalformed(_ text: String, _ problem: String, for token: FlatToken, at location: SourceLocation) {
        report(.unresolvedReference, TokenReference.malformedMessage(text, problem: problem), token: token, at: location)
    }

    /// A curly-brace alias: always a whole token's `$value` (Format §7.1.1).
    private mutating func resolveAlias(_ target: [String], for token: FlatToken, field: String, at location: SourceLocation) -> Raw? {
        let targetKey = target.joined(separator: ".")
        guard tokens[targetKey] != nil else {
            let hint: String
            if case .group? = root.child(at: target) {
                hint = tokens[targetKey + ".$root"] != nil
                    ? "; it is a group: alias its base token {\(targetKey).$root}"
                    : "; it is a group, and aliases must point at tokens (Format §7.1.1)"
            } else {
                hint = DidYouMean.hint(for: targetKey, among: tokens.keys)
            }
            report(.unresolvedReference, "{\(targetKey)} does not resolve to a token\(hint)", token: token, at: location)
            return nil
        }
        guard let raw = resolve(targetKey) else { return nil }
        if !field.isEmpty, let type = raw.type { aliasTypes[token.key, default: [:]][field] = type }
        if field.isEmpty, let type = raw.type { aliasTypes[token.key, default: [:]][""] = type }
        return Raw(value: raw.value, type: raw.type, aliasOf: targetKey)
    }

    /// A JSON Pointer into the flattened document: to a token (whole-token alias, the corrected
    /// form), to its `$value` (the published form), or into its value (a property reference).
    private mutating func resolvePointer(_ pointer: String, for token: FlatToken, field: String, at location: SourceLocation) -> Raw? {
        guard pointer.hasPrefix("#"), let segments = JSONPointer(pointer)?.segments else {
            let problem = pointer.contains("#") ? "points into another file ('\(pointer.prefix { $0 != "#" })')" : "is not a JSON Pointer"
            report(.unresolvedReference, "$ref '\(pointer)' \(problem); a token's $ref must be a same-document JSON Pointer (\"#/group/token\"); combine files with a resolver document's sources", token: token, at: location)
            return nil
        }
        var group = root
        for (index, segment) in segments.enumerated() {
            switch group.children[segment] {
            case .group(let nested)?:
                group = nested
            case .token?:
                let targetKey = segments[...index].joined(separator: ".")
                let rest = Array(segments[(index + 1)...])
                if rest.isEmpty || rest == ["$value"] {
                    return resolveAlias(Array(segments[...index]), for: token, field: field, at: location)
                }
                guard rest.first == "$value" else {
                    report(.unresolvedReference, "$ref '\(pointer)' points at '\(rest.joined(separator: "/"))' of {\(targetKey)}; only its $value can be referenced", token: token, at: location)
                    return nil
                }
                guard let raw = resolve(targetKey) else { return nil }
                guard let sub = Self.navigate(raw.value, Array(rest.dropFirst())) else {
                    report(.unresolvedReference, "$ref '\(pointer)': {\(targetKey)} has no '\(rest.dropFirst().joined(separator: "/"))' in its value", token: token, at: location)
                    return nil
                }
                return Raw(value: sub, type: nil, aliasOf: nil)
            case nil:
                if index == 0, let member = root.rootMembers[segment] {
                    return resolveRootMember(member, named: segment, pointer: pointer, rest: Array(segments.dropFirst()), for: token, field: field, at: location)
                }
                let known = Array(group.children.keys) + (index == 0 ? Array(root.rootMembers.keys) : [])
                report(.unresolvedReference, "$ref '\(pointer)' does not resolve: no '\(segment)'\(DidYouMean.hint(for: segment, among: known))", token: token, at: location)
                return nil
            }
        }
        report(.unresolvedReference, "$ref '\(pointer)' points at a group; a token's $ref must point at a token or into its $value", token: token, at: location)
        return nil
    }

    /// A pointer into a root member that is not a token or group (`$defs`): a JSON Pointer
    /// reaches any location of the document (Format §7.4). A token-shaped target (an object
    /// with `$value`) stands for its value, as a pointer to a token does; anything else is the
    /// value itself. Either is checked only as the referencing token's value (its type comes
    /// from the referencing token or its group).
    private mutating func resolveRootMember(_ member: Located<JSONNode>, named name: String, pointer: String, rest: [String], for token: FlatToken, field: String, at location: SourceLocation) -> Raw? {
        guard let target = JSONPointer(segments: rest).resolve(in: member.value) else {
            report(.unresolvedReference, "$ref '\(pointer)' does not resolve: \(name) has no '\(rest.joined(separator: "/"))'", token: token, at: location)
            return nil
        }
        let valueNode = target.objectValue?["$value"] ?? target
        guard let value = substitute(valueNode, for: token, field: field) else { return nil }
        return Raw(value: value, type: nil, aliasOf: nil)
    }

    static func navigate(_ value: JSONValue, _ segments: [String]) -> JSONValue? {
        var current = value
        for segment in segments {
            switch current {
            case .object(let pairs):
                guard let next = pairs.last(where: { $0.0 == segment })?.1 else { return nil }
                current = next
            case .array(let items):
                // RFC 6901 §4: "0" or digits without a leading zero, no sign.
                guard !segment.isEmpty, segment.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                      segment == "0" || !segment.hasPrefix("0"),
                      let index = Int(segment), index < items.count else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }

    /// Replaces sub-value aliases and property-level `$ref`s inside a composite value.
    private mutating func substitute(_ node: JSONNode, for token: FlatToken, field: String) -> JSONValue? {
        let location = token.definition.location(of: node)
        switch node.kind {
        case .string(let text):
            switch TokenReference.read(text) {
            case .reference(let target):
                return resolveAlias(target.segments, for: token, field: field, at: location)?.value
            case .malformed(let problem):
                reportMalformed(text, problem, for: token, at: location)
                return nil
            case .notAReference:
                return .string(text)
            }
        case .object(let object):
            if let reference = object["$ref"], object.count == 1 {
                guard let pointer = reference.stringValue else {
                    report(.invalidValue, "$ref must be a JSON Pointer string", token: token, at: location)
                    return nil
                }
                return resolvePointer(pointer, for: token, field: field, at: location)?.value
            }
            // Every member is substituted, so that every broken reference is reported.
            var pairs: [(String, JSONValue)] = []
            var complete = true
            for member in object.members {
                if let value = substitute(member.value, for: token, field: field.isEmpty ? member.key : "\(field)/\(member.key)") {
                    pairs.append((member.key, value))
                } else {
                    complete = false
                }
            }
            return complete ? .object(pairs) : nil
        case .array(let items):
            var values: [JSONValue] = []
            var complete = true
            for (index, item) in items.enumerated() {
                if let value = substitute(item, for: token, field: field.isEmpty ? String(index) : "\(field)/\(index)") {
                    values.append(value)
                } else {
                    complete = false
                }
            }
            return complete ? .array(values) : nil
        default:
            return node.value
        }
    }
}
