import ContentHash
import XCTest

/// The FIPS 180-4 examples (NIST "Example Algorithms", SHA256.pdf) and the long-message vector
/// of the NIST test suite.
final class SHA256Tests: XCTestCase {
    func testNISTVectors() {
        XCTAssertEqual(SHA256.hash("").hex, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hash("abc").hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hash("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq").hex,
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)).hex,
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Messages of two blocks once padded, and of many: the 896-bit message of the NIST examples
    /// (its SHA-256 as published with the other vectors), and a 1 MiB message (the 64-byte line of
    /// NIST's 1 GiB "extremely long message", 16,384 times instead of 16,777,216; the digest
    /// from coreutils' `sha256sum` and Python's `hashlib`), whole and in uneven pieces.
    func testLongMessages() {
        XCTAssertEqual(SHA256.hash("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu").hex,
                       "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        let line = Array("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno".utf8)
        let message = [[UInt8]](repeating: line, count: 16_384).flatMap { $0 }
        let expected = "0e83e2c94fb2b82b890692780403485c4844676177a4c7909e92551005fe3915"
        XCTAssertEqual(SHA256.hash(message).hex, expected)
        var hasher = SHA256()
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
        XCTAssertEqual(hasher.finalize().hex, expected)
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
