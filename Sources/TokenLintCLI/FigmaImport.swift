import DesignSpec
import Diagnostics
import FigmaInput
import FileOutput
import Foundation
import Reporting
import SpecLint

/// What `import figma` needs from the Figma reader (docs/figma.md): the spec documents of a
/// saved Figma file response, and the findings about what could not be read. A protocol so
/// the writing side is tested with hand-built documents.
public protocol FigmaDocumentReader: Sendable {
    /// - Parameters:
    ///   - file: the path as messages show it.
    ///   - bytes: the saved `GET /v1/files/:key` or `/nodes` response.
    ///   - configuration: the run's configuration (`figma.roles`).
    func read(file: String, bytes: [UInt8], configuration: LintConfiguration) -> (documents: [SpecDocument], findings: [Finding])
}

/// The FigmaInput reader, with the variables of a loaded registry so bound colors become the
/// same token references `lint` sees.
public struct FigmaReaderAdapter: FigmaDocumentReader {
    public var variables: FigmaVariableLookup?

    public init(variables: FigmaVariableLookup? = nil) {
        self.variables = variables
    }

    public func read(file: String, bytes: [UInt8], configuration: LintConfiguration) -> (documents: [SpecDocument], findings: [Finding]) {
        let result = FigmaReader.read(file: file, bytes: bytes, variables: variables, options: configuration.figma)
        return (result.documents, (result.inputError.map { [$0] } ?? []) + result.findings)
    }
}

/// `tokenlint import figma FILE --output DIR`: one `*.spec.yaml` per document the reader
/// returns, each written atomically, so that linting the folder gives what linting the Figma
/// file gives: the same findings.
public struct FigmaImport {
    /// Figma files run to tens of MB (docs/figma.md, "Bad input": up to 100 MB).
    public static let maximumBytes = FigmaReader.maximumBytes

    public struct Outcome {
        /// The files written, as paths under the output folder, in the reader's order.
        public var written: [(path: String, document: SpecDocument)] = []
        /// Frames and components with no layer to check, not written (a spec needs one).
        public var skipped: [String] = []
        /// The reader's findings and any read or write failure.
        public var findings: [Finding] = []
        /// Something could not be read or written (exit 2).
        public var failed: Bool { findings.contains { $0.severity == .error && $0.rule.kind.isInputError } }

        public init() {}
    }

    public var reader: any FigmaDocumentReader
    public var configuration: LintConfiguration
    public var options: SpecWriter.Options
    /// What the run reads: no spec is written over one of these.
    public var inputs = RunInputs()

    public init(reader: any FigmaDocumentReader, configuration: LintConfiguration, options: SpecWriter.Options = SpecWriter.Options()) {
        self.reader = reader
        self.configuration = configuration
        self.options = options
    }

    /// Reads `path`, writes the specs into `outputFolder` (created when missing). Nothing is
    /// written when the file cannot be read as a Figma response.
    public func run(path: String, display: String, outputFolder: String) -> Outcome {
        var outcome = Outcome()
        let bytes: [UInt8]
        switch InputFile.read(path, maximumBytes: Self.maximumBytes, kind: "a Figma file") {
        case .success(let read): bytes = read
        case .failure(let error):
            outcome.findings = [Finding(rule: InputRule.unreadable.id, severity: .error, location: SourceLocation(file: display, line: 1, column: 1),
                                        message: "cannot read \(display): \(error.message)")]
            return outcome
        }
        let result = reader.read(file: display, bytes: bytes, configuration: configuration)
        outcome.findings = result.findings
        guard !outcome.failed else { return outcome }
        // A frame with nothing the reader keeps (every layer invisible or flattened away) has
        // no findings when the Figma file is linted; as a spec it would be invalid (a spec
        // lists at least one component), so it is named, not written.
        let (empty, documents) = (result.documents.filter { $0.components.isEmpty }, result.documents.filter { !$0.components.isEmpty })
        outcome.skipped = empty.map(\.name)
        return write(documents, to: outputFolder, into: outcome)
    }

    /// Writes each document under a file name made from its name (see `fileNames`).
    public func write(_ documents: [SpecDocument], to outputFolder: String, into outcome: Outcome = Outcome()) -> Outcome {
        var outcome = outcome
        let paths = Self.fileNames(for: documents.map(\.name)).map { (outputFolder as NSString).appendingPathComponent($0) }
        do {
            try inputs.check(outputs: paths)
        } catch {
            outcome.findings.append(Finding(rule: InputRule.unwritable.id, severity: .error, location: nil, message: "cannot write \(error)"))
            return outcome
        }
        for (document, path) in zip(documents, paths) {
            do {
                try AtomicFile.write(SpecWriter.write(document, options: options), to: path, createFolders: true)
                outcome.written.append((path, document))
            } catch {
                outcome.findings.append(Finding(rule: InputRule.unwritable.id, severity: .error, location: nil, message: "cannot write \(error)"))
                return outcome
            }
        }
        return outcome
    }

    /// `<slug>.spec.yaml` for each name: ASCII letters and digits kept (lowercased), every other
    /// run of characters one `-`, at most 80 characters, `screen` when nothing is left; a name
    /// already taken (ignoring case, as macOS's file system does) gets `-2`, `-3`, ….
    public static func fileNames(for names: [String]) -> [String] {
        var taken: Set<String> = []
        return names.map { name in
            let base = slug(name)
            var candidate = base
            var counter = 2
            while taken.contains(candidate) {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            taken.insert(candidate)
            return candidate + ".spec.yaml"
        }
    }

    public static func slug(_ name: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
                if slug.count >= 80 { break }
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "screen" : slug
    }
}
