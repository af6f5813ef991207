import ContentHash
import Foundation
import SeededRandom
import XCTest

/// The FIPS 180-4 examples (NIST "Example Algorithms", SHA256.pdf) and the long-message vector
/// of the NIST test suite.
final class SHA256Tests: XCTestCase {
    func testNISTVectors() {
        for implementation in SHA256.Implementation.available {
            XCTAssertEqual(hex("", implementation), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
            XCTAssertEqual(hex("abc", implementation), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
            XCTAssertEqual(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", implementation),
                           "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
            XCTAssertEqual(hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000), implementation),
                           "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        }
        XCTAssertEqual(SHA256.hash("abc").hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    /// Messages of two blocks once padded, and of many: the 896-bit message of the NIST examples
    /// (its SHA-256 as published with the other vectors), and a 1 MiB message (the 64-byte line of
    /// NIST's 1 GiB "extremely long message", 16,384 times instead of 16,777,216; the digest
    /// from coreutils' `sha256sum` and Python's `hashlib`), whole and in uneven pieces.
    func testLongMessages() {
        let line = Array("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno".utf8)
        let message = [[UInt8]](repeating: line, count: 16_384).flatMap { $0 }
        let expected = "0e83e2c94fb2b82b890692780403485c4844676177a4c7909e92551005fe3915"
        for implementation in SHA256.Implementation.available {
            XCTAssertEqual(hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu", implementation),
                           "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
            XCTAssertEqual(hex(message, implementation), expected)
            var hasher = SHA256(implementation: implementation)
            message.withUnsafeBytes { all in
                let pieces = [1, 63, 1, 64, 127, 1000, 4097]
                var offset = 0, turn = 0
                while offset < all.count {
                    let end = min(offset + pieces[turn % pieces.count], all.count)
                    hasher.update(UnsafeRawBufferPointer(rebasing: all[offset..<end]))
                    offset = end
                    turn += 1
                }
            }
            XCTAssertEqual(hasher.finalize().hex, expected, "\(implementation)")
        }
    }

    /// The CPU's SHA extensions are used exactly where it has them (Linux names them `sha_ni` in
    /// /proc/cpuinfo), so the tests below run both implementations on such a machine.
    func testTheSHAExtensionsAreChosenWhereTheCPUHasThem() throws {
        #if os(Linux) && arch(x86_64)
        let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let flags = cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") }.map { $0.split(separator: " ") } ?? []
        XCTAssertEqual(SHA256.Implementation.fastest, flags.contains("sha_ni") ? .shaExtensions : .portable)
        #elseif !arch(x86_64) && !arch(i386)
        XCTAssertEqual(SHA256.Implementation.fastest, .portable)
        #endif
        XCTAssertTrue(SHA256.Implementation.available.contains(.portable))
    }

    /// Both implementations give the same digest for seeded random messages of 0–10,000 bytes,
    /// whole, split in two at every offset around each block boundary of the first 1,130 bytes (at
    /// every offset up to 130 bytes), and the same as the portable one in pieces of random sizes.
    func testImplementationsAgreeOnRandomMessages() {
        var random = SplitMix64(seed: 256)
        var lengths = Array(0...130) + [10_000]
        for _ in 0..<12 { lengths.append(131 + random.below(1_000)) }
        for _ in 0..<24 { lengths.append(random.below(10_001)) }
        for length in lengths {
            let message = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let expected = SHA256(implementation: .portable).digest(message, splitAt: nil)
            // Splitting is quadratic in the length: around each boundary up to 1,130 bytes.
            var splits = length <= 130 ? Array(0...length) : []
            for boundary in stride(from: 64, through: min(length, 1_130), by: 64) { splits += [boundary - 1, boundary, min(boundary + 1, length)] }
            for implementation in SHA256.Implementation.available {
                XCTAssertEqual(SHA256(implementation: implementation).digest(message, splitAt: nil), expected, "\(implementation), \(length) bytes")
                for split in splits where SHA256(implementation: implementation).digest(message, splitAt: split) != expected {
                    XCTFail("\(implementation), \(length) bytes split at \(split)")
                }
                var hasher = SHA256(implementation: implementation)
                var offset = 0
                while offset < length {
                    let end = min(length, offset + random.below(200))
                    hasher.update(Array(message[offset..<end]))
                    offset = end
                }
                XCTAssertEqual(hasher.finalize(), expected, "\(implementation), \(length) bytes in random pieces")
            }
        }
    }

    private func hex(_ text: String, _ implementation: SHA256.Implementation) -> String {
        hex(Array(text.utf8), implementation)
    }

    private func hex(_ bytes: [UInt8], _ implementation: SHA256.Implementation) -> String {
        SHA256(implementation: implementation).digest(bytes, splitAt: nil).hex
    }

    /// Fed in pieces that straddle the 64-byte blocks, the digest is the one-shot digest.
    func testUpdatesInPiecesEqualOneShot() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = SHA256.hash(bytes)
        for piece in [1, 3, 63, 64, 65, 200] {
            var hasher = SHA256()
            var offset = 0
            while offset < bytes.count {
                hasher.update(Array(bytes[offset..<min(offset + piece, bytes.count)]))
                offset += piece
            }
            XCTAssertEqual(hasher.finalize(), whole, "pieces of \(piece)")
        }
        XCTAssertEqual(SHA256Digest(bytes: whole.bytes), whole)
        XCTAssertNil(SHA256Digest(bytes: [1, 2, 3]))
    }
}

private extension SHA256 {
    /// The digest of `message`, fed whole or as the two pieces either side of `splitAt`.
    consuming func digest(_ message: [UInt8], splitAt split: Int?) -> SHA256Digest {
        message.withUnsafeBytes { all in
            let split = split ?? all.count
            update(UnsafeRawBufferPointer(rebasing: all[..<split]))
            update(UnsafeRawBufferPointer(rebasing: all[split...]))
        }
        return finalize()
    }
}
