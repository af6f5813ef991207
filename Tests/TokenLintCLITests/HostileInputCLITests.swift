import Foundation
import XCTest

/// Hostile input through the whole command (`tokenlint lint`, `tokenlint tokens check`), not
/// just the parsers: README.md's exit codes (Usage) say that a bad file gets exit code 2 and a message
/// with `file:line:column`, while every other file is still linted and every requested report
/// is still written. The parser-level suites (SpecHostileInputTests, JSONParseErrorTests) pin
/// the messages and positions in detail; these tests pin the contract around them.
final class HostileInputCLITests: XCTestCase {
    // MARK: Inputs

    /// A good spec with one known error (a 20 × 20 pt button): proof that it was linted.
    static let goodSpec = """
        tokenlint: 1
        name: A good spec beside hostile ones
        components:
          - id: close
            role: button
            frame: {width: 20, height: 20}
        """

    static let depth = 100_000

    /// The billion laughs: ten levels of ten aliases each, 10^10 nodes once expanded.
    static var aliasBomb: String {
        var lines = ["tokenlint: 1", "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            lines.append("l\(level): &l\(level) [\(Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", "))]")
        }
        lines.append("components: [{id: x, role: text, text: *l9}]")
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(components: String) -> String {
        #"{"tokenlint": 1, "name": "hostile", "components": \#(components)}"#
    }

    static func button(width: String) -> String {
        #"[{"id": "b", "role": "button", "frame": {"width": \#(width), "height": 44}}]"#
    }

    /// A hostile spec file: its name, bytes, and what its input error must say.
    struct Hostile {
        var name: String
        var bytes: [UInt8]
        var message: String
        /// The position the error must name, when it is worth pinning.
        var position: String?

        init(_ name: String, _ text: String, _ message: String, at position: String? = nil) {
            self.init(name, Array(text.utf8), message, at: position)
        }

        init(_ name: String, _ bytes: [UInt8], _ message: String, at position: String? = nil) {
            self.name = name
            self.bytes = bytes
            self.message = message
            self.position = position
        }
    }

    /// Every spec input that is not YAML or JSON the linter can take: each must be an input error.
    static var unparseableSpecs: [Hostile] {
        let n = depth
        let hugeInteger = "1" + String(repeating: "0", count: 400)
        return [
            // 100,000 levels: refused at level 513 (the limit is 512), far from the stack's end.
            Hostile("deep-arrays.spec.json", json(components: String(repeating: "[", count: n) + String(repeating: "]", count: n)),
                    "nesting is deeper than 512 levels", at: "1:\(#"{"tokenlint": 1, "name": "hostile", "components": "#.count + 512)"),
            Hostile("deep-objects.spec.json", String(repeating: #"{"a":"#, count: n) + "1" + String(repeating: "}", count: n),
                    "nesting is deeper than 512 levels", at: "1:\(5 * 512 + 1)"),
            Hostile("deep-flow.spec.yaml", "tokenlint: 1\ncomponents: " + String(repeating: "[", count: n) + String(repeating: "]", count: n) + "\n",
                    "nesting is deeper than 512 levels"),
            Hostile("deep-flow-map.spec.yaml", String(repeating: "{a: ", count: n) + "1" + String(repeating: "}", count: n) + "\n",
                    "nesting is deeper than 512 levels"),
            // Block sequences nest on one line: "- - - x".
            Hostile("deep-block.spec.yaml", "tokenlint: 1\ncomponents:\n" + String(repeating: "- ", count: n) + "x\n",
                    "nesting is deeper than 512 levels"),
            Hostile("alias-bomb.spec.yaml", aliasBomb, "YAML aliases expand beyond 1000000 nodes"),
            Hostile("huge-exponent.spec.json", json(components: button(width: "1e400")), "range"),
            Hostile("huge-integer.spec.json", json(components: button(width: hugeInteger)), "range"),
            Hostile("nan.spec.json", json(components: button(width: "NaN")), "NaN"),
            Hostile("infinity.spec.json", json(components: button(width: "-Infinity")), "NaN and Infinity are not JSON numbers"),
            Hostile("latin1.spec.yaml", Array("tokenlint: 1\nname: caf".utf8) + [0xE9, 0x0A], "not valid UTF-8", at: "2:10"),
            Hostile("latin1.spec.json", Array(#"{"tokenlint": 1, "name": "caf"#.utf8) + [0xE9, 0x22, 0x7D], "not valid UTF-8", at: "1:30"),
            Hostile("utf16.spec.yaml", [0xFF, 0xFE] + Array("tokenlint: 1\n".utf8).flatMap { [$0, 0] }, "UTF-8"),
            Hostile("nul.spec.yaml", Array("tokenlint: 1\nname: a".utf8) + [0x00] + Array("b\n".utf8), "invalid YAML"),
            Hostile("empty.spec.yaml", "", "empty spec", at: "1:1"),
            Hostile("empty.spec.json", "", "empty spec", at: "1:1"),
            Hostile("blank.spec.yaml", "  \n\n# nothing but a comment\n", "empty spec", at: "1:1"),
            Hostile("truncated.spec.json", #"{"tokenlint": 1, "components": [{"id": "#, "unexpected end of file"),
        ]
    }

    // MARK: lint: every unparseable spec in one run

    func testEveryUnparseableSpecIsExitTwoWithAPositionAndTheRestIsStillLintedAndReported() throws {
        let directory = try makeTemporaryDirectory(self)
        let specs = directory.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try Self.goodSpec.write(to: specs.appendingPathComponent("good.spec.yaml"), atomically: true, encoding: .utf8)
        let hostile = Self.unparseableSpecs
        for file in hostile {
            try Data(file.bytes).write(to: specs.appendingPathComponent(file.name))
        }
        let junit = directory.appendingPathComponent("reports/junit.xml").path
        let json = directory.appendingPathComponent("reports/report.json").path

        let start = Date()
        let result = lint(specs.path, "--format", "json", "--report", "junit=\(junit)", "--report", "json=\(json)")
        let elapsed = Date().timeIntervalSince(start)

        XCTAssertEqual(result.code, 2, result.summary)
        // Generous (a debug build on a shared 2-core machine): the point is "no hang", the
        // limits cut every hostile file off early.
        XCTAssertLessThan(elapsed, 60, "hostile specs must be refused quickly")
        let findings = try result.findings()
        for file in hostile {
            let path = specs.appendingPathComponent(file.name).path
            // stderr names each one as file:line:column (the log people read).
            let line = try XCTUnwrap(result.err.split(separator: "\n").first { $0.hasPrefix(path + ":") },
                                     "\(file.name): no message on stderr\n\(result.summary)")
            XCTAssertNotNil(line.range(of: #"^\S+:\d+:\d+: error: "#, options: .regularExpression), "\(file.name): \(line)")
            XCTAssertTrue(line.contains(file.message), "\(file.name): expected '\(file.message)' in: \(line)")
            if let position = file.position {
                XCTAssertTrue(line.hasPrefix("\(path):\(position): "), "\(file.name): expected at \(position): \(line)")
            }
            // The JSON report has the same finding, as an error with a position.
            let finding = try XCTUnwrap(findings.first { $0.string("file") == path }, "\(file.name) missing from the JSON findings")
            XCTAssertEqual(finding.string("severity"), "error", "\(file.name): \(finding)")
            XCTAssertTrue(finding.string("rule")?.hasPrefix("input/") ?? false, "\(file.name): \(finding)")
            XCTAssertGreaterThanOrEqual(finding.number("line") ?? 0, 1, "\(file.name)")
            XCTAssertGreaterThanOrEqual(finding.number("column") ?? 0, 1, "\(file.name)")
        }
        // The good file beside them was linted.
        let good = specs.appendingPathComponent("good.spec.yaml").path
        XCTAssertTrue(findings.contains { $0.string("file") == good && $0.string("rule") == "target/size" && $0.string("component") == "close" },
                      result.summary)
        XCTAssertEqual(try result.json().object("summary")?.number("files"), Double(hostile.count + 1))

        // Both reports were written and are complete.
        let document = try JUnitDocument(String(contentsOfFile: junit, encoding: .utf8))
        for file in hostile {
            // JUnit names files relative to the repository (no leading "/" for a path outside it).
            let cases = document.cases.filter { $0.attributes["file"]?.hasSuffix("specs/\(file.name)") == true }
            XCTAssertEqual(cases.count, 1, "\(file.name): one <error> testcase")
            XCTAssertEqual(cases.first?.error?["type"], "input", file.name)
        }
        XCTAssertTrue(document.cases.contains { $0.attributes["file"]?.hasSuffix("specs/good.spec.yaml") == true && $0.failure?["type"] == "target/size" })
        let written = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        XCTAssertEqual(written.object("summary")?.number("files"), Double(hostile.count + 1))
    }

    // MARK: lint: legal but suspicious specs (exit 0 or 1, never 2)

    /// `.nan`, `.inf` and 1e400 are valid YAML (the core schema's floats): the file parses, and
    /// the numbers are spec/invalid errors at their position (exit 1, not 2). Repeated keys are
    /// legal in neither format's spirit but parse: a warning at the repeat, the last one wins.
    func testNonFiniteYAMLNumbersAndRepeatedKeysAreFindingsNotInputErrors() throws {
        let directory = try makeTemporaryDirectory(self)
        let files = [
            "non-finite.spec.yaml": """
                tokenlint: 1
                components:
                  - {id: a, role: text, opacity: .nan, updatesPerSecond: -.inf, frame: {width: 1e400, height: 1\(String(repeating: "0", count: 400))}}
                """,
            "repeated.spec.yaml": "tokenlint: 1\nname: first\nname: second\ncomponents: [{id: a, role: text, text: hi}]\n",
            "repeated.spec.json": #"{"tokenlint": 1, "name": "first", "components": [], "name": "second"}"#,
        ]
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let junit = directory.appendingPathComponent("junit.xml").path
        let result = lint(directory.path, "--format", "json", "--report", "junit=\(junit)")
        XCTAssertEqual(result.code, 1, "legal files with errors: exit 1, not 2\n\(result.summary)")
        let findings = try result.findings()
        func finding(_ file: String, _ line: Int, _ column: Int) -> [String: Any]? {
            findings.first { $0.string("file") == directory.appendingPathComponent(file).path && $0.number("line") == Double(line) && $0.number("column") == Double(column) }
        }
        for (line, column, text) in [(3, 34, ".nan"), (3, 58, "-.inf"), (3, 80, "1e400"), (3, 95, "1000")] {
            let found = try XCTUnwrap(finding("non-finite.spec.yaml", line, column), "\(text) at \(line):\(column)\n\(result.summary)")
            XCTAssertEqual(found.string("rule"), "spec/invalid")
            XCTAssertEqual(found.string("severity"), "error")
            XCTAssertTrue(found.string("message")?.contains(text) ?? false, "\(found)")
        }
        let yamlRepeat = try XCTUnwrap(finding("repeated.spec.yaml", 3, 1), result.summary)
        XCTAssertEqual(yamlRepeat.string("severity"), "warning")
        XCTAssertTrue(yamlRepeat.string("message")?.contains("name") ?? false, "\(yamlRepeat)")
        let jsonRepeat = try XCTUnwrap(finding("repeated.spec.json", 1, 53), result.summary)
        XCTAssertEqual(jsonRepeat.string("severity"), "warning")
        XCTAssertFalse(findings.contains { $0.string("rule")?.hasPrefix("input/") == true }, result.summary)
        XCTAssertNoThrow(try JUnitDocument(String(contentsOfFile: junit, encoding: .utf8)))
    }

    /// The configuration file is read like a spec: an alias bomb or 100,000 levels in
    /// `.tokenlint.yml` is exit 2 at its position, and the specs are linted with the defaults.
    func testHostileConfigurationIsExitTwoAndTheSpecsAreStillLinted() throws {
        let directory = try makeTemporaryDirectory(self)
        let spec = directory.appendingPathComponent("good.spec.yaml").path
        try Self.goodSpec.write(toFile: spec, atomically: true, encoding: .utf8)
        let configs = [
            ("bomb.tokenlint.yml", Self.aliasBomb, "YAML aliases expand beyond 1000000 nodes"),
            ("deep.tokenlint.yml", "rules: " + String(repeating: "[", count: Self.depth) + "\n", "nesting is deeper than 512 levels"),
        ]
        for (name, text, message) in configs {
            let config = directory.appendingPathComponent(name).path
            try text.write(toFile: config, atomically: true, encoding: .utf8)
            let junit = directory.appendingPathComponent("\(name).xml").path
            let result = inPackageRoot { tokenlint(["lint", "--config", config, spec, "--report", "junit=\(junit)"]) }
            XCTAssertEqual(result.code, 2, result.summary)
            let line = try XCTUnwrap(result.out.split(separator: "\n").first { $0.hasPrefix(config + ":") }, result.summary)
            XCTAssertNotNil(line.range(of: #"^\S+:\d+:\d+: error: "#, options: .regularExpression), String(line))
            XCTAssertTrue(line.contains(message), String(line))
            XCTAssertTrue(result.out.contains("good.spec.yaml:6:5: error:"), result.summary)
            XCTAssertNoThrow(try JUnitDocument(String(contentsOfFile: junit, encoding: .utf8)))
        }
    }

    // MARK: lint: the size limit

    /// A 50 MB spec is refused by its size alone: the linter must not read it (a 10 MB limit
    /// that reads the file first protects nothing). The file is sparse, so it costs no disk,
    /// and the bytes the process reads are counted (Linux's /proc/self/io) to prove it.
    func testFiftyMegabyteSpecIsRefusedBySizeWithoutBeingRead() throws {
        let directory = try makeTemporaryDirectory(self)
        let big = directory.appendingPathComponent("big.spec.yaml")
        try Self.makeSparseFile(big, starting: "tokenlint: 1\ncomponents: []\n", size: 50 * 1024 * 1024)
        try Self.goodSpec.write(to: directory.appendingPathComponent("good.spec.yaml"), atomically: true, encoding: .utf8)
        let junit = directory.appendingPathComponent("junit.xml").path

        let start = Date()
        let (result, bytesRead) = Self.countingBytesRead { lint(directory.path, "--report", "junit=\(junit)") }
        let elapsed = Date().timeIntervalSince(start)

        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue((result.out + result.err).contains("\(big.path):1:1: error: cannot read \(big.path): 50 MB is larger than the 10 MB limit for a spec file"),
                      result.summary)
        XCTAssertTrue(result.out.contains("good.spec.yaml:6:5: error:"), "the good file is still linted: \(result.summary)")
        XCTAssertLessThan(elapsed, 20, "refusing by size is immediate")
        if let bytesRead {
            XCTAssertLessThan(bytesRead, 5 * 1024 * 1024, "the 50 MB file must not be read: \(bytesRead) bytes were")
        }
        let document = try JUnitDocument(String(contentsOfFile: junit, encoding: .utf8))
        XCTAssertEqual(document.cases.first { $0.attributes["file"]?.hasSuffix("big.spec.yaml") == true }?.error?["type"], "input")
    }

    /// A file of `size` bytes that starts with `text`, the rest a hole: sparse, so a 50 MB
    /// file costs no disk and no time to make.
    static func makeSparseFile(_ url: URL, starting text: String, size: UInt64) throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8)))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    /// Runs `body` and counts the bytes this process read meanwhile (nil where that cannot be
    /// known). Tests run one at a time, so the count is the body's.
    static func countingBytesRead<T>(_ body: () throws -> T) rethrows -> (T, Int?) {
        let before = bytesReadByThisProcess()
        let value = try body()
        guard let before, let after = bytesReadByThisProcess() else { return (value, nil) }
        return (value, after - before)
    }

    /// `rchar` of /proc/self/io: bytes this process has read through read(2) and friends; nil
    /// where there is no such file (macOS).
    static func bytesReadByThisProcess() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("rchar:") {
            return Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    // MARK: lint: folders with symbolic links and special files

    /// `loop -> .` and `up -> ..` point back into folders already searched; `a -> b -> a` and
    /// `gone.spec.yaml -> missing` cannot be followed. The walk ends, lints each real file
    /// once, skips the folder loops, and names the spec-looking links it could not follow.
    func testSymbolicLinkLoopsEndAndBrokenSpecLinksAreReported() throws {
        let directory = try makeTemporaryDirectory(self)
        let specs = directory.appendingPathComponent("specs")
        let nested = specs.appendingPathComponent("nested")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Self.goodSpec.write(to: nested.appendingPathComponent("good.spec.yaml"), atomically: true, encoding: .utf8)
        let links: [(String, String)] = [
            ("specs/loop", "."), ("specs/nested/up", ".."), ("specs/a", "b"), ("specs/b", "a"),
            ("specs/gone.spec.yaml", "missing.spec.yaml"), ("specs/cycle.spec.json", "cycle.spec.json"),
        ]
        for (path, destination) in links {
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(path).path, withDestinationPath: destination)
        }
        let junit = directory.appendingPathComponent("junit.xml").path
        let result = try runWithDeadline(seconds: 60) { lint(specs.path, "--format", "json", "--report", "junit=\(junit)") }

        XCTAssertEqual(result.code, 2, "links named like specs that cannot be read are input errors\n\(result.summary)")
        let findings = try result.findings()
        let good = nested.appendingPathComponent("good.spec.yaml").path
        XCTAssertEqual(findings.filter { $0.string("rule") == "target/size" }.map { $0.string("file") }, [good],
                       "the one real spec, linted once whatever the loops")
        for name in ["gone.spec.yaml", "cycle.spec.json"] {
            let path = specs.appendingPathComponent(name).path
            let finding = try XCTUnwrap(findings.first { $0.string("file") == path }, "\(name): \(result.summary)")
            XCTAssertEqual(finding.string("rule"), "input/unreadable")
            XCTAssertTrue(result.err.contains("\(path):1:1: error: "), result.summary)
        }
        XCTAssertFalse(findings.contains { ($0.string("file") ?? "").hasSuffix("/a") || ($0.string("file") ?? "").hasSuffix("/b") },
                       "a folder link loop with no spec name is skipped: \(result.summary)")
        let document = try JUnitDocument(String(contentsOfFile: junit, encoding: .utf8))
        XCTAssertTrue(document.cases.contains { $0.attributes["file"]?.hasSuffix("nested/good.spec.yaml") == true && $0.failure != nil })
    }

    /// A FIFO named like a spec would block a plain read forever (no writer ever comes): it must
    /// be an input error and the run must go on. (The deadline turns a hang into a failure.)
    func testFIFONamedLikeASpecDoesNotHangTheRun() throws {
        let directory = try makeTemporaryDirectory(self)
        let fifo = directory.appendingPathComponent("pipe.spec.yaml").path
        guard mkfifo(fifo, 0o644) == 0 else { throw XCTSkip("mkfifo is not available here: \(String(cString: strerror(errno)))") }
        try Self.goodSpec.write(to: directory.appendingPathComponent("good.spec.yaml"), atomically: true, encoding: .utf8)
        let junit = directory.appendingPathComponent("junit.xml").path
        for paths in [[directory.path], [fifo, directory.appendingPathComponent("good.spec.yaml").path]] {
            let result = try runWithDeadline(seconds: 60, unblock: { Self.unblock(fifo: fifo) }) {
                inPackageRoot { tokenlint(["lint", "--config", LintPaths.neutralConfig] + paths + ["--report", "junit=\(junit)"]) }
            }
            XCTAssertEqual(result.code, 2, result.summary)
            XCTAssertTrue((result.out + result.err).contains("\(fifo):1:1: error: cannot read \(fifo): is not a regular file"), result.summary)
            XCTAssertTrue(result.out.contains("good.spec.yaml:6:5: error:"), result.summary)
            XCTAssertNoThrow(try JUnitDocument(String(contentsOfFile: junit, encoding: .utf8)))
        }
    }

    /// Opens the FIFO for writing and closes it, so a reader blocked on it sees end of file.
    static func unblock(fifo: String) {
        let fd = open(fifo, O_WRONLY | O_NONBLOCK)
        if fd >= 0 { close(fd) }
    }

    // MARK: tokens check and lint --tokens with hostile registries

    /// Hostile token files: each is an input error (exit 2) with its position.
    static var unparseableTokenFiles: [Hostile] {
        let n = depth
        return [
            Hostile("deep.tokens.json", String(repeating: #"{"g":"#, count: n) + "1" + String(repeating: "}", count: n),
                    "nesting is deeper than 512 levels", at: "1:\(5 * 512 + 1)"),
            Hostile("nan.tokens.json", #"{"size": {"$type": "number", "$value": NaN}}"#, "NaN", at: "1:40"),
            Hostile("infinity.tokens.json", #"{"size": {"$type": "number", "$value": Infinity}}"#, "Infinity", at: "1:40"),
            Hostile("huge.tokens.json", #"{"size": {"$type": "number", "$value": 1e400}}"#, "range", at: "1:40"),
            Hostile("huge-integer.tokens.json", #"{"size": {"$type": "number", "$value": 1\#(String(repeating: "0", count: 400))}}"#, "range", at: "1:40"),
            Hostile("latin1.tokens.json", Array(#"{"caf"#.utf8) + [0xE9] + Array(#"": {}}"#.utf8), "invalid UTF-8", at: "1:6"),
            Hostile("empty.tokens.json", "", "empty", at: "1:1"),
        ]
    }

    func testHostileTokenFilesAreExitTwoWithTheirPosition() throws {
        let directory = try makeTemporaryDirectory(self)
        for file in Self.unparseableTokenFiles {
            let path = directory.appendingPathComponent(file.name).path
            try Data(file.bytes).write(to: URL(fileURLWithPath: path))
            let result = try runWithDeadline(seconds: 60) { tokenlint("tokens", "check", "--tokens", path) }
            XCTAssertEqual(result.code, 2, "\(file.name): \(result.summary)")
            let line = try XCTUnwrap(result.out.split(separator: "\n").first { $0.hasPrefix(path + ":") }, "\(file.name): \(result.summary)")
            XCTAssertTrue(line.contains(": error: ") && line.contains(file.message), "\(file.name): \(line)")
            if let position = file.position {
                XCTAssertTrue(line.hasPrefix("\(path):\(position): "), "\(file.name): expected at \(position): \(line)")
            }
        }
    }

    /// A 50 MB token file (past the 16 MB limit) and a FIFO are refused by stat(2) alone,
    /// before a byte is read, and named with their path.
    func testOversizedTokenFileAndFIFOAreRefusedBeforeBeingRead() throws {
        let directory = try makeTemporaryDirectory(self)
        let big = directory.appendingPathComponent("big.tokens.json")
        try Self.makeSparseFile(big, starting: "{}", size: 50 * 1024 * 1024)
        let (result, bytesRead) = Self.countingBytesRead { tokenlint("tokens", "check", "--tokens", big.path) }
        if let bytesRead {
            XCTAssertLessThan(bytesRead, 5 * 1024 * 1024, "the 50 MB file must not be read: \(bytesRead) bytes were")
        }
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.out.contains("\(big.path):1:1: error: cannot read \(big.path): 50 MB is larger than the 16 MB limit for a token file"), result.summary)

        let fifo = directory.appendingPathComponent("pipe.tokens.json").path
        guard mkfifo(fifo, 0o644) == 0 else { throw XCTSkip("mkfifo is not available here") }
        let piped = try runWithDeadline(seconds: 60, unblock: { Self.unblock(fifo: fifo) }) { tokenlint("tokens", "check", "--tokens", fifo) }
        XCTAssertEqual(piped.code, 2, piped.summary)
        XCTAssertTrue(piped.out.contains("\(fifo):1:1: error: cannot read \(fifo): is not a regular file"), piped.summary)
    }

    /// A repeated key in a token file is legal JSON: a warning at the repeat (exit 0).
    func testRepeatedKeyInATokenFileIsAWarning() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory.appendingPathComponent("repeat.tokens.json").path
        try #"{"n": {"$type": "number", "$value": 1}, "n": {"$type": "number", "$value": 2}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let result = tokenlint("tokens", "check", "--tokens", path)
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertTrue(result.out.contains("\(path):1:41: warning: duplicate key \"n\"; the last one wins"), result.summary)
    }

    /// `lint --tokens` with a registry that cannot be read: exit 2, the registry's error with
    /// its position, no spec judged against an empty registry, and the report still written
    /// with the registry's error in it.
    func testLintWithAHostileRegistryStopsWithItsErrorAndWritesTheReport() throws {
        let directory = try makeTemporaryDirectory(self)
        let tokens = directory.appendingPathComponent("deep.tokens.json").path
        try (String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth)).write(toFile: tokens, atomically: true, encoding: .utf8)
        let spec = directory.appendingPathComponent("good.spec.yaml").path
        try Self.goodSpec.write(toFile: spec, atomically: true, encoding: .utf8)
        let junit = directory.appendingPathComponent("junit.xml").path
        let result = lint(spec, "--tokens", tokens, "--report", "junit=\(junit)")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.out.contains("\(tokens):1:513: error: invalid JSON: nesting is deeper than 512 levels"), result.summary)
        XCTAssertFalse(result.out.contains("good.spec.yaml"), "no spec is judged against a registry that could not be loaded: \(result.summary)")
        let document = try JUnitDocument(String(contentsOfFile: junit, encoding: .utf8))
        XCTAssertEqual(document.cases.count, 1, "\(document.cases)")
        XCTAssertEqual(document.cases.first?.error?["message"], "invalid JSON: nesting is deeper than 512 levels")
    }

    /// Resolver documents that point at themselves: a set whose source is the set itself,
    /// sets that reference each other, and a source that is the resolver file. Each must end
    /// (no unbounded recursion) with its findings positioned; the good set still loads.
    func testSelfReferencingResolverEndsWithPositionedFindings() throws {
        let directory = try makeTemporaryDirectory(self)
        try #"{"size": {"$type": "number", "$value": 4}}"#.write(to: directory.appendingPathComponent("good.tokens.json"), atomically: true, encoding: .utf8)
        let resolver = directory.appendingPathComponent("self.resolver.json").path
        try """
            {
              "version": "2025.10",
              "sets": {
                "good": {"sources": [{"$ref": "good.tokens.json"}]},
                "me": {"sources": [{"$ref": "#/sets/me"}, {"$ref": "#/sets/you"}]},
                "you": {"sources": [{"$ref": "#/sets/me"}]},
                "file": {"sources": [{"$ref": "self.resolver.json"}]}
              },
              "resolutionOrder": [{"$ref": "#/sets/good"}, {"$ref": "#/sets/me"}, {"$ref": "#/sets/file"}]
            }
            """.write(toFile: resolver, atomically: true, encoding: .utf8)
        let result = try runWithDeadline(seconds: 60) { tokenlint("tokens", "check", "--tokens", resolver, "--format", "json") }
        XCTAssertTrue([0, 1].contains(result.code), "a readable registry: its findings are its output\n\(result.summary)")
        let json = try result.json()
        XCTAssertGreaterThanOrEqual(json.object("summary")?.number("tokens") ?? 0, 1, "the good set still loads: \(result.summary)")
        for finding in json.array("findings") as? [[String: Any]] ?? [] {
            XCTAssertNotNil(finding.number("line"), "\(finding)")
            XCTAssertNotNil(finding.number("column"), "\(finding)")
        }
    }

    /// 40 modifiers of two contexts are 2^40 permutations: `tokens check` (and `lint`, which
    /// checks the registry first) would resolve them for ever. Past 4,096 the registry is an
    /// input error at its `modifiers` for `tokens check` and `export --all`, only the default
    /// permutation is checked; `lint` checks it in the permutations its rules read (none of
    /// these modifiers plays a role: the default one), says so in a warning, and lints the specs.
    func testPermutationBombIsRefusedAndTheRestStillRuns() throws {
        let directory = try makeTemporaryDirectory(self)
        let names = (0..<40).map { "m\($0)" }
        let modifiers = names.map { #""\#($0)": {"contexts": {"a": [], "b": []}, "default": "a"}"# }.joined(separator: ", ")
        let order = (["#/sets/s"] + names.map { "#/modifiers/\($0)" }).map { #"{"$ref": "\#($0)"}"# }.joined(separator: ", ")
        let resolver = directory.appendingPathComponent("bomb.resolver.json").path
        try """
            {"version": "2025.10",
             "sets": {"s": {"sources": [{"n": {"$type": "number", "$value": 1}}]}},
             "modifiers": {\(modifiers)},
             "resolutionOrder": [\(order)]}
            """.write(toFile: resolver, atomically: true, encoding: .utf8)
        let expected = "\(resolver):3:15: error: the modifiers make 1099511627776 permutations, more than the 4096 tokenlint resolves"

        let check = try runWithDeadline(seconds: 60) { tokenlint("tokens", "check", "--tokens", resolver) }
        XCTAssertEqual(check.code, 2, check.summary)
        XCTAssertTrue(check.out.contains(expected), check.summary)
        XCTAssertTrue(check.out.contains("1 token in 1 permutation"), check.summary)

        let spec = directory.appendingPathComponent("good.spec.yaml").path
        try Self.goodSpec.write(toFile: spec, atomically: true, encoding: .utf8)
        let junit = directory.appendingPathComponent("junit.xml").path
        let linted = try runWithDeadline(seconds: 60) { lint(spec, "--tokens", resolver, "--report", "junit=\(junit)") }
        XCTAssertEqual(linted.code, 1, linted.summary)
        XCTAssertTrue(linted.out.contains(expected.replacingOccurrences(of: "error:", with: "warning:") + "; lint checks it in the 1 permutations its rules read"), linted.summary)
        XCTAssertTrue(linted.out.contains("good.spec.yaml:6:5: error:"), linted.summary)
        XCTAssertNoThrow(try JUnitDocument(String(contentsOfFile: junit, encoding: .utf8)))

        let export = try runWithDeadline(seconds: 60) { tokenlint("tokens", "export", "--tokens", resolver, "--all", "--output", directory.appendingPathComponent("out").path) }
        XCTAssertEqual(export.code, 2, export.summary)
    }

    /// A resolver nested 100,000 levels deep, and one whose source is: exit 2 with the position.
    func testDeeplyNestedResolverIsExitTwo() throws {
        let directory = try makeTemporaryDirectory(self)
        let deep = directory.appendingPathComponent("deep.resolver.json").path
        let prefix = #"{"version": "2025.10", "sets": "#
        try (prefix + String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth) + "}").write(toFile: deep, atomically: true, encoding: .utf8)
        let direct = tokenlint("tokens", "check", "--tokens", deep)
        XCTAssertEqual(direct.code, 2, direct.summary)
        XCTAssertTrue(direct.out.contains("\(deep):1:\(prefix.count + 512): error: invalid JSON: nesting is deeper than 512 levels"), direct.summary)

        try (String(repeating: #"{"g":"#, count: Self.depth) + "1" + String(repeating: "}", count: Self.depth)).write(
            to: directory.appendingPathComponent("deep.tokens.json"), atomically: true, encoding: .utf8)
        let referring = directory.appendingPathComponent("refers.resolver.json").path
        try ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "deep.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
            .write(toFile: referring, atomically: true, encoding: .utf8)
        let viaSource = tokenlint("tokens", "check", "--tokens", referring)
        XCTAssertEqual(viaSource.code, 2, viaSource.summary)
        XCTAssertTrue(viaSource.out.contains(directory.appendingPathComponent("deep.tokens.json").path + ":1:\(5 * 512 + 1): error: invalid JSON: nesting is deeper than 512 levels"),
                      viaSource.summary)
    }

    // MARK: Support

    struct DeadlineExceeded: Error, CustomStringConvertible {
        var seconds: Double
        var description: String { "did not finish within \(seconds) s" }
    }

    /// Runs `body` on another thread and waits at most `seconds`: a hang becomes a test
    /// failure instead of a CI job that never ends. `unblock` is called on timeout (to release
    /// a read blocked on a FIFO, say) before giving the thread a last chance to finish.
    func runWithDeadline(seconds: Double, unblock: (@Sendable () -> Void)? = nil,
                         _ body: @escaping @Sendable () -> CLIResult) throws -> CLIResult {
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.set(body())
            done.signal()
        }
        thread.stackSize = 16 << 20
        thread.start()
        if done.wait(timeout: .now() + seconds) == .timedOut {
            unblock?()
            _ = done.wait(timeout: .now() + 10)
            throw DeadlineExceeded(seconds: seconds)
        }
        return try XCTUnwrap(box.value)
    }

    final class ResultBox: @unchecked Sendable {
        // @unchecked: `stored` is only touched under `lock`.
        private let lock = NSLock()
        private var stored: CLIResult?
        func set(_ value: CLIResult) { lock.lock(); stored = value; lock.unlock() }
        var value: CLIResult? { lock.lock(); defer { lock.unlock() }; return stored }
    }
}
