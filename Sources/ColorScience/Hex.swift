// CSS hex color notation (CSS Color 4 §5.2 "The RGB hexadecimal notations: #RRGGBB"):
// #RGB, #RGBA, #RRGGBB, #RRGGBBAA, case-insensitive; a one-digit form stands for the digit
// repeated ("#abc" = "#aabbcc").

enum Hex {
    /// Parse a hex color into 8-bit channels (alpha 255 when absent). `nil` for anything else:
    /// missing '#', wrong length, non-hex or non-ASCII characters, surrounding whitespace.
    static func parse(_ string: String) -> (r: Int, g: Int, b: Int, a: Int)? {
        let bytes = Array(string.utf8)
        guard bytes.first == UInt8(ascii: "#") else { return nil }
        var digits: [Int] = []
        digits.reserveCapacity(8)
        for byte in bytes.dropFirst() {
            guard let value = hexValue(byte) else { return nil }
            digits.append(value)
        }
        switch digits.count {
        case 3, 4:
            // Each digit d is the byte 0xdd = d * 17.
            let channels = digits.map { $0 * 17 }
            return (channels[0], channels[1], channels[2], channels.count == 4 ? channels[3] : 255)
        case 6, 8:
            var channels: [Int] = []
            var index = 0
            while index + 1 < digits.count {
                channels.append(digits[index] * 16 + digits[index + 1])
                index += 2
            }
            return (channels[0], channels[1], channels[2], channels.count == 4 ? channels[3] : 255)
        default:
            return nil
        }
    }

    /// `#rrggbb` or `#rrggbbaa` (`#RRGGBB…` when `uppercase`). Inputs are expected in
    /// 0...255 (callers clamp).
    static func format(r: Int, g: Int, b: Int, alpha: Int?, uppercase: Bool = false) -> String {
        let digits = uppercase ? upperDigits : digits
        // Built from bytes: at most 9 of them, which Swift keeps inline (no allocation); the
        // linter formats a color for every failing contrast check.
        var bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (UInt8(ascii: "#"), 0, 0, 0, 0, 0, 0, 0, 0)
        // Lifetime: the buffer never leaves the closure; `String(decoding:)` copies it.
        return withUnsafeMutableBytes(of: &bytes) { buffer in
            var count = 1
            func append(_ value: Int) {
                let v = Swift.min(Swift.max(value, 0), 255)
                buffer[count] = digits[v / 16]
                buffer[count + 1] = digits[v % 16]
                count += 2
            }
            append(r)
            append(g)
            append(b)
            if let alpha { append(alpha) }
            return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)
    private static let upperDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}
