import Diagnostics

/// Today's findings, recorded so that later runs report only new ones (SwiftLint's
/// `--write-baseline` / `--baseline`; docs/baseline-and-cache.md).
///
/// An entry is a finding's file, rule, component and `MessageFingerprint` (plus its message,
/// for people reading the file). Lines and columns are not part of it, so an edit elsewhere in
/// a file does not resurface a baselined finding; a new component, or the same component
/// failing another rule or about another thing, does. Identical findings are matched by count:
/// two in the baseline and three now leaves one new. See `MessageFingerprint` for why a changed
/// number (3.9:1 → 3.8:1) does not resurface a finding.
///
/// Recorded: findings at error, warning and needs-review severity, from checks and from a
/// file's loose findings (registry files included). Not recorded: passes, `info`, findings an
/// `ignore:` already suppresses, and input errors (a spec, configuration or registry file that
/// cannot be read, parsed or used is not debt to carry: it fails the run with exit code 2 every
/// time, and hiding its message would leave that exit code unexplained).
///
/// A run applies one `Baseline` to each file's report (`apply(to:)`, streaming), then reads
/// `fixedCount`: entries of the files it saw that matched nothing ("12 fixed since the
/// baseline"); entries of files it never saw are `unvisitedCount` (deleted or renamed files, or
/// files outside the paths linted).
public struct Baseline: Sendable {
    public struct Entry: Hashable, Sendable, Comparable {
        /// Relative to the baseline file's folder (`BaselinePaths`), `/`-separated.
        public var file: String
        public var rule: String
        /// The component id; for registry findings, the token path.
        public var component: String
        /// `MessageFingerprint.of(message)`.
        public var fingerprint: String
        /// For people reading the file; not used for matching.
        public var message: String

        public init(file: String, rule: String, component: String, fingerprint: String, message: String) {
            self.file = file
            self.rule = rule
            self.component = component
            self.fingerprint = fingerprint
            self.message = message
        }

        var key: Key { Key(file: file, rule: rule, component: component, fingerprint: fingerprint) }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.component, a.fingerprint, a.message) < (b.file, b.rule, b.component, b.fingerprint, b.message)
        }
    }

    /// What matching compares.
    struct Key: Hashable, Sendable {
        var file: String, rule: String, component: String, fingerprint: String
    }

    /// The reason a baselined check is marked suppressed with.
    public static let suppressionReason = Check.baselineReason

    /// Sorted (file, rule, component, fingerprint, message): the file's order, stable across runs.
    public let entries: [Entry]
    public let paths: BaselinePaths
    /// Entries not yet matched in this run, by key.
    private var remaining: [Key: Int]
    private var visitedFiles: Set<String> = []
    /// The files entries name: a file with none is returned untouched, without fingerprinting
    /// its messages.
    private let filesWithEntries: Set<String>
    /// Findings `apply(to:)` marked or removed so far.
    public private(set) var baselinedCount = 0

    public init(entries: [Entry], paths: BaselinePaths) {
        self.entries = entries.sorted()
        self.paths = paths
        remaining = [:]
        for entry in entries { remaining[entry.key, default: 0] += 1 }
        filesWithEntries = Set(entries.map(\.file))
    }

    /// Only the entries of the rules `isSelected` keeps (`--select`, `--ignore`): the findings of
    /// other rules are not reported, so their entries are neither matched nor "fixed".
    public func selecting(_ isSelected: (String) -> Bool) -> Baseline {
        Baseline(entries: entries.filter { isSelected($0.rule) }, paths: paths)
    }

    /// The baseline of `report`'s findings (see the type's comment for which are recorded).
    public init(report: LintReport, paths: BaselinePaths) {
        self.init(entries: report.allFiles.flatMap { Self.entries(of: $0, paths: paths) }, paths: paths)
    }

    /// The entries of one file's findings, for a baseline recorded as the files pass
    /// (`init(entries:paths:)` once they all have).
    public static func entries(of file: FileReport, paths: BaselinePaths) -> [Entry] {
        var entries: [Entry] = []
        let path = paths.entryPath(forReportPath: file.path)
        for check in file.checks {
            if case .finding(let finding) = check.outcome, isRecorded(finding) {
                entries.append(entry(finding, file: path, component: check.subject))
            }
        }
        for finding in file.findings where isRecorded(finding) {
            entries.append(entry(finding, file: path, component: component(of: finding)))
        }
        return entries
    }

    static func isRecorded(_ finding: Finding) -> Bool {
        finding.severity != .info && !finding.rule.kind.isInputError
    }

    static func component(of finding: Finding) -> String {
        finding.component ?? finding.token ?? ""
    }

    static func entry(_ finding: Finding, file: String, component: String) -> Entry {
        Entry(file: file, rule: finding.rule.rawValue, component: component, fingerprint: MessageFingerprint.of(finding.message), message: finding.message)
    }

    /// Marks the file's findings that the baseline holds: a check's finding becomes suppressed
    /// with `suppressionReason` (so JUnit, SARIF and the summary still show it was found), a
    /// loose finding is removed. Each entry matches one finding once per run.
    public mutating func apply(to report: inout FileReport) {
        // A file that could not be read or parsed was not linted: its entries are not fixed.
        guard report.inputError == nil else { return }
        let file = paths.entryPath(forReportPath: report.path)
        visitedFiles.insert(file)
        guard filesWithEntries.contains(file) else { return }
        for index in report.checks.indices {
            guard case .finding(let finding) = report.checks[index].outcome, Self.isRecorded(finding),
                  take(Key(file: file, rule: finding.rule.rawValue, component: report.checks[index].subject,
                           fingerprint: MessageFingerprint.of(finding.message))) else { continue }
            report.checks[index].outcome = .suppressed(finding, reason: Self.suppressionReason)
        }
        report.findings.removeAll { finding in
            Self.isRecorded(finding) && take(Key(file: file, rule: finding.rule.rawValue, component: Self.component(of: finding),
                                                 fingerprint: MessageFingerprint.of(finding.message)))
        }
    }

    /// Uses up one entry with `key`, if one is left.
    private mutating func take(_ key: Key) -> Bool {
        guard let count = remaining[key], count > 0 else { return false }
        remaining[key] = count - 1
        baselinedCount += 1
        return true
    }

    /// Entries of the files `apply(to:)` saw that matched no finding: fixed since the baseline.
    public var fixedCount: Int {
        remaining.reduce(0) { $0 + (visitedFiles.contains($1.key.file) ? $1.value : 0) }
    }

    /// Entries of files `apply(to:)` never saw, or saw unreadable or unparseable.
    public var unvisitedCount: Int {
        remaining.reduce(0) { $0 + (visitedFiles.contains($1.key.file) ? 0 : $1.value) }
    }
}
