import Diagnostics
import JSONSource
import OrderedCollections

/// `tokens export`: resolved registries as JSON (nested DTCG shape or flat), or as a DTCG
/// 2025.10 file any other DTCG tool accepts (design/tokens.md "Export").
public struct Exporter: Sendable {
    public enum Format: String, CaseIterable, Sendable { case json, dtcg }
    public enum Layout: String, CaseIterable, Sendable { case nested, flat }

    public struct Options: Sendable {
        public var format: Format = .json
        public var layout: Layout = .nested
        public var reduceMotion = false

        public init(format: Format = .json, layout: Layout = .nested, reduceMotion: Bool = false) {
            self.format = format
            self.layout = layout
            self.reduceMotion = reduceMotion
        }
    }

    /// One exported permutation.
    public struct Output: Sendable {
        public var choice: [ContextChoice]
        public var json: JSONValue
        public var findings: [Finding]
        public var tokenCount: Int

        /// `appearance-dark.contrast-increased.dynamicType-large.motion-reduced.json`
        public var fileName: String {
            choice.isEmpty ? "tokens.json" : choice.map { "\($0.modifier)-\($0.context)" }.joined(separator: ".") + ".json"
        }
    }

    public let registry: Registry
    public let options: Options
    let role: MotionRole?

    public init(registry: Registry, options: Options) {
        self.registry = registry
        self.options = options
        self.role = MotionRole.detect(in: registry.modifiers)
    }

    /// The permutation(s) `--all` writes: every one, or with --reduce-motion on a registry that
    /// has a motion modifier, only those in its reduced context.
    public var permutationsToExport: [[ContextChoice]] {
        let all = registry.permutations
        guard options.reduceMotion, let role else { return all }
        return all.filter { $0.contains(ContextChoice(modifier: role.modifier, context: role.reduced)) }
    }

    /// `--reduce-motion` is shorthand for the reduced context on registries with a motion modifier.
    public func adjust(_ choice: [ContextChoice]) -> [ContextChoice] {
        guard options.reduceMotion, let role else { return choice }
        return choice.map { $0.modifier == role.modifier ? ContextChoice(modifier: $0.modifier, context: role.reduced) : $0 }
    }

    public func export(_ requested: [ContextChoice]) -> Output {
        let choice = adjust(requested)
        let resolution = registry.resolve(choice)
        var findings = resolution.findings
        var reduced: [String: ReducedMotionValue] = [:]
        if options.reduceMotion {
            var full = resolution.tokens
            var reducedSet: ResolvedTokenSet?
            if let role {
                let fullChoice = choice.map { $0.modifier == role.modifier ? ContextChoice(modifier: $0.modifier, context: role.full) : $0 }
                full = registry.resolve(fullChoice).tokens
                reducedSet = resolution.tokens
            }
            let result = ReduceMotionResolver().reduce(full: full, reduced: reducedSet)
            reduced = result.values
            findings += result.findings
        }
        var entries: [(String, JSONValue)] = []
        for (path, token) in resolution.tokens.tokens {
            entries.append((path, entry(token, reduced: reduced[path])))
        }
        let json: JSONValue = options.layout == .flat ? .object(entries) : Self.nest(entries, groups: groupProperties(resolution.groups))
        return Output(choice: choice, json: json, findings: findings, tokenCount: entries.count)
    }

    /// The index file written beside `--all` exports.
    public func index(_ outputs: [Output]) -> JSONValue {
        .object([
            ("registry", .string(registry.path)),
            ("format", .string(options.format.rawValue)),
            ("layout", .string(options.layout.rawValue)),
            ("reduceMotion", .bool(options.reduceMotion)),
            ("modifiers", .object(registry.modifiers.map { ($0.name, .array($0.contexts.map(JSONValue.string))) })),
            ("files", .array(outputs.map { output in
                .object([
                    ("file", .string(output.fileName)),
                    ("contexts", .object(output.choice.map { ($0.modifier, .string($0.context)) })),
                    ("tokens", .number(Double(output.tokenCount))),
                ])
            })),
        ])
    }

    private func entry(_ token: ResolvedToken, reduced: ReducedMotionValue?) -> JSONValue {
        let value = reduced?.value ?? token.value
        var ours: [(String, JSONValue)] = []
        let type: TokenType
        let encoded: JSONValue
        switch options.format {
        case .json:
            type = token.type
            encoded = ValueEncoding.json(value)
        case .dtcg:
            (type, encoded) = ValueEncoding.dtcg(value)
            if token.type.isDTCG, encoded != ValueEncoding.json(value) {
                // A legacy form (em, a dimension line height) was normalized: keep what was written.
                ours.append(("originalValue", ValueEncoding.json(value)))
            }
            if !token.type.isDTCG {
                // Keep the original so tokenlint (or a person) can recover it (tokens.md "Export").
                ours.append(("$type", .string(token.type.rawValue)))
                ours.append(("$value", ValueEncoding.json(value)))
            }
        }
        if let alias = token.aliasOf { ours.append(("aliasOf", .string(alias))) }
        if let reduced { ours.append(("reducedMotionSource", .string(reduced.source.rawValue))) }

        var pairs: [(String, JSONValue)] = [("$type", .string(type.rawValue)), ("$value", encoded)]
        if let description = token.description { pairs.append(("$description", .string(description))) }
        switch token.deprecated {
        case .deprecated(let reason)?: pairs.append(("$deprecated", reason.map(JSONValue.string) ?? .bool(true)))
        case .notDeprecated?, nil: break
        }
        if let extensions = Self.mergeExtensions(token.extensions, ours) { pairs.append(("$extensions", extensions)) }
        return .object(pairs)
    }

    /// Unknown vendors' extensions are kept as they are (Format §5.2.3); ours are added under
    /// "org.tokenlint", next to whatever the author put there.
    static func mergeExtensions(_ original: JSONValue?, _ ours: [(String, JSONValue)]) -> JSONValue? {
        var vendors = original?.objectValue ?? []
        if !ours.isEmpty {
            if let index = vendors.firstIndex(where: { $0.0 == "org.tokenlint" }) {
                var existing = vendors[index].1.objectValue ?? []
                for (key, value) in ours {
                    existing.removeAll { $0.0 == key }
                    existing.append((key, value))
                }
                vendors[index].1 = .object(existing)
            } else {
                vendors.append(("org.tokenlint", .object(ours)))
            }
        }
        return vendors.isEmpty ? nil : .object(vendors)
    }

    /// Group properties as the nested layout writes them. Tokens carry their own `$type`, so a
    /// group's is kept only where it is a DTCG type or the export is tokenlint JSON.
    private func groupProperties(_ groups: [String: GroupMetadata]) -> [String: [(String, JSONValue)]] {
        var result: [String: [(String, JSONValue)]] = [:]
        for (path, group) in groups {
            var pairs: [(String, JSONValue)] = []
            if let type = group.type, options.format == .json || TokenType(rawValue: type)?.isDTCG == true {
                pairs.append(("$type", .string(type)))
            }
            if let description = group.description { pairs.append(("$description", .string(description))) }
            switch group.deprecated {
            case .deprecated(let reason)?: pairs.append(("$deprecated", reason.map(JSONValue.string) ?? .bool(true)))
            case .notDeprecated?: pairs.append(("$deprecated", .bool(false)))
            case nil: break
            }
            if let extensions = group.extensions { pairs.append(("$extensions", extensions)) }
            if !pairs.isEmpty { result[path] = pairs }
        }
        return result
    }

    /// Flat `a.b.c` entries → nested groups, in first-seen order, with the groups' own
    /// properties first.
    static func nest(_ entries: [(String, JSONValue)], groups: [String: [(String, JSONValue)]] = [:]) -> JSONValue {
        final class Node {
            var children: OrderedDictionary<String, Node> = [:]
            var token: JSONValue?
        }
        let root = Node()
        for (path, value) in entries {
            var node = root
            for segment in path.split(separator: ".").map(String.init) {
                if let next = node.children[segment] { node = next } else {
                    let next = Node()
                    node.children[segment] = next
                    node = next
                }
            }
            node.token = value
        }
        func encode(_ node: Node, path: String) -> JSONValue {
            if let token = node.token, node.children.isEmpty { return token }
            let properties = groups[path] ?? []
            return .object(properties + node.children.map { ($0.key, encode($0.value, path: path.isEmpty ? $0.key : "\(path).\($0.key)")) })
        }
        return encode(root, path: "")
    }
}
