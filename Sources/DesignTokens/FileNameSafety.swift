/// Resolver names (modifiers, contexts, sets) become file names: `tokens export --all` writes
/// one file per permutation, named after its contexts. A name read from a checkout must not
/// reach outside the output folder or hide as a dot file, whatever it holds.
enum FileNameSafety {
    /// Why `name` is not a safe file name, or nil when it is: a path separator, `.` or `..`,
    /// a leading dot, a control character or nothing at all.
    static func problem(in name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name == "." || name == ".." { return "'\(name)' names a folder" }
        if name.contains("/") || name.contains("\\") { return "it contains a path separator" }
        if name.hasPrefix(".") { return "it starts with '.'" }
        if name.unicodeScalars.contains(where: isControl) { return "it contains a control character" }
        return nil
    }

    /// A name another format gives a collection, mode, theme or group, as a resolver name
    /// `problem(in:)` accepts: Figma hides a collection whose name starts with '.' from
    /// publishing (`.Color theme`), so leading dots are no part of the name; path separators
    /// become '-' and control characters are dropped.
    static func repaired(_ name: String) -> String {
        var scalars = String.UnicodeScalarView(name.unicodeScalars.filter { !isControl($0) }.map { $0 == "/" || $0 == "\\" ? "-" : $0 })
        while scalars.first == "." || scalars.first == " " { scalars.removeFirst() }
        let repaired = String(scalars)
        return repaired.isEmpty ? "unnamed" : repaired
    }

    /// `name` as a file name component: what `problem(in:)` rejects (and `%`) percent-encoded,
    /// so distinct names stay distinct and none leaves its folder.
    static func encoded(_ name: String) -> String {
        var result = ""
        for (index, scalar) in name.unicodeScalars.enumerated() {
            if scalar == "/" || scalar == "\\" || scalar == "%" || isControl(scalar) || (index == 0 && scalar == ".") {
                for byte in String(scalar).utf8 { result += "%" + String(byte, radix: 16, uppercase: true).leftPadded() }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

private extension String {
    func leftPadded() -> String { count < 2 ? "0" + self : self }
}
