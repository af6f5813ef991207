#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Words searched for in a file's bytes before it is parsed (whether a Swift file can hold a
/// view, whether a JSON file is a Figma response). The C library's `memchr` skips to a word's
/// first byte with vector instructions and `memcmp` tries the rest: a loop over every byte in
/// Swift took 1.5 % of a run over an app, and `String.contains` is Foundation's, which on
/// Linux bridges both strings to `NSString` (a million instructions for a 4 KB head).
public enum ByteSearch {
    /// Whether any of `words` (an empty one never) occurs in `bytes`, a word at a time.
    public static func containsAny(_ words: [String], in bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return words.contains { word in
            var word = word
            return word.withUTF8 { needle in
                guard let first = needle.first, let start = needle.baseAddress, needle.count <= bytes.count else { return false }
                // One past the last place the word can start.
                let end = base + (bytes.count - needle.count + 1)
                var at = base
                while at < end, let found = memchr(at, Int32(first), end - at) {
                    if memcmp(found, start, needle.count) == 0 { return true }
                    at = UnsafeRawPointer(found) + 1
                }
                return false
            }
        }
    }

    public static func containsAny(_ words: [String], in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { containsAny(words, in: $0) }
    }
}

extension StringProtocol {
    /// Whether `text` occurs in the string, by `ByteSearch` over its UTF-8 bytes: `contains(_:)`
    /// on a string is Foundation's, which on Linux bridges both strings to `NSString` for every
    /// call (3 % of a run over an app, asked of every property's attributes). An empty `text`
    /// occurs in every string.
    public func containsText(_ text: some StringProtocol) -> Bool {
        guard !text.isEmpty else { return true }
        var string = String(self)
        return string.withUTF8 { ByteSearch.containsAny([String(text)], in: UnsafeRawBufferPointer($0)) }
    }
}
