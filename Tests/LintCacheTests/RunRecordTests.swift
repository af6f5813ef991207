import ContentHash
import Foundation
@testable import LintCache
import SeededRandom
import XCTest

/// The run record's encoding (damage is a miss, never a record) and the checksum its blobs are
/// checked with (the same value however the bytes are fed).
final class RunRecordTests: XCTestCase {
    static let record = RunRecord(
        slot: SHA256.hash("slot"), digest: SHA256.hash("digest"), exitStatus: 1,
        standardOutput: .init(name: "A.blob", size: 123_456_789, checksum: 0xdead_beef_0123_4567),
        standardError: [.init(offset: 0, bytes: Array("warning: cut\n".utf8)), .init(offset: 77, bytes: Array("é\n".utf8))],
        reports: [.init(path: "reports/junit.xml", blob: .init(name: "B.blob", size: 0, checksum: 1)),
                  .init(path: "/abs/lint.sarif", blob: .init(name: "C.blob", size: 5, checksum: .max))],
        stepSummary: Array("## tokenlint\n".utf8))

    func testARecordRoundTrips() {
        XCTAssertEqual(RunRecord.decode(Self.record.encode()), Self.record)
        var bare = Self.record
        bare.standardError = []
        bare.reports = []
        bare.stepSummary = nil
        bare.exitStatus = 2
        XCTAssertEqual(RunRecord.decode(bare.encode()), bare)
    }

    func testEveryTruncationAndEveryFlippedByteIsRejected() {
        let bytes = Self.record.encode()
        for length in 0..<bytes.count {
            XCTAssertNil(RunRecord.decode(Array(bytes[0..<length])), "truncated to \(length) bytes")
        }
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0x01
            XCTAssertNil(RunRecord.decode(damaged), "byte \(index) flipped")
        }
        XCTAssertNil(RunRecord.decode(bytes + [0]), "padded")
    }

    func testBlobNamesCannotLeaveTheirFolder() {
        XCTAssertTrue(RunRecords.isBlobName("0F1E.blob"))
        for name in ["../x.blob", "a/b.blob", ".blob", "record", "x.blob/", "/etc/passwd"] {
            XCTAssertFalse(RunRecords.isBlobName(name), name)
        }
    }

    func testTheChecksumDoesNotDependOnHowTheBytesAreFed() {
        var random = SplitMix64(seed: 14)
        for length in [0, 1, 7, 8, 9, 63, 64, 65, 1000] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            let whole = WordChecksum.of(bytes)
            for _ in 0..<20 {
                var pieces = WordChecksum()
                var start = 0
                while start < length {
                    let end = min(length, start + Int.random(in: 0...11, using: &random))
                    bytes[start..<end].withUnsafeBytes { pieces.update($0) }
                    start = end
                }
                XCTAssertEqual(pieces.value, whole, "\(length) bytes fed in pieces")
                XCTAssertEqual(pieces.byteCount, UInt64(length))
            }
        }
    }

    func testTheChecksumSeesEveryByteAndTheLength() {
        let bytes = Array("<testsuites tests=\"600000\">".utf8)
        let base = WordChecksum.of(bytes)
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 0x01
            XCTAssertNotEqual(WordChecksum.of(changed), base, "byte \(index)")
        }
        XCTAssertNotEqual(WordChecksum.of(bytes + [0]), base, "a trailing zero byte")
        XCTAssertNotEqual(WordChecksum.of([]), WordChecksum.of([0]))
    }

    /// Two runs of one command recording at once (two CI jobs sharing a cache folder): the last
    /// to finish is the record, whole; the other's blobs go; a replay that had opened the
    /// earlier record's blob still reads it whole.
    func testConcurrentRecordingsOfOneCommandLeaveOneWholeRecord() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-runs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let records = RunRecords(cache: LintCache(folder: folder))
        let slot = SHA256.hash("lint --format json")
        let report = (folder as NSString).appendingPathComponent("junit.xml")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

        let first = try records.startRecording(slot: slot)
        let second = try records.startRecording(slot: slot)
        Array("first stdout".utf8).withUnsafeBytes { first.standardOutput($0) }
        Array("second stdout, longer".utf8).withUnsafeBytes { second.standardOutput($0) }
        first.standardError("first\n")
        try Data("<first/>".utf8).write(to: URL(fileURLWithPath: report))
        try first.finish(digest: SHA256.hash("inputs 1"), exitStatus: 1, reports: [report], stepSummary: nil)
        let firstRecord = try XCTUnwrap(records.lookup(slot: slot, digest: SHA256.hash("inputs 1")))
        let reader = try BlobReader(records.blobPath(firstRecord.standardOutput, slot: slot))

        try Data("<second/>".utf8).write(to: URL(fileURLWithPath: report))
        try second.finish(digest: SHA256.hash("inputs 2"), exitStatus: 0, reports: [report], stepSummary: Array("## ok\n".utf8))

        XCTAssertNil(records.lookup(slot: slot, digest: SHA256.hash("inputs 1")), "the earlier record is replaced")
        let record = try XCTUnwrap(records.lookup(slot: slot, digest: SHA256.hash("inputs 2")))
        XCTAssertEqual(record.exitStatus, 0)
        XCTAssertEqual(record.stepSummary, Array("## ok\n".utf8))
        var stdout: [UInt8] = []
        let output = try BlobReader(records.blobPath(record.standardOutput, slot: slot))
        XCTAssertTrue(output.holds(record.standardOutput))
        try output.read { stdout += $0 }
        XCTAssertEqual(String(decoding: stdout, as: UTF8.self), "second stdout, longer")
        var copied: [UInt8] = []
        try BlobReader(records.blobPath(record.reports[0].blob, slot: slot)).read(expecting: record.reports[0].blob) { copied += $0 }
        XCTAssertEqual(String(decoding: copied, as: UTF8.self), "<second/>")
        let names = try FileManager.default.contentsOfDirectory(atPath: records.slotFolder(slot)).sorted()
        XCTAssertEqual(Set(names), ["lock", "record", record.standardOutput.name, record.reports[0].blob.name],
                       "the lock, the record and the second run's two blobs, nothing else")

        // The first record's stdout blob is gone by name, but a descriptor opened before reads it whole.
        XCTAssertTrue(reader.holds(firstRecord.standardOutput))
    }

    func testAChangedBlobIsRefusedAfterItsBytesWereHandedOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-blob-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = (folder as NSString).appendingPathComponent("x.blob")
        let bytes = Array(repeating: UInt8(ascii: "a"), count: 3 * BlobReader.pieceSize + 5)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let blob = RunRecord.Blob(name: "x.blob", size: UInt64(bytes.count), checksum: WordChecksum.of(bytes))
        var read = 0
        try BlobReader(path).read(expecting: blob) { read += $0.count }
        XCTAssertEqual(read, bytes.count, "read in pieces, whole")
        var changed = bytes
        changed[2 * BlobReader.pieceSize] = UInt8(ascii: "b")
        try Data(changed).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try BlobReader(path).read(expecting: blob) { _ in }, "one byte changed in the third piece")
        XCTAssertFalse(try BlobReader(path).holds(blob))
        XCTAssertThrowsError(try BlobReader(folder), "a folder is not a blob")
    }
}
