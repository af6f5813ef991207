import DesignSpec
import Diagnostics
import Foundation
import XCTest

/// Input errors (not YAML/JSON/UTF-8, empty) with positions, and bounded work on hostile input.
final class SpecHostileInputTests: XCTestCase {
    private func assertInputError(_ result: SpecParseResult, rule: String, _ fragment: String, at expected: String,
                                  file: StaticString = #filePath, line: UInt = #line) {
        guard let error = result.inputError else {
            XCTFail("expected an input error containing \"\(fragment)\"; findings: \(result.findings.map(\.description))", file: file, line: line)
            return
        }
        XCTAssertNil(result.document, file: file, line: line)
        XCTAssertEqual(error.rule.rawValue, rule, file: file, line: line)
        XCTAssertEqual(error.severity, .error, file: file, line: line)
        XCTAssertTrue(error.message.contains(fragment), "\"\(error.message)\" does not contain \"\(fragment)\"", file: file, line: line)
        XCTAssertEqual(error.lineColumn, expected, error.message, file: file, line: line)
    }

    func testInvalidYAMLIsAnInputErrorWithItsPosition() throws {
        assertInputError(parse("tokenlint: 1\ncomponents:\n  - id: a\n   role: text\n"), rule: "input/invalid-yaml",
                         "did not find expected '-' indicator", at: "4:4")
        assertInputError(parse("tokenlint: 1\nname: \"unterminated\n"), rule: "input/invalid-yaml", "invalid YAML", at: "3:1")
        assertInputError(parse("tokenlint: 1\ncomponents: [{id: a}\n"), rule: "input/invalid-yaml", "invalid YAML", at: "3:1")
        assertInputError(parse("tokenlint: 1\ncomponents: *nowhere\n"), rule: "input/invalid-yaml", "undefined alias", at: "2:13")
        assertInputError(parse("tokenlint: 1\n\ttab: 1\n"), rule: "input/invalid-yaml", "invalid YAML", at: "2:1")
        // A control character the YAML reader refuses.
        assertInputError(parse("tokenlint: 1\nname: a\u{01}b\n"), rule: "input/invalid-yaml", "invalid YAML", at: "2:8")
        assertInputError(try parseFixture("invalid-syntax.spec.yaml"), rule: "input/invalid-yaml", "invalid YAML", at: "8:9")
    }

    func testInvalidJSONIsAnInputErrorWithItsPosition() throws {
        assertInputError(parse("{\"tokenlint\": 1,\n \"components\": [\n  {\"id\": \"a\" \"role\": \"text\"}]}", file: "x.spec.json"),
                         rule: "input/invalid-json", "expected ',' or '}' in object", at: "3:14")
        assertInputError(parse("{\"tokenlint\": NaN}", file: "x.spec.json"), rule: "input/invalid-json", "NaN", at: "1:15")
        assertInputError(parse("{\"tokenlint\": 1e999}", file: "x.spec.json"), rule: "input/invalid-json", "invalid JSON", at: "1:15")
        assertInputError(try parseFixture("invalid-syntax.spec.json"), rule: "input/invalid-json", "invalid JSON", at: "5:39")
    }

    func testEmptyFiles() {
        for text in ["", "   \n\n", "# only a comment\n", "---\n", "~\n"] {
            assertInputError(parse(text), rule: "input/invalid-yaml", "empty spec", at: "1:1")
        }
        for text in ["", " \r\n\t"] {
            assertInputError(parse(text, file: "e.spec.json"), rule: "input/invalid-json", "empty spec", at: "1:1")
        }
    }

    func testNonUTF8BytesAreAnInputError() {
        var bytes = Array("tokenlint: 1\nname: caf".utf8)
        bytes += [0xE9, 0x0A]  // Latin-1 "é"
        let yaml = SpecParser.parse(file: "l.spec.yaml", bytes: bytes)
        assertInputError(yaml, rule: "input/invalid-yaml", "not valid UTF-8 (byte 0xE9 at line 2, column 10)", at: "2:10")
        let json = SpecParser.parse(file: "l.spec.json", bytes: [0x7B, 0x0A, 0x20, 0xFF, 0xFE, 0x7D])
        assertInputError(json, rule: "input/invalid-json", "not valid UTF-8", at: "2:2")
        // Overlong encodings and lone surrogates are not UTF-8 either.
        XCTAssertNotNil(SpecParser.parse(file: "o.spec.yaml", bytes: [0x61, 0x3A, 0x20, 0xC0, 0xAF]).inputError)
        XCTAssertNotNil(SpecParser.parse(file: "s.spec.yaml", bytes: [0x61, 0x3A, 0x20, 0xED, 0xA0, 0x80]).inputError)
    }

    /// The ASCII pre-check of a JSON spec reads eight bytes at a time: a byte that is not
    /// UTF-8 is found wherever it falls, inside a word or in the tail after the last one.
    func testNonUTF8ByteIsFoundAtEveryOffset() {
        let text = Array("{\"tokenlint\": 1, \"name\": \"abcdefghijklmnopqrstuvwxyz\", \"components\": []}".utf8)
        XCTAssertNil(SpecParser.parse(file: "a.spec.json", bytes: text).inputError)
        for offset in text.indices {
            var bytes = text
            bytes[offset] = 0xFF  // never valid in UTF-8
            let result = SpecParser.parse(file: "a.spec.json", bytes: bytes)
            XCTAssertTrue(result.inputError?.message.contains("not valid UTF-8") == true, "0xFF at byte \(offset)")
        }
        // A valid two-byte "é" anywhere in the name is not an error.
        let name = (text.firstIndex(of: UInt8(ascii: "b")) ?? 1) - 1  // the "a" of the name
        for offset in name..<(name + 26) {
            var bytes = text
            bytes.replaceSubrange(offset...offset, with: [0xC3, 0xA9])
            XCTAssertNil(SpecParser.parse(file: "a.spec.json", bytes: bytes).inputError, "é at byte \(offset)")
        }
        // RFC 3629 section 4: the ill-formed sequences (overlong, surrogate, above U+10FFFF,
        // a lone continuation byte, a truncated sequence) and well-formed ones at each length's edges.
        let illFormed: [[UInt8]] = [[0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
                                    [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80], [0xE2, 0x82], [0xE2, 0x28, 0xA1]]
        let wellFormed: [[UInt8]] = [[0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xE2, 0x82, 0xAC], [0xED, 0x9F, 0xBF],
                                     [0xEE, 0x80, 0x80], [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x8F, 0xBF, 0xBF]]
        for (sequences, valid) in [(illFormed, false), (wellFormed, true)] {
            for sequence in sequences {
                var bytes = text
                bytes.replaceSubrange((name + 9)...(name + 9), with: sequence)
                let result = SpecParser.parse(file: "a.spec.json", bytes: bytes)
                XCTAssertEqual(result.inputError == nil, valid, "\(sequence.map { String($0, radix: 16) })")
            }
        }
    }

    func testByteOrderMarkIsAccepted() {
        for (file, text) in [("b.spec.yaml", "tokenlint: 1\ncomponents: [{id: a, role: text, opacity: x}]\n"),
                             ("b.spec.json", "{\"tokenlint\": 1, \"components\": [{\"id\": \"a\", \"role\": \"text\", \"opacity\": \"x\"}]}")] {
            let result = SpecParser.parse(file: file, bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8))
            XCTAssertNil(result.inputError, file)
            XCTAssertEqual(result.allIDs, ["a"], file)
            XCTAssertEqual(result.errors.count, 1, file)
            // The mark is not a column.
            XCTAssertEqual(result.errors.first?.line, file.hasSuffix("yaml") ? 2 : 1, file)
            XCTAssertEqual(result.errors.first?.column, file.hasSuffix("yaml") ? 43 : 72, file)
        }
    }

    func testNonFiniteNumbersAreErrors() {
        let result = parse("""
            tokenlint: 1
            components:
              - id: a
                role: text
                opacity: .nan
                updatesPerSecond: .inf
                flashesPerSecond: -.Inf
                frame: {width: 1e400, height: !!float .NaN}
                lineLimit: 0x\(String(repeating: "F", count: 300))
            """)
        assertFinding(result, .error, "'.nan' is not a finite number", at: "5:14")
        assertFinding(result, .error, "'.inf' is not a finite number", at: "6:23")
        assertFinding(result, .error, "'-.Inf' is not a finite number", at: "7:23")
        assertFinding(result, .error, "'1e400' is not a finite number", at: "8:20")
        assertFinding(result, .error, "'.NaN' is not a finite number", at: "8:35")
        assertFinding(result, .error, "'0xFFFF", at: "9:16")
        // Reported once each: no second "must be a number, found null".
        XCTAssertEqual(result.errors.count, 6, result.findings.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(result.component("a")?.opacity, 1)
        XCTAssertNil(result.component("a")?.updatesPerSecond)
    }

    func testBillionLaughsFailsFastWithoutExpanding() {
        var lines = ["tokenlint: 1", "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            lines.append("a\(level): &a\(level) [\(Array(repeating: previous, count: 9).joined(separator: ", "))]")
        }
        lines.append("components: [{id: x, role: text, text: *a9}]")
        let start = Date()
        let result = parse(lines.joined(separator: "\n"))
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertNil(result.document)
        XCTAssertEqual(result.inputError?.rule, InputRule.invalidYAML.id)
        XCTAssertEqual(result.inputError?.message, "YAML aliases expand beyond 1000000 nodes")
        XCTAssertNotNil(result.inputError?.location)
        XCTAssertLessThan(elapsed, 5, "the alias bomb must be refused before it is expanded")
    }

    func testModestAliasUseIsFine() {
        var lines = ["tokenlint: 1", "x0: &a0 [1, 2, 3]"]
        for level in 1...4 { lines.append("x\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]") }
        lines.append("components: [{id: x, role: text}]")
        let result = parse(lines.joined(separator: "\n"))
        XCTAssertNil(result.inputError)
        XCTAssertEqual(result.allIDs, ["x"])
        // The helper keys are unknown keys (errors, docs/spec-format.md "Errors"), and only that.
        XCTAssertEqual(result.findings.count, 5)
        XCTAssertTrue(result.findings.allSatisfy { $0.severity == .error && $0.message.hasPrefix("unknown key 'x") }, "\(result.findings)")
    }

    func testAliasesThatNestTooDeepAreRefused() {
        // Each anchor adds a level: 600 levels after expansion from a flat-looking file.
        var lines = ["tokenlint: 1", "l0: &l0 [x]"]
        for level in 1...600 { lines.append("l\(level): &l\(level) [*l\(level - 1)]") }
        lines.append("components: [{id: x, role: text}]")
        let result = parse(lines.joined(separator: "\n"))
        XCTAssertEqual(result.inputError?.message, "nesting is deeper than 512 levels")
    }

    func testAliasesAsKeysAreRefused() {
        let result = parse("""
            tokenlint: 1
            big: &big [a, b, c]
            bad: {*big : 1}
            components: [{id: x, role: text}]
            """)
        XCTAssertEqual(result.inputError?.rule, InputRule.invalidYAML.id)
        XCTAssertTrue(result.inputError?.message.contains("complex mapping keys") ?? false, result.inputError?.message ?? "")
        XCTAssertEqual(result.inputError?.lineColumn, "3:7")
        // Anchors with ordinary keys, a '?' inside text and a quoted '*x:' are fine.
        let fine = parse("""
            tokenlint: 1
            components:
              - &a {id: x, role: text, text: "Are you sure? *really: yes"}
              - {id: y, role: text, text: What? Now}
            """)
        XCTAssertNil(fine.inputError, fine.inputError?.message ?? "")
        XCTAssertEqual(fine.allIDs, ["x", "y"])
    }

    func testDeepNestingIsAnInputErrorNotACrash() {
        let depth = 100_000
        let flowYAML = "tokenlint: 1\ncomponents: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let flow = parse(flowYAML)
        XCTAssertEqual(flow.inputError?.rule, InputRule.invalidYAML.id)
        XCTAssertTrue(flow.inputError?.message.contains("nesting is deeper than 512 levels") ?? false, flow.inputError?.message ?? "")
        XCTAssertEqual(flow.inputError?.line, 2)

        let blockYAML = "tokenlint: 1\ncomponents:\n" + String(repeating: "- ", count: depth) + "x\n"
        let block = parse(blockYAML)
        XCTAssertEqual(block.inputError?.rule, InputRule.invalidYAML.id)
        XCTAssertTrue(block.inputError?.message.contains("nesting is deeper than 512 levels") ?? false, block.inputError?.message ?? "")

        let mappings = "tokenlint: 1\ncomponents: " + String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: depth) + "\n"
        XCTAssertEqual(parse(mappings).inputError?.rule, InputRule.invalidYAML.id)

        let json = "{\"tokenlint\": 1, \"components\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let jsonResult = parse(json, file: "deep.spec.json")
        XCTAssertEqual(jsonResult.inputError?.rule, InputRule.invalidJSON.id)
        XCTAssertTrue(jsonResult.inputError?.message.contains("nesting is deeper than 512 levels") ?? false, jsonResult.inputError?.message ?? "")
        XCTAssertEqual(jsonResult.inputError?.lineColumn, "1:543")
    }

    func testNestingJustWithinTheLimitParses() {
        // 510 levels of children arrays inside the components array: fine in both formats.
        let depth = 510
        let yaml = "tokenlint: 1\ncomponents: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let result = parse(yaml)
        XCTAssertNil(result.inputError, result.inputError?.message ?? "")
        XCTAssertEqual(result.errors.first?.message, "'components' must be a mapping with 'id' and 'role', found an array")
    }

    func testGarbageNeverCrashes() {
        // Deterministic pseudo-random byte soup and mutated specs: any result, never a crash.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed ^= seed << 13
            seed ^= seed >> 7
            seed ^= seed << 17
            return seed
        }
        let alphabet = Array("{}[]:,-?&*!|>'\"#%@` \n\t.0123456789abcdefxyz~\\/".utf8)
        let base = Array("tokenlint: 1\ncomponents:\n  - {id: a, role: button, frame: {width: 1}, background: \"#FFF\"}\n".utf8)
        for round in 0..<400 {
            var bytes: [UInt8]
            if round % 2 == 0 {
                bytes = (0..<Int(next() % 200)).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            } else {
                bytes = base
                for _ in 0..<Int(1 + next() % 6) {
                    let index = Int(next() % UInt64(bytes.count))
                    bytes[index] = alphabet[Int(next() % UInt64(alphabet.count))]
                }
            }
            for file in ["g.spec.yaml", "g.spec.json"] {
                let result = SpecParser.parse(file: file, bytes: bytes)
                XCTAssertTrue(result.document != nil || result.inputError != nil)
            }
        }
    }
}

/// Callers may parse on threads with small stacks (dispatch workers have 512 KiB on macOS).
final class SpecThreadingTests: XCTestCase {
    private final class Slot: @unchecked Sendable {
        var results: [String] = []
    }

    func testDeepInputIsSafeOnASmallStackThread() {
        let inputs: [(String, String)] = [
            ("a.spec.yaml", "tokenlint: 1\ncomponents: " + String(repeating: "[", count: 999) + String(repeating: "]", count: 999) + "\n"),
            ("b.spec.yaml", "tokenlint: 1\ncomponents:\n" + String(repeating: "- ", count: 999) + "x\n"),
            ("c.spec.yaml", "tokenlint: 1\ncomponents: " + String(repeating: "{a: ", count: 999) + "1" + String(repeating: "}", count: 999) + "\n"),
            ("d.spec.json", "{\"components\": " + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}"),
            ("e.spec.yaml", "tokenlint: 1\ncomponents: " + String(repeating: "[{id: x, role: card, children: ", count: 255) + "[]"
                + String(repeating: "}]", count: 255) + "\n"),
        ]
        let slot = Slot()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            for (file, text) in inputs {
                let result = SpecParser.parse(file: file, text: text)
                slot.results.append(result.inputError?.message ?? "document")
            }
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        XCTAssertEqual(slot.results, [
            "nesting is deeper than 512 levels", "nesting is deeper than 512 levels", "nesting is deeper than 512 levels",
            "document", "document",
        ])
    }

    func testConcurrentParsesAgree() {
        let text = (try? String(contentsOf: SpecTestPaths.fixtures.appendingPathComponent("all-forms.spec.yaml"), encoding: .utf8)) ?? ""
        let expected = SpecParser.parse(file: "all-forms.spec.yaml", text: text).allIDs
        XCTAssertEqual(expected.count, 8)
        let slot = Slot()
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let ids = SpecParser.parse(file: "all-forms.spec.yaml", text: text).allIDs.joined(separator: ",")
            lock.lock()
            slot.results.append(ids)
            lock.unlock()
        }
        XCTAssertEqual(Set(slot.results), [expected.joined(separator: ",")])
    }
}

final class StructuredDocumentTests: XCTestCase {
    func testReadsAnyYAMLOrJSON() throws {
        let yaml = try StructuredDocument.parse(file: ".tokenlint.yml", bytes: Array("rules:\n  target/size: off\n  target/size: warning\nlimit: .inf\n".utf8)).get()
        XCTAssertEqual(yaml.root.objectValue?["rules"]?.objectValue?["target/size"]?.stringValue, "warning")
        XCTAssertEqual(yaml.findings.map(\.lineColumn), ["3:3", "4:8"])
        XCTAssertTrue(yaml.root.objectValue?["limit"]?.isNull ?? false)
        XCTAssertEqual(yaml.reportedPositions, [SourcePosition(line: 4, column: 8)])

        let json = try StructuredDocument.parse(file: "config.json", bytes: Array("{\"a\": [1, 2]}".utf8)).get()
        XCTAssertEqual(json.root.objectValue?["a"]?.arrayValue?.count, 2)
        XCTAssertEqual(json.findings, [])

        for (file, bytes, rule, message) in [
            (".tokenlint.yml", [UInt8](), "input/invalid-yaml", "the file is empty"),
            ("c.json", Array(" \n".utf8), "input/invalid-json", "the file is empty"),
            ("c.yml", Array("a: [".utf8), "input/invalid-yaml", "invalid YAML"),
        ] {
            switch StructuredDocument.parse(file: file, bytes: bytes) {
            case .success: XCTFail("\(file) should not parse")
            case .failure(let finding):
                XCTAssertEqual(finding.rule.rawValue, rule, file)
                XCTAssertTrue(finding.message.contains(message), finding.message)
            }
        }
    }
}
