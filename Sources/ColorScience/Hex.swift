// CSS hex color notation (CSS Color 4 §5.2 "The RGB hexadecimal notations: #RRGGBB"):
// #RGB, #RGBA, #RRGGBB, #RRGGBBAA, case-insensitive; a one-digit form stands for the digit
// repeated ("#abc" = "#aabbcc").

enum Hex {
    /// Parse a hex color into 8-bit channels (alpha 255 when absent). `nil` for anything else:
    /// missing '#', wrong length, non-hex or non-ASCII characters, surrounding whitespace.
    static func parse(_ string: String) -> (r: Int, g: Int, b: Int, a: Int)? {
        // The digits packed into one integer as they come (at most 8 fit), not collected in
        // arrays: the spec decoder parses every literal color of every file, and the three
        // arrays this made cost ~2,000 instructions a color.
        var bytes = string.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "#") else { return nil }
        var packed: UInt32 = 0
        var count = 0
        while let byte = bytes.next() {
            guard count < 8, let value = hexValue(byte) else { return nil }
            packed = packed << 4 | UInt32(value)
            count += 1
        }
        /// The digit at `index`, counted from the first.
        func digit(_ index: Int) -> Int { Int(packed >> UInt32(4 * (count - 1 - index)) & 0xF) }
        switch count {
        case 3, 4:
            // Each digit d is the byte 0xdd = d * 17.
            return (digit(0) * 17, digit(1) * 17, digit(2) * 17, count == 4 ? digit(3) * 17 : 255)
        case 6, 8:
            return (digit(0) * 16 + digit(1), digit(2) * 16 + digit(3), digit(4) * 16 + digit(5),
                    count == 8 ? digit(6) * 16 + digit(7) : 255)
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
