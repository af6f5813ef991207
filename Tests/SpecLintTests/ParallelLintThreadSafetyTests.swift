import DesignSpec
import DesignTokens
import Diagnostics
import Foundation
import SpecLint
import XCTest

/// The parallel linter (`Linter.lint(files:jobs:formats:)`, what `tokenlint lint --jobs N` runs) shares
/// one registry, one evaluation space and one configuration across its workers. This test
/// drives it hard enough for the thread sanitizer to see any race: `.ci/run` runs it under
/// `swift test --sanitize=thread --filter ParallelLintThreadSafetyTests`, and any TSan report
/// fails CI. Without the sanitizer it still checks that the result does not depend on the job
/// count.
final class ParallelLintThreadSafetyTests: XCTestCase {
    /// The example specs, copied many times, plus broken and unreadable files so the error
    /// paths run concurrently too.
    func testParallelLintMatchesSerialLintOverManyFiles() throws {
        let examples = LintHarness.packageRoot.appendingPathComponent("Examples/specs")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.contains(".spec.") }.sorted()
        XCTAssertFalse(names.isEmpty, "the example specs are the workload")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-tsan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }

        var files: [(display: String, path: String)] = []
        for copy in 0..<6 {
            for name in names {
                let target = directory.appendingPathComponent("\(copy)-\(name)")
                try FileManager.default.copyItem(at: examples.appendingPathComponent(name), to: target)
                files.append(("\(copy)/\(name)", target.path))
            }
            let broken = directory.appendingPathComponent("\(copy)-broken.spec.yaml")
            try "tokenlint: 1\ncomponents:\n  - id: [unclosed\n".write(to: broken, atomically: true, encoding: .utf8)
            files.append(("\(copy)/broken.spec.yaml", broken.path))
            files.append(("\(copy)/missing.spec.yaml", directory.appendingPathComponent("\(copy)-missing.spec.yaml").path))
        }

        // A fresh linter, so its lazily built state (if any) is first touched by the workers.
        let linter = LintHarness.linter(registry: .builtIn())
        let parallel = linter.lint(files: files, jobs: 4, formats: InputFormats([SpecFormat()]))
        let serial = LintHarness.builtIn.lint(files: files, jobs: 1, formats: InputFormats([SpecFormat()]))

        XCTAssertEqual(parallel.count, files.count)
        XCTAssertEqual(parallel.map(\.path), files.map(\.display), "results come back in the order given")
        for (a, b) in zip(parallel, serial) {
            XCTAssertEqual(a.checks, b.checks, "\(a.path): the job count must not change the checks")
            XCTAssertEqual(a.inputError, b.inputError, a.path)
        }
        XCTAssertEqual(parallel.filter { $0.inputError != nil }.count, 12, "6 broken and 6 missing files")
        XCTAssertGreaterThan(parallel.reduce(0) { $0 + $1.checks.count }, 100 * 6, "the examples were really linted")
    }

    /// Many linters' worth of work at once: concurrent parses of the same bytes on the shared
    /// built-in linter, from more threads than cores (the dispatch pool's workers and the
    /// parser's large-stack threads interleave).
    func testConcurrentSingleFileLintsAgree() throws {
        let spec = try [UInt8](Data(contentsOf: LintHarness.packageRoot.appendingPathComponent("Examples/specs/recipe-picker.spec.yaml")))
        let linter = LintHarness.builtIn
        let expected = linter.lint(file: "recipe-picker.spec.yaml", bytes: spec).checks
        let mismatches = Counter()
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            if linter.lint(file: "recipe-picker.spec.yaml", bytes: spec).checks != expected { mismatches.increment() }
        }
        XCTAssertEqual(mismatches.value, 0)
    }

    final class Counter: @unchecked Sendable {
        // @unchecked: `count` is only touched under `lock`.
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }
}
