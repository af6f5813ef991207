import ColorScience
import DesignSpec
import Diagnostics
import JSONSource

/// What reading one Figma file collects across its frames: the file's component, style and
/// variable tables, the prototype's interactions, and the findings about what was skipped.
/// Belongs to one read, on one thread; frames read on other threads each get a state of their
/// own made from `shared`, whose `notes` are merged back in frame order.
final class FigmaReadState {
    let file: String
    let variables: FigmaVariableLookup?
    let roleRules: [FigmaRoleRule]
    /// Component id → its name and the id of its component set (variants).
    private(set) var components: [String: (name: String, setId: String?)] = [:]
    private(set) var componentSets: [String: String] = [:]
    /// Style id → its name (a text style named "Body" makes the text scale with Dynamic Type).
    private(set) var styles: [String: String] = [:]
    var interactions = FigmaInteractions()
    private(set) var notes = Notes()

    /// What was said while reading: findings, and what is summed up once per file.
    struct Notes: Sendable {
        var findings: [Finding] = []
        /// What was skipped, in the order first met, with where (a paint may be read twice: as a
        /// fill and as what a gradient is judged against; it counts once).
        var skippedOrder: [String] = []
        var skippedAt: [String: Set<SourcePosition>] = [:]
        /// Where paints bound to a variable the registry does not know are (a paint may be read
        /// more than once: as a fill and as what a gradient is judged against).
        var unmappedBindings: Set<SourcePosition> = []
        var unmappedVariables: Set<String> = []
        /// Where the first node cut into a string by a broken save is (PowerShell's
        /// `ConvertTo-Json` writes nodes past its depth as `@{id=…; name=…}` or `System.Object[]`).
        var brokenSaveAt: SourcePosition?

        /// Adds what a later part of the file said: the result is what reading both in
        /// order on one state says.
        mutating func append(_ later: Notes) {
            findings += later.findings
            for what in later.skippedOrder where skippedAt[what] == nil { skippedOrder.append(what) }
            skippedAt.merge(later.skippedAt) { $0.union($1) }
            unmappedBindings.formUnion(later.unmappedBindings)
            unmappedVariables.formUnion(later.unmappedVariables)
            brokenSaveAt = brokenSaveAt ?? later.brokenSaveAt
        }
    }

    /// Everything a frame reads but does not change, once the tables and interactions are in.
    struct Shared: Sendable {
        let file: String
        let variables: FigmaVariableLookup?
        let roleRules: [FigmaRoleRule]
        let components: [String: (name: String, setId: String?)]
        let componentSets: [String: String]
        let styles: [String: String]
        let interactions: FigmaInteractions
    }

    var shared: Shared {
        Shared(file: file, variables: variables, roleRules: roleRules, components: components, componentSets: componentSets,
               styles: styles, interactions: interactions)
    }

    init(file: String, variables: FigmaVariableLookup?, roleRules: [FigmaRoleRule] = []) {
        self.file = file
        self.variables = variables
        self.roleRules = roleRules
    }

    /// A state for reading one frame on its own thread: the tables of `shared`, nothing said yet.
    convenience init(_ shared: Shared) {
        self.init(file: shared.file, variables: shared.variables, roleRules: shared.roleRules)
        components = shared.components
        componentSets = shared.componentSets
        styles = shared.styles
        interactions = shared.interactions
    }

    /// Adds what a frame's own state said (frames in file order).
    func append(_ later: Notes) { notes.append(later) }

    func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: file, position: position) }

    /// Reads a response's `components`, `componentSets` and `styles` tables (a `/nodes`
    /// response has one per requested node; they are merged).
    func addTables(of response: JSONObject) {
        for member in response["components"]?.objectValue?.members ?? [] {
            guard let component = member.value.objectValue else { continue }
            components[member.key] = (component["name"]?.stringValue ?? member.key, component["componentSetId"]?.stringValue)
        }
        for member in response["componentSets"]?.objectValue?.members ?? [] {
            componentSets[member.key] = member.value.objectValue?["name"]?.stringValue ?? member.key
        }
        for member in response["styles"]?.objectValue?.members ?? [] {
            if let name = member.value.objectValue?["name"]?.stringValue { styles[member.key] = name }
        }
    }

    /// Something the reader does not know (a node type, paint or effect): skipped, and named
    /// in one info finding per file.
    func skipped(_ what: String, at position: SourcePosition) {
        if notes.skippedAt[what] == nil { notes.skippedOrder.append(what) }
        notes.skippedAt[what, default: []].insert(position)
    }

    /// A problem with one node that stops it from being read (a cycle of components, an
    /// absurd size): an info finding at the node, which is skipped or read without the value.
    func problem(_ message: String, at position: SourcePosition) {
        notes.findings.append(Finding(rule: FigmaReader.skippedRule, severity: .info, location: location(position), message: message,
                                help: "see docs/figma.md"))
    }

    /// How many findings were said so far: a mark for `forgetFindings(from:)`.
    var findingCount: Int { notes.findings.count }

    /// Drops what was said since `mark`: the parts of a board that is then skipped whole.
    func forgetFindings(from mark: Int) {
        if mark < notes.findings.count { notes.findings.removeSubrange(mark...) }
    }

    /// An info of `note` about the file.
    func note(_ note: FigmaNote, _ message: String, at position: SourcePosition) {
        notes.findings.append(Finding(rule: note.id, severity: .info, location: location(position), message: message, help: "see docs/figma.md"))
    }

    /// A page or board that is not linted, and why (docs/figma.md, "What is linted": nothing
    /// is skipped without a word).
    func notLinted(_ message: String, at position: SourcePosition) {
        notes.findings.append(Finding(rule: FigmaNote.notLinted.id, severity: .info, location: location(position), message: message + ": not linted",
                                help: "see docs/figma.md, \"What is linted\""))
    }

    var brokenSaveAt: SourcePosition? { notes.brokenSaveAt }

    /// Records `json` when it is a node a broken save turned into a string, or a node whose
    /// `children` it did.
    func brokenSave(_ json: JSONNode) {
        guard notes.brokenSaveAt == nil else { return }
        if let text = json.stringValue, text.hasPrefix("@{") || text.hasPrefix("System.Object[]") {
            notes.brokenSaveAt = json.position
        } else if let children = json.objectValue?["children"], children.stringValue != nil {
            brokenSave(children)
        }
    }

    /// The token a variable-bound color becomes, when the loaded registry has that variable.
    func token(forVariable id: String, at position: SourcePosition) -> String? {
        if let path = variables?.path(forVariable: id) { return path }
        notes.unmappedVariables.insert(id)
        notes.unmappedBindings.insert(position)
        return nil
    }

    /// The findings, with the skipped-things and current-mode-only infos (once per file).
    func finish() -> [Finding] {
        var result = notes.findings
        let skippedAt = notes.skippedAt
        if let position = skippedAt.values.compactMap({ $0.min() }).min() {
            let list = notes.skippedOrder.map { what in
                let count = skippedAt[what]?.count ?? 1
                return count > 1 ? "\(what) (\(count)×)" : what
            }
            result.append(Finding(rule: FigmaReader.skippedRule, severity: .info, location: location(position),
                                  message: "skipped what tokenlint does not read: \(list.joined(separator: ", "))",
                                  help: "see docs/figma.md"))
        }
        if let first = notes.unmappedBindings.min() {
            let count = notes.unmappedBindings.count
            let why = (variables?.isEmpty ?? true)
                ? "no Figma variables registry is loaded"
                : "the registry has no token for \(notes.unmappedVariables.sorted().prefix(5).joined(separator: ", "))"
            result.append(Finding(
                rule: FigmaReader.variablesRule, severity: .info, location: location(first),
                message: "\(count) color\(count == 1 ? " is" : "s are") bound to Figma variables but \(why): only the file's current mode was checked (light/dark and increased contrast were not)",
                help: "Load the variables export (`--tokens DIR`) so bound colors become token references checked in every context; see docs/figma.md"))
        }
        return result.sorted(by: Finding.reportOrder)
    }
}
