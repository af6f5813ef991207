import DesignTokens
import Diagnostics
import Foundation

/// Finds the files to lint: below a folder, those whose names end as an input format's do
/// (`InputFormats.endings`); a file named directly is linted whatever its name. The same walk
/// finds the files a run reads beside them (asset catalogs' color sets), kept apart.
public enum SpecFiles {
    public struct Discovery: Sendable {
        /// Display path (relative to the working directory) and the path to read.
        public var files: [(display: String, path: String)]
        /// Paths that do not exist: input errors.
        public var missing: [Finding]
        /// Files below the folders whose names end as one of `alongside`, not linted.
        public var alongside: [(display: String, path: String)] = []
    }

    /// - Parameters:
    ///   - paths: files or folders, as given (relative to `workingDirectory`).
    ///   - exclude: files or folders (absolute, or relative to `workingDirectory`) left out.
    ///   - alongside: endings of files a walk finds for `Discovery.alongside`.
    public static func discover(_ paths: [String], endings: [String], alongside: [String] = [], exclude: [String],
                                workingDirectory: String) -> Discovery {
        let fileManager = FileManager.default
        let excluded = exclude.map { absolute($0, in: workingDirectory) }
        func isExcluded(_ path: String) -> Bool {
            excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        var found: [String] = []
        var aside: [String] = []
        var missing: [Finding] = []
        for path in paths {
            let full = absolute(path, in: workingDirectory)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: full, isDirectory: &isDirectory) else {
                // The message says what was asked for; the location is the display path, which
                // reports resolve from the working directory.
                let display = DiskSourceProvider.relative(full, to: workingDirectory)
                missing.append(Finding(rule: InputRule.unreadable.id, severity: .error, location: SourceLocation(file: display, line: 1, column: 1),
                                       message: "\(path) does not exist"))
                continue
            }
            if !isDirectory.boolValue {
                if !isExcluded(full) { found.append(full) }
                continue
            }
            let walked = walk(full, endings: endings, alongside: alongside, isExcluded: isExcluded,
                              ignoring: IgnoreRules.above(full, workingDirectory: workingDirectory), within: [full, workingDirectory].compactMap(realPath))
            found += walked.files
            aside += walked.alongside
            for link in walked.brokenLinks {
                let display = DiskSourceProvider.relative(link, to: workingDirectory)
                missing.append(Finding(rule: InputRule.unreadable.id, severity: .error, location: SourceLocation(file: display, line: 1, column: 1),
                                       message: "\(display) is a symbolic link that cannot be followed (its target is missing, or the links loop)"))
            }
        }
        // Every path found is absolute and already standard (a standardized root plus entry
        // names, hidden ones skipped), so it is shown relative to the working directory by
        // dropping that prefix: `DiskSourceProvider.relative` would standardize both again,
        // ~40 µs a file with Foundation's `standardizingPath`, serial before any linting.
        let standard = (workingDirectory as NSString).standardizingPath
        let base = standard.hasSuffix("/") ? standard : standard + "/"  // the root is "/" already
        // Sorted and unique: deterministic output whatever the file system's order.
        func listed(_ paths: [String]) -> [(display: String, path: String)] {
            Array(Set(paths)).sorted().map { ($0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0, $0) }
        }
        return Discovery(files: listed(found), missing: missing, alongside: listed(aside))
    }

    /// Every spec file below `root`, hidden folders, `IgnoreRules.isSkippedFolder` and what the
    /// ignore files name skipped. Symbolic links are followed only to what lies inside one of
    /// the `within` folders, real paths (the walked folder and the working directory: a link
    /// in a checkout must not lead the walk out of it), and each folder is searched once,
    /// known by its device and inode (not by its path: a path through `loop -> .` or
    /// `up -> ..` never repeats, so comparing paths would walk forever). Links named like spec
    /// files that cannot be followed (missing target, a loop of links) are returned apart, to be
    /// reported; other links that cannot be followed are skipped. Files named as `alongside`
    /// are returned apart.
    static func walk(_ root: String, endings: [String], alongside: [String], isExcluded: (String) -> Bool, ignoring above: IgnoreRules = IgnoreRules(),
                     within: [String]) -> (files: [String], alongside: [String], brokenLinks: [String]) {
        var result: [String] = []
        var aside: [String] = []
        var brokenLinks: [String] = []
        var visited: Set<FileIdentity> = []
        var pending = [(root, above)]
        let fileManager = FileManager.default
        let trees = within.map { $0 == "/" ? "/" : $0 + "/" }
        while let (folder, inherited) = pending.popLast() {
            guard !isExcluded(folder), let identity = FileIdentity(path: folder), identity.isDirectory,
                  visited.insert(identity).inserted else { continue }
            guard let entries = try? fileManager.contentsOfDirectory(atPath: folder) else { continue }
            let rules = inherited.reading(folder)
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(entry)
                let isSpec = endings.contains(where: { entry.hasSuffix($0) })
                guard let target = FileIdentity(path: path) else {
                    if isSpec, FileIdentity.isSymbolicLink(path), !isExcluded(path) { brokenLinks.append(path) }
                    continue
                }
                if FileIdentity.isSymbolicLink(path), !(realPath(path).map { real in trees.contains { (real + "/").hasPrefix($0) } } ?? false) {
                    continue
                }
                if target.isDirectory {
                    if !IgnoreRules.isSkippedFolder(entry), !rules.isIgnored(path, isDirectory: true) { pending.append((path, rules)) }
                } else if isSpec || alongside.contains(where: { entry.hasSuffix($0) }), !isExcluded(path), !rules.isIgnored(path, isDirectory: false) {
                    if isSpec { result.append(path) } else { aside.append(path) }
                }
            }
        }
        return (result, aside, brokenLinks)
    }

    /// The path with every link resolved; nil when it cannot be.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What `stat(2)` says of a path, symbolic links followed.
    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
        var isDirectory: Bool

        /// nil when the path cannot be followed (missing, a loop of links, no permission).
        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        }

        static func isSymbolicLink(_ path: String) -> Bool {
            var info = stat()
            return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
        }
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
