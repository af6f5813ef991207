import Diagnostics

/// JUnit classnames and testcase names: unique in the report (classname + name), so GitLab,
/// which keeps only the first of equal pairs, shows every testcase.
enum JUnitNames {
    /// `Examples/specs/recipe-picker.spec.yaml` → `Examples.specs.recipe-picker`: the whole
    /// compound extension goes, `/` becomes `.`. Two files that map to the same classname
    /// (`a.yaml`, `a.json`) keep their extension, so classname + name stay unique in the report
    /// (GitLab keeps only the first of equal pairs).
    static func uniqueClassname(for path: String, fallback: String, used: inout Set<String>) -> String {
        let shown = ReportPath.display(PlainText.oneLine(path, limit: 4096))
        var candidate = classname(shown)
        if candidate.isEmpty { candidate = fallback.isEmpty ? "tokenlint" : fallback }
        if used.contains(candidate) {
            let full = shown.split(separator: "/", omittingEmptySubsequences: true).joined(separator: ".")
            if !full.isEmpty { candidate = full }
        }
        return claim(candidate, suffix: "#", in: &used)
    }

    static let knownExtensions: Set<String> = ["yaml", "yml", "json", "jsonc", "json5", "spec", "tokens", "resolver", "design"]

    static func classname(_ relativePath: String) -> String {
        var components = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard var last = components.popLast() else { return "" }
        var strippedOne = false
        while let dot = last.lastIndex(of: "."), dot != last.startIndex {
            let ext = last[last.index(after: dot)...].lowercased()
            let known = Self.knownExtensions.contains(ext)
            guard known || !strippedOne else { break }
            last = String(last[..<dot])
            strippedOne = true
            if !known { break }
        }
        components.append(last)
        return components.joined(separator: ".")
    }

    /// `RULE SUBJECT` names, unique within the file: repeated names get ` @L:C`, and anything
    /// still repeated a ` #n`.
    static func unique(_ bases: [(base: String, line: Int, column: Int)]) -> [String] {
        // Nearly always every (rule, component) name is already unique: one set pass says so.
        var seen = Set<String>(minimumCapacity: bases.count)
        if bases.allSatisfy({ !$0.base.isEmpty && seen.insert($0.base).inserted }) { return bases.map(\.base) }
        var counts: [String: Int] = [:]
        for entry in bases { counts[entry.base, default: 0] += 1 }
        var used = Set<String>(minimumCapacity: bases.count)
        return bases.map { entry in
            var name = entry.base.isEmpty ? "check" : entry.base
            if (counts[entry.base] ?? 0) > 1 { name += " @\(entry.line):\(entry.column)" }
            return claim(name, suffix: " #", in: &used)
        }
    }

    /// `name`, else `name` + `suffix` + 2, 3…: the first one not in `used`, which then holds it.
    private static func claim(_ name: String, suffix: String, in used: inout Set<String>) -> String {
        var result = name, n = 2
        while used.contains(result) {
            result = "\(name)\(suffix)\(n)"
            n += 1
        }
        used.insert(result)
        return result
    }
}
