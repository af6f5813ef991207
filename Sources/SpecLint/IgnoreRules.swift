import Foundation

/// What a folder walk leaves out, as ripgrep and Ruff do: the folders of dependencies and build
/// output, and what the `.gitignore` and `.ignore` files say (git's pattern syntax: `#`
/// comments, `!` negation, a trailing `/` for folders only, a pattern with a `/` anchored to
/// its file's folder, `*`, `?`, `[…]` and `**`). Files in deeper folders win over their
/// ancestors', `.ignore` over `.gitignore`, and later lines over earlier ones. Read in the walked
/// folders and in their ancestors up to the repository root (the folder with `.git`, whose
/// `.git/info/exclude` is read too). Global excludes are not read: a run does not depend on
/// the machine's settings.
struct IgnoreRules {
    /// Skipped wherever a walk meets them; a folder named on the command line is still walked.
    static let skippedFolders: Set<String> = ["node_modules", ".build", "DerivedData", "Pods"]
    /// Folders skipped by their suffix: Xcode's file and project templates (`*.xctemplate`),
    /// whose files are not Swift until Xcode fills in their `___FILEBASENAME___` placeholders.
    static let skippedFolderSuffixes = [".xctemplate"]

    static func isSkippedFolder(_ name: String) -> Bool {
        skippedFolders.contains(name) || skippedFolderSuffixes.contains { name.hasSuffix($0) }
    }
    static let fileNames = [".gitignore", ".ignore"]
    /// A larger ignore file is not read (an ignore file is a few hundred bytes).
    static let maximumBytes = 1 << 20
    /// Longer patterns are not read (a path is at most PATH_MAX, 4096 bytes).
    static let maximumPatternBytes = 4096

    struct Pattern {
        /// The folder of the file the pattern is in, absolute.
        var base: String
        /// The pattern's `/`-separated parts; `**` matches any number of folders.
        var segments: [[UInt8]]
        var negated: Bool
        var directoryOnly: Bool
    }

    /// In increasing precedence: the last pattern that matches decides.
    var patterns: [Pattern] = []

    /// The rules that apply in `root` before its own files are read: its ancestors', up to the
    /// repository root; without a repository, up to `workingDirectory` when `root` is in it.
    static func above(_ root: String, workingDirectory: String) -> IgnoreRules {
        var ancestors: [String] = []
        var current = root
        var repository: String?
        while true {
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { break }
            current = parent
            ancestors.append(current)
            if FileManager.default.fileExists(atPath: (current as NSString).appendingPathComponent(".git")) {
                repository = current
                break
            }
        }
        if repository == nil {
            let base = (workingDirectory as NSString).standardizingPath
            ancestors = ancestors.filter { $0 == base || $0.hasPrefix(base == "/" ? "/" : base + "/") }
        }
        var rules = IgnoreRules()
        if let repository {
            rules.add(file: (repository as NSString).appendingPathComponent(".git/info/exclude"), base: repository)
        }
        for folder in ancestors.reversed() { rules = rules.reading(folder) }
        return rules
    }

    /// These rules and those of `folder`'s own ignore files.
    func reading(_ folder: String) -> IgnoreRules {
        var rules = self
        for name in Self.fileNames { rules.add(file: (folder as NSString).appendingPathComponent(name), base: folder) }
        return rules
    }

    private mutating func add(file: String, base: String) {
        // A regular file only: a link could point anywhere, a FIFO would block the walk.
        var info = stat()
        guard lstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= Self.maximumBytes,
              let data = FileManager.default.contents(atPath: file) else { return }
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            if let pattern = Self.pattern(Array(line), base: base) { patterns.append(pattern) }
        }
    }

    /// One line of an ignore file; nil for a blank line, a comment or a pattern too long to read.
    static func pattern(_ line: [UInt8], base: String) -> Pattern? {
        var text = line
        if text.last == UInt8(ascii: "\r") { text.removeLast() }
        // Trailing spaces are dropped unless escaped with a backslash.
        while text.last == UInt8(ascii: " "), !(text.count >= 2 && text[text.count - 2] == UInt8(ascii: "\\")) { text.removeLast() }
        guard !text.isEmpty, text.count <= maximumPatternBytes, text[0] != UInt8(ascii: "#") else { return nil }
        var negated = false
        if text[0] == UInt8(ascii: "!") {
            negated = true
            text.removeFirst()
        } else if text.starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "!")]) || text.starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "#")]) {
            text.removeFirst()
        }
        var directoryOnly = false
        if text.last == UInt8(ascii: "/") {
            directoryOnly = true
            text.removeLast()
        }
        guard !text.isEmpty else { return nil }
        // A slash at the start or in the middle anchors the pattern to its folder; without
        // one it matches a name at any depth, as if it began with `**/`.
        let anchored = text.contains(UInt8(ascii: "/"))
        var segments = text.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
        guard !segments.isEmpty else { return nil }
        if !anchored { segments.insert(Array("**".utf8), at: 0) }
        return Pattern(base: base, segments: segments, negated: negated, directoryOnly: directoryOnly)
    }

    /// Whether the absolute `path` is ignored.
    func isIgnored(_ path: String, isDirectory: Bool) -> Bool {
        for pattern in patterns.reversed() where !pattern.directoryOnly || isDirectory {
            let prefix = pattern.base == "/" ? "/" : pattern.base + "/"
            guard path.hasPrefix(prefix) else { continue }
            let relative = path.utf8.dropFirst(prefix.utf8.count).split(separator: UInt8(ascii: "/")).map(Array.init)
            if Self.matches(pattern.segments, relative) { return !pattern.negated }
        }
        return false
    }

    /// `pattern`'s segments against a path's: `**` stands for any number of segments, each
    /// other segment for one. Greedy with one backtrack point (the last `**`), so the work is
    /// at most the product of the two lengths whatever the pattern.
    static func matches(_ pattern: [[UInt8]], _ path: [[UInt8]]) -> Bool {
        let any = Array("**".utf8)
        var (p, t) = (0, 0)
        var star: (p: Int, t: Int)?
        while t < path.count {
            if p < pattern.count, pattern[p] == any {
                star = (p, t)
                p += 1
            } else if p < pattern.count, matchesName(pattern[p], path[t]) {
                p += 1
                t += 1
            } else if let last = star {
                star = (last.p, last.t + 1)
                (p, t) = (last.p + 1, last.t + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == any { p += 1 }
        return p == pattern.count
    }

    /// One name against one glob segment: `*` any run of bytes, `?` one byte, `[…]` a class
    /// (`!` or `^` negates it, `a-z` ranges), `\` escapes. Greedy with one backtrack point.
    static func matchesName(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
        var (p, t) = (0, 0)
        var star: (p: Int, t: Int)?
        while t < name.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = (p, t)
                p += 1
                continue
            }
            if p < pattern.count, let width = matchOne(pattern, at: p, name[t]) {
                p += width
                t += 1
                continue
            }
            guard let last = star else { return false }
            star = (last.p, last.t + 1)
            (p, t) = (last.p + 1, last.t + 1)
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }

    /// The width of the pattern element at `p` when it matches `byte`, nil when it does not.
    private static func matchOne(_ pattern: [UInt8], at p: Int, _ byte: UInt8) -> Int? {
        switch pattern[p] {
        case UInt8(ascii: "?"):
            return 1
        case UInt8(ascii: "\\") where p + 1 < pattern.count:
            return pattern[p + 1] == byte ? 2 : nil
        case UInt8(ascii: "["):
            guard let (matched, width) = matchClass(pattern, at: p, byte) else { return pattern[p] == byte ? 1 : nil }
            return matched ? width : nil
        default:
            return pattern[p] == byte ? 1 : nil
        }
    }

    /// A `[…]` class at `p`: whether it matches and its width; nil when it is not closed (then
    /// `[` is an ordinary byte).
    private static func matchClass(_ pattern: [UInt8], at p: Int, _ byte: UInt8) -> (Bool, Int)? {
        var i = p + 1
        let negated = i < pattern.count && (pattern[i] == UInt8(ascii: "!") || pattern[i] == UInt8(ascii: "^"))
        if negated { i += 1 }
        var matched = false
        var first = true
        while i < pattern.count {
            if pattern[i] == UInt8(ascii: "]"), !first { return (matched != negated, i - p + 1) }
            first = false
            var low = pattern[i]
            if low == UInt8(ascii: "\\"), i + 1 < pattern.count {
                i += 1
                low = pattern[i]
            }
            if i + 2 < pattern.count, pattern[i + 1] == UInt8(ascii: "-"), pattern[i + 2] != UInt8(ascii: "]") {
                if low <= byte && byte <= pattern[i + 2] { matched = true }
                i += 3
            } else {
                if low == byte { matched = true }
                i += 1
            }
        }
        return nil
    }
}
