/// A finding's text written as a string literal with interpolations (`"Text contrast \(ratio):1
/// is below …"`), built as UTF-8 bytes and made a `String` once.
///
/// Why not `String` interpolation: measured with callgrind on the bench corpus, appending to a
/// `String` costs ~480 instructions a piece (capacity, uniqueness and ASCII-flag upkeep, and
/// regrowing), and a failing verdict's message, detail and help have some twenty pieces; so
/// built, the rules' messages are a tenth of a large run's instructions. Appending bytes is a `memcpy`.
/// Only `String`s (valid UTF-8) and numbers are appended, so the bytes are valid UTF-8.
///
/// In this module, not Diagnostics: across a module boundary the appends are calls, not
/// inlined, and cost more than `String`'s. Used for the long
/// texts only: for two or three short pieces `+` is as cheap.
struct MessageText: ExpressibleByStringInterpolation, CustomStringConvertible {
    let description: String

    init(_ string: String) { description = string }

    init(stringLiteral value: String) { description = value }

    init(stringInterpolation: StringInterpolation) {
        description = String(decoding: stringInterpolation.bytes, as: UTF8.self)
    }

    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            // Interpolated values are mostly short: numbers, colors, token paths.
            bytes.reserveCapacity(literalCapacity + 12 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) { append(literal) }

        mutating func appendInterpolation(_ value: String) { append(value) }

        mutating func appendInterpolation(_ value: Int) { append(String(value)) }

        mutating func appendInterpolation(_ value: MessageText) { append(value.description) }

        private mutating func append(_ s: String) {
            if s.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                bytes.append(contentsOf: s.utf8)
            }
        }
    }
}
