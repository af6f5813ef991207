import DesignSpec
import Diagnostics
import Foundation
import JSONSource

/// Reads `.tokenlint.yml` (YAML, or JSON) with positions, then decodes it.
public enum ConfigFile {
    public static func load(path: String, display: String) -> Result<(LintConfiguration, [Finding]), Finding> {
        switch read(path: path, display: display) {
        case .failure(let finding): return .failure(finding)
        case .success(let bytes): return parse(bytes, path: path, display: display)
        }
    }

    /// The file's bytes, or why they cannot be read.
    public static func read(path: String, display: String) -> Result<[UInt8], Finding> {
        let limit = SpecFormat()
        return InputFile.read(path, maximumBytes: limit.maximumBytes, kind: limit.fileKind).mapError { error in
            Finding(rule: InputRule.unreadable.id, severity: .error, location: SourceLocation(file: display, line: 1, column: 1),
                    message: "cannot read the configuration \(display): \(error.message)")
        }
    }

    /// Decodes a config file's bytes (`path` gives the folder its relative paths start from).
    public static func parse(_ bytes: [UInt8], path: String, display: String) -> Result<(LintConfiguration, [Finding]), Finding> {
        let directory = ((path as NSString).standardizingPath as NSString).deletingLastPathComponent
        // A config whose every line is blank or a comment (all options commented out) is the
        // defaults, as an empty mapping is; the spec parser rejects empty files.
        if isBlankOrComments(bytes) {
            var config = LintConfiguration(directory: directory.isEmpty ? "." : directory)
            config.file = display
            return .success((config, []))
        }
        switch StructuredDocument.parse(file: display, bytes: bytes) {
        case .failure(let finding): return .failure(finding)
        case .success(let tree):
            return .success(LintConfiguration.decode(tree.root, file: display, directory: directory.isEmpty ? "." : directory))
        }
    }

    /// Only whitespace, `#` comments and YAML document markers (a UTF-8 BOM allowed).
    static func isBlankOrComments(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).allSatisfy { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed == "---" || trimmed == "..."
        }
    }
}
