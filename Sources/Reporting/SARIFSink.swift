import Diagnostics
import FileOutput
import JSONSource

/// `SARIFReporter`, streamed. GitHub takes at most `resultLimit` results per run, the most
/// severe ones, and which those are is known only at the end: the results that would be kept
/// so far are rendered to a spool as they pass, and memory holds only their severity, place
/// and spool range, in a heap of at most `resultLimit` entries (a result pushed out by a more
/// severe one stays, unread, in the spool). At the end the kept ones are read back in report
/// order after the rules and the notification. Memory: the heap, the rules, and the
/// fingerprint counts of the file being passed; not the run's findings.
final class SARIFSink: ReportSink {
    private let reporter: SARIFReporter
    private let items: StreamedItems
    private let spool: BodySpool
    /// The rules the results' `ruleIndex` counted on (`StreamedRunStart.rules`); the run's
    /// header must list the same.
    private let declared: [String]
    private var rules: SARIFRules
    private var kept = KeptResults()
    private var total = 0
    /// Fingerprints count occurrences per file (the file is part of the hash): items come in
    /// report order, file by file, so only the current file's counts are kept.
    private var occurrences: [String: Int] = [:]
    private var currentFile: String?
    /// Files already passed: should one come back (two spellings of one display path), the
    /// counts would be wrong, and the report is rendered whole.
    private var passedFiles: Set<String> = []

    init(_ reporter: SARIFReporter, start: StreamedRunStart) throws {
        self.reporter = reporter
        items = StreamedItems(preludeCount: start.preludeCount, suppressed: true)
        spool = try BodySpool()
        declared = start.rules.map(\.id)
        rules = SARIFRules(start.rules)
    }

    func file(_ report: FileReport) throws {
        try items.add(report, emit: add)
    }

    private func add(_ item: ReportItem) throws {
        let file = ReportPath.display(item.file)
        if file != currentFile {
            if let currentFile { passedFiles.insert(currentFile) }
            if passedFiles.contains(file) { throw NeedsWholeReport() }
            currentFile = file
            occurrences.removeAll(keepingCapacity: true)
        }
        let hash = SARIFReporter.fingerprintHash(item, file: file)
        let occurrence = (occurrences[hash] ?? 0) + 1
        occurrences[hash] = occurrence
        let ruleIndex = rules.index(item)
        let position = total
        total += 1
        let rank = SARIFReporter.rank(item)
        // Later items lose ties: one is kept only if it is more severe than the least kept.
        guard kept.admits(rank: rank, limit: reporter.resultLimit) else { return }
        var w = JSONStreamWriter(insideArrayAt: 3, itemsBefore: 0)
        w.item()
        w.value(SARIFReporter.result(item, ruleIndex: ruleIndex, fingerprint: "\(hash):\(occurrence)"))
        let bytes = w.take()
        let start = spool.size
        try spool.write(bytes)
        kept.insert(.init(rank: rank, position: position, range: start..<start + bytes.count), limit: reporter.resultLimit)
    }

    func finish(_ run: StreamedRun, to output: ReportOutput) throws {
        try items.finish(emit: add)
        guard run.header.rules.map(\.id) == declared else { throw NeedsWholeReport() }
        let results = kept.inReportOrder()
        let left = total - results.count
        reporter.tellLeftOut(left)

        var w = JSONStreamWriter()
        w.beginObject()
        w.key("$schema")
        w.string(SARIFReporter.schemaURI)
        w.key("version")
        w.string("2.1.0")
        w.key("runs")
        w.beginArray()
        w.item()
        w.beginObject()
        w.key("tool")
        w.value(SARIFReporter.tool(toolVersion: run.header.toolVersion, descriptors: rules.descriptors))
        if left > 0 {
            w.key("invocations")
            w.value(SARIFReporter.invocations(left: left, of: total, limit: reporter.resultLimit))
        }
        w.key("results")
        w.beginArray()
        try output.write(w.take())
        for (number, result) in results.enumerated() {
            if number > 0 { try output.write([UInt8(ascii: ",")]) }
            try output.write(try spool.read(result.range))
        }
        w.append(items: [], count: results.count)
        w.endArray()
        w.endObject()
        w.endArray()
        w.endObject()
        try output.write(w.take() + [UInt8(ascii: "\n")])
    }
}

/// The results a SARIF report keeps so far: the `limit` most severe, earlier ones first
/// within a level (`SARIFReporter.mostSevere`), as a max-heap on (rank, position) whose top is
/// the one to drop next.
struct KeptResults {
    struct Entry {
        /// `SARIFReporter.rank`: 0 is the most severe.
        var rank: Int
        /// The result's place among all results, in report order.
        var position: Int
        /// Its rendering in the spool.
        var range: Range<Int>

        func isDroppedBefore(_ other: Entry) -> Bool {
            (rank, position) > (other.rank, other.position)
        }
    }

    private var heap: [Entry] = []

    /// Whether a result of `rank`, after every one seen so far, would be kept.
    func admits(rank: Int, limit: Int) -> Bool {
        guard limit > 0 else { return false }
        return heap.count < limit || rank < heap[0].rank
    }

    /// Keeps `entry` (which `admits` let in), dropping the least severe kept one if full.
    mutating func insert(_ entry: Entry, limit: Int) {
        if heap.count < limit {
            heap.append(entry)
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard heap[child].isDroppedBefore(heap[parent]) else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        } else {
            heap[0] = entry
            var parent = 0
            while true {
                var first = parent
                for child in [2 * parent + 1, 2 * parent + 2] where child < heap.count && heap[child].isDroppedBefore(heap[first]) {
                    first = child
                }
                guard first != parent else { break }
                heap.swapAt(parent, first)
                parent = first
            }
        }
    }

    func inReportOrder() -> [Entry] {
        heap.sorted { $0.position < $1.position }
    }
}
