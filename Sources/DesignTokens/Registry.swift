import Diagnostics
import Foundation
import JSONSource
import OrderedCollections

/// One resolved permutation: the input it was resolved for, its tokens and what was wrong.
public struct Resolution: Sendable {
    public var choice: [ContextChoice]
    public var tokens: ResolvedTokenSet
    public var findings: [Finding]
    /// Groups' own properties (after `$extends`), by dotted path, for exports that keep the
    /// group shape: their `$description`, `$deprecated` and `$extensions` (which tools MUST
    /// preserve, Format §5.2.3).
    public var groups: [String: GroupMetadata] = [:]
}

public struct GroupMetadata: Sendable {
    public var type: String?
    public var description: String?
    public var deprecated: Deprecation?
    public var extensions: JSONValue?

    var isEmpty: Bool { type == nil && description == nil && deprecated == nil && extensions == nil }

    static func collect(_ group: GroupDefinition, path: [String], into result: inout [String: GroupMetadata]) {
        let metadata = GroupMetadata(type: group.type?.value, description: group.description,
                                     deprecated: group.deprecated, extensions: group.extensions?.value)
        if !metadata.isEmpty { result[path.joined(separator: ".")] = metadata }
        for (name, child) in group.children {
            if case .group(let nested) = child { collect(nested, path: path + [name], into: &result) }
        }
    }
}

/// A design-token registry: a resolver document (or a single token file) with its sources
/// loaded once, resolvable in any permutation of its modifiers (Resolver module §6: input
/// validation → ordering → aliases after flattening → result).
public struct Registry: Sendable {
    /// The registry file as messages show it.
    public let path: String
    /// The registry embedded in tokenlint (Apple's system tokens), not a user's file.
    public var isBuiltIn: Bool { path.hasPrefix(EmbeddedSourceProvider.prefix) }
    public let name: String?
    /// Modifiers in resolution order.
    public let modifiers: [Modifier]
    public let legacyFormat: Bool
    /// Findings that hold in every permutation: unreadable or invalid files, structure,
    /// resolver document problems. Found once, when loading.
    public let loadFindings: [Finding]

    let order: [ResolutionItem]
    let sets: [String: SetDefinition]
    let trees: [String: GroupDefinition]
    let provider: TokenSourceProvider
    let resolvedPath: String
    /// The tree keys each item of `order` contributes, worked out once (resolving paths in
    /// every permutation cost more than merging the trees): a set's, and a modifier's per context.
    private let orderKeys: [ItemKeys]
    /// The most tokens a permutation can hold: its sets' and its largest contexts' together.
    let tokenBound: Int
    /// Where the resolver document declares its modifiers (the work limit is reported there).
    let modifiersLocation: SourceLocation?

    private enum ItemKeys: Sendable {
        case set([String])
        case modifier(name: String, fallback: String, keys: [String: [String]])
    }

    /// True when some input could not be read or parsed (exit code 2: the job cannot be done
    /// as asked). Too many permutations to check is the checker's to say (`workLimitFinding`):
    /// one permutation of any registry can be resolved.
    public var hasInputErrors: Bool { !loadFailures.isEmpty }

    /// The findings that mean the registry could not be loaded: the file, or a source its
    /// resolver names, is missing, unreadable or not JSON. The registry then lacks whatever
    /// those files hold, so nothing is judged against it: these are reported first, and alone
    /// with what loading found (every reference into a missing file would otherwise be reported
    /// as unresolved, burying the cause).
    public var loadFailures: [Finding] {
        loadFindings.filter { $0.rule.kind.isInputError }
    }

    /// The load failures first, then the rest of what loading found, each part in report order.
    public var loadFindingsFailuresFirst: [Finding] {
        let failures = loadFailures.sorted(by: Finding.reportOrder)
        return failures + loadFindings.filter { !$0.rule.kind.isInputError }.sorted(by: Finding.reportOrder)
    }

    /// Most permutations (the product of every modifier's context count) one check resolves.
    /// `tokens check` resolves every one, so each modifier multiplies the work: 40 two-context
    /// modifiers are 2^40 permutations, a run that never ends. The built-in registry has 96;
    /// 4,096 leaves room for brand × theme × contrast × density × platform systems.
    public static let maximumPermutations = 4096

    /// Most tokens one check resolves, permutations × tokens in each: 12 two-context modifiers
    /// over a 63 KB token file (4,096 × 1,000) took 25 s and 3 GB. The built-in registry is
    /// about 20,000.
    public static let maximumResolvedTokens = 1_000_000

    /// The number of permutations, saturating at `Int.max` (the product overflows easily).
    public var permutationCount: Int { permutationCount(fixing: []) }

    /// The permutations with the `fixed` contexts held, saturating at `Int.max`.
    public func permutationCount(fixing fixed: [ContextChoice]) -> Int {
        modifiers.reduce(1) { product, modifier in
            let count = fixed.contains { $0.modifier == modifier.name } ? 1 : modifier.contexts.count
            let (result, overflow) = product.multipliedReportingOverflow(by: count)
            return overflow ? Int.max : result
        }
    }

    /// Why checking the permutations with `fixed` held is more work than tokenlint does, as an
    /// error at the resolver's `modifiers` naming them and the way out; nil when it is not.
    /// Worked out from counts, before anything is resolved.
    public func workLimitFinding(fixing fixed: [ContextChoice]) -> Finding? {
        let count = permutationCount(fixing: fixed)
        let (work, overflow) = count.multipliedReportingOverflow(by: max(tokenBound, 1))
        let shown = count == Int.max ? "more than \(Int.max)" : "\(count)"
        let problem: String
        if count > Self.maximumPermutations {
            problem = "the modifiers make \(shown) permutations, more than the \(Self.maximumPermutations) tokenlint resolves"
        } else if overflow || work > Self.maximumResolvedTokens {
            problem = "the modifiers make \(shown) permutations of up to \(tokenBound) tokens, \(overflow ? "too many" : "\(work)") token resolutions, more than the \(Self.maximumResolvedTokens) tokenlint does in one check"
        } else {
            return nil
        }
        let varying = modifiers.filter { modifier in !fixed.contains { $0.modifier == modifier.name } }
        let named = varying.prefix(12).map { "\($0.name) (\($0.contexts.count))" }.joined(separator: ", ") + (varying.count > 12 ? ", …" : "")
        return Finding(rule: RegistryRule.resolverInvalid.id, severity: .error, location: modifiersLocation,
                       message: "\(problem); only the default permutation is checked. Modifiers (contexts): \(named). Check a part at a time with --context MODIFIER=CONTEXT; lint checks the registry in the contexts its rules read (the modifiers .tokenlint.yml contexts: names)")
    }

    // MARK: Loading

    /// Loads a `*.resolver.json` document, a single `*.tokens.json` file, or a folder of Figma
    /// variable exports. Never throws:
    /// everything that goes wrong is a finding with a position.
    /// - Parameter namedAt: where the path was written (a config's `tokens:`): a registry file
    ///   that cannot be read is reported there, as a missing source is at its reference.
    public static func load(path: String, provider: TokenSourceProvider = DiskSourceProvider(), legacyFormat: Bool = false,
                            namedAt: SourceLocation? = nil) -> Registry {
        if provider.isDirectory(path) {
            guard ForeignTokens.isTokensStudioFolder(path, provider: provider) else {
                return load(figmaVariablesIn: path, provider: provider, legacyFormat: legacyFormat)
            }
            var loader = Loader(provider: provider, legacyFormat: legacyFormat)
            let foreign = ForeignTokens(folder: path, provider: provider)
            return loader.load(foreign: foreign, resolverPath: (path as NSString).appendingPathComponent("tokens-studio.resolver.json"), display: provider.displayPath(path))
        }
        var loader = Loader(provider: provider, legacyFormat: legacyFormat)
        return loader.load(path: path, namedAt: namedAt)
    }

    /// Loads a folder of Figma variable exports (one `*.tokens.json` per collection × mode) as
    /// the resolver document `tokens import figma-variables` would write for it; messages point
    /// at the exported files.
    public static func load(figmaVariablesIn directory: String, provider: TokenSourceProvider = DiskSourceProvider(), legacyFormat: Bool = false) -> Registry {
        let export = FigmaVariablesExport(directory: directory, provider: provider)
        let resolverPath = (directory as NSString).appendingPathComponent("figma-variables.resolver.json")
        var preparsed: [String: JSONNode] = [:]
        let document = export.resolverDocument { mode in
            let reference = DiskSourceProvider.relative(mode.path, to: directory)
            preparsed[provider.resolve(reference, relativeTo: resolverPath)] = mode.tokens
            return reference
        }
        var loader = Loader(provider: provider, legacyFormat: legacyFormat)
        loader.findings = export.findings
        let display = provider.displayPath(directory)
        return loader.load(resolver: document.node(at: SourcePosition(line: 1, column: 1)), path: resolverPath, display: display, preparsed: preparsed)
    }

    /// The registry embedded in the binary (tokens/ in the repository).
    public static func builtIn(legacyFormat: Bool = false) -> Registry {
        load(path: EmbeddedSourceProvider.prefix + "tokenlint.resolver.json", provider: EmbeddedSourceProvider(), legacyFormat: legacyFormat)
    }

    fileprivate init(path: String, resolvedPath: String, name: String?, modifiers: [Modifier], order: [ResolutionItem], sets: [String: SetDefinition],
                     trees: [String: GroupDefinition], findings: [Finding], provider: TokenSourceProvider, legacyFormat: Bool,
                     modifiersLocation: SourceLocation? = nil) {
        self.modifiersLocation = modifiersLocation
        self.path = path
        self.resolvedPath = resolvedPath
        self.name = name
        self.modifiers = modifiers
        self.order = order
        self.sets = sets
        self.trees = trees
        self.loadFindings = findings
        self.provider = provider
        self.legacyFormat = legacyFormat
        self.orderKeys = order.map { item in
            switch item {
            case .set(let set):
                return .set(Self.sourceKeys(of: set.sources, visitedSets: [set.name], sets: sets, resolverPath: resolvedPath, provider: provider))
            case .modifier(let definition):
                let modifier = definition.modifier
                return .modifier(name: modifier.name, fallback: modifier.defaultContext ?? modifier.contexts.first ?? "",
                                 keys: Dictionary(uniqueKeysWithValues: definition.sources.map { context, sources in
                                     (context, Self.sourceKeys(of: sources, visitedSets: [], sets: sets, resolverPath: resolvedPath, provider: provider))
                                 }))
            }
        }
        let counts = trees.mapValues { GroupDefinition.Child.group($0).tokenCount }
        func tokens(_ keys: [String]) -> Int { keys.reduce(0) { $0 + (counts[$1] ?? 0) } }
        tokenBound = orderKeys.reduce(0) { total, item in
            switch item {
            case .set(let keys): total + tokens(keys)
            case .modifier(_, _, let contextKeys): total + (contextKeys.values.map(tokens).max() ?? 0)
            }
        }
    }

    // MARK: Inputs and permutations

    /// The default context of every modifier (the first context when none is declared).
    public var defaultChoice: [ContextChoice] {
        modifiers.map { ContextChoice(modifier: $0.name, context: $0.defaultContext ?? $0.contexts.first ?? "") }
    }

    /// Every permutation: the product of all modifiers' contexts, in resolution order.
    public var permutations: [[ContextChoice]] { permutations(fixing: []) }

    /// The permutations with the `fixed` contexts held. Past the work limit
    /// (`workLimitFinding`), only the default one with them.
    public func permutations(fixing fixed: [ContextChoice]) -> [[ContextChoice]] {
        guard workLimitFinding(fixing: fixed) == nil else {
            return [defaultChoice.map { choice in fixed.first { $0.modifier == choice.modifier } ?? choice }]
        }
        var result: [[ContextChoice]] = [[]]
        for modifier in modifiers {
            let contexts = fixed.first { $0.modifier == modifier.name }.map { [$0.context] } ?? modifier.contexts
            result = result.flatMap { prefix in contexts.map { prefix + [ContextChoice(modifier: modifier.name, context: $0)] } }
        }
        return result
    }

    /// Validates an input (Resolver §6.1): every key names a modifier, every value one of its
    /// contexts; modifiers left out fall back to their default (error when they have none).
    /// Names match case-insensitively (§5: SHOULD). With `allowMissing`, modifiers without a
    /// default and without a value take their first context (the CLI resolves "one
    /// permutation, defaults elsewhere").
    public func choice(for input: [(String, String)], allowMissing: Bool = true) -> Result<[ContextChoice], RegistryInputError> {
        var messages: [String] = []
        var chosen: [String: String] = [:]
        for (key, value) in input {
            guard let modifier = modifiers.first(where: { $0.name.lowercased() == key.lowercased() }) else {
                messages.append("unknown modifier \"\(key)\"\(DidYouMean.hint(for: key, among: modifiers.map(\.name)))")
                continue
            }
            guard let context = modifier.contexts.first(where: { $0.lowercased() == value.lowercased() }) else {
                messages.append("invalid context \"\(value)\" for modifier \"\(modifier.name)\"\(DidYouMean.hint(for: value, among: modifier.contexts)); one of: \(modifier.contexts.joined(separator: ", "))")
                continue
            }
            chosen[modifier.name] = context
        }
        var result: [ContextChoice] = []
        for modifier in modifiers {
            if let context = chosen[modifier.name] ?? modifier.defaultContext {
                result.append(ContextChoice(modifier: modifier.name, context: context))
            } else if allowMissing, let first = modifier.contexts.first {
                result.append(ContextChoice(modifier: modifier.name, context: first))
            } else {
                messages.append("missing modifier \"\(modifier.name)\"")
            }
        }
        return messages.isEmpty ? .success(result) : .failure(RegistryInputError(messages: messages))
    }

    // MARK: Resolution

    /// Resolves one permutation: flattens the sources in resolution order (later wins, tokens
    /// replaced whole), applies `$extends`, then resolves aliases (only after flattening).
    public func resolve(_ choice: [ContextChoice]) -> Resolution {
        resolve(choice, types: nil)
    }

    /// `resolve(_:)` keeping only tokens of `types` (nil: all): parsing the values of tokens
    /// nobody looks up is most of resolving a permutation (a Dynamic Type size's table needs
    /// its typography, not its hundreds of colors). The findings are only those of what was
    /// kept and its aliases' targets: use `resolve(_:)` to check a permutation.
    public func resolve(_ choice: [ContextChoice], types: Set<TokenType>?) -> Resolution {
        var merged = GroupDefinition()
        var conflicts: [MergeConflict] = []
        for key in sourceKeys(for: choice) {
            if let tree = trees[key] { conflicts += merged.merge(tree) }
        }
        var expander = ExtendsExpander(original: merged)
        let expanded = expander.expandRoot()
        var resolver = AliasResolver(root: expanded, legacyFormat: legacyFormat)
        let tokens = resolver.resolveAll(types: types)
        var groups: [String: GroupMetadata] = [:]
        // Group metadata is for exports, which resolve whole permutations.
        if types == nil { GroupMetadata.collect(expanded, path: [], into: &groups) }
        return Resolution(choice: choice, tokens: tokens, findings: conflicts.map(\.finding) + expander.findings + resolver.findings, groups: groups)
    }

    /// Resolves the default permutation.
    public func resolveDefault() -> Resolution { resolve(defaultChoice) }

    func sourceKeys(for choice: [ContextChoice]) -> [String] {
        var keys: [String] = []
        for item in orderKeys {
            switch item {
            case .set(let setKeys):
                keys.append(contentsOf: setKeys)
            case .modifier(let name, let fallback, let contextKeys):
                let context = choice.first { $0.modifier == name }?.context ?? fallback
                keys.append(contentsOf: contextKeys[context] ?? [])
            }
        }
        return keys
    }

    private static func sourceKeys(of sources: [TokenSource], visitedSets: Set<String>, sets: [String: SetDefinition],
                                   resolverPath: String, provider: TokenSourceProvider) -> [String] {
        sources.flatMap { source -> [String] in
            switch source {
            case .set(let name, _):
                guard !visitedSets.contains(name), let set = sets[name] else { return [] }
                return sourceKeys(of: set.sources, visitedSets: visitedSets.union([name]), sets: sets, resolverPath: resolverPath, provider: provider)
            default:
                return [Loader.key(for: source, resolverPath: resolverPath, provider: provider)]
            }
        }
    }
}

public struct RegistryInputError: Error, Sendable, CustomStringConvertible {
    public var messages: [String]
    public var description: String { messages.map { "Error: \($0)." }.joined(separator: "\n") }
}

/// Reads and parses every file a registry references, once each.
private struct Loader {
    let provider: TokenSourceProvider
    let legacyFormat: Bool
    var trees: [String: GroupDefinition] = [:]
    var findings: [Finding] = []

    init(provider: TokenSourceProvider, legacyFormat: Bool) {
        self.provider = provider
        self.legacyFormat = legacyFormat
    }

    static func key(for source: TokenSource, resolverPath: String, provider: TokenSourceProvider) -> String {
        switch source {
        case .file(let path, let pointer, _, let location):
            let resolved = provider.resolve(path, relativeTo: resolverPath)
            return resolved + (pointer.map { "#/" + $0.joined(separator: "/") } ?? "") + "@\(location)"
        case .inline(_, let location):
            return "inline@\(location)"
        case .set(let name, _):
            return "set:\(name)"
        }
    }

    mutating func load(path: String, namedAt: SourceLocation? = nil) -> Registry {
        let display = provider.displayPath(path)
        guard let root = parseJSON(path: path, display: display, referencedFrom: namedAt, registry: true) else {
            return Registry(path: display, resolvedPath: path, name: nil, modifiers: [], order: [], sets: [:], trees: [:],
                            findings: findings, provider: provider, legacyFormat: legacyFormat)
        }
        // A resolver document has resolutionOrder (or a version, and no tokens); anything else is a token file.
        let isResolver = path.hasSuffix(".resolver.json") || root.objectValue?["resolutionOrder"] != nil
        if !isResolver, let format = TokenFormat.detect(root) {
            return load(foreign: ForeignTokens(file: path, root: root, format: format, display: display), resolverPath: path, display: display)
        }
        guard isResolver else {
            let location = SourceLocation(file: display, position: root.position)
            var parser = TokenFileParser(file: display)
            trees["file"] = parser.parse(root)
            findings += parser.findings
            let set = SetDefinition(name: "tokens", sources: [.inline(root, location: location)], location: location)
            // A single file resolves as one set with no modifiers; its tree is keyed as "file".
            return Registry(path: display, resolvedPath: path, name: nil, modifiers: [], order: [.set(set)], sets: [:],
                            trees: ["inline@\(location)": trees["file"] ?? GroupDefinition()],
                            findings: findings, provider: provider, legacyFormat: legacyFormat)
        }
        return load(resolver: root, path: path, display: display)
    }

    /// Loads a registry in a foreign format as the resolver document `tokens import` writes for
    /// it, its sets standing in for the files they were read from (so messages point there),
    /// with one info saying which reading was used.
    mutating func load(foreign: ForeignTokens, resolverPath: String, display: String) -> Registry {
        findings += foreign.findings
        findings.append(Finding(rule: RegistryRule.tokenFormat.id, severity: .info, location: SourceLocation(file: display, line: 1, column: 1),
                                message: "read as \(foreign.format.title) tokens (not DTCG 2025.10): \(foreign.summary); `tokenlint tokens import \(foreign.format.rawValue)` converts them"))
        let preparsed = foreign.files(provider: provider, resolverPath: resolverPath)
        let document = foreign.resolverDocument { set in preparsed.reference(set) }
        return load(resolver: document.node(at: SourcePosition(line: 1, column: 1)), path: resolverPath, display: display, preparsed: preparsed.nodes)
    }

    /// Loads a resolver document already parsed (or built in memory), with `preparsed`
    /// standing in for the files it references (keyed by their resolved paths).
    mutating func load(resolver root: JSONNode, path: String, display: String, preparsed: [String: JSONNode] = [:]) -> Registry {
        parsedFiles.merge(preparsed) { _, new in new }
        let document = ResolverDocument(file: display, root: root, legacyFormat: legacyFormat)
        findings += document.findings
        var allSources: [TokenSource] = []
        for item in document.order {
            switch item {
            case .set(let set): allSources += set.sources
            case .modifier(let modifier): allSources += modifier.sources.values.flatMap { $0 }
            }
        }
        for set in document.sets.values { allSources += set.sources }
        for source in allSources { loadSource(source, resolverPath: path, resolverDisplay: display) }
        // A file referenced from several places is parsed for each reference: report its own
        // problems (structure, invalid JSON) once.
        var seen: Set<Finding> = []
        findings = findings.filter { seen.insert($0).inserted }
        let at = root.objectValue?["modifiers"] ?? root.objectValue?["resolutionOrder"] ?? root
        return Registry(path: display, resolvedPath: path, name: document.name, modifiers: document.modifiers, order: document.order,
                        sets: document.sets, trees: trees, findings: findings, provider: provider, legacyFormat: legacyFormat,
                        modifiersLocation: SourceLocation(file: display, position: at.position))
    }

    private mutating func loadSource(_ source: TokenSource, resolverPath: String, resolverDisplay: String) {
        let key = Self.key(for: source, resolverPath: resolverPath, provider: provider)
        guard trees[key] == nil else { return }
        switch source {
        case .set:
            return
        case .inline(let node, let location):
            var parser = TokenFileParser(file: location.file)
            trees[key] = parser.parse(node)
            findings += parser.findings
        case .file(let path, let pointer, let overrides, let location):
            let resolved = provider.resolve(path, relativeTo: resolverPath)
            let display = provider.displayPath(resolved)
            guard var node = parsedFiles[resolved] ?? parseJSON(path: resolved, display: display, referencedFrom: location) else {
                trees[key] = GroupDefinition()
                return
            }
            parsedFiles[resolved] = node
            if let pointer {
                guard let target = JSONPointer(segments: pointer).resolve(in: node) else {
                    findings.append(Finding(rule: RegistryRule.resolverInvalidReference.id, severity: .error, location: location,
                                            message: "'\(path)#/\(pointer.joined(separator: "/"))' does not resolve in \(display)"))
                    trees[key] = GroupDefinition()
                    return
                }
                node = target
            }
            var parser = TokenFileParser(file: display)
            var tree = parser.parse(node)
            findings += parser.findings
            if let overrides {
                // Sibling keys of a reference object override shallowly (Resolver §4.2.2).
                var overrideParser = TokenFileParser(file: location.file)
                let local = overrideParser.parse(JSONNode(.object(overrides), at: location.position))
                findings += overrideParser.findings
                for (name, child) in local.children { tree.children[name] = child }
            }
            trees[key] = tree
        }
    }

    private var parsedFiles: [String: JSONNode] = [:]

    /// - Parameter registry: the file is the registry itself (named by a config), not a source.
    private mutating func parseJSON(path: String, display: String, referencedFrom: SourceLocation?, registry: Bool = false) -> JSONNode? {
        let (root, found) = TokenDocument.read(path: path, display: display, referencedFrom: referencedFrom, registry: registry, provider: provider)
        findings += found
        return root
    }
}

/// Reading one JSON file of a registry: unreadable, invalid JSON and duplicate keys become
/// findings at their positions.
enum TokenDocument {
    static func read(path: String, display: String, referencedFrom: SourceLocation?, registry: Bool = false,
                     provider: TokenSourceProvider) -> (JSONNode?, [Finding]) {
        let bytes: [UInt8]
        do {
            bytes = try provider.read(path)
        } catch {
            return (nil, [Finding(
                rule: InputRule.unreadable.id, severity: .error,
                location: referencedFrom ?? SourceLocation(file: display, line: 1, column: 1),
                message: referencedFrom == nil ? "cannot read \(display): \(error)"
                    : "cannot read the \(registry ? "registry" : "source") \(display): \(error)"
            )])
        }
        do {
            let document = try JSONParser.parse(bytes: bytes)
            let duplicates = document.duplicateKeys.map { duplicate in
                Finding(rule: RegistryRule.duplicateKey.id, severity: .warning,
                        location: SourceLocation(file: display, position: duplicate.position),
                        message: "duplicate key \"\(duplicate.key)\"; the last one wins")
            }
            return (document.root, duplicates)
        } catch {
            return (nil, [Finding(rule: InputRule.invalidJSON.id, severity: .error,
                                  location: SourceLocation(file: display, position: error.position),
                                  message: "invalid JSON: \(error.message)")])
        }
    }
}
