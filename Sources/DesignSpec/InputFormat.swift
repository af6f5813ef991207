import DesignTokens
import Diagnostics

/// What a reader made of one file: the specs to lint, its own findings (problems in the file,
/// notes on what it read), and the input error that stopped it, if any.
public struct InputDocuments: Sendable {
    /// The specs in the file, in its order (one for a spec file, one per screen for a design
    /// file).
    public var documents: [SpecDocument]
    /// Problems and notes with positions, each with its rule id.
    public var findings: [Finding]
    /// The file could not be read as this format: nothing more is linted (exit code 2).
    public var inputError: Finding?

    public init(documents: [SpecDocument], findings: [Finding], inputError: Finding?) {
        self.documents = documents
        self.findings = findings
        self.inputError = inputError
    }
}

/// A kind of file `tokenlint lint` reads. A format turns a file's bytes into spec documents
/// before any rule runs, so the linter sees the spec model alone, never a file name or a
/// reader; the run picks the format of each file (`claims`).
public protocol InputFormat: Sendable {
    /// The name endings a folder is searched for.
    var endings: [String] { get }
    /// The largest file it reads: a bound on what one file may ask for.
    var maximumBytes: Int { get }
    /// The file as messages name it ("a spec file").
    var fileKind: String { get }
    /// Whether the reader's findings are the file's structure check (`spec/invalid`): a file
    /// with none passes it. False when they are notes, each configured by its own id.
    var checksStructure: Bool { get }
    /// More findings than this make the file one input error (a partial list would read as the
    /// whole); nil: not bounded by count (the file's size bounds it).
    var maximumFindings: Int? { get }
    /// Whether this format reads `file`: by its name, or, when `bytes` are given, by its
    /// content.
    func claims(file: String, bytes: [UInt8]?) -> Bool
    /// - Parameter tokens: the registry's tokens in its default context (a design file's
    ///   variables are read as references to them).
    func read(file: String, bytes: [UInt8], tokens: ResolvedTokenSet) -> InputDocuments
}

/// The formats a run reads, in the order they are asked: the first that claims a file reads
/// it, and a file none claims (named directly, whatever its name) is read as the last.
public struct InputFormats: Sendable {
    public let formats: [any InputFormat]

    /// - Parameter formats: at least one; the last is the one for files no format claims.
    public init(_ formats: [any InputFormat]) {
        self.formats = formats
    }

    /// The name endings a folder is searched for.
    public var endings: [String] { formats.flatMap(\.endings) }

    public func format(for file: String, bytes: [UInt8]? = nil) -> any InputFormat {
        formats.first { $0.claims(file: file, bytes: bytes) } ?? formats[formats.count - 1]
    }

    /// The file's bytes, within the limit of the format its name picks.
    public func read(_ path: String) -> Result<[UInt8], InputFile.ReadError> {
        let format = format(for: path)
        return InputFile.read(path, maximumBytes: format.maximumBytes, kind: format.fileKind)
    }
}

/// Spec files, YAML or JSON (docs/spec-format.md).
public struct SpecFormat: InputFormat {
    public init() {}

    public var endings: [String] { [".spec.yaml", ".spec.yml", ".spec.json"] }
    /// Spec files are screens, not data dumps: 10 MB is far beyond any real one.
    public var maximumBytes: Int { 10 * 1024 * 1024 }
    public var fileKind: String { "a spec file" }
    public var checksStructure: Bool { true }
    /// Far above any real spec (the examples have dozens), and a bound on what a hostile one
    /// costs every report, the baseline and the cache (a 9.4 MB JSON spec of repeated
    /// components took 1.17 GB).
    public var maximumFindings: Int? { 10_000 }

    public func claims(file: String, bytes: [UInt8]?) -> Bool { endings.contains { file.hasSuffix($0) } }

    public func read(file: String, bytes: [UInt8], tokens: ResolvedTokenSet) -> InputDocuments {
        let parsed = SpecParser.parse(file: file, bytes: bytes)
        return InputDocuments(documents: parsed.document.map { [$0] } ?? [], findings: parsed.findings, inputError: parsed.inputError)
    }
}

/// What a Swift source file is, in every build: the reader (SwiftSource) and the format of a
/// build without it name the same files and bound them alike.
public enum SwiftSourceFile {
    public static let ending = ".swift"
    /// Source files are written by people: 4 MB is far beyond any real one.
    public static let maximumBytes = 4 * 1024 * 1024
}

/// `*.swift` in a build without the SwiftSource reader (the trait of that name, off by default:
/// Package.swift): a folder search does not look for it (no endings), and a file named
/// explicitly is an input error that says which builds read it, rather than a spec that does
/// not parse.
public struct SwiftSourceNotBuilt: InputFormat {
    public init() {}

    public var endings: [String] { [] }
    /// The reader's own bound, so a file too large for it is reported as it would be there.
    public var maximumBytes: Int { SwiftSourceFile.maximumBytes }
    public var fileKind: String { "a Swift file" }
    public var checksStructure: Bool { false }
    public var maximumFindings: Int? { nil }

    public func claims(file: String, bytes: [UInt8]?) -> Bool { file.hasSuffix(SwiftSourceFile.ending) }

    public func read(file: String, bytes: [UInt8], tokens: ResolvedTokenSet) -> InputDocuments {
        InputDocuments(documents: [], findings: [], inputError: Finding(
            rule: InputRule.unreadable.id, severity: .error, location: SourceLocation(file: file, line: 1, column: 1),
            message: "\(file) is SwiftUI source, which this build of tokenlint does not read: it was built without the "
                + "SwiftSource trait. The release archive (install script, GitHub Action) reads it, as does a build with "
                + "`swift build --traits SwiftSource`; see docs/swiftui.md"))
    }
}
