import Diagnostics

/// A run's active findings in report order (`ReportItem.precedes`: file, line, column, rule…)
/// from its file reports as they pass, holding one file's at a time.
///
/// Spec files are discovered in path order and their findings are placed in them, so their
/// items arrive sorted; the reports before them (the registry's, the config's, missing paths:
/// a handful) may sort anywhere, and so may the spec files `StreamedRunStart.outOfOrder`
/// names: their items are held and merged in. The result equals the stable sort of all
/// items, ties in report order. Should another spec file's item sort before one already
/// handed on, `NeedsWholeReport` is thrown.
final class StreamedItems {
    /// Reports before the spec files (`LintReport.allFiles` order).
    private let preludeCount: Int
    private let outOfOrder: Set<Int>
    private var filesSeen = 0
    private var prelude: [ReportItem] = []
    private var preludeSorted = false
    private var preludeNext = 0
    private var last: ReportItem?

    /// With `suppressed`, the suppressed findings are items too (`ReportItem.items(of:suppressed:)`);
    /// without, the file's items are filtered (the order of the active ones is the same).
    private let suppressed: Bool

    init(preludeCount: Int, outOfOrder: Set<Int> = [], suppressed: Bool = false) {
        self.preludeCount = preludeCount
        self.outOfOrder = outOfOrder
        self.suppressed = suppressed
    }

    convenience init(_ start: StreamedRunStart, suppressed: Bool = false) {
        self.init(preludeCount: start.preludeCount, outOfOrder: start.outOfOrder, suppressed: suppressed)
    }

    /// `file`'s items, and any prelude items due before them, to `emit` in report order.
    func add(_ file: ReportFile, emit: (ReportItem) throws -> Void) throws {
        let items = suppressed ? file.items : file.items.filter { $0.suppression == nil }
        filesSeen += 1
        if filesSeen <= preludeCount { return prelude += items }
        if outOfOrder.contains(filesSeen - 1) { return hold(items) }
        sortPrelude()
        // A file's items are sorted (`ReportItem.items`): only its first can sort before the
        // last one handed on. By index: copying each item retained and released every string.
        if let first = items.first, let last, ReportItem.precedes(first, last) { throw NeedsWholeReport() }
        for index in items.indices {
            // A prelude item equal to this one came first in the report: it goes first.
            while preludeNext < prelude.count, !ReportItem.precedes(items[index], prelude[preludeNext]) {
                try emit(prelude[preludeNext])
                preludeNext += 1
            }
            try emit(items[index])
        }
        if let final = items.last { last = final }
    }

    /// The prelude items after the last spec file's.
    func finish(emit: (ReportItem) throws -> Void) throws {
        sortPrelude()
        while preludeNext < prelude.count {
            try emit(prelude[preludeNext])
            preludeNext += 1
        }
    }

    /// Items to merge in among the prelude's not yet handed on; they come after those in the
    /// report, so the stable sort keeps ties in report order.
    private func hold(_ items: [ReportItem]) {
        guard !items.isEmpty else { return }
        prelude += items
        preludeSorted = false
    }

    /// Sorts the prelude items not yet handed on (and drops the others).
    private func sortPrelude() {
        guard !preludeSorted else { return }
        prelude = ReportItem.sorted(preludeNext == 0 ? prelude : Array(prelude[preludeNext...]))
        preludeNext = 0
        preludeSorted = true
    }
}
