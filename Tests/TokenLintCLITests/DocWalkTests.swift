import Foundation
import XCTest

/// Every command line the documentation shows works as written: each ```console block of
/// README.md, Examples/README.md and docs/*.md is run, `$ ` line by line, through /bin/sh with
/// the built `tokenlint` on PATH, in a fresh folder holding what a clone holds (Examples/,
/// reports/, tokens/, docs/, Tests/Fixtures/), and what it prints must be what the block shows
/// below the line. A new block is picked up by being written.
///
/// What the docs show is compared as a reader sees it: standard output, then standard error;
/// trailing spaces ignored; a line that is only `…` stands for any number of lines, and `…`
/// within a line for any text. A documented command exits 0 or 1 (2 means it could not do its
/// job). A `#` comment after a command is the shell's.
final class DocWalkTests: XCTestCase {
    struct Step {
        var page: String
        var line: Int
        var command: String
        var expected: [String]
    }

    /// The commands of one block, in order; the steps of a block share one folder.
    typealias Block = [Step]

    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.packageRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "Examples/README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    /// What a clone holds that the documented commands read.
    static let cloneContents = ["Examples", "reports", "tokens", "docs", "Tests/Fixtures"]

    /// The ```console blocks of `text`: `$ ` lines (a trailing `\` continues one), each with
    /// the lines below it up to the next `$ ` line as its output; blank lines at the end of an
    /// output only separate it from the next command.
    static func blocks(in text: String, page: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        var continuing = false
        for (offset, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            if current == nil {
                if line.trimmingCharacters(in: .whitespaces) == "```console" { current = [] }
                continue
            }
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                blocks.append(current!.map(trimmed))
                current = nil
                continue
            }
            if continuing, let last = current!.indices.last {
                current![last].command += "\n" + line
                continuing = line.hasSuffix("\\")
            } else if line.hasPrefix("$ ") {
                current!.append(Step(page: page, line: offset + 1, command: String(line.dropFirst(2)), expected: []))
                continuing = line.hasSuffix("\\")
            } else if let last = current!.indices.last {
                current![last].expected.append(line)
            }
        }
        return blocks
    }

    private static func trimmed(_ step: Step) -> Step {
        var step = step
        while step.expected.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { step.expected.removeLast() }
        return step
    }

    /// Whether `actual` is what `expected` shows (see the type's comment on `…`).
    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        let expected = expected.map(rightTrimmed)
        let actual = actual.map(rightTrimmed)
        // reachable[i][j]: expected[i...] matches actual[j...].
        var next = [Bool](repeating: false, count: actual.count + 1)
        next[actual.count] = true
        for i in expected.indices.reversed() {
            var row = [Bool](repeating: false, count: actual.count + 1)
            let elision = expected[i].trimmingCharacters(in: .whitespaces) == "…"
            for j in (0...actual.count).reversed() {
                if elision {
                    row[j] = next[j] || (j < actual.count && row[j + 1])
                } else {
                    row[j] = j < actual.count && lineMatches(expected[i], actual[j]) && next[j + 1]
                }
            }
            next = row
        }
        return next[0]
    }

    /// One line, where each `…` stands for any text.
    static func lineMatches(_ expected: String, _ actual: String) -> Bool {
        let parts = expected.components(separatedBy: "…")
        guard parts.count > 1 else { return expected == actual }
        // The first and last parts may not overlap.
        guard actual.count >= parts[0].count + parts[parts.count - 1].count, actual.hasPrefix(parts[0]),
              actual.hasSuffix(parts[parts.count - 1]) else { return false }
        var rest = Substring(actual.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count))
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    private static func rightTrimmed(_ line: String) -> String {
        var line = Substring(line)
        while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
        return String(line)
    }

    func testTheMatcherHonoursElisions() {
        XCTAssertTrue(Self.matches(["a", "…", "z"], ["a", "b", "c", "z"]))
        XCTAssertTrue(Self.matches(["a", "…", "z"], ["a", "z"]))
        XCTAssertFalse(Self.matches(["a", "…", "z"], ["a", "b"]))
        XCTAssertFalse(Self.matches(["a", "z"], ["a", "b", "z"]))
        XCTAssertFalse(Self.matches(["a"], ["a", "b"]), "output the docs do not show is a difference")
        XCTAssertTrue(Self.matches(["  …"], ["x", "y"]))
        XCTAssertTrue(Self.matches(["{ \"a\" : …, \"b\" : … }"], ["{ \"a\" : 1, \"c\" : 2, \"b\" : 3 }"]))
        XCTAssertFalse(Self.matches(["ab…ba"], ["aba"]))
        let blocks = Self.blocks(in: "x\n```console\n$ one \\\n  --two\nout\n\n$ three\n```\n```sh\n$ not run\n```\n", page: "p")
        XCTAssertEqual(blocks.map { $0.map(\.command) }, [["one \\\n  --two", "three"]])
        XCTAssertEqual(blocks.first?.first?.expected, ["out"])
    }

    func testEveryDocumentedCommandPrintsWhatTheDocsShow() throws {
        let binary = try Binary.path()
        var blocks: [Block] = []
        for page in Self.pages {
            let text = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(page), encoding: .utf8)
            blocks += Self.blocks(in: text, page: page).filter { !$0.isEmpty }
        }
        XCTAssertGreaterThanOrEqual(blocks.count, 10, "the README's console blocks are found")
        for block in blocks {
            let clone = try makeTemporaryDirectory(self)
            for item in Self.cloneContents {
                let target = clone.appendingPathComponent(item)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: TestPaths.packageRoot.appendingPathComponent(item), to: target)
            }
            for step in block {
                let (code, output) = try Self.run(step.command, in: clone, binary: binary)
                let where_ = "\(step.page):\(step.line): $ \(step.command)"
                XCTAssertTrue(code == 0 || code == 1, "\(where_) exits \(code)\n\(output)")
                let actual = output.hasSuffix("\n") ? String(output.dropLast()) : output
                let lines = actual.isEmpty ? [] : actual.components(separatedBy: "\n")
                XCTAssertTrue(Self.matches(step.expected, lines), """
                    \(where_) prints something else than the docs show.
                    --- the docs show ---
                    \(step.expected.joined(separator: "\n"))
                    --- it prints ---
                    \(lines.prefix(60).joined(separator: "\n"))
                    """)
            }
        }
    }

    /// Runs `command` through /bin/sh in `folder`, `tokenlint` being the built executable, in
    /// an environment of its own (no CI variables, a home inside the folder).
    static func run(_ command: String, in folder: URL, binary: String) throws -> (Int32, String) {
        let bin = folder.appendingPathComponent(".bin")
        if !FileManager.default.fileExists(atPath: bin.path) {
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("tokenlint").path, withDestinationPath: binary)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        var environment = ["PATH": "\(bin.path):/usr/bin:/bin", "HOME": folder.path, "LANG": "C.UTF-8",
                           "TMPDIR": FileManager.default.temporaryDirectory.path]
        // A sanitizer build's options (CI's ASan run turns leak reports off) reach the binary
        // too, or its reports would be taken for the command's output.
        for (name, value) in ProcessInfo.processInfo.environment where name.hasSuffix("SAN_OPTIONS") {
            environment[name] = value
        }
        process.environment = environment
        let out = folder.appendingPathComponent(".bin/stdout")
        let err = folder.appendingPathComponent(".bin/stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        defer {
            try? outHandle.close()
            try? errHandle.close()
        }
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = try String(contentsOf: out, encoding: .utf8) + String(contentsOf: err, encoding: .utf8)
        return (process.terminationStatus, text)
    }
}
