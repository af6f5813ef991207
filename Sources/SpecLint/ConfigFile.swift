import DesignSpec
import Diagnostics
import Foundation
import JSONSource

/// Reads `.tokenlint.yml` (YAML, or JSON) with positions, then decodes it.
public enum ConfigFile {
    public static func load(path: String, display: String) -> Result<(LintConfiguration, [Finding]), Finding> {
        switch SpecFileReader.read(path) {
        case .failure(let error):
            return .failure(Finding(rule: "input/unreadable", severity: .error, location: SourceLocation(file: display, line: 1, column: 1),
                                    message: "cannot read the configuration \(display): \(error.message)"))
        case .success(let bytes):
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
                let root = tree.root
                return .success(LintConfiguration.decode(root, file: display, directory: directory.isEmpty ? "." : directory))
            }
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
