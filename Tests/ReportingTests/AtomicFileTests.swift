import Diagnostics
import FileOutput
import Foundation
import XCTest

@testable import Reporting

/// Reports are replaced by rename (issue 4: an interrupted run never leaves a truncated JUnit
/// file where CI will read it). These tests make the write fail at each step and check what is
/// left: the previous report whole, or nothing, and never a temporary file.
final class AtomicFileTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-atomic-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    struct Interrupted: Error {}

    func testFailureMidwayKeepsTheOldReportWholeAndLeavesNoTemporaryFile() throws {
        let folder = try folder()
        let path = folder.appendingPathComponent("junit.xml").path
        try "<testsuites>old</testsuites>".write(toFile: path, atomically: false, encoding: .utf8)
        var temporaryUsed: String?
        XCTAssertThrowsError(try AtomicFile.write(to: path) { output, temporary in
            temporaryUsed = temporary
            try writePart("<testsuites><testsuite name=\"half", to: output)
            XCTAssertTrue(FileManager.default.fileExists(atPath: temporary), "the half-written report exists only as the temporary file")
            throw Interrupted()
        })
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "<testsuites>old</testsuites>")
        XCTAssertEqual(try contents(of: folder), ["junit.xml"], "no temporary file left behind")
        let temporary = try XCTUnwrap(temporaryUsed)
        XCTAssertEqual((temporary as NSString).deletingLastPathComponent, folder.path, "same folder, so the rename is atomic")
        XCTAssertTrue((temporary as NSString).lastPathComponent.hasPrefix("."), "hidden, so a glob for *.xml never picks it up")
    }

    func testFailureMidwayWithNoOldReportLeavesNothing() throws {
        let folder = try folder()
        let path = folder.appendingPathComponent("reports/junit.xml").path
        XCTAssertThrowsError(try AtomicFile.write(to: path) { output, _ in
            try writePart("<testsuites>", to: output)
            throw Interrupted()
        })
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        XCTAssertEqual(try contents(of: folder.appendingPathComponent("reports")), [])
    }

    /// The folder disappears between writing and renaming: the rename fails, the error says so,
    /// and nothing is left at the destination.
    func testFolderRemovedBeforeTheRenameIsAnErrorAndLeavesNothing() throws {
        let folder = try folder()
        let reports = folder.appendingPathComponent("reports")
        let path = reports.appendingPathComponent("junit.xml").path
        XCTAssertThrowsError(try AtomicFile.write(to: path) { output, _ in
            try writePart("<testsuites/>", to: output)
            try FileManager.default.removeItem(at: reports)
        }) { error in
            guard case ReportError.io(let errorPath, let message) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(errorPath, path)
            XCTAssertTrue(message.contains("cannot replace"), message)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: reports.path))
    }

    /// A reader polling the report while it is replaced again and again sees the old report or
    /// the new one, complete, and never a prefix of either (what CI would read mid-run).
    func testReadersNeverSeeAPartialReport() throws {
        let folder = try folder()
        let path = folder.appendingPathComponent("junit.xml").path
        let size = 256 * 1024
        try String(repeating: "a", count: size).write(toFile: path, atomically: false, encoding: .utf8)
        let stop = Flag()
        let bad = Flag()
        let reader = Thread {
            while !stop.isSet {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                if data.count != size || !(data.allSatisfy { $0 == data.first }) { bad.set() }
            }
        }
        reader.start()
        for round in 0..<40 {
            let letter = Character(UnicodeScalar(UInt8(ascii: "b") + UInt8(round % 20)))
            try AtomicFile.write(to: path) { output, _ in
                // Written in pieces, so a non-atomic writer would expose a prefix.
                let chunk = Array(String(repeating: letter, count: size / 16).utf8)
                for _ in 0..<16 {
                    try output.write(chunk)
                    try output.flush()
                }
            }
        }
        stop.set()
        while !reader.isFinished { usleep(1000) }
        XCTAssertFalse(bad.isSet, "a reader saw a partial report")
        XCTAssertEqual(try contents(of: folder), ["junit.xml"])
    }

    /// Through the public API: a destination that cannot be written (its folder is a file, or
    /// it is a folder) is an error, leaves what was there, and no temporary file.
    func testReportersWriteFailuresLeaveNoFile() throws {
        let folder = try folder()
        let blocker = folder.appendingPathComponent("not-a-folder")
        try "x".write(to: blocker, atomically: false, encoding: .utf8)
        let report = Sample.report()
        for format in ReportFormat.allCases {
            XCTAssertThrowsError(try Reporters.write(report, format: format, options: ReportOptions(), to: blocker.appendingPathComponent("r.out").path), "\(format)")
            XCTAssertThrowsError(try Reporters.write(report, format: format, options: ReportOptions(), to: folder.path), "\(format)")
        }
        XCTAssertEqual(try contents(of: folder), ["not-a-folder"])
        XCTAssertEqual(try String(contentsOf: blocker, encoding: .utf8), "x")
    }

    final class Flag: @unchecked Sendable {
        // @unchecked: `value` is only touched under `lock`.
        private let lock = NSLock()
        private var value = false
        func set() { lock.lock(); value = true; lock.unlock() }
        var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    }

    /// Writes part of a report into the temporary file the way the reporters do (buffered
    /// output, flushed), so an interruption after it leaves a half-written file.
    private func writePart(_ text: String, to output: ReportOutput) throws {
        try output.write(Array(text.utf8))
        try output.flush()
    }
}
