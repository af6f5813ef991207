import DesignTokens
import Diagnostics
import Foundation

/// Finds the spec files to lint (spec-format.md: `*.spec.yaml`, `*.spec.yml`, `*.spec.json`
/// below a folder; a file named directly is linted whatever its name).
public enum SpecFiles {
    public static let endings = [".spec.yaml", ".spec.yml", ".spec.json"]

    public struct Discovery: Sendable {
        /// Display path (relative to the working directory) and the path to read.
        public var files: [(display: String, path: String)]
        /// Paths that do not exist: input errors.
        public var missing: [Finding]
    }

    /// - Parameters:
    ///   - paths: files or folders, as given (relative to `workingDirectory`).
    ///   - exclude: files or folders (absolute, or relative to `workingDirectory`) left out.
    public static func discover(_ paths: [String], exclude: [String], workingDirectory: String) -> Discovery {
        let fileManager = FileManager.default
        let excluded = exclude.map { absolute($0, in: workingDirectory) }
        func isExcluded(_ path: String) -> Bool {
            excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        var found: [String] = []
        var missing: [Finding] = []
        for path in paths {
            let full = absolute(path, in: workingDirectory)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: full, isDirectory: &isDirectory) else {
                missing.append(Finding(rule: "input/unreadable", severity: .error, location: SourceLocation(file: path, line: 1, column: 1),
                                       message: "\(path) does not exist"))
                continue
            }
            if !isDirectory.boolValue {
                if !isExcluded(full) { found.append(full) }
                continue
            }
            found += walk(full, isExcluded: isExcluded)
        }
        // Sorted and unique: deterministic output whatever the file system's order.
        let unique = Array(Set(found)).sorted()
        return Discovery(files: unique.map { (DiskSourceProvider.relative($0, to: workingDirectory), $0) }, missing: missing)
    }

    /// Every spec file below `root`, hidden folders and symbolic-link loops skipped.
    static func walk(_ root: String, isExcluded: (String) -> Bool) -> [String] {
        var result: [String] = []
        var visited: Set<String> = []  // real paths of folders seen, so a link loop ends
        var pending = [root]
        let fileManager = FileManager.default
        while let folder = pending.popLast() {
            let real = (folder as NSString).resolvingSymlinksInPath
            guard visited.insert(real).inserted, !isExcluded(folder) else { continue }
            guard let entries = try? fileManager.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(entry)
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    pending.append(path)
                } else if endings.contains(where: { entry.hasSuffix($0) }), !isExcluded(path) {
                    result.append(path)
                }
            }
        }
        return result
    }

    public static func absolute(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
        return (joined as NSString).standardizingPath
    }
}

/// Finds `.tokenlint.yml`: the nearest one upward from the working directory.
public enum ConfigLocator {
    public static let fileNames = [".tokenlint.yml", ".tokenlint.yaml"]

    public static func find(from directory: String) -> String? {
        var current = (directory as NSString).standardizingPath
        while true {
            for name in fileNames {
                let candidate = (current as NSString).appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }
}
