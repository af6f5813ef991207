import Diagnostics
import Foundation

/// Reads registry files: from disk, or from the copy of tokens/ embedded in the binary.
public protocol TokenSourceProvider: Sendable {
    /// The bytes of the file at `path` (as the resolver resolved it).
    func read(_ path: String) throws -> [UInt8]
    /// `path` resolved against the directory of `base` (the referring file).
    func resolve(_ path: String, relativeTo base: String) -> String
    /// The path as messages show it.
    func displayPath(_ path: String) -> String
    /// True when `path` is a folder (a folder of Figma variable exports is a registry).
    func isDirectory(_ path: String) -> Bool
    /// The files below the folder at `path` whose names end in `suffix`, sorted.
    func files(in path: String, endingIn suffix: String) -> [String]
}

extension TokenSourceProvider {
    public func isDirectory(_ path: String) -> Bool { false }
    public func files(in path: String, endingIn suffix: String) -> [String] { [] }
    /// The `*.tokens.json` files below the folder at `path`, sorted.
    public func tokenFiles(in path: String) -> [String] { files(in: path, endingIn: ".tokens.json") }
}

public struct FileReadError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// Files on disk; messages show paths relative to the working directory when they are below it.
public struct DiskSourceProvider: TokenSourceProvider {
    public var workingDirectory: String

    public init(workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.workingDirectory = workingDirectory
    }

    /// Token files are data, not screens, and exports of large design systems run to a few
    /// megabytes (the largest file of the built-in registry is 84 KB); 16 MB is far beyond any
    /// real one and keeps a hostile file from taking the memory its parsed tree would need.
    public static let maximumBytes = 16 * 1024 * 1024

    public func read(_ path: String) throws -> [UInt8] {
        try InputFile.read(path, maximumBytes: Self.maximumBytes, kind: "a token file")
            .mapError { FileReadError(description: $0.description) }.get()
    }

    public func resolve(_ path: String, relativeTo base: String) -> String {
        if path.hasPrefix("/") { return path }
        let directory = (base as NSString).deletingLastPathComponent
        return ((directory.isEmpty ? "." : directory) as NSString).appendingPathComponent(path).standardizedPath
    }

    public func displayPath(_ path: String) -> String {
        Self.relative(path, to: workingDirectory)
    }

    public func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    public func files(in path: String, endingIn suffix: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(suffix) { files.append((path as NSString).appendingPathComponent(relative)) }
        }
        return files.sorted()
    }

    /// The one display path of a file on disk: relative to `directory` when it lies below it,
    /// else absolute. Never `../…`, nor relative to anything else: CI reads these paths against
    /// the working directory (the repository root), and an annotation or SARIF location must
    /// lead to the file from there.
    public static func relative(_ path: String, to directory: String) -> String {
        let absolute = path.hasPrefix("/") ? (path as NSString).standardizingPath : ((directory as NSString).appendingPathComponent(path) as NSString).standardizingPath
        let base = (directory as NSString).standardizingPath
        let prefix = base.hasSuffix("/") ? base : base + "/"  // the root is "/" already
        if absolute.hasPrefix(prefix), absolute.count > prefix.count { return String(absolute.dropFirst(prefix.count)) }
        if absolute == base { return "." }  // the working directory itself
        return absolute
    }
}

private extension String {
    var standardizedPath: String { (self as NSString).standardizingPath }
}

/// The built-in registry compiled into the binary (see the EmbedRegistry build plugin).
public struct EmbeddedSourceProvider: TokenSourceProvider {
    public static let prefix = "<built-in>/"

    public init() {}

    public func read(_ path: String) throws -> [UInt8] {
        let key = path.hasPrefix(Self.prefix) ? String(path.dropFirst(Self.prefix.count)) : path
        guard let bytes = EmbeddedRegistry.files[key] else { throw FileReadError(description: "not part of the built-in registry") }
        return bytes
    }

    public func resolve(_ path: String, relativeTo base: String) -> String {
        let baseKey = base.hasPrefix(Self.prefix) ? String(base.dropFirst(Self.prefix.count)) : base
        var components = baseKey.split(separator: "/").map(String.init).dropLast()
        for part in path.split(separator: "/").map(String.init) {
            switch part {
            case ".", "": continue
            case "..": _ = components.popLast()
            default: components.append(part)
            }
        }
        return Self.prefix + components.joined(separator: "/")
    }

    public func displayPath(_ path: String) -> String { path }

    /// Every embedded file, for `tokens export` of the raw registry and for tests.
    public static var fileNames: [String] { EmbeddedRegistry.files.keys.sorted() }
}
