import Diagnostics
import JSONSource

/// Turns one parsed token document into a `GroupDefinition` tree, reporting structural errors
/// that do not depend on any other file: invalid names, `$value` with children, malformed
/// `$`-properties (Format §5, §6).
struct TokenFileParser {
    let file: String
    private(set) var findings: [Finding] = []

    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated", "$ref"]
    static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$extends", "$ref"]
    /// Allowed at the document root only: `$schema` (tooling metadata) and `$defs` (JSON
    /// Schema's place for reusable values: not tokens, but a `$ref` may point into it, since
    /// a JSON Pointer reaches any location of the document, Format §7.4).
    static let rootProperties: Set<String> = ["$schema", "$defs"]

    init(file: String) {
        self.file = file
    }

    mutating func parse(_ root: JSONNode) -> GroupDefinition {
        guard let object = root.objectValue else {
            report(.invalidValue, at: root.position, path: [], "a token file must be a JSON object, found \(root.typeName)")
            return GroupDefinition(location: location(root.position))
        }
        return parseGroup(object, at: root.position, path: [], isRoot: true)
    }

    private func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    private mutating func report(_ rule: RegistryRule, severity: Severity = .error, at position: SourcePosition, path: [String], _ message: String) {
        findings.append(Finding(
            rule: rule.id, severity: severity, location: location(position), message: message,
            token: path.isEmpty ? nil : path.joined(separator: ".")
        ))
    }

    /// Name rules of Format §5.1.1: no leading `$` (except the reserved `$root`), no `{`, `}` or `.`.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "a token or group name must not be empty" }
        if name.hasPrefix("$"), name != "$root" { return "names must not begin with '$' (reserved for properties)" }
        // Bytes, not Foundation's `contains` (a string search costing microseconds, for every
        // name of every registry file).
        if name.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
            return "names must not contain '{' or '}' (they delimit aliases)"
        }
        if name.utf8.contains(UInt8(ascii: ".")) { return "names must not contain '.' (it separates path segments)" }
        return nil
    }

    private mutating func parseGroup(_ object: JSONObject, at position: SourcePosition, path: [String], isRoot: Bool) -> GroupDefinition {
        var group = GroupDefinition(location: location(position))
        let hasChildren = object.members.contains { !$0.key.hasPrefix("$") || $0.key == "$root" }
        for member in object.members {
            let key = member.key
            let value = member.value
            switch key {
            case "$type":
                if let type = value.stringValue {
                    group.type = Located(value: type, location: location(value.position))
                } else {
                    report(.invalidValue, at: value.position, path: path, "$type must be a string, found \(value.typeName)")
                }
            case "$description":
                if let text = value.stringValue { group.description = text } else {
                    report(.invalidValue, at: value.position, path: path, "$description must be a string, found \(value.typeName)")
                }
            case "$deprecated":
                group.deprecated = parseDeprecated(value, path: path)
            case "$extensions":
                if value.objectValue != nil { group.extensions = value } else {
                    report(.invalidValue, at: value.position, path: path, "$extensions must be an object keyed by vendor, found \(value.typeName)")
                }
            case "$extends", "$ref":
                if let target = value.stringValue {
                    group.extends = Located(value: target, location: location(value.position))
                    group.extendsKey = key
                } else {
                    report(.invalidExtends, at: value.position, path: path, "\(key) must be a string reference, found \(value.typeName)")
                }
            case "$root":
                parseChild(named: key, member: member, path: path, into: &group)
            default:
                if key.hasPrefix("$") {
                    if isRoot, Self.rootProperties.contains(key) {
                        group.rootMembers[key] = Located(value: value, location: location(value.position))
                        continue
                    }
                    let known = Self.groupProperties.union(isRoot ? Self.rootProperties : []).union(["$root", "$value"])
                    report(.invalidName, at: member.keyPosition, path: path,
                           "unknown property '\(key)' on a group; names must not begin with '$'\(DidYouMean.hint(for: key, among: known))")
                    continue
                }
                parseChild(named: key, member: member, path: path, into: &group)
            }
        }
        if !hasChildren, group.extends == nil, !isRoot, group.type != nil || group.description != nil {
            report(.emptyGroup, severity: .warning, at: position, path: path,
                   "this object has no $value and no children: an empty group, or a token missing its $value? (Format §6.5)")
        }
        return group
    }

    private mutating func parseChild(named name: String, member: JSONObject.Member, path: [String], into group: inout GroupDefinition) {
        let childPath = path + [name]
        if let problem = Self.nameProblem(name) {
            report(.invalidName, at: member.keyPosition, path: childPath, "invalid name '\(name)': \(problem)")
            return
        }
        guard let object = member.value.objectValue else {
            report(.invalidValue, at: member.value.position, path: childPath,
                   "'\(name)' must be a token (an object with $value) or a group (an object), found \(member.value.typeName)")
            return
        }
        let childKeys = object.keys.filter { !$0.hasPrefix("$") || $0 == "$root" }
        let isToken = object["$value"] != nil || (object["$ref"] != nil && childKeys.isEmpty)
        if isToken {
            group.children[name] = .token(parseToken(object, at: member.value.position, path: childPath, childKeys: childKeys))
        } else {
            if name == "$root" {
                report(.invalidValue, at: member.value.position, path: childPath, "$root is reserved for a token (an object with $value), not a group")
                return
            }
            group.children[name] = .group(parseGroup(object, at: member.value.position, path: childPath, isRoot: false))
        }
    }

    private mutating func parseToken(_ object: JSONObject, at position: SourcePosition, path: [String], childKeys: [String]) -> TokenDefinition {
        var token = TokenDefinition(location: location(position))
        for key in childKeys {
            if let member = object.member(key) {
                report(.valueAndChildren, at: member.keyPosition, path: path,
                       "a token (an object with $value) must not have children; '\(key)' makes it a group too (Format §6.1)")
            }
        }
        for member in object.members where member.key.hasPrefix("$") {
            let value = member.value
            switch member.key {
            case "$value": token.value = value
            case "$ref":
                if let text = value.stringValue {
                    token.reference = Located(value: text, location: location(value.position))
                } else {
                    report(.invalidValue, at: value.position, path: path, "$ref must be a JSON Pointer string, found \(value.typeName)")
                    token.hasMalformedReference = true
                }
            case "$type":
                if let type = value.stringValue {
                    token.type = Located(value: type, location: location(value.position))
                } else {
                    report(.invalidValue, at: value.position, path: path, "$type must be a string, found \(value.typeName)")
                }
            case "$description":
                if let text = value.stringValue { token.description = text } else {
                    report(.invalidValue, at: value.position, path: path, "$description must be a string, found \(value.typeName)")
                }
            case "$deprecated":
                token.deprecated = parseDeprecated(value, path: path)
            case "$extensions":
                if value.objectValue != nil { token.extensions = value } else {
                    report(.invalidValue, at: value.position, path: path, "$extensions must be an object keyed by vendor, found \(value.typeName)")
                }
            case "$root":
                break  // reported as a child above
            default:
                report(.invalidName, at: member.keyPosition, path: path,
                       "unknown token property '\(member.key)'\(DidYouMean.hint(for: member.key, among: Self.tokenProperties))")
            }
        }
        if token.value != nil, token.reference != nil {
            report(.invalidValue, at: position, path: path, "a token has either $value or $ref, not both")
            token.reference = nil
        }
        return token
    }

    private mutating func parseDeprecated(_ value: JSONNode, path: [String]) -> Deprecation? {
        switch value.kind {
        case .bool(let flag): return flag ? .deprecated(reason: nil) : .notDeprecated
        case .string(let reason): return .deprecated(reason: reason)
        default:
            report(.invalidValue, at: value.position, path: path, "$deprecated must be true, false or a string, found \(value.typeName)")
            return nil
        }
    }
}
