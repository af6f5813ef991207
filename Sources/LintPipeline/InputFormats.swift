import DesignSpec
import Diagnostics
import FigmaInput
import Foundation
import SpecLint

// The one place a build with the SwiftSource trait differs from one without (Package.swift says
// why it is a trait): the formats `tokenlint lint` reads and the Swift context's step.
#if SwiftSource
import SwiftSource

extension InputFormats {
    /// What `tokenlint lint` reads: saved Figma responses, SwiftUI source, and spec files (YAML
    /// or JSON), which a file no format claims is read as. `jobs`: how many threads read one
    /// Figma file's frames; `colors`: the asset catalogs' colors Swift files name.
    public static func lint(_ configuration: LintConfiguration = LintConfiguration(),
                            jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                            colors: AssetColors = AssetColors(), project: ProjectIndex = ProjectIndex()) -> InputFormats {
        InputFormats([FigmaFormat(options: configuration.figma, jobs: jobs), SwiftFormat(options: configuration.swift, colors: colors, project: project),
                      SpecFormat()])
    }
}

/// What the run's Swift files name from elsewhere in the run: the color sets and image sets of
/// the asset catalogs below the linted paths (`*.xcassets/**/*.colorset`, `*.imageset`), found
/// by the walk that finds the files to lint (so links out of the tree, excluded and ignored
/// folders are skipped as they are for specs) and bounded in count and size, and the Swift
/// files' own declarations.
struct SwiftContext {
    /// What the folder walk collects for them: each set's description (`isColorSet` and
    /// `isImageSet` pick).
    static let endings = [AssetColors.fileName]
    var colors = AssetColors()
    /// Each set's `Contents.json` read: what the cache key holds (an image set's too: whether it
    /// is a template decides how its image is judged).
    var files: [(path: String, bytes: [UInt8])] = []
    /// A description that cannot be read or parsed (exit 2; every other file is still linted).
    var reports: [FileReport] = []
    /// Lines for stderr.
    var messages: [String] = []
    /// The Swift files' own image views and animations (`ProjectIndex`).
    var project = ProjectIndex()
    /// What the cache key holds: the color sets read and the project index.
    var keyed: [(path: String, bytes: [UInt8])] { files + [("swift declarations", project.summary)] }

    init() {}

    init(_ walked: [(display: String, path: String)]) {
        read(walked.filter { AssetColors.isColorSet($0.path) }, kind: "color set") { $0.add(display: $1, bytes: $2) }
        read(walked.filter { AssetColors.isImageSet($0.path) }, kind: "image set") { $0.addImageSet(display: $1, bytes: $2) }
    }

    /// Reads each set's description into `colors`, bounded in count (each kind on its own).
    private mutating func read(_ found: [(display: String, path: String)], kind: String,
                               _ add: (inout AssetColors, String, [UInt8]) -> Finding?) {
        if found.count > AssetColors.maximumSets {
            messages.append("warning: \(found.count) asset catalog \(kind)s; only the first \(AssetColors.maximumSets) are read")
        }
        for file in found.prefix(AssetColors.maximumSets) {
            switch InputFile.read(file.path, maximumBytes: AssetColors.maximumFileBytes, kind: "an asset catalog \(kind)") {
            case .success(let bytes):
                files.append((file.path, bytes))
                if let problem = add(&colors, file.display, bytes) { reports.append(FileReport(path: file.display, inputError: problem)) }
            case .failure(let error):
                reports.append(Linter.unreadable(file.display, error))
            }
        }
    }
}

extension LintSession {
    /// 5. The asset catalogs' colors and the project's own declarations, read only when there
    /// is Swift to name them (`colorSets`: what discovery's walk found); a color set that cannot
    /// be read is a report. `formats` are given what was read.
    static func swiftContext(for files: [(display: String, path: String)], colorSets: [(display: String, path: String)],
                         formats: inout InputFormats, options: Options, configuration: LintConfiguration,
                         log: inout SetupLog) -> SwiftContext {
        let swiftFiles = files.filter { formats.format(for: $0.display) is SwiftFormat }
        guard !swiftFiles.isEmpty else { return SwiftContext() }
        var context = SwiftContext(colorSets)
        for report in context.reports { log.report(report) }
        log.messages += context.messages
        // A first pass over the Swift files for the declarations views in other files name; a
        // file that cannot be read is reported by the lint pass.
        if swiftFiles.count > ProjectIndex.maximumFiles {
            log.messages.append("warning: \(swiftFiles.count) Swift files; only the first \(ProjectIndex.maximumFiles) are read for the project's own views")
        }
        // On the run's threads, one index a file, merged in the files' order (the parse is most
        // of this pass, and the lint has not started).
        let paths = swiftFiles.prefix(ProjectIndex.maximumFiles).map(\.path)
        let indexes = Parallel.map(count: paths.count, jobs: options.jobs) { index in
            var one = ProjectIndex()
            if case .success(let bytes) = InputFile.read(paths[index], maximumBytes: SwiftReader.maximumBytes, kind: "a Swift file") {
                one.add(bytes: bytes)
            }
            return one
        }
        context.project = ProjectIndex(merging: indexes)
        formats = InputFormats.lint(configuration, jobs: options.jobs, colors: context.colors, project: context.project)
        return context
    }
}
#else
extension InputFormats {
    /// What `tokenlint lint` reads: saved Figma responses and spec files (YAML or JSON), which
    /// a file no format claims is read as; a Swift file named on the command line is an input
    /// error that says which builds read it. `jobs`: how many threads read one Figma file's
    /// frames.
    public static func lint(_ configuration: LintConfiguration = LintConfiguration(),
                            jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> InputFormats {
        InputFormats([FigmaFormat(options: configuration.figma, jobs: jobs), SwiftSourceNotBuilt(), SpecFormat()])
    }
}

/// A build without the SwiftSource reader reads no asset catalog and no Swift declaration.
struct SwiftContext {
    static let endings: [String] = []
    var files: [(path: String, bytes: [UInt8])] { [] }
    var keyed: [(path: String, bytes: [UInt8])] { [] }
}

extension LintSession {
    /// 5. The asset catalogs' colors: none without the SwiftSource reader.
    static func swiftContext(for files: [(display: String, path: String)], colorSets: [(display: String, path: String)],
                         formats: inout InputFormats, options: Options, configuration: LintConfiguration,
                         log: inout SetupLog) -> SwiftContext {
        SwiftContext()
    }
}
#endif
