import Diagnostics

/// Why a report could not be produced. Rendering itself never fails on any input string; only
/// libxml2 (out of memory) or the file system can.
public enum ReportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libxml2's writer returned an error.
    case xml(String)
    /// Creating, writing or renaming the report file failed.
    case io(path: String, message: String)

    public var description: String {
        switch self {
        case .xml(let message): "cannot write XML: \(message)"
        case .io(let path, let message): "\(PlainText.oneLine(path, limit: 4096)): \(message)"
        }
    }
}
