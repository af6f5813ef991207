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
}
