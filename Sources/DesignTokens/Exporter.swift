import Diagnostics
import JSONSource
import OrderedCollections

/// `tokens export`: resolved registries as JSON (nested DTCG shape or flat), or as a DTCG
/// 2025.10 file any other DTCG tool accepts (docs/tokens.md, "Export").
///
/// A flat DTCG file cannot key tokens by their dotted path: names must not contain `.`
/// (Format §5.1.1), so a reader takes `"color.systemBlue"` for an invalid name, not a path.
/// The flat DTCG layout puts every token at the top level under its path with `/` between
/// the segments (`color/systemBlue`): the separator Figma variable names use for their groups,
/// which Style Dictionary's and Terrazzo's name transforms turn into the same names as the
/// nested file's, and which tokens seldom use (`-` they do: `secondary-hover`).
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
        /// With `reduceMotion`: each motion-bearing token's reduced-motion value (what its
        /// `$value` holds), by path.
        public var reducedMotion: [String: ReducedMotionValue] = [:]

        /// `appearance-dark.contrast-increased.dynamicType-large.motion-reduced.json`; names that
        /// are not safe file names are encoded (`tokens check` reports them).
        public var fileName: String {
            choice.isEmpty ? "tokens.json"
                : choice.map { FileNameSafety.encoded($0.modifier) + "-" + FileNameSafety.encoded($0.context) }.joined(separator: ".") + ".json"
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
        let contextReduced = options.format == .dtcg && !options.reduceMotion ? reducedContextValues(choice, full: resolution.tokens) : [:]
        var entries: [(String, JSONValue)] = []
        var flatNames: [String: String] = [:]
        for (path, token) in resolution.tokens.tokens {
            var key = path
            if isFlatDTCG {
                key = Self.flatDTCGName(path)
                if let other = flatNames[key] {
                    // Only a name that itself contains '/' can meet another: keep the first.
                    findings.append(Finding(
                        rule: RegistryRule.invalidName.id, severity: .error, location: token.location,
                        message: "'\(path)' and '\(other)' both become '\(key)' in the flat DTCG layout, which joins path segments with '/'; this token is left out",
                        token: path, help: "Use --layout nested, or rename the token so no segment contains '/'"))
                    continue
                }
                flatNames[key] = path
            }
            entries.append((key, entry(token, reduced: reduced[path], contextReduced: contextReduced[path], in: resolution.tokens)))
        }
        // Flat layouts have no groups, so no group properties: a token carries its own `$type`.
        let json: JSONValue = options.layout == .flat ? .object(entries) : Self.nest(entries, groups: groupProperties(resolution.groups))
        return Output(choice: choice, json: json, findings: findings, tokenCount: entries.count, reducedMotion: reduced)
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

    var isFlatDTCG: Bool { options.format == .dtcg && options.layout == .flat }

    /// The name of the token at `path` in the flat DTCG layout: `color.systemBlue` →
    /// `color/systemBlue` (see the type's comment).
    public static func flatDTCGName(_ path: String) -> String {
        path.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "/")
    }

    /// A full-motion permutation's motion tokens' values in the registry's reduced context. A DTCG
    /// file has no modifiers: without these under each token's `reducedMotion` (what the
    /// resolver reads when there is no context), the Reduce Motion values would be lost.
    private func reducedContextValues(_ choice: [ContextChoice], full: ResolvedTokenSet) -> [String: TokenValue] {
        guard let role, choice.contains(ContextChoice(modifier: role.modifier, context: role.full)) else { return [:] }
        let twin = choice.map { $0.modifier == role.modifier ? ContextChoice(modifier: $0.modifier, context: role.reduced) : $0 }
        let reduced = registry.resolve(twin, types: [.spring, .transition, .motion]).tokens
        var values: [String: TokenValue] = [:]
        for (path, value) in ReduceMotionResolver().reduce(full: full, reduced: reduced).values where value.source == .context {
            values[path] = value.value
        }
        return values
    }

    /// - Parameter contextReduced: the token's value in the registry's reduced context (DTCG only).
    private func entry(_ token: ResolvedToken, reduced: ReducedMotionValue?, contextReduced: TokenValue?, in tokens: ResolvedTokenSet) -> JSONValue {
        let value = reduced?.value ?? token.value
        // What the author wrote applies only to the token's own value (a reduced-motion value
        // has no authored form, and no colors).
        let authored = value == token.value ? token.resolvedJSON : nil
        var ours: [(String, JSONValue)] = []
        let type: TokenType
        let encoded: JSONValue
        switch options.format {
        case .json:
            type = token.type
            encoded = ValueEncoding.json(value, authored: authored)
        case .dtcg:
            (type, encoded) = ValueEncoding.dtcg(value, authored: authored)
            if token.type.isDTCG, token.type != .color, encoded != ValueEncoding.json(value, authored: authored) {
                // A legacy form (em, a dimension line height) was normalized: keep what was
                // written. (A color loses nothing: only its default alpha is left out.)
                ours.append(("originalValue", ValueEncoding.json(value, authored: authored)))
            }
            if !token.type.isDTCG {
                // Keep the original so tokenlint (or a person) can recover it (docs/tokens.md,
                // "Export").
                ours.append(("$type", .string(token.type.rawValue)))
                ours.append(("$value", ValueEncoding.json(value, authored: authored)))
            }
            ours += dtcgReducedMotion(token, context: contextReduced, in: tokens)
        }
        if let alias = token.aliasOf { ours.append(("aliasOf", .string(isFlatDTCG ? Self.flatDTCGName(alias) : alias))) }
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

    /// A token's own `$extensions["org.tokenlint"].reducedMotion` in a DTCG file: the value it
    /// stands for, written as the token's exported `$value` is. A reader takes it as a value of
    /// the exported `$type`, so a spring's or motion token's (now a `transition`) must become a
    /// transition too, with the original kept beside it; and an alias in it would name a path
    /// the flat layout does not have.
    /// `context`, the value of the registry's reduced context, comes first, as it does in the
    /// reduce-motion resolver.
    private func dtcgReducedMotion(_ token: ResolvedToken, context: TokenValue?, in tokens: ResolvedTokenSet) -> [(String, JSONValue)] {
        let value: TokenValue
        if let context {
            value = context
        } else {
            guard let declared = token.extensions?["org.tokenlint"]?["reducedMotion"],
                  case .success(let parsed) = ReduceMotionResolver.parseExtension(declared, type: token.type, in: tokens) else { return [] }
            value = parsed
        }
        // An invalid one is reported by the resolver and kept as written.
        var pairs: [(String, JSONValue)] = [("reducedMotion", ValueEncoding.dtcg(value).value)]
        if !token.type.isDTCG { pairs.append(("originalReducedMotion", ValueEncoding.json(value))) }
        return pairs
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
