import DesignSpec
import DesignTokens
import Foundation

/// Saved Figma REST responses (docs/figma.md) as an input format: `*.figma.json`, and a JSON
/// file given by name that holds one.
public struct FigmaFormat: InputFormat {
    /// The config's `figma:` keys.
    public var options: FigmaOptions
    /// How many threads read one file's frames.
    public var jobs: Int

    public init(options: FigmaOptions = FigmaOptions(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.options = options
        self.jobs = jobs
    }

    public var endings: [String] { [FigmaReader.fileEnding] }
    public var maximumBytes: Int { FigmaReader.maximumBytes }
    public var fileKind: String { "a Figma file" }
    public var checksStructure: Bool { false }
    /// A Figma file is a whole design, bounded by its size.
    public var maximumFindings: Int? { nil }

    public func claims(file: String, bytes: [UInt8]?) -> Bool {
        FigmaReader.isFigmaFile(file) || bytes.map { FigmaReader.looksLikeFigma(file: file, bytes: $0) } ?? false
    }

    /// Colors bound to variables the registry was exported from become references to its tokens.
    public func read(file: String, bytes: [UInt8], tokens: ResolvedTokenSet) -> InputDocuments {
        let variables = FigmaVariableLookup(tokens: tokens)
        return FigmaReader.read(file: file, bytes: bytes, variables: variables.isEmpty ? nil : variables, options: options, jobs: jobs)
    }
}
