// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import DesignSpec
import Diagnostics
import SwiftParser
import SwiftSyntax

/// What reading one `.swift` file produced.
public struct SwiftReadResult: Sendable {
    /// One document for the file: a container component per view member
    /// (`ComposeButton.body`), its view expressions below it. nil when the file is not Swift.
    public var document: SpecDocument?
    /// The file does not parse as Swift: nothing was read (exit code 2).
    public var inputError: Finding?

    public init(document: SpecDocument?, inputError: Finding?) {
        self.document = document
        self.inputError = inputError
    }
}

/// Reads SwiftUI source into the spec model (docs/swiftui.md, "Mapping"): every view member of
/// every type (`body`, `@ViewBuilder` members, properties and functions returning `some View`)
/// becomes a container component named `Type.member`, with its view expressions below it,
/// each at the `file:line:column` where the expression starts.
public enum SwiftReader {
    public static let fileEnding = SwiftSourceFile.ending
    public static let maximumBytes = SwiftSourceFile.maximumBytes
    /// View expressions nest this deep at most; deeper ones are not read (a bound on the
    /// recursion a hostile file can ask for).
    static let maximumDepth = 64
    /// Components one file may produce.
    static let maximumComponents = 20_000

    /// - Parameter colors: the project's asset catalog colors, which `Color("Name")` names.
    /// - Parameter project: the project's own image views and animations, which views name.
    public static func read(file: String, bytes: [UInt8], options: SwiftOptions = SwiftOptions(), colors: AssetColors = AssetColors(),
                            project: ProjectIndex = ProjectIndex()) -> SwiftReadResult {
        // Syntax trees are walked recursively: deeply nested code needs the stack.
        LargeStackThread.run { readOnCurrentThread(file: file, bytes: bytes, options: options, colors: colors, project: project) }
    }

    /// Parses as Swift 6 and, when that fails, as Swift 5: most apps still build in the Swift 5
    /// language mode, where `@MainActor([Item]) -> Void` is a function type, not an attribute's
    /// arguments, so a file the compiler accepts is not called broken.
    static func parse(_ bytes: [UInt8]) -> SourceFileSyntax {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        guard tree.hasError else { return tree }
        let swift5 = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, swiftVersion: .v5) }
        return swift5.hasError ? tree : swift5
    }

    static func readOnCurrentThread(file: String, bytes: [UInt8], options: SwiftOptions, colors: AssetColors,
                                    project: ProjectIndex) -> SwiftReadResult {
        let tree = parse(bytes)
        if tree.hasError, let bad = firstError(in: tree) {
            let location = SourceLocationConverter(fileName: file, tree: tree).location(for: bad.positionAfterSkippingLeadingTrivia)
            return SwiftReadResult(document: nil, inputError: Finding(
                rule: InputRule.unreadable.id, severity: .error, location: Diagnostics.SourceLocation(file: file, line: location.line, column: location.column),
                message: "\(file) is not valid Swift: unexpected or missing syntax here"))
        }
        var document = SpecDocument(file: file, version: 1, name: file, platform: nil, canvas: nil, components: [],
                                    location: Diagnostics.SourceLocation(file: file, line: 1, column: 1))
        document.folderPlatform = folderPlatform(of: file)
        // Every view member's type or attribute names `View` (`some View`, `@ViewBuilder`): a
        // file that never writes it has none, and its tree is not walked, not even for its lines (a model, a service).
        guard occurs("View", in: bytes) else { return SwiftReadResult(document: document, inputError: nil) }
        // Nor is a file that declares no view member (a view model, whose names say "View").
        let members = ViewReader.viewMembers(in: tree)
        guard !members.isEmpty else { return SwiftReadResult(document: document, inputError: nil) }
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        var reader = ViewReader(file: file, converter: converter, options: options, colors: colors, project: project)
        reader.systemBackdrops = [nil, .ios, .ipados].contains(document.folderPlatform) && project.shadowedListViews.isEmpty
        reader.collectConstants(tree)
        document.components = reader.readTypes(tree, viewMembers: members)
        // Few files hold a suppression: the others' trivia is not scanned for one.
        if occurs(Suppressions.marker, in: bytes) {
            Suppressions.attach(Suppressions.read(tree, converter: converter, file: file), to: &document.components)
        }
        return SwiftReadResult(document: document, inputError: nil)
    }

    /// The platform the deepest folder of `file` that names one says the file is built for
    /// (docs/swiftui.md, "Platforms"): `macOS`, `tvOS`, `watchOS`, `visionOS`, `iOS` or
    /// `iPadOS` as a word of the folder's name (`UI/macOS`, `Swiftfin tvOS`), or a watch
    /// target's name (`Trio Watch App`, `HAWatchComplications`, `WatchKit Extension`). A
    /// folder named `Watch` or `AppleWatch` alone is not taken: it is often the phone's own code
    /// for the watch, or code both share.
    static func folderPlatform(of file: String) -> Platform? {
        for folder in file.split(separator: "/").dropLast().reversed() {
            let words = words(of: folder)
            for (index, word) in words.enumerated() {
                let next = index + 1 < words.count ? words[index + 1] : ""
                let named = word + (next == "os" ? "os" : "")
                if let platform = Platform(rawValue: named), platform != .android, platform != .web { return platform }
                if word == "i", next == "pad", index + 2 < words.count, words[index + 2] == "os" { return .ipados }
                if word == "watch", Self.watchTargetWords.contains(next) { return .watchos }
            }
        }
        return nil
    }

    /// What follows "Watch" in the name of a watchOS target's folder.
    static let watchTargetWords: Set<String> = ["app", "extension", "kit", "complication", "complications", "widget", "widgets"]

    /// A folder name's words, lowercased: split at anything not a letter or digit and where
    /// case turns (`HAWatchComplications` → ha, watch, complications; `macOS` → mac, os).
    /// Not `FigmaRoles.words`: an acronym here ends before the word after it (`openHABWatch`
    /// → open, hab, watch), which the watch targets' folders need and layer names do not.
    static func words(of name: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()); current = "" }
                previous = nil
                continue
            }
            if let last = previous, !current.isEmpty {
                // aB starts a word, and so does the B of ABc (an acronym before a word).
                let upperAfterLower = character.isUppercase && last.isLowercase
                let acronymEnds = character.isLowercase && last.isUppercase && current.count > 1
                if upperAfterLower {
                    words.append(current.lowercased()); current = ""
                } else if acronymEnds {
                    words.append(String(current.dropLast()).lowercased()); current = String(last)
                }
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Whether `word`'s bytes occur in `bytes` (`occursAny`: a plain loop, as `firstRange(of:)`'s
    /// generic searcher looks up type metadata as it goes, and took half the CPU of a run over an app).
    static func occurs(_ word: String, in bytes: [UInt8]) -> Bool {
        occursAny([word], in: bytes)
    }

    /// Whether any of `words` (an empty one never) occurs in `bytes` (`ByteSearch`).
    static func occursAny(_ words: [String], in bytes: [UInt8]) -> Bool {
        ByteSearch.containsAny(words, in: bytes)
    }

    /// The first piece of syntax the parser had to invent or skip.
    static func firstError(in tree: SourceFileSyntax) -> Syntax? {
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true { return Syntax(token) }
        }
        return nil
    }
}
#endif
