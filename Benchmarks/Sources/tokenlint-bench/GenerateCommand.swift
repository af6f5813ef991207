import ArgumentParser
import Foundation
import SeededRandom

/// What the corpus is like (`--profile`).
enum CorpusProfile: String, CaseIterable, ExpressibleByArgument {
    /// Realistic screens with the usual mistakes: few checks fail.
    case realistic
    /// The same screens with random palettes: about half of all checks fail.
    case findingHeavy = "finding-heavy"

    /// `SpecGenerator.randomPalette`: tuned so that about half of all checks fail.
    var randomPalette: Double { self == .realistic ? 0 : 1 }
}

enum CorpusFormat: String, CaseIterable, ExpressibleByArgument {
    case json, yaml, mixed
    /// One Figma file response (`app.figma.json`) of about --size-mb MB (FigmaGenerator.swift).
    case figma
    /// SwiftUI source files, --files of them (SwiftGenerator.swift).
    case swift
}

/// Where corpora go, and the marker that makes a folder safe to replace.
enum Corpus {
    static let defaultDirectory = (NSTemporaryDirectory() as NSString).appendingPathComponent("tokenlint-bench-corpus")
    /// Hidden (spec discovery skips it): what `generate` wrote, as JSON.
    static let markerName = ".tokenlint-bench-corpus.json"
    /// Files per sub-folder (`feature-00/`, `feature-01/`, …), like an app's feature folders.
    static let filesPerFolder = 100

    static func absolute(_ path: String) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        let joined = expanded.hasPrefix("/") ? expanded : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(expanded)
        return (joined as NSString).standardizingPath
    }

    /// `name` in this executable's folder: SwiftPM builds `tokenlint` there too (README, "Performance").
    static func besideThisExecutable(_ name: String) -> String {
        ((CommandLine.arguments[0] as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
    }

    /// The tokenlint package folder above `path`, if any (corpora must not go into the repository).
    static func enclosingPackage(of path: String) -> String? {
        var current = path
        while true {
            let manifest = (current as NSString).appendingPathComponent("Package.swift")
            let bench = (current as NSString).appendingPathComponent("Benchmarks/Package.swift")
            if FileManager.default.fileExists(atPath: manifest), FileManager.default.fileExists(atPath: bench) { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }
}

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a deterministic corpus of realistic spec files (seeded SplitMix64).",
        discussion: """
            The same seed, file count and component count always give the same bytes. Each file \
            is one screen with nested components (depth 2–4); the component count per file varies \
            from 60 % to 140 % of --components, so the total is close to files × components. \
            The output folder is replaced when it holds an earlier corpus (it has the hidden \
            \(Corpus.markerName)); a folder with other content is refused, and so is any folder \
            inside the tokenlint repository.
            """
    )

    @Option(help: "PRNG seed.")
    var seed: UInt64 = 42

    @Option(help: "Number of spec files.")
    var files = 1000

    @Option(help: "Mean components per file.")
    var components = 100

    @Option(help: "json, yaml, or mixed (even-numbered files YAML, odd-numbered JSON); figma: one Figma file response of --size-mb MB; swift: --files SwiftUI source files.")
    var format: CorpusFormat = .mixed

    @Option(name: .customLong("size-mb"), help: "With --format figma: the file's size in MB (it ends after the screen that reaches it).")
    var sizeMB: Double = 2

    @Option(help: "realistic (few checks fail), or finding-heavy (random palettes: about half of all checks fail).")
    var profile: CorpusProfile = .realistic

    @Option(help: ArgumentHelp("Output folder.", valueName: "dir"))
    var output: String = Corpus.defaultDirectory

    func validate() throws {
        guard files >= 1 else { throw ValidationError("--files must be at least 1") }
        guard components >= 1 else { throw ValidationError("--components must be at least 1") }
        guard sizeMB > 0, sizeMB <= 1024 else { throw ValidationError("--size-mb must be more than 0 and at most 1024") }
    }

    func run() throws {
        let directory = Corpus.absolute(output)
        if let package = Corpus.enclosingPackage(of: directory) {
            throw ValidationError("refusing to write a corpus inside the repository (\(package)); use a temporary folder such as \(Corpus.defaultDirectory)")
        }
        try Self.prepare(directory)
        if format == .figma { return try generateFigma(into: directory) }
        if format == .swift { return try generateSwift(into: directory) }

        let start = Clock.now()
        let generator = SpecGenerator(seed: seed, meanComponents: components, randomPalette: profile.randomPalette)
        var totalComponents = 0
        var totalBytes = 0
        var counts: [String: (files: Int, components: Int, bytes: Int)] = ["yaml": (0, 0, 0), "json": (0, 0, 0)]
        for index in 0..<files {
            let file = generator.file(index: index)
            let isYAML = format == .yaml || (format == .mixed && index % 2 == 0)
            let text = isYAML ? YAMLEmitter.document(file.value, header: file.header) : JSONEmitter.document(file.value)
            let folder = (directory as NSString).appendingPathComponent(String(format: "feature-%02d", index / Corpus.filesPerFolder))
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = (folder as NSString).appendingPathComponent(file.name + (isYAML ? ".spec.yaml" : ".spec.json"))
            let data = Data(text.utf8)
            try data.write(to: URL(fileURLWithPath: path))
            totalComponents += file.components
            totalBytes += data.count
            let key = isYAML ? "yaml" : "json"
            let previous = counts[key] ?? (0, 0, 0)
            counts[key] = (previous.files + 1, previous.components + file.components, previous.bytes + data.count)
        }
        let elapsed = Clock.seconds(since: start)

        let yaml = counts["yaml"] ?? (0, 0, 0)
        let json = counts["json"] ?? (0, 0, 0)
        let manifest = """
            {
              "generator": "tokenlint-bench",
              "seed": \(seed),
              "files": \(files),
              "meanComponents": \(components),
              "format": "\(format.rawValue)",
              "profile": "\(profile.rawValue)",
              "components": \(totalComponents),
              "bytes": \(totalBytes),
              "yaml": {"files": \(yaml.files), "components": \(yaml.components), "bytes": \(yaml.bytes)},
              "json": {"files": \(json.files), "components": \(json.components), "bytes": \(json.bytes)}
            }

            """
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: (directory as NSString).appendingPathComponent(Corpus.markerName)))

        print(Format.row("corpus", "\(directory)"))
        print(Format.row("seed", "\(seed), format \(format.rawValue), profile \(profile.rawValue)"))
        print(Format.row("files", "\(Format.grouped(files)) (\(yaml.files) YAML, \(json.files) JSON)"))
        print(Format.row("components", "\(Format.grouped(totalComponents)) (YAML \(Format.grouped(yaml.components)), JSON \(Format.grouped(json.components)))"))
        print(Format.row("bytes", "\(Format.megabytes(totalBytes)) (YAML \(Format.megabytes(yaml.bytes)), JSON \(Format.megabytes(json.bytes)))"))
        print(Format.row("generated in", Format.duration(elapsed)))
    }

    /// Creates `directory`, or empties it when it holds an earlier corpus.
    static func prepare(_ directory: String) throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw ValidationError("\(directory) exists and is not a folder") }
            let entries = try fileManager.contentsOfDirectory(atPath: directory)
            if !entries.isEmpty {
                guard entries.contains(Corpus.markerName) else {
                    throw ValidationError("\(directory) is not empty and was not written by tokenlint-bench (no \(Corpus.markerName)); refusing to replace it")
                }
                for entry in entries { try fileManager.removeItem(atPath: (directory as NSString).appendingPathComponent(entry)) }
            }
        } else {
            try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
    }
}
