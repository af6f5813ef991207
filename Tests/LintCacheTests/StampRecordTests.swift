import ContentHash
import Foundation
@testable import LintCache
import XCTest

/// The metadata index: a spec file whose stat(2) stamp is the one recorded with its key is not
/// read again. Correctness rests on two rules, as git's index does: every stamp field must be
/// equal, and a stamp taken so close to the read that a later write could carry the same times
/// ("racily clean", git's Documentation/technical/racy-git.txt) vouches for nothing.
final class StampRecordTests: XCTestCase {
    let recordKey = LintCacheTests.context.recordKey(path: "a.spec.yaml", file: "/work/a.spec.yaml")
    let key = LintCacheTests.context.key(path: "a.spec.yaml", bytes: Array("tokenlint: 1\n".utf8))

    /// Modified and changed 100 s before `readAt`: long settled.
    let readAt = FileTime(seconds: 1_800_000_000, nanoseconds: 500)
    var settled: FileStamp {
        FileStamp(device: 2049, inode: 917_505, size: 13, modified: FileTime(seconds: 1_799_999_900, nanoseconds: 123_456_789),
                  changed: FileTime(seconds: 1_799_999_900, nanoseconds: 223_456_789))
    }

    func temporaryCache() -> LintCache {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-stamps-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return LintCache(folder: folder)
    }

    func testASettledStampVouchesForTheKeyItWasRecordedWith() throws {
        let cache = temporaryCache()
        XCTAssertNil(cache.recordedKey(recordKey, stamp: settled), "nothing recorded yet")
        XCTAssertTrue(try cache.record(key, stamp: settled, readAt: readAt, as: recordKey))
        XCTAssertEqual(cache.recordedKey(recordKey, stamp: settled), key)
        let other = LintCacheTests.context.recordKey(path: "b.spec.yaml", file: "/work/b.spec.yaml")
        XCTAssertNil(cache.recordedKey(other, stamp: settled), "another file's record")
    }

    func testAnyOtherStampIsAMiss() throws {
        let cache = temporaryCache()
        try cache.record(key, stamp: settled, readAt: readAt, as: recordKey)
        var changes: [(String, (inout FileStamp) -> Void)] = [
            ("device", { $0.device += 1 }), ("inode (an editor's atomic save)", { $0.inode += 1 }), ("size", { $0.size += 1 }),
            ("modified, seconds", { $0.modified.seconds += 1 }), ("modified, nanoseconds", { $0.modified.nanoseconds += 1 }),
            ("changed, seconds", { $0.changed.seconds += 1 }), ("changed, nanoseconds", { $0.changed.nanoseconds += 1 }),
        ]
        // A `touch` of an unchanged file: new times, same bytes (the caller then hashes them).
        changes.append(("touched", { $0.modified = FileTime(seconds: 1_800_000_050, nanoseconds: 0); $0.changed = $0.modified }))
        for (what, change) in changes {
            var stamp = settled
            change(&stamp)
            XCTAssertNil(cache.recordedKey(recordKey, stamp: stamp), what)
        }
    }

    /// A write within the file system's timestamp granularity after the read leaves every stamp
    /// field as it was: a stamp that close to the read is not recorded, and a record holding one
    /// (written by another tool, or hand-made) is not trusted.
    func testARacyStampIsNeitherRecordedNorTrusted() throws {
        let cache = temporaryCache()
        for secondsBeforeRead: Int64 in [0, 1, 2, 3, -5] {
            var racy = settled
            racy.changed = FileTime(seconds: readAt.seconds - secondsBeforeRead, nanoseconds: 0)
            XCTAssertTrue(racy.isRacy(readAt: readAt), "changed \(secondsBeforeRead) s before the read")
            XCTAssertFalse(try cache.record(key, stamp: racy, readAt: readAt, as: recordKey), "changed \(secondsBeforeRead) s before the read")
            XCTAssertNil(cache.recordedKey(recordKey, stamp: racy))

            try FileManager.default.createDirectory(atPath: cache.recordsFolder, withIntermediateDirectories: true)
            let forged = StampRecord(stamp: racy, readAt: readAt, key: key).encode(as: recordKey)
            XCTAssertTrue(FileManager.default.createFile(atPath: cache.recordPath(recordKey), contents: Data(forged)))
            XCTAssertNil(cache.recordedKey(recordKey, stamp: racy), "a racy record on disk")
        }
        // The modification time counts too (it can be set into the future: `touch -d`).
        var future = settled
        future.modified = FileTime(seconds: readAt.seconds + 3600, nanoseconds: 0)
        XCTAssertTrue(future.isRacy(readAt: readAt))
        XCTAssertFalse(settled.isRacy(readAt: readAt))
    }

    func testDamagedOrMisplacedRecordsAreIgnored() throws {
        let cache = temporaryCache()
        try cache.record(key, stamp: settled, readAt: readAt, as: recordKey)
        let path = cache.recordPath(recordKey)
        let good = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertEqual(StampRecord.decode([UInt8](good), as: recordKey), StampRecord(stamp: settled, readAt: readAt, key: key))
        var damaged: [(String, [UInt8])] = [("empty", []), ("truncated", Array(good.dropLast())), ("padded", Array(good) + [0])]
        for index in [0, 8, 12, 44, 100, StampRecord.size - 40, StampRecord.size - 1] {
            var flipped = [UInt8](good)
            flipped[index] ^= 0x01
            damaged.append(("byte \(index) flipped", flipped))
        }
        for (what, bytes) in damaged {
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            XCTAssertNil(cache.recordedKey(recordKey, stamp: settled), what)
        }
        // A whole record copied to another file's name.
        let other = LintCacheTests.context.recordKey(path: "b.spec.yaml", file: "/work/b.spec.yaml")
        XCTAssertTrue(FileManager.default.createFile(atPath: cache.recordPath(other), contents: good))
        XCTAssertNil(cache.recordedKey(other, stamp: settled))
        // A FIFO where the record should be: a miss, not a hang.
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        XCTAssertNil(cache.recordedKey(recordKey, stamp: settled))
        XCTAssertTrue(try cache.record(key, stamp: settled, readAt: readAt, as: recordKey))
        XCTAssertEqual(cache.recordedKey(recordKey, stamp: settled), key, "the FIFO was replaced by a record")
    }

    func testTheStampOfARealFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-stamp-\(UUID().uuidString).spec.yaml").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertNil(FileStamp.of(path), "no file")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("tokenlint: 1\n".utf8)))
        let stamp = try XCTUnwrap(FileStamp.of(path))
        XCTAssertEqual(stamp.size, 13)
        XCTAssertTrue(stamp.isRacy(readAt: FileTime.now()), "just written")
        // utimensat(2): set both times to one hour ago; the change time becomes now.
        var times = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        let touched = try XCTUnwrap(FileStamp.of(path))
        XCTAssertEqual(touched.modified.seconds, Int64(times[0].tv_sec))
        XCTAssertNotEqual(touched, stamp)
        XCTAssertEqual(touched.inode, stamp.inode)
        XCTAssertNil(FileStamp.of(FileManager.default.temporaryDirectory.path), "a folder has no stamp")
    }
}
