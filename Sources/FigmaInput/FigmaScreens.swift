import DesignSpec
import Diagnostics
import JSONSource

extension FigmaOptions {
    /// The entry of `skipPages` a page name says, if any: every word of the entry, in order,
    /// among the name's words ("Old screens" says "old", "Golden" does not); an entry without
    /// letters or digits (❌) anywhere in the name.
    func skipEntry(forPage name: String) -> String? {
        let words = FigmaRoles.words(name)
        return skipPages.first { entry in
            let wanted = FigmaRoles.words(entry)
            if wanted.isEmpty { return !entry.isEmpty && name.contains(entry) }
            return FigmaRoles.contains(words, wanted)
        }
    }
}

/// Where the screens of a file are (docs/figma.md, "What is read" and "What is linted"): the frames
/// of each page and of its sections and groups at any depth, components wherever they stand;
/// skipped pages and boards are named, one info each, so a clean report is never a file that was
/// not read.
struct FigmaScreens {
    let state: FigmaReadState
    let options: FigmaOptions
    private(set) var roots: [(node: JSONNode, page: FigmaPage?)] = []

    /// FigJam's own node types: a whiteboard's notes, never UI.
    static let figJam: Set<String> = ["STICKY", "CONNECTOR", "SHAPE_WITH_TEXT", "STAMP", "WIDGET", "CODE_BLOCK", "WASHI_TAPE"]
    /// Boards that hold screens without being one.
    static let holders: Set<String> = ["SECTION", "GROUP"]
    /// Below this effective opacity a board is an old or inactive design, not the product.
    static let fadedOpacity = 0.5

    init(state: FigmaReadState, options: FigmaOptions) {
        self.state = state
        self.options = options
    }

    /// Reads every page of the document; `bytes` lets a file without Dev Mode marks skip the
    /// search for them.
    mutating func read(document documentNode: FigmaNode, bytes: [UInt8]) {
        if options.readyForDevOnly, Self.mentionsReadyForDev(bytes), readReadyForDev(documentNode) { return }
        for pageJSON in documentNode.children {
            guard let pageNode = nodeObject(pageJSON) else { continue }
            guard pageNode.type == "CANVAS" else {
                if !FigmaNodeType.known.contains(pageNode.type) { state.skipped("node type '\(pageNode.type)'", at: pageJSON.position) }
                continue
            }
            let page = FigmaPage(pageNode)
            if !pageNode.isVisible {
                state.notLinted("page '\(page.name)' is hidden", at: pageJSON.position)
                continue
            }
            if let entry = options.skipEntry(forPage: page.name) {
                state.notLinted("page '\(page.name)' is not shipped UI: its name says '\(entry)' (figma.skipPages changes the list)",
                                at: pageJSON.position)
                continue
            }
            let before = roots.count
            var loose = 0
            read(pageNode.children, page: page, opacity: 1, loose: &loose)
            if roots.count == before {
                let what = loose > 0 ? "only \(loose) layer\(loose == 1 ? "" : "s") outside any frame (texts, shapes, groups without frames)" : "nothing"
                state.notLinted("page '\(page.name)' has no frame or component to lint: it holds \(what)", at: pageJSON.position)
            } else if loose > 0 {
                state.notLinted("page '\(page.name)': \(loose) layer\(loose == 1 ? "" : "s") outside any frame (texts, shapes)", at: pageJSON.position)
            }
        }
    }

    /// The screens among `children` of a page, section or group.
    private mutating func read(_ children: [JSONNode], page: FigmaPage, opacity: Double, loose: inout Int) {
        for child in children {
            guard let node = nodeObject(child) else { continue }
            let type = node.type
            if Self.figJam.contains(type) {
                state.skipped("FigJam '\(type)' (a whiteboard note, not UI)", at: child.position)
                continue
            }
            let isBoard = FigmaNodeType.topLevel.contains(type) || Self.holders.contains(type)
            guard isBoard else {
                if !FigmaNodeType.known.contains(type) {
                    state.skipped("node type '\(type)'", at: child.position)
                } else if node.isVisible {
                    loose += 1
                }
                continue
            }
            let kind = type == "SECTION" ? "section" : type == "GROUP" ? "group" : "board"
            guard node.isVisible else {
                state.notLinted("\(kind) '\(node.name)' (\(node.id)) on page '\(page.name)' is hidden", at: child.position)
                continue
            }
            let effective = opacity * FigmaPaint.clampedUnit(node.opacity)
            if effective < Self.fadedOpacity {
                state.notLinted("\(kind) '\(node.name)' (\(node.id)) on page '\(page.name)' is faded to opacity \(NumberText.format(effective, places: 2)) (an old or inactive design)",
                                at: child.position)
                continue
            }
            // Figma's own convention: a name starting with "_" or "." keeps a component out of
            // the published library (private: the file's own parts and documentation).
            if let first = node.name.first, first == "_" || first == "." {
                state.notLinted("\(kind) '\(node.name)' (\(node.id)) on page '\(page.name)' is private (its name starts with '\(first)'), not shipped UI",
                                at: child.position)
                continue
            }
            if let word = FigmaDocumentation.word(inName: node.name, alone: true) {
                state.notLinted("\(kind) '\(node.name)' (\(node.id)) on page '\(page.name)' documents the design (its name says '\(word)'), not shipped UI",
                                at: child.position)
                continue
            }
            if Self.holders.contains(type) {
                let before = roots.count
                var inner = 0
                read(node.children, page: page, opacity: effective, loose: &inner)
                if roots.count == before {
                    state.notLinted("\(kind) '\(node.name)' (\(node.id)) on page '\(page.name)' holds no frame or component", at: child.position)
                }
            } else {
                roots.append((child, page))
            }
        }
    }

    /// Dev Mode's "ready for development" marks: when there are any, only the marked nodes are
    /// linted (the rest is work in progress). false when the document has none.
    private mutating func readReadyForDev(_ documentNode: FigmaNode) -> Bool {
        var found = 0
        var first: SourcePosition?
        for pageJSON in documentNode.children {
            guard let pageNode = FigmaNode(pageJSON), pageNode.type == "CANVAS", pageNode.isVisible else { continue }
            let page = FigmaPage(pageNode)
            var pending = pageNode.children.reversed() as [JSONNode]
            while let json = pending.popLast() {
                guard let node = FigmaNode(json), node.isVisible else { continue }
                if node.member("devStatus")?.objectValue?["type"]?.stringValue == "READY_FOR_DEV" {
                    found += 1
                    first = first ?? json.position
                    if Self.holders.contains(node.type) {
                        var loose = 0
                        read(node.children, page: page, opacity: 1, loose: &loose)
                    } else {
                        roots.append((json, page))
                    }
                    continue
                }
                pending += node.children.reversed()
            }
        }
        guard let first else { return false }
        state.notLinted("only what is marked ready for development is linted (\(found) node\(found == 1 ? "" : "s"); figma.readyForDevOnly: false lints everything): the rest is",
                        at: first)
        return true
    }

    /// The node object, or nil; a node cut into a string by a broken save is recorded.
    private func nodeObject(_ json: JSONNode) -> FigmaNode? {
        state.brokenSave(json)
        return FigmaNode(json)
    }

    /// A byte search for the Dev Mode status value, so files without it (almost all) are not
    /// walked a second time.
    static func mentionsReadyForDev(_ bytes: [UInt8]) -> Bool {
        let needle = Array("READY_FOR_DEV".utf8)
        guard bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let last = buffer.count - needle.count
            var index = 0
            while index <= last {
                if buffer[index] == needle[0] {
                    var matched = 1
                    while matched < needle.count, buffer[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        }
    }
}
