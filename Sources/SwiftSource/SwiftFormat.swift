// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import DesignSpec
import DesignTokens
import Diagnostics

/// SwiftUI source, `*.swift` (docs/swiftui.md): the run asks this format about a file by its
/// name only, so a run without Swift files never parses Swift.
public struct SwiftFormat: InputFormat {
    /// The config's `swift:` keys.
    public var options: SwiftOptions
    /// The named colors of the project's asset catalogs.
    public var colors: AssetColors
    /// The project's own image views and animations.
    public var project: ProjectIndex

    public init(options: SwiftOptions = SwiftOptions(), colors: AssetColors = AssetColors(), project: ProjectIndex = ProjectIndex()) {
        self.options = options
        self.colors = colors
        self.project = project
    }

    public var endings: [String] { [SwiftReader.fileEnding] }
    public var maximumBytes: Int { SwiftReader.maximumBytes }
    public var fileKind: String { "a Swift file" }
    /// Its only finding is the input error of a file that does not parse.
    public var checksStructure: Bool { false }
    /// Bounded by the file's size and the components one file may produce.
    public var maximumFindings: Int? { nil }

    public func claims(file: String, bytes: [UInt8]?) -> Bool { file.hasSuffix(SwiftReader.fileEnding) }

    public func read(file: String, bytes: [UInt8], tokens: ResolvedTokenSet) -> InputDocuments {
        let read = SwiftReader.read(file: file, bytes: bytes, options: options, colors: colors, project: project)
        return InputDocuments(documents: read.document.map { [$0] } ?? [], findings: [], inputError: read.inputError)
    }
}
#endif
