import Foundation
import XCTest

/// Issue 11 item 3: `--report FORMAT=PATH` and `tokens export --output` wrote a temporary file
/// and renamed it over the target even when the target was a symbolic link, a FIFO or a device
/// (run as root, `--report junit=/dev/full` turned the device into a plain file). A link is now
/// written through (the link stays, its target gets the report), anything that is not a
/// regular file is written in place, and Ctrl-C or SIGTERM leave no temporary file behind.
final class ReportDestinationCLITests: XCTestCase {
    private func fileType(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    private func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func jsonObject(_ data: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    // MARK: Symbolic links

    func testReportThroughASymbolicLinkKeepsTheLinkAndFillsItsTarget() throws {
        let folder = try makeTemporaryDirectory(self)
        let targets = folder.appendingPathComponent("kept")
        try FileManager.default.createDirectory(at: targets, withIntermediateDirectories: true)
        try "old".write(to: targets.appendingPathComponent("junit.xml"), atomically: false, encoding: .utf8)
        let link = folder.appendingPathComponent("junit.xml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "kept/junit.xml")  // relative, as users make them

        let result = lint(LintPaths.fixture("clean"), "--report", "junit=\(link)")
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertEqual(fileType(link), S_IFLNK, "the link is still a link")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "kept/junit.xml")
        let written = try String(contentsOf: targets.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("<?xml") && written.contains("<testsuites"), written)
        XCTAssertEqual(try entries(targets), ["junit.xml"], "the temporary file was beside the target and is gone")
        XCTAssertEqual(try entries(folder), ["junit.xml", "kept"])
    }

    func testDanglingSymbolicLinkGetsItsTargetCreated() throws {
        let folder = try makeTemporaryDirectory(self)
        let link = folder.appendingPathComponent("report.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "new.json")
        let result = lint(LintPaths.fixture("clean"), "--report", "json=\(link)")
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertEqual(fileType(link), S_IFLNK)
        XCTAssertNotNil(jsonObject(try Data(contentsOf: folder.appendingPathComponent("new.json")))?["summary"])
    }

    func testExportThroughASymbolicLinkKeepsTheLink() throws {
        let folder = try makeTemporaryDirectory(self)
        let target = folder.appendingPathComponent("tokens.json")
        try "{}".write(to: target, atomically: false, encoding: .utf8)
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
        let result = tokenlint("tokens", "export", "--output", link)
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertEqual(fileType(link), S_IFLNK)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), tokenlint("tokens", "export").out)
        XCTAssertEqual(try entries(folder), ["link.json", "tokens.json"])
    }

    /// A report made private stays private: the replacement keeps the file's permissions.
    func testReplacedReportKeepsItsPermissions() throws {
        let folder = try makeTemporaryDirectory(self)
        let path = folder.appendingPathComponent("report.json").path
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(path, 0o600), 0)
        XCTAssertEqual(lint(LintPaths.fixture("clean"), "--report", "json=\(path)").code, 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertNotNil(jsonObject(try Data(contentsOf: URL(fileURLWithPath: path)))?["summary"])
    }

    // MARK: FIFOs and devices

    /// Reads a FIFO on a thread of its own until the writer closes it.
    private final class FIFOReader: @unchecked Sendable {
        // @unchecked: `data` is written by the thread before `done` is signalled, read after.
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)
        /// A second name of the FIFO, in another folder: if the FIFO's own name was replaced
        /// (the bug under test), this still reaches it to end the read.
        private let spare: String

        init(_ path: String, spare: String) {
            self.spare = spare
            XCTAssertEqual(link(path, spare), 0, "a hard link to the FIFO")
            Thread { [self] in
                if let handle = FileHandle(forReadingAtPath: path) {  // blocks until a writer opens it
                    data = handle.readDataToEndOfFile()
                    try? handle.close()
                }
                done.signal()
            }.start()
        }

        /// What was read. If no writer ever came, one is opened and closed here so the reader
        /// sees end-of-file (the test then fails on the empty data instead of hanging).
        func result() -> Data {
            if done.wait(timeout: .now() + 5) == .timedOut {
                let fd = open(spare, O_WRONLY | O_NONBLOCK)
                if fd >= 0 { close(fd) }
                done.wait()
            }
            return data
        }
    }

    func testReportToAFIFOIsWrittenIntoItAndTheFIFOStays() throws {
        let folder = try makeTemporaryDirectory(self)
        let fifo = folder.appendingPathComponent("report.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let reader = FIFOReader(fifo, spare: try makeTemporaryDirectory(self).appendingPathComponent("spare").path)
        let result = lint(LintPaths.fixture("clean"), "--report", "json=\(fifo)")
        let data = reader.result()
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertNotNil(jsonObject(data)?["summary"], String(decoding: data, as: UTF8.self))
        XCTAssertEqual(fileType(fifo), S_IFIFO, "still a FIFO")
        XCTAssertEqual(try entries(folder), ["report.fifo"])
    }

    func testExportToAFIFOIsWrittenIntoItAndTheFIFOStays() throws {
        let folder = try makeTemporaryDirectory(self)
        let fifo = folder.appendingPathComponent("tokens.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let reader = FIFOReader(fifo, spare: try makeTemporaryDirectory(self).appendingPathComponent("spare").path)
        let result = tokenlint("tokens", "export", "--output", fifo)
        let data = reader.result()
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), tokenlint("tokens", "export").out)
        XCTAssertEqual(fileType(fifo), S_IFIFO)
    }

    /// /dev/full accepts open(2) and fails every write with ENOSPC. The write error is exit 2
    /// with one line, and the device stays a device (run as root, as CI runs, the old rename
    /// replaced it with a plain file).
    func testReportAndExportToDevFullExitTwoAndLeaveTheDevice() throws {
        let report = lint(LintPaths.fixture("clean"), "--report", "junit=/dev/full")
        XCTAssertEqual(report.code, 2, report.summary)
        XCTAssertEqual(report.err.split(separator: "\n").count, 1, report.summary)
        XCTAssertTrue(report.err.contains("No space left on device"), report.summary)
        XCTAssertEqual(fileType("/dev/full"), S_IFCHR)

        let export = tokenlint("tokens", "export", "--output", "/dev/full")
        XCTAssertEqual(export.code, 2, export.summary)
        XCTAssertEqual(export.err.split(separator: "\n").count, 1, export.summary)
        XCTAssertTrue(export.err.contains("No space left on device"), export.summary)
        XCTAssertEqual(fileType("/dev/full"), S_IFCHR)
    }

    // MARK: Interruption

    /// SIGTERM or SIGINT while a report is being written: lint writes every report file before
    /// renaming any into place, and here the second target is a FIFO nobody reads, so the run
    /// waits in open(2) with the first report's temporary file on disk. The signal must remove
    /// it, leave the old report whole, leave the FIFO a FIFO, and end the process by that
    /// signal (so a shell shows 143 or 130 and a script stops on Ctrl-C).
    func testInterruptedRunLeavesNoTemporaryFileAndTheOldReport() throws {
        for signal in [SIGTERM, SIGINT] {
            let folder = try makeTemporaryDirectory(self)
            let report = folder.appendingPathComponent("report.json")
            try "old".write(to: report, atomically: false, encoding: .utf8)
            let fifo = folder.appendingPathComponent("junit.fifo").path
            XCTAssertEqual(mkfifo(fifo, 0o644), 0)

            let process = try startBlockedOnFIFO(fifo, in: folder, arguments: [
                "lint", "--config", LintPaths.neutralConfig, LintPaths.examples, "--report", "json=\(report.path)", "--report", "junit=\(fifo)",
            ])
            XCTAssertEqual(kill(process.processIdentifier, signal), 0)
            process.waitUntilExit()

            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "signal \(signal): the process ends by the signal it got")
            XCTAssertEqual(process.terminationStatus, signal, "signal \(signal)")
            XCTAssertEqual(try entries(folder), ["junit.fifo", "report.json"], "signal \(signal): no temporary file left")
            XCTAssertEqual(try String(contentsOf: report, encoding: .utf8), "old", "signal \(signal): the old report, whole")
            XCTAssertEqual(fileType(fifo), S_IFIFO)
        }
    }

    /// A signal the parent ignores stays ignored (`nohup`, a script's background job): SIGINT
    /// does not stop the run, SIGTERM still does, cleaning up as above.
    func testSignalIgnoredByTheParentStaysIgnored() throws {
        let folder = try makeTemporaryDirectory(self)
        let fifo = folder.appendingPathComponent("junit.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let process = try startBlockedOnFIFO(fifo, in: folder, ignoring: "INT", arguments: [
            "lint", "--config", LintPaths.neutralConfig, LintPaths.fixture("clean"),
            "--report", "json=\(folder.appendingPathComponent("report.json").path)", "--report", "junit=\(fifo)",
        ])
        XCTAssertEqual(kill(process.processIdentifier, SIGINT), 0)
        usleep(300_000)
        XCTAssertTrue(process.isRunning, "an ignored SIGINT does not stop the run")
        XCTAssertEqual(kill(process.processIdentifier, SIGTERM), 0)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGTERM)
        XCTAssertEqual(try entries(folder), ["junit.fifo"], "no temporary file left")
    }

    struct NotBlocked: Error {}

    /// Starts the binary (through /bin/sh, `trap '' SIGNAL` first when `ignoring` is given) and
    /// returns once a temporary file exists in `folder`: the run then waits in open(2) for a
    /// reader of `fifo`, its next report target. At the end of the test the process is killed
    /// if still running and the FIFO opened once for reading, so nothing is left hanging.
    private func startBlockedOnFIFO(_ fifo: String, in folder: URL, ignoring: String? = nil, arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", (ignoring.map { "trap '' \($0); " } ?? "") + "exec \"$0\" \"$@\"", try Binary.path()] + withoutCache(arguments)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        addTeardownBlock {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            let fd = open(fifo, O_RDONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
        }
        let deadline = Date().addingTimeInterval(60)
        while try !entries(folder).contains(where: { $0.hasSuffix(".tmp") }) {
            guard process.isRunning, Date() < deadline else {
                XCTFail("no temporary file appeared while the run waited on the FIFO; entries: \(try entries(folder))")
                throw NotBlocked()
            }
            usleep(2000)
        }
        return process
    }
}
