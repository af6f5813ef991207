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
