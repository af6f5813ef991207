/// How a report's paths (relative to the working directory, as `FileReport.path` holds them)
/// become the baseline's paths (relative to the baseline file's folder) and back.
///
/// Why the baseline's folder: the baseline is committed with the repository (usually at its
/// root), so paths relative to it are the same on a laptop and in a CI checkout at another
/// absolute path, and the same whichever folder `tokenlint` is run from. Paths are compared as
/// text after `.` and `..` are resolved; symbolic links are not followed.
public struct BaselinePaths: Sendable, Hashable {
    /// Absolute, normalised.
    public let baselineFolder: String
    /// Absolute, normalised.
    public let workingDirectory: String

    /// - Parameters:
    ///   - baselineFile: the baseline's path, absolute or relative to `workingDirectory`.
    ///   - workingDirectory: absolute.
    public init(baselineFile: String, workingDirectory: String) {
        let cwd = Self.normalised(workingDirectory)
        self.workingDirectory = cwd
        let file = Self.absolute(baselineFile, in: cwd)
        var parts = Self.components(file)
        if !parts.isEmpty { parts.removeLast() }
        baselineFolder = "/" + parts.joined(separator: "/")
    }

    /// A report's path as the baseline writes it: relative to the baseline's folder, `/`-separated.
    public func entryPath(forReportPath path: String) -> String {
        Self.relative(Self.absolute(path, in: workingDirectory), to: baselineFolder)
    }

    static func absolute(_ path: String, in folder: String) -> String {
        normalised(path.hasPrefix("/") ? path : folder + "/" + path)
    }

    static func components(_ absolute: String) -> [String] {
        absolute.split(separator: "/").map(String.init)
    }

    /// `.` and empty components dropped, `..` applied (never above the root).
    static func normalised(_ path: String) -> String {
        var parts: [String] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    static func relative(_ path: String, to folder: String) -> String {
        let target = components(path), base = components(folder)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        let rest = up + target[common...]
        return rest.isEmpty ? "." : rest.joined(separator: "/")
    }
}
