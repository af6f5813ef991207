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
/// - digits inside a word (`accessibility1`, `h2`) are part of the word and kept.
///
/// Every other run of digits, with its decimal points (`4.5`, `1.4.3`), becomes `#`.
/// The fingerprint is the first 16 hex digits (64 bits) of the SHA-256 of that text's UTF-8:
/// the same on every run and platform, and it only has to tell apart the messages of one rule
/// on one component of one file.
public enum MessageFingerprint {
    public static func of(_ message: String) -> String {
        String(SHA256.hash(subject(of: message)).hex.prefix(16))
    }

    /// The message with its measured numbers replaced by `#`.
    public static func subject(of message: String) -> String {
        let scalars = Array(message.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
        func isWordScalar(_ s: Unicode.Scalar) -> Bool { s.properties.isAlphabetic || isDigit(s) || s == "_" }
        func isHexDigit(_ s: Unicode.Scalar) -> Bool { isDigit(s) || ("a"..."f").contains(s) || ("A"..."F").contains(s) }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "{", let close = scalars[index...].firstIndex(of: "}") {
                out.append(contentsOf: scalars[index...close])
                index = close + 1
            } else if scalar == "#" {
                var end = index + 1
                while end < scalars.count, isHexDigit(scalars[end]) { end += 1 }
                out.append(contentsOf: scalars[index..<end])
                index = end
            } else if isWordScalar(scalar) && !isDigit(scalar) {
                var end = index + 1
                while end < scalars.count, isWordScalar(scalars[end]) { end += 1 }
                out.append(contentsOf: scalars[index..<end])
                index = end
            } else if isDigit(scalar) {
                var end = index + 1
                while end < scalars.count,
                      isDigit(scalars[end]) || (scalars[end] == "." && end + 1 < scalars.count && isDigit(scalars[end + 1])) {
                    end += 1
                }
                out.append("#")
                index = end
            } else {
                out.append(scalar)
                index += 1
            }
        }
        return String(out)
    }
}
