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
            switch StructuredDocument.parse(file: display, bytes: bytes) {
            case .failure(let finding): return .failure(finding)
            case .success(let tree):
                let root = tree.root
                let directory = ((path as NSString).standardizingPath as NSString).deletingLastPathComponent
                return .success(LintConfiguration.decode(root, file: display, directory: directory.isEmpty ? "." : directory))
            }
        }
    }
}
