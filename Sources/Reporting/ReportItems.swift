import Diagnostics
import Foundation

/// An active finding with the place every format prints: the finding's own location, or the
/// file it was reported for (an unreadable file has no line), at line 1 column 1 at worst.
struct ReportItem: Sendable {
    var finding: Finding
    var file: String
    var line: Int
    var column: Int
    /// Why the finding does not count: an `ignore:` entry's reason, or `Check.baselineReason`;
    /// nil for an active finding.
    var suppression: String?

    var rule: String { finding.rule.rawValue }
    var severity: Severity { finding.severity }
    /// The component id, else the token path.
    var subject: String? { finding.component ?? finding.token }

    init(finding: Finding, reportedIn path: String, suppression: String? = nil) {
        self.finding = finding
        self.suppression = suppression
        (file, line, column) = Self.place(of: finding, reportedIn: path)
    }

    /// The file's items: its active findings, and with `suppressed` also those an `ignore:`
    /// entry or the baseline suppressed (SARIF keeps them, marked), in report order.
    static func items(of file: FileReport, suppressed: Bool) -> [ReportItem] {
        var items = file.activeFindings.map { ReportItem(finding: $0, reportedIn: file.path) }
        if suppressed {
            for check in file.checks {
                if case .suppressed(let finding, let reason) = check.outcome {
                    items.append(ReportItem(finding: finding, reportedIn: file.path, suppression: reason))
                }
            }
        }
        return sorted(items)
    }

    /// Where a finding reported for the file at `path` is printed.
    static func place(of finding: Finding, reportedIn path: String) -> (file: String, line: Int, column: Int) {
        guard let location = finding.location else { return (path, 1, 1) }
        return (location.file.isEmpty ? path : location.file, max(1, location.line), max(1, location.column))
    }

    /// `items` stably sorted by `precedes`. A file's items nearly always come sorted: that is
    /// checked here, in place, because `stablySorted`'s own check is generic (not specialized
    /// across the module) and copied every item twice, 5,000 instructions an item.
    static func sorted(_ items: [ReportItem]) -> [ReportItem] {
        if !items.indices.dropFirst().contains(where: { precedes(items[$0], items[$0 - 1]) }) { return items }
        return items.stablySorted(by: precedes)
    }

    /// For each group `group` puts findings in (in the order first met), the first `limit` items
    /// of the run's active findings in report order (`sorted`) in that group and how many the group holds: what GitHub annotations
    /// (10 per level) and the step summary (200) show of a run with a hundred thousand findings,
    /// without copying and sorting them all. Equal to filtering all of them, sorted: the same
    /// order, ties included.
    static func leading<Group: Equatable>(_ limit: Int, of report: LintReport, by group: @escaping (Finding) -> Group) -> [(group: Group, items: [ReportItem], total: Int)] {
        var leading = LeadingItems(limit, by: group)
        for file in report.allFiles { leading.add(file) }
        return leading.groups
    }

    /// Report order: file, line, column, rule, subject, severity, message.
    static func precedes(_ l: ReportItem, _ r: ReportItem) -> Bool {
        if l.file != r.file { return l.file < r.file }
        if l.line != r.line { return l.line < r.line }
        if l.column != r.column { return l.column < r.column }
        if l.rule != r.rule { return l.rule < r.rule }
        if (l.subject ?? "") != (r.subject ?? "") { return (l.subject ?? "") < (r.subject ?? "") }
        if l.severity != r.severity { return l.severity < r.severity }
        return l.finding.message < r.finding.message
    }

    /// `path:line:col`
    var place: String { "\(file):\(line):\(column)" }
}

/// One file's report as the renderers of a run take it. Its findings as report items (what
/// text, JSON, SARIF and HTML print) are built once, by the first renderer that asks, and shared
/// by the others: each renders on a thread of its own (`SinkWorker`).
package final class ReportFile: @unchecked Sendable {
    // @unchecked: `built` is only touched while holding `lock`; `report` is immutable.
    package let report: FileReport
    private let lock = NSLock()
    private var built: [ReportItem]?

    package init(_ report: FileReport) { self.report = report }

    /// `ReportItem.items(of: report, suppressed: true)`.
    var items: [ReportItem] {
        lock.withLock {
            if let built { return built }
            let items = ReportItem.items(of: report, suppressed: true)
            built = items
            return items
        }
    }
}

enum ContextText {
    /// `appearance=dark,contrast=increased; appearance=light`, or nil when the finding holds
    /// in every context.
    static func list(_ contexts: [[ContextChoice]]) -> String? {
        let parts = contexts.map(one).filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    static func one(_ choice: [ContextChoice]) -> String {
        choice.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")
    }
}

enum Plural {
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : (plural ?? singular + "s"))"
    }
}

/// Paths as CI tools want them. The CLI hands the reporters display paths that are relative
/// to the working directory (the repository root in CI) when the file lies below it and
/// absolute otherwise (`DiskSourceProvider.relative`); both must still lead to the file.
enum ReportPath {
    /// The path annotations and JUnit show: forward slashes, no leading `./`; an absolute path
    /// stays absolute (dropping its `/` would make it a relative path that names nothing).
    static func display(_ path: String) -> String {
        var p = Substring(path.replacingBackslashes())
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        return p.isEmpty ? path : String(p)
    }

    /// SARIF `artifactLocation.uri`, a URI reference (SARIF 2.1.0 §3.4.3): a relative path is a
    /// relative reference, resolved against the working directory; an absolute one a `file:`
    /// URI with an empty authority (RFC 8089 §2: `file:///tmp/a.yaml`). Every byte outside the
    /// unreserved set and `/` is percent-encoded (RFC 3986 §2.1: spaces, a `:` that would read
    /// as a scheme, `#`, `?`, `%`, non-ASCII as its UTF-8 bytes).
    static func uri(_ path: String) -> String {
        let shown = display(path)
        guard !shown.isEmpty else { return "unknown" }
        let encoded = percentEncoded(shown)
        return shown.hasPrefix("/") ? "file://" + encoded : encoded
    }

    private static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + Hex.byte(byte)
            }
        }
        return out
    }
}

extension String {
    func replacingBackslashes() -> String {
        guard utf8.contains(UInt8(ascii: "\\")) else { return self }
        return String(map { $0 == "\\" ? "/" : $0 })
    }
}

enum Hex {
    private static let digits: [Character] = Array("0123456789ABCDEF")

    static func byte(_ b: UInt8) -> String {
        String([digits[Int(b >> 4)], digits[Int(b & 0x0F)]])
    }

    static func lower(_ value: UInt64) -> String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - s.count)) + s
    }
}

/// A stable 64-bit FNV-1a hash (Swift's `Hasher` is seeded per process, so it cannot be used
/// for fingerprints that must survive between runs).
enum StableHash {
    static func fnv1a(_ parts: [String]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 {
                hash ^= 0x1F
                hash = hash &* 0x0000_0100_0000_01B3
            }
            // Over the contiguous bytes: iterating `utf8` checked each index (a SARIF result
            // hashes its message, ~30 instructions a byte that way).
            var part = part
            part.withUTF8 { bytes in
                for byte in bytes {
                    hash ^= UInt64(byte)
                    hash = hash &* 0x0000_0100_0000_01B3
                }
            }
        }
        return hash
    }
}

/// Decimal text that never depends on the locale.
enum DecimalText {
    /// Seconds with exactly three decimals (`0.012`): the Jenkins XSD's SUREFIRE_TIME allows at
    /// most three, the Ant XSD wants `xs:decimal`, neither a comma nor an exponent.
    static func seconds(_ t: Double) -> String {
        guard t.isFinite, t > 0 else { return "0.000" }
        let millis = min((t * 1000).rounded(), 9_000_000_000_000_000)
        let total = Int64(millis)
        let whole = total / 1000, fraction = total % 1000
        let f = String(fraction)
        return "\(whole)." + String(repeating: "0", count: 3 - f.count) + f
    }
}

/// `ReportItem.leading`, one file at a time (a streamed run's files pass once, in report order).
struct LeadingItems<Group: Equatable> {
    private let limit: Int
    private let group: (Finding) -> Group
    /// Per group: the first `limit` items in report order and how many there are.
    private(set) var groups: [(group: Group, items: [ReportItem], total: Int)] = []

    init(_ limit: Int, by group: @escaping (Finding) -> Group) {
        self.limit = limit
        self.group = group
    }

    mutating func add(_ file: FileReport) {
        for finding in file.activeFindings {
            let key = group(finding)
            // A handful of groups: found by a linear search, cheaper than hashing per finding.
            let index = groups.firstIndex { $0.group == key } ?? {
                groups.append((key, [], 0))
                return groups.count - 1
            }()
            groups[index].total += 1
            // Most findings come after the last one kept: decided on the place alone
            // (strictly after it, they sort after it whatever their rule or message),
            // before building the item.
            if groups[index].items.count == limit, let last = groups[index].items.last,
               ReportItem.place(of: finding, reportedIn: file.path) > (last.file, last.line, last.column) {
                continue
            }
            let item = ReportItem(finding: finding, reportedIn: file.path)
            // After every kept item it does not precede: a stable insertion, as `sorted`'s.
            let position = groups[index].items.firstIndex { ReportItem.precedes(item, $0) } ?? groups[index].items.endIndex
            if position < limit {
                groups[index].items.insert(item, at: position)
                if groups[index].items.count > limit { groups[index].items.removeLast() }
            }
        }
    }
}
