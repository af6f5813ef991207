import Diagnostics
import Foundation

/// A `FileReport` as compact bytes, for the cache: every distinct string once in a table at the
/// front (a file's checks repeat its path, a few rule ids and component ids hundreds of times),
/// then the report with strings as table indexes and integers as LEB128 varints. Durations are
/// not stored: a cached result took no time to lint.
///
/// Decoding checks every length, index and tag and throws `CorruptPayload` on the first
/// inconsistency; it never traps, whatever the bytes.
public enum FileReportCodec {
    public struct CorruptPayload: Error {}

    public static func encode(_ report: FileReport) -> [UInt8] {
        var encoder = Encoder()
        encoder.string(report.path)
        encoder.optional(report.inputError) { $0.finding($1) }
        encoder.count(report.findings.count)
        for finding in report.findings { encoder.finding(finding) }
        encoder.count(report.checks.count)
        for check in report.checks { encoder.check(check) }
        return encoder.payload()
    }

    public static func decode(_ bytes: [UInt8]) throws(CorruptPayload) -> FileReport {
        var decoder = try Decoder(bytes)
        let path = try decoder.string()
        let inputError = try decoder.optional { (d: inout Decoder) throws(CorruptPayload) in try d.finding() }
        var findings: [Finding] = []
        for _ in 0..<(try decoder.count()) { findings.append(try decoder.finding()) }
        var checks: [Check] = []
        let checkCount = try decoder.count()
        checks.reserveCapacity(checkCount)
        for _ in 0..<checkCount { checks.append(try decoder.check()) }
        guard decoder.atEnd else { throw CorruptPayload() }
        return FileReport(path: path, checks: checks, inputError: inputError, findings: findings, duration: 0)
    }

    // MARK: Writing

    struct Encoder {
        /// The string table as written: each distinct string's length, then its UTF-8 bytes.
        private var tableBytes: [UInt8] = []
        /// Where each table entry's bytes are in `tableBytes`, and their hash (for `grow`).
        private var entries: [(start: Int, length: Int, hash: UInt64)] = []
        /// Open addressing over `entries`: entry number + 1, 0 for an empty slot. A power of two
        /// in size, kept at most half full.
        private var slots = [Int32](repeating: 0, count: 256)
        private var body: [UInt8] = []

        init() {
            body.reserveCapacity(16 * 1024)
            tableBytes.reserveCapacity(4 * 1024)
        }

        /// The string table, then the body.
        func payload() -> [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(10 + tableBytes.count + body.count)
            Self.unsigned(UInt64(entries.count), to: &out)
            out += tableBytes
            out += body
            return out
        }

        mutating func count(_ value: Int) { unsigned(UInt64(value)) }

        /// Zigzag, so that a negative number (never expected) still round-trips.
        mutating func integer(_ value: Int) { unsigned(UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))) }

        mutating func unsigned(_ value: UInt64) {
            // Most values (indexes, counts, lines) take one byte.
            if value < 0x80 { body.append(UInt8(truncatingIfNeeded: value)) } else { Self.unsigned(value, to: &body) }
        }

        static func unsigned(_ value: UInt64, to out: inout [UInt8]) { Varint.append(value, to: &out) }

        /// Strings are interned by their UTF-8 bytes, not as `String` keys of a dictionary: a
        /// `String`'s hash normalizes it to NFC first, which made interning (messages hold "×",
        /// "—", "≥") most of the cost of storing a result (perf, cold run of the bench corpus).
        /// Byte equality is also the more faithful choice: two canonically equivalent strings
        /// with different bytes each keep their own bytes. The encoding is unchanged.
        mutating func string(_ text: String) {
            var text = text
            let index = text.withUTF8 { intern($0) }
            count(index)
        }

        /// As `string`, trying first the table entry `hint` (the report's path, the previous
        /// check's rule or subject), which most strings of a check repeat: one byte comparison
        /// instead of hashing and probing. Returns the index written, the next hint.
        @discardableResult
        mutating func string(_ text: String, likely hint: Int) -> Int {
            var text = text
            let index = text.withUTF8 { utf8 in
                hint < entries.count && entries[hint].length == utf8.count && equal(entries[hint].start, utf8) ? hint : intern(utf8)
            }
            count(index)
            return index
        }

        private mutating func intern(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
            let hash = Self.probeHash(utf8)
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let entry = Int(slots[slot]) - 1
                let known = entries[entry]
                if known.hash == hash, known.length == utf8.count, equal(known.start, utf8) { return entry }
                slot = (slot + 1) & mask
            }
            let entry = entries.count
            Self.unsigned(UInt64(utf8.count), to: &tableBytes)
            entries.append((tableBytes.count, utf8.count, hash))
            tableBytes.append(contentsOf: utf8)
            slots[slot] = Int32(truncatingIfNeeded: entry + 1)
            if 2 * entries.count > slots.count { grow() }
            return entry
        }

        /// Whether the table's bytes from `start` are `utf8`'s (the caller checked the length).
        private func equal(_ start: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
            tableBytes.withUnsafeBytes { table in
                let stored = UnsafeRawBufferPointer(rebasing: table[start..<start + utf8.count])
                guard let left = stored.baseAddress, let right = utf8.baseAddress else { return stored.count == utf8.count }
                return memcmp(left, right, utf8.count) == 0
            }
        }

        /// Only a hash-table probe, checked by comparing the bytes, so it need not resist
        /// attacks, only spread this table's strings: eight bytes at a time, multiplied and
        /// folded (messages differ only in the middle: "Text contrast 4.48:1 … for 17 pt
        /// regular text"), several times cheaper than FNV-1a's byte at a time.
        static func probeHash(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
            let bytes = UnsafeRawBufferPointer(utf8)
            var hash = UInt64(bytes.count) &* 0x9e37_79b9_7f4a_7c15
            var offset = 0
            while bytes.count - offset >= 8 {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xff51_afd7_ed55_8ccd
                hash ^= hash >> 32
                offset += 8
            }
            // The last eight bytes in one load (overlapping the loop's), or the few there are.
            var last: UInt64 = 0
            if bytes.count >= 8, offset < bytes.count {
                last = bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
            } else {
                for index in offset..<bytes.count { last = last << 8 | UInt64(bytes[index]) }
            }
            hash = (hash ^ last) &* 0xc4ce_b9fe_1a85_ec53
            return hash ^ (hash >> 29)
        }

        private mutating func grow() {
            slots = [Int32](repeating: 0, count: 2 * slots.count)
            let mask = slots.count - 1
            for (entry, known) in entries.enumerated() {
                var slot = Int(truncatingIfNeeded: known.hash) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(truncatingIfNeeded: entry + 1)
            }
        }

        mutating func byte(_ value: UInt8) { body.append(value) }

        /// Eight bytes, little-endian, appended at once.
        mutating func double(_ value: Double) {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { body.append(contentsOf: $0.assumingMemoryBound(to: UInt8.self)) }
        }

        mutating func optional<T>(_ value: T?, _ write: (inout Encoder, T) -> Void) {
            guard let value else { return byte(0) }
            byte(1)
            write(&self, value)
        }

        /// Table entry 0 is the report's path, which nearly every location names.
        mutating func location(_ location: SourceLocation) {
            string(location.file, likely: 0)
            integer(location.line)
            integer(location.column)
        }

        /// The previous check's rule and subject, the likeliest of the next one's (a
        /// component's checks come together, and a rule's across components).
        private var previousRule = 0, previousSubject = 0

        mutating func check(_ check: Check) {
            previousRule = rule(check.rule, likely: previousRule)
            previousSubject = string(check.subject, likely: previousSubject)
            location(check.location)
            switch check.outcome {
            case .passed: byte(0)
            case .finding(let finding):
                byte(1)
                self.finding(finding, rule: previousRule, subject: previousSubject)
            case .suppressed(let finding, let reason):
                byte(2)
                self.finding(finding, rule: previousRule, subject: previousSubject)
                string(reason)
            }
        }

        /// A rule id: its text's table entry (returned, as `string(_:likely:)` does), then its kind.
        @discardableResult
        mutating func rule(_ rule: RuleID, likely hint: Int) -> Int {
            let index = string(rule.rawValue, likely: hint)
            byte(rule.kind.code)
            return index
        }

        /// - Parameters: rule, subject: the table entries of its check's rule and subject, which
        ///   a check's finding repeats as its rule and component.
        mutating func finding(_ finding: Finding, rule: Int = 0, subject: Int = 0) {
            self.rule(finding.rule, likely: rule)
            byte(finding.severity.code)
            optional(finding.location) { $0.location($1) }
            string(finding.message)
            optional(finding.token) { $0.string($1) }
            optional(finding.component) { $0.string($1, likely: subject) }
            count(finding.contexts.count)
            for context in finding.contexts {
                count(context.count)
                for choice in context {
                    string(choice.modifier)
                    string(choice.context)
                }
            }
            optional(finding.measured) { $0.double($1) }
            optional(finding.required) { $0.double($1) }
            optional(finding.help) { $0.string($1) }
            count(finding.details.count)
            for detail in finding.details { string(detail) }
            count(finding.figures.count)
            for figure in finding.figures { self.figure(figure) }
        }

        /// Tag 0 contrast, 1 target, 2 motion, then the case's fields in order.
        mutating func figure(_ figure: FindingFigure) {
            string(figure.context)
            switch figure.kind {
            case .contrast(let foreground, let background, let ratio, let required):
                byte(0); string(foreground); string(background); double(ratio); double(required)
            case .target(let width, let height, let minimum, let unit):
                byte(1); double(width); double(height); double(minimum); string(unit)
            case .motion(let plot):
                byte(2); double(plot.duration); string(plot.reducedLabel)
                for samples in [plot.full, plot.reduced] {
                    count(samples.count)
                    for sample in samples { double(sample) }
                }
            }
        }
    }

    // MARK: Reading

    struct Decoder {
        private let bytes: [UInt8]
        private var offset = 0
        private var table: [String] = []

        init(_ bytes: [UInt8]) throws(CorruptPayload) {
            self.bytes = bytes
            let count = try count()
            // Every string takes at least its length byte: a larger count is a lie.
            guard count <= bytes.count - offset else { throw CorruptPayload() }
            table.reserveCapacity(count)
            for _ in 0..<count {
                let length = try self.count()
                guard length <= bytes.count - offset else { throw CorruptPayload() }
                table.append(String(decoding: bytes[offset..<offset + length], as: UTF8.self))
                offset += length
            }
        }

        var atEnd: Bool { offset == bytes.count }

        mutating func byte() throws(CorruptPayload) -> UInt8 {
            guard offset < bytes.count else { throw CorruptPayload() }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func unsigned() throws(CorruptPayload) -> UInt64 {
            guard let value = Varint.read(bytes, at: &offset, end: bytes.count) else { throw CorruptPayload() }
            return value
        }

        /// A count or length: at most the bytes left (each element takes at least one byte), so
        /// a forged count cannot make the decoder reserve or loop without end.
        mutating func count() throws(CorruptPayload) -> Int {
            let value = try unsigned()
            guard value <= UInt64(bytes.count) else { throw CorruptPayload() }
            return Int(value)
        }

        mutating func integer() throws(CorruptPayload) -> Int {
            let raw = try unsigned()
            let value = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
            guard let result = Int(exactly: value) else { throw CorruptPayload() }
            return result
        }

        mutating func string() throws(CorruptPayload) -> String {
            let index = try count()
            guard index < table.count else { throw CorruptPayload() }
            return table[index]
        }

        mutating func double() throws(CorruptPayload) -> Double {
            guard bytes.count - offset >= 8 else { throw CorruptPayload() }
            let bits = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
            offset += 8
            return Double(bitPattern: UInt64(littleEndian: bits))
        }

        mutating func optional<T>(_ read: (inout Decoder) throws(CorruptPayload) -> T) throws(CorruptPayload) -> T? {
            switch try byte() {
            case 0: return nil
            case 1: return try read(&self)
            default: throw CorruptPayload()
            }
        }

        mutating func location() throws(CorruptPayload) -> SourceLocation {
            let file = try string()
            let line = try integer()
            return SourceLocation(file: file, line: line, column: try integer())
        }

        mutating func rule() throws(CorruptPayload) -> RuleID {
            let text = try string()
            guard let kind = RuleKind(code: try byte()) else { throw CorruptPayload() }
            return RuleID(text, kind: kind)
        }

        mutating func check() throws(CorruptPayload) -> Check {
            let rule = try rule()
            let subject = try string()
            let location = try location()
            let outcome: Check.Outcome
            switch try byte() {
            case 0: outcome = .passed
            case 1: outcome = .finding(try finding())
            case 2:
                let finding = try finding()
                outcome = .suppressed(finding, reason: try string())
            default: throw CorruptPayload()
            }
            return Check(rule: rule, subject: subject, location: location, outcome: outcome)
        }

        mutating func finding() throws(CorruptPayload) -> Finding {
            let rule = try rule()
            guard let severity = Severity(code: try byte()) else { throw CorruptPayload() }
            let location = try optional { (d: inout Decoder) throws(CorruptPayload) in try d.location() }
            let message = try string()
            let token = try optional { (d: inout Decoder) throws(CorruptPayload) in try d.string() }
            let component = try optional { (d: inout Decoder) throws(CorruptPayload) in try d.string() }
            var contexts: [[ContextChoice]] = []
            for _ in 0..<(try count()) {
                var context: [ContextChoice] = []
                for _ in 0..<(try count()) {
                    let modifier = try string()
                    context.append(ContextChoice(modifier: modifier, context: try string()))
                }
                contexts.append(context)
            }
            let measured = try optional { (d: inout Decoder) throws(CorruptPayload) in try d.double() }
            let required = try optional { (d: inout Decoder) throws(CorruptPayload) in try d.double() }
            let help = try optional { (d: inout Decoder) throws(CorruptPayload) in try d.string() }
            var finding = Finding(rule: rule, severity: severity, location: location, message: message,
                                  token: token, component: component, contexts: contexts, measured: measured, required: required, help: help)
            for _ in 0..<(try count()) { finding.details.append(try string()) }
            for _ in 0..<(try count()) { finding.figures.append(try figure()) }
            return finding
        }

        mutating func figure() throws(CorruptPayload) -> FindingFigure {
            let context = try string()
            switch try byte() {
            case 0:
                let foreground = try string(), background = try string(), ratio = try double()
                return FindingFigure(context: context, .contrast(foreground: foreground, background: background, ratio: ratio, required: try double()))
            case 1:
                let width = try double(), height = try double(), minimum = try double()
                return FindingFigure(context: context, .target(width: width, height: height, minimum: minimum, unit: try string()))
            case 2:
                let duration = try double(), label = try string()
                var curves: [[Double]] = []
                for _ in 0..<2 {
                    var samples: [Double] = []
                    for _ in 0..<(try count()) { samples.append(try double()) }
                    curves.append(samples)
                }
                return FindingFigure(context: context, .motion(MotionPlot(duration: duration, full: curves[0], reduced: curves[1], reducedLabel: label)))
            default: throw CorruptPayload()
            }
        }
    }
}

extension Severity {
    /// The byte the codec stores: the case's place in `allCases`, without building that array
    /// for every finding.
    var code: UInt8 {
        switch self {
        case .error: 0
        case .warning: 1
        case .needsReview: 2
        case .info: 3
        }
    }

    init?(code: UInt8) {
        switch code {
        case 0: self = .error
        case 1: self = .warning
        case 2: self = .needsReview
        case 3: self = .info
        default: return nil
        }
    }
}

extension RuleKind {
    /// The byte the codec stores after a rule id's text.
    var code: UInt8 {
        switch self {
        case .input: 0
        case .config: 1
        case .spec: 2
        case .registry: 3
        case .figma: 4
        }
    }

    init?(code: UInt8) {
        switch code {
        case 0: self = .input
        case 1: self = .config
        case 2: self = .spec
        case 3: self = .registry
        case 4: self = .figma
        default: return nil
        }
    }
}
