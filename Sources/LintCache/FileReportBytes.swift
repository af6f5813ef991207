import Diagnostics

/// `FileReportCodec` for other modules: a streamed JUnit report spools the file reports it may
/// have to render again in it (`SpooledFileReports`). Durations are not kept (as in the cache).
public enum FileReportBytes {
    public struct Corrupt: Error, Sendable {}

    public static func encode(_ report: FileReport) -> [UInt8] { FileReportCodec.encode(report) }

    public static func decode(_ bytes: [UInt8]) throws(Corrupt) -> FileReport {
        do {
            return try FileReportCodec.decode(bytes)
        } catch {
            throw Corrupt()
        }
    }
}
