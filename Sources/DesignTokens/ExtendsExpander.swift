import Diagnostics
import JSONSource

/// Applies group `$extends` (and its JSON-Schema twin, a group `$ref`) to a merged tree:
/// copy the target group, then deep-merge the local group over it; tokens at the same path
/// are replaced whole (Format §6.4.2–6.4.3). Errors of §6.4.6: unresolvable target, target not
/// a group, and cycles (reported for every group on the cycle, §6.7.4).
struct ExtendsExpander {
    let original: GroupDefinition
    private(set) var findings: [Finding] = []
    private var cache: [String: GroupDefinition] = [:]
    private var visiting: [(key: String, location: SourceLocation)] = []
    private var failed: Set<String> = []

    /// The most groups one `$extends` chain may pass through: each is a level of recursion, and
    /// a file of a thousand chained groups overflowed the stack.
    static let maximumChainLength = 64

    init(original: GroupDefinition) {
        self.original = original
    }

    mutating func expandRoot() -> GroupDefinition {
        let expanded = expand(original, at: [])
        // A group that is both an $extends target and part of the tree walk is expanded twice:
        // report each of its problems once.
        var seen: Set<Finding> = []
        findings = findings.filter { seen.insert($0).inserted }
        return expanded
    }

    /// `{a.b}` or `#/a/b` → ["a", "b"].
    static func targetPath(_ reference: String) -> [String]? {
        if let alias = TokenReference.parse(reference) { return alias.segments }
        if reference.hasPrefix("#") {
            return JSONPointer(reference)?.segments
        }
        return nil
    }

    private mutating func expand(_ group: GroupDefinition, at path: [String]) -> GroupDefinition {
        var result = group
        if let extends = group.extends {
            result.extends = nil
            if let base = target(of: extends, key: group.extendsKey, from: path) {
                var merged = base
                merged.extends = nil
                // Tokens copied out of a group keep the type they had there, even when it came
                // from one of that group's ancestors (the extending group's own $type still wins).
                if merged.type == nil, let targetPath = Self.targetPath(extends.value) {
                    merged.type = inheritedType(of: targetPath)
                }
                var local = group
                local.extends = nil
                merged.merge(local)
                merged.location = group.location
                result = merged
            }
        }
        for (name, child) in result.children {
            switch child {
            case .group(let nested):
                result.children[name] = .group(expand(nested, at: path + [name]))
            case .token(let token):
                // `{"$ref": "#/group"}` with no children is the JSON-Schema spelling of
                // `$extends` with nothing local (Format §6.4.1): a copy of the group.
                if token.value == nil, let reference = token.reference, reference.value.hasPrefix("#"),
                   let targetPath = JSONPointer(reference.value)?.segments, case .group? = original.child(at: targetPath) {
                    var alias = GroupDefinition(location: token.location)
                    alias.extends = reference
                    alias.extendsKey = "$ref"
                    alias.description = token.description
                    alias.extensions = token.extensions
                    alias.deprecated = token.deprecated
                    result.children[name] = .group(expand(alias, at: path + [name]))
                }
            }
        }
        return result
    }

    /// The `$type` a group at `path` has or inherits from its nearest typed ancestor.
    private func inheritedType(of path: [String]) -> Located<String>? {
        var group = original
        var type = original.type
        for segment in path {
            guard case .group(let next)? = group.children[segment] else { break }
            group = next
            type = next.type ?? type
        }
        return type
    }

    private mutating func report(_ message: String, at location: SourceLocation, path: [String]) {
        findings.append(Finding(
            rule: RegistryRule.invalidExtends.id, severity: .error, location: location, message: message,
            token: path.joined(separator: ".")
        ))
    }

    /// `key` is how the author wrote it: `$extends`, or `$ref` (its JSON Schema twin).
    private mutating func target(of extends: Located<String>, key keyword: String, from path: [String]) -> GroupDefinition? {
        guard let targetPath = Self.targetPath(extends.value) else {
            if keyword == "$ref", let hash = extends.value.firstIndex(of: "#"), hash != extends.value.startIndex {
                // A pointer into another file is a reference that does not resolve here, not a
                // malformed $extends: say what tokenlint resolves instead.
                findings.append(Finding(
                    rule: RegistryRule.unresolvedReference.id, severity: .error, location: extends.location,
                    message: "$ref '\(extends.value)' points into another file ('\(extends.value[..<hash])'); a group's $ref must be a same-document JSON Pointer such as \"#/group\" (Format §6.4.1); combine files with a resolver document's sources",
                    token: path.joined(separator: ".")
                ))
            } else if keyword == "$ref" {
                report("$ref '\(extends.value)' is not a JSON Pointer; write \"#/group/path\"", at: extends.location, path: path)
            } else {
                report("$extends '\(extends.value)' is not a reference; write \"{group.path}\"", at: extends.location, path: path)
            }
            return nil
        }
        let key = targetPath.joined(separator: ".")
        if let cached = cache[key] { return cached }
        if failed.contains(key) { return nil }
        if let start = visiting.firstIndex(where: { $0.key == key }) {
            let cycle = visiting[start...].map(\.key) + [key]
            let members = visiting[start...]
            let description = cycle.map { "{\($0)}" }.joined(separator: " → ")
            for member in members {
                findings.append(Finding(
                    rule: RegistryRule.circularReference.id, severity: .error, location: member.location,
                    message: "circular $extends: \(description)", token: member.key
                ))
                failed.insert(member.key)
            }
            return nil
        }
        switch original.child(at: targetPath) {
        case nil:
            let groups = Self.groupPaths(original, prefix: [])
            report("\(keyword) target {\(key)} does not exist\(DidYouMean.hint(for: key, among: groups))", at: extends.location, path: path)
            return nil
        case .token?:
            report("\(keyword) must reference a group, but {\(key)} is a token (Format §6.4)", at: extends.location, path: path)
            return nil
        case .group(let base)?:
            if path.starts(with: targetPath) {
                findings.append(Finding(
                    rule: RegistryRule.circularReference.id, severity: .error, location: extends.location,
                    message: path == targetPath
                        ? "circular $extends: {\(key)} extends itself"
                        : "circular $extends: {\(key)} is an ancestor of this group, so it would include itself",
                    token: path.joined(separator: ".")
                ))
                return nil
            }
            if visiting.count > Self.maximumChainLength, let head = visiting.first {
                findings.append(Finding(
                    rule: RegistryRule.invalidExtends.id, severity: .error, location: head.location,
                    message: "the chain of $extends from {\(head.key)} is longer than \(Self.maximumChainLength) groups (it goes on past {\(key)}); tokenlint follows at most \(Self.maximumChainLength)",
                    token: head.key
                ))
                return nil
            }
            // In a chain (a → b → c) the extending group is already the last one visited:
            // pushing it again would list it twice on the cycle and report it twice.
            let current = path.joined(separator: ".")
            var pushed = 1
            if visiting.last?.key != current {
                visiting.append((current, extends.location))
                pushed += 1
            }
            visiting.append((key, base.extends?.location ?? extends.location))
            let expanded = expand(base, at: targetPath)
            visiting.removeLast(pushed)
            if failed.contains(key) { return nil }
            cache[key] = expanded
            return expanded
        }
    }

    static func groupPaths(_ group: GroupDefinition, prefix: [String]) -> [String] {
        var result: [String] = []
        for (name, child) in group.children {
            if case .group(let nested) = child {
                let path = prefix + [name]
                result.append(path.joined(separator: "."))
                result.append(contentsOf: groupPaths(nested, prefix: path))
            }
        }
        return result
    }
}
