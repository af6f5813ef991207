import ContentHash

/// What a baseline entry remembers of a finding's message: a fingerprint of its *subject*,
/// the message with every measured number replaced by `#`.
///
/// Why numbers are left out: a baseline records which problems are known (this rule, on this
/// component, about this thing), not how large they are. Matching the exact text (as SwiftLint
/// matches its reason text) would resurface a baselined contrast finding whenever a palette
/// tweak moved its ratio from 3.9:1 to 3.8:1, and, worse, when a fix improved it from 3.1:1 to
/// 4.2:1 without reaching 4.5:1: the team would re-baseline after every colour change, the
/// churn that makes line-based baselines useless. The cost: an already failing component that
/// gets worse stays baselined (until the finding's wording changes, e.g. from "below" to
/// "unknown backdrop"). A new component, a different rule, or the same rule about a different
/// thing (another token, another colour, another field) still surfaces, because names are kept:
///
/// - token references in braces (`{color.gray.500}`) are kept whole, digits included;
/// - hex colours (`#007AFF`) are kept whole;
/// - digits inside a word (`accessibility1`, `h2`; ASCII letters) are part of the word and kept.
///
/// Every other run of digits, with its decimal points (`4.5`, `1.4.3`), becomes `#`.
/// The fingerprint is the FNV-1a 64-bit hash of that text's UTF-8, in 16 hex digits: the same
/// on every run and platform. It only has to tell apart the messages of one rule on one
/// component of one file, which nobody forges, so a cryptographic hash would only cost time
/// (a finding-heavy run fingerprints 340,000 messages when it applies a baseline).
public enum MessageFingerprint {
    public static func of(_ message: String) -> String {
        hex16(FNV1a64.hash(subjectBytes(of: message)[...]))
    }

    /// The message with its measured numbers replaced by `#`.
    public static func subject(of message: String) -> String {
        String(decoding: subjectBytes(of: message), as: UTF8.self)
    }

    /// Works on UTF-8 bytes (a large run fingerprints hundreds of thousands of messages; walking
    /// Unicode scalars cost 25 µs a message). Words are ASCII letters, digits and `_`; a byte
    /// of a non-ASCII character (`×`, `–`) is punctuation, so "1–2.11:1" is "#–#:#". Every
    /// multi-byte sequence is copied whole, so the output is valid UTF-8.
    static func subjectBytes(of message: String) -> [UInt8] {
        var message = message
        return message.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            let count = bytes.count
            var index = 0
            @inline(__always) func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
            @inline(__always) func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 || b == 0x5F }
            @inline(__always) func isHex(_ b: UInt8) -> Bool { isDigit(b) || (b | 0x20) &- 0x61 < 6 }
            while index < count {
                let byte = bytes[index]
                var end = index + 1
                if byte == UInt8(ascii: "{") {
                    while end < count, bytes[end] != UInt8(ascii: "}") { end += 1 }
                    if end < count { end += 1 } else { end = index + 1 }  // no closing brace: just the "{"
                } else if byte == UInt8(ascii: "#") {
                    while end < count, isHex(bytes[end]) { end += 1 }
                } else if isLetter(byte) {
                    while end < count, isLetter(bytes[end]) || isDigit(bytes[end]) { end += 1 }
                } else if isDigit(byte) {
                    while end < count, isDigit(bytes[end]) || (bytes[end] == UInt8(ascii: ".") && end + 1 < count && isDigit(bytes[end + 1])) {
                        end += 1
                    }
                    out.append(UInt8(ascii: "#"))
                    index = end
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
            }
            return out
        }
    }

    /// The 16 lowercase hex digits of `word`.
    private static func hex16(_ word: UInt64) -> String {
        let digits: StaticString = "0123456789abcdef"
        var out = [UInt8](repeating: 0, count: 16)
        digits.withUTF8Buffer { table in
            for position in 0..<16 { out[position] = table[Int((word >> UInt64(60 - 4 * position)) & 0xf)] }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
