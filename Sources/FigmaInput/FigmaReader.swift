import ColorScience
import DesignSpec
import Diagnostics
import Foundation
import JSONSource

/// Reads a saved Figma REST response (`GET /v1/files/:key` or `/v1/files/:key/nodes`) into the
/// spec model, following the mapping of docs/figma.md, so every spec rule runs on the real
/// design. Positions are the JSON line:column of each node object; every component carries
/// the node's name, id, page and frame for messages (`SpecComponent.origin`).
public enum FigmaReader {
    /// Files named like this are Figma responses (found in folders like spec files).
    public static let fileEnding = ".figma.json"
    /// Real files run to tens of MB; past this it is not a design file.
    public static let maximumBytes = 100 * 1024 * 1024
    /// Infos: what the reader skipped (unknown node types, paints, effects; broken nodes).
    public static let skippedRule = FigmaNote.skipped.id
    /// Info: colors bound to variables were checked in the file's current mode only.
    public static let variablesRule = FigmaNote.variables.id
    /// Input error: valid JSON, but not a Figma response.

    public static func isFigmaFile(_ path: String) -> Bool { path.hasSuffix(fileEnding) }

    /// A JSON file not named `*.figma.json` that is a saved Figma response all the same: its first
    /// member is `document` (GET /v1/files/:key), or its opening members name the file and hold
    /// `nodes` (GET /v1/files/:key/nodes). Only the start of the file is looked at; folders are
    /// still searched for `*.figma.json` alone.
    public static func looksLikeFigma(file: String, bytes: [UInt8]) -> Bool {
        guard file.hasSuffix(".json"), !isFigmaFile(file) else { return false }
        let head = bytes.prefix(4096)
        // JSON's whitespace is these four bytes.
        let start = head.drop { $0 == UInt8(ascii: "{") || [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return start.starts(with: "\"document\"".utf8)
            || head.withUnsafeBytes { ByteSearch.containsAny(["\"lastModified\""], in: $0) && ByteSearch.containsAny(["\"nodes\""], in: $0) }
    }

    /// Node members the reader never looks at, whatever object they are in, and that are most
    /// of a real file's bytes (vector paths, export settings, render bounds): the parser still
    /// checks them but builds nothing for them, so a 50 MB file does not become a tree of
    /// millions of values. Only Figma API field names belong here, never a word a
    /// designer could use as a key the reader iterates (variant property names in
    /// `componentProperties`, style and component ids in the tables).
    static let unreadKeys: Set<String> = [
        "absoluteRenderBounds", "relativeTransform", "constraints", "exportSettings", "fillGeometry", "strokeGeometry",
        "vectorNetwork", "vectorPaths", "componentPropertyDefinitions", "componentPropertyReferences", "layoutGrids",
        "lineTypes", "lineIndentations", "strokeDashes", "fillOverrideTable", "arcData", "preserveRatio",
        "layoutVersion", "scrollBehavior", "flowStartingPoints", "prototypeStartNodeID", "documentationLinks",
        // Scalars on every node or text that no rule depends on: a member each, hundreds of
        // thousands in a 50 MB file (a sixth of its members).
        "strokeAlign", "fontPostScriptName", "fontFamily", "fontStyle", "textAlignHorizontal", "textAlignVertical",
        "letterSpacing", "lineHeightPercent", "lineHeightPercentFontSize", "lineHeightUnit", "preserveScrollPosition",
        "resetVideoPosition", "counterAxisAlignItems", "primaryAxisAlignItems", "counterAxisSizingMode",
        "primaryAxisSizingMode", "itemSpacing", "layoutSizingHorizontal", "initialVelocity",
        "cornerRadius", "rectangleCornerRadii", "layoutAlign", "layoutGrow",
    ]

    /// The nesting depth of the arrays that hold the frames, parsed on `jobs` threads:
    /// `{"document": {"children": [page {"children": [frames]}]}}` and, as it happens, also
    /// `{"nodes": {id: {"document": {"children": [frames]}}}}`.
    static let framesDepth = 5

    /// - Parameters:
    ///   - variables: Figma variable id → token path, from a loaded variables registry
    ///     (`FigmaVariableLookup(tokens:)`); bound colors become token references.
    ///   - options: the config's `figma:` keys (roles by layer name, skipped pages, Dev Mode).
    ///   - jobs: how many threads read the frames; the result is the same for any value.
    public static func read(file: String, bytes: [UInt8], variables: FigmaVariableLookup? = nil,
                            options: FigmaOptions = FigmaOptions(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> InputDocuments {
        // Deep files need deep recursion; a thread of our own has the stack for it.
        LargeStackThread.run { readOnCurrentThread(file: file, bytes: bytes, variables: variables, options: options, jobs: jobs) }
    }

    static func readOnCurrentThread(file: String, bytes: [UInt8], variables: FigmaVariableLookup?, options: FigmaOptions,
                                    jobs: Int) -> InputDocuments {
        let state = FigmaReadState(file: file, variables: variables, roleRules: options.roles)
        // Only the top-level nodes' subtrees outlive this call; the rest of the tree is gone.
        var roots: [(node: JSONNode, page: FigmaPage?)]
        switch parseRoots(file: file, bytes: bytes, state: state, options: options, jobs: jobs) {
        case .read(let nodes): roots = nodes
        case .failed(let failure): return failure
        }
        let pages = roots.map(\.page)
        let frames = FrameQueue(roots.map(\.node))
        roots = []
        let documents = readFrames(frames, pages: pages, state: state, jobs: jobs)
        if !isFigmaFile(file) {
            state.note(.byContent, "read as a Figma file by its content; name it '*.figma.json' so folders find it too", at: .start)
        }
        let findings = state.finish()
        if let position = state.brokenSaveAt {
            return InputDocuments(documents: [], findings: [], inputError: Finding(
                rule: InputRule.figmaBrokenSave.id, severity: .error, location: state.location(position),
                message: "this file was cut by PowerShell's ConvertTo-Json: its nodes past the depth limit are strings ('@{id=…; name=…}', 'System.Object[]'), not nodes",
                help: "Save the response unchanged: `curl -o FILE …`, or `… | ConvertTo-Json -Depth 100` (Invoke-WebRequest -OutFile keeps it too); see docs/figma.md"))
        }
        if documents.isEmpty {
            return InputDocuments(documents: [], findings: findings, inputError: Finding(
                rule: InputRule.figmaNothingToLint.id, severity: .error, location: state.location(.start),
                message: "no screen was read from this Figma file: every page is skipped, hidden or holds no frame or component (the infos say why for each)",
                help: "Lint a file that holds the screens, or change what is skipped (`figma: {skipPages: [...], readyForDevOnly: false}` in the config); see docs/figma.md"))
        }
        return InputDocuments(documents: documents, findings: findings, inputError: nil)
    }

    /// Reads the frames into specs on up to `jobs` threads (a file's frames are most of its
    /// work once it is parsed), each frame with a state of its own whose notes join `state` in
    /// frame order: the result is what reading them one after another gives.
    private static func readFrames(_ frames: FrameQueue, pages: [FigmaPage?], state: FigmaReadState, jobs: Int) -> [SpecDocument] {
        let shared = state.shared
        let results = Parallel.map(count: pages.count, jobs: jobs) { index in
            let frameState = FigmaReadState(shared)
            let document = frames.take(index).flatMap { FigmaFrameReader(state: frameState, page: pages[index]).document($0) }
            return (document: document, notes: frameState.notes)
        }
        for result in results { state.append(result.notes) }
        return results.compactMap(\.document)
    }

    /// The frames' JSON, each taken by the one worker that reads it and released once its spec
    /// is built, so the specs do not add to the whole tree at the peak of a large file.
    private final class FrameQueue: @unchecked Sendable {
        // @unchecked: `frames` is only read or written while holding `lock`.
        private let lock = NSLock()
        private var frames: [JSONNode?]

        init(_ frames: [JSONNode]) { self.frames = frames }

        func take(_ index: Int) -> JSONNode? {
            lock.lock()
            defer { lock.unlock() }
            return frames[index].take()
        }
    }

    private enum ParsedRoots {
        case read([(node: JSONNode, page: FigmaPage?)])
        case failed(InputDocuments)
    }

    /// Parses the file, reads its tables and interactions into `state`, and returns the nodes
    /// that become specs.
    private static func parseRoots(file: String, bytes: [UInt8], state: FigmaReadState, options: FigmaOptions, jobs: Int) -> ParsedRoots {
        func failure(_ rule: InputRule, _ message: String, at position: SourcePosition = .start) -> ParsedRoots {
            .failed(InputDocuments(documents: [], findings: [], inputError: Finding(
                rule: rule.id, severity: .error, location: SourceLocation(file: file, position: position), message: message,
                help: "Save the response of GET /v1/files/:key (or /nodes) unchanged; see docs/figma.md")))
        }
        guard bytes.count <= maximumBytes else {
            return failure(.unreadable, "\(bytes.count / 1024 / 1024) MB is larger than the \(maximumBytes / 1024 / 1024) MB limit for a Figma file")
        }
        guard bytes.contains(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else {
            return failure(.invalidJSON, "the file is empty")
        }
        if let encoding = utf16(bytes) {
            return .failed(InputDocuments(documents: [], findings: [], inputError: Finding(
                rule: InputRule.figmaBrokenSave.id, severity: .error, location: SourceLocation(file: file, position: .start),
                message: "the file is \(encoding), not UTF-8 (Windows PowerShell 5 writes `>` and Out-File as UTF-16)",
                help: "Save it as UTF-8: `… | Out-File -Encoding utf8 FILE`, or `curl -o FILE …`; see docs/figma.md")))
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes: bytes, limits: .init(maximumDepth: SpecParser.maximumDepth), skipping: unreadKeys,
                                        split: .init(key: "children", depth: framesDepth, jobs: jobs)).root
        } catch {
            return failure(.invalidJSON, "invalid JSON: \(error.message)", at: error.position)
        }
        guard let response = root.objectValue, response["document"] != nil || response["nodes"] != nil else {
            return failure(.notFigma, "not a Figma file response: it has neither 'document' (GET /v1/files/:key) nor 'nodes' (GET /v1/files/:key/nodes)",
                           at: root.position)
        }

        var roots: [(node: JSONNode, page: FigmaPage?)] = []
        if let document = response["document"] {
            state.addTables(of: response)
            state.interactions = FigmaInteractions(document: document, state: state)
            guard let documentNode = FigmaNode(document) else {
                state.brokenSave(document)
                if state.brokenSaveAt != nil { return .read([]) }
                return failure(.notFigma, "'document' is not a node object", at: document.position)
            }
            var screens = FigmaScreens(state: state, options: options)
            screens.read(document: documentNode, bytes: bytes)
            roots = screens.roots
        } else if let nodes = response["nodes"]?.objectValue {
            for member in nodes.members {
                if let document = member.value.objectValue?["document"] { state.brokenSave(document) }
                guard let entry = member.value.objectValue, let document = entry["document"], document.objectValue != nil else {
                    state.problem("node '\(member.key)' of the /nodes response has no document (not found in the file); skipped", at: member.value.position)
                    continue
                }
                state.addTables(of: entry)
                roots.append((document, nil))
            }
            var interactions = FigmaInteractions()
            for root in roots {
                let more = FigmaInteractions(document: root.node, state: state)
                interactions.merge(more)
            }
            state.interactions = interactions
        } else {
            return failure(.notFigma, "'nodes' is not an object of node ids", at: response["nodes"]?.position ?? root.position)
        }
        return .read(roots)
    }
}

extension FigmaReader {
    /// "UTF-16 LE" or "UTF-16 BE" when the bytes are: a byte-order mark, or the zero byte
    /// every other byte that ASCII text has in UTF-16 (JSON starts with ASCII).
    static func utf16(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 4 else { return nil }
        if bytes[0] == 0xFF, bytes[1] == 0xFE { return "UTF-16 LE" }
        if bytes[0] == 0xFE, bytes[1] == 0xFF { return "UTF-16 BE" }
        if bytes[0] != 0, bytes[1] == 0, bytes[2] != 0, bytes[3] == 0 { return "UTF-16 LE" }
        if bytes[0] == 0, bytes[1] != 0, bytes[2] == 0, bytes[3] != 0 { return "UTF-16 BE" }
        return nil
    }
}

/// A page (`CANVAS`): its name, device and background.
struct FigmaPage: Sendable {
    var name: String
    var platform: Platform?
    var background: RGBA?

    init(_ node: FigmaNode) {
        name = node.name
        background = FigmaPaint.rgba(node.member("backgroundColor"))
        platform = Self.platform(node.member("prototypeDevice")?.objectValue?["presetIdentifier"]?.stringValue)
    }

    /// docs/figma.md, `platform`: the prototype device's preset.
    static func platform(_ preset: String?) -> Platform? {
        guard let preset = preset?.lowercased() else { return nil }
        if preset.contains("iphone") { return .ios }
        if preset.contains("ipad") { return .ipados }
        if preset.contains("watch") { return .watchos }
        if preset.contains("mac") || preset.contains("desktop") { return .macos }
        if preset.contains("android") || preset.contains("google") || preset.contains("pixel") { return .android }
        return nil
    }
}

extension FigmaInteractions {
    /// Adds another root's interactions (a `/nodes` response has several roots).
    mutating func merge(_ other: FigmaInteractions) {
        transitions.merge(other.transitions) { first, _ in first }
        animations.merge(other.animations) { first, _ in first }
        tabDestinations.formUnion(other.tabDestinations)
        timeouts.merge(other.timeouts) { first, _ in first }
        userTriggered.formUnion(other.userTriggered)
    }
}
