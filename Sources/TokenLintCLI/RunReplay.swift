import ContentHash
import Foundation
import LintCache
import LintPipeline
import Reporting

/// `tokenlint lint` run again with nothing changed: the same command, in the same folder, over
/// the same configuration, registry, baseline and spec bytes. Its outputs are the last run's, so
/// they are written again from the cache (`RunRecords`: stdout and stderr in the order the run
/// printed them, every report file, the exit status) instead of linting and rendering: on a
/// finding-heavy design system that is most of the run (docs/baseline-and-cache.md).
///
/// A run that is not replayed is recorded as it goes (`record`), and becomes replayable when it
/// ends well (every output written, the cache writable). `--no-cache` and `--write-baseline`
/// neither replay nor record.
struct RunReplay {
    let records: RunRecords
    /// Names the command: its options, the working directory, whether stdout is colored.
    let slot: SHA256Digest
    let invocation: String

    init?(session: LintSession, invocation: String) {
        guard let cache = session.lintCache else { return nil }
        records = RunRecords(cache: cache)
        self.invocation = invocation
        slot = SHA256.hash("tokenlint-run-slot\n" + invocation + "\n" + session.options.workingDirectory)
    }

    /// Writes the last run's outputs when its inputs are all unchanged; their exit status, or nil
    /// when there is nothing to replay (the caller runs as usual). Every blob is checked before
    /// anything is written: a damaged record writes nothing and is a miss.
    func replay(_ session: LintSession) -> ExitStatus? {
        // The record first: without one, the files' keys are not worth taking (on a cold cache
        // that would read and hash every file once more than the run does).
        guard let record = records.lookup(slot: slot), let keys = session.currentFileKeys(),
              session.runDigest(invocation: invocation, fileKeys: keys) == record.digest,
              let status = ExitStatus(rawValue: record.exitStatus) else { return nil }
        // Every blob opened once and checked before anything is written, then written from the
        // same descriptor.
        let output: BlobReader
        var reports: [(report: RunRecord.Report, reader: BlobReader)] = []
        do {
            output = try BlobReader(records.blobPath(record.standardOutput, slot: slot))
            for report in record.reports { reports.append((report, try BlobReader(records.blobPath(report.blob, slot: slot)))) }
        } catch {
            return nil
        }
        guard output.holds(record.standardOutput), reports.allSatisfy({ $0.reader.holds($0.report.blob) }) else { return nil }

        // The reports, each staged whole, then all put in place (as a run writes them).
        var staged: [(path: String, file: PendingFile)] = []
        for (report, reader) in reports {
            do {
                staged.append((report.path, try AtomicFile.stage(to: report.path) { write in try reader.read(expecting: report.blob, write) }))
            } catch {
                for file in staged { file.file.discard() }
                return nil
            }
        }
        var failed = false
        for file in staged {
            do {
                try file.file.commit()
            } catch {
                errorOutput("error: cannot write the report to \(file.path): \(error)")
                failed = true
            }
        }

        writeOutputs(record, stdout: output)
        if let markdown = record.stepSummary, let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty,
           let failure = LintCommand.append(String(decoding: markdown, as: UTF8.self), to: path) {
            errorOutput(failure)
            failed = true
        }
        return failed ? .inputError : status
    }

    /// stdout from its blob, with each stderr piece written where the run wrote it.
    private func writeOutputs(_ record: RunRecord, stdout: BlobReader) {
        var pieces = record.standardError[...]
        var written: UInt64 = 0
        func writePieces(upTo offset: UInt64) {
            while let piece = pieces.first, piece.offset <= offset {
                Console.current.writeError(String(decoding: piece.bytes, as: UTF8.self))
                pieces.removeFirst()
            }
        }
        try? Console.current.writeStreamed { deliver in
            try stdout.read { bytes in
                var rest = bytes
                while let piece = pieces.first, piece.offset < written + UInt64(rest.count) {
                    let cut = Int(piece.offset > written ? piece.offset - written : 0)
                    try deliver(UnsafeRawBufferPointer(rebasing: rest[0..<cut]))
                    written += UInt64(cut)
                    rest = UnsafeRawBufferPointer(rebasing: rest[cut...])
                    writePieces(upTo: written)
                }
                try deliver(rest)
                written += UInt64(rest.count)
            }
        }
        writePieces(upTo: .max)
    }

    /// Starts copying what the run writes, for `finish` (the caller stops it); nil when the cache
    /// folder cannot take it (the run is then simply not recorded).
    func record() -> RunRecording? {
        guard let recording = try? records.startRecording(slot: slot) else { return nil }
        Console.current.record(into: recording)
        return recording
    }

    /// Makes the recorded run replayable: under the digest of the bytes it linted, with its
    /// report files as it left them. Silent when that fails (a report written to a pipe, a full
    /// disk): the next run then lints as usual.
    func finish(_ recording: RunRecording, session: LintSession, fileKeys: [CacheKey?], status: ExitStatus,
                reports: [String], stepSummary: String?) {
        guard let digest = session.runDigest(invocation: invocation, fileKeys: fileKeys) else { return }
        try? recording.finish(digest: digest, exitStatus: status.rawValue, reports: reports, stepSummary: stepSummary.map { Array($0.utf8) })
    }
}

extension LintCommand {
    /// Options that cannot change a byte of what `lint` writes: a replay may serve a run that
    /// differs from the recorded one only in them.
    static let optionsThatKeepOutputs: Set<String> = ["jobs"]

    /// Every other option, by its property name, with its value: part of the replay's slot and
    /// digest. `ReplayAudit` checks that no option of `lint` is missing from one list or the other.
    var invocationFields: [(name: String, value: String)] {
        [
            ("paths", paths.joined(separator: "\u{0}")),
            ("tokens", tokens ?? "-"),
            ("config", config ?? "-"),
            ("format", format.rawValue),
            ("report", report.joined(separator: "\u{0}")),
            ("profile", profile?.rawValue ?? "-"),
            ("contextOptions", contextOptions.context.joined(separator: "\u{0}")),
            ("strict", "\(strict)"),
            ("maxWarnings", maxWarnings.map(String.init) ?? "-"),
            ("quiet", "\(quiet)"),
            ("allowEmpty", "\(allowEmpty)"),
            ("legacyFormat", "\(legacyFormat)"),
            ("junitProfile", junitProfile.rawValue),
            ("baseline", baseline ?? "-"),
            ("writeBaseline", writeBaseline ?? "-"),
            ("select", select.joined(separator: "\u{0}")),
            ("ignore", ignore.joined(separator: "\u{0}")),
            ("noCache", "\(noCache)"),
            ("cacheDir", cacheDir ?? "-"),
            ("junitCases", junitCases?.rawValue ?? "-"),
        ]
    }

    /// The command as a replay names it: its options, and what else decides its outputs (colors
    /// on stdout, whether `$GITHUB_STEP_SUMMARY` is set) besides the inputs `runDigest` covers.
    func invocation(colored: Bool, stepSummary: Bool) -> String {
        (invocationFields.map { "\($0.name)=\($0.value)" } + ["color=\(colored)", "stepSummary=\(stepSummary)", "version=\(TokenLintCommand.version)"])
            .joined(separator: "\n")
    }
}

/// For tests: the options of `lint` that a replay neither names nor knows to be harmless (a new
/// option must be classified: one that changes the outputs but is not in the replay's digest
/// would let a run replay another's outputs).
public enum ReplayAudit {
    public static func unclassifiedLintOptions() throws -> [String] {
        let command = try LintCommand.parse([])
        let named = Set(command.invocationFields.map(\.name)).union(LintCommand.optionsThatKeepOutputs)
        return Mirror(reflecting: command).children.compactMap { child in
            guard let label = child.label else { return nil }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            return named.contains(name) ? nil : name
        }
    }
}
