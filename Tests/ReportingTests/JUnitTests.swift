import CLibXML2
import Diagnostics
import Foundation
import SeededRandom
import XCTest

@testable import Reporting

final class JUnitTests: XCTestCase {
    private func junit(_ report: LintReport, profile: JUnitProfile = .rich, strict: Bool = false) throws -> (String, XNode) {
        let text = try render(report, .junit, ReportOptions(strict: strict, junitProfile: profile))
        let root = try XCTUnwrap(XML.parse(text), "libxml2 could not read back:\n\(text)")
        return (text, root)
    }

    // MARK: Well-formed whatever the input

    func testHostileStringsStayWellFormedInBothProfiles() throws {
        for profile in JUnitProfile.allCases {
            let (text, root) = try junit(Sample.hostileReport(), profile: profile)
            XCTAssertEqual(root.name, "testsuites")
            XCTAssertFalse(text.unicodeScalars.contains("\u{1B}"), "ESC written raw (\(profile))")
            XCTAssertFalse(text.contains("[31m") || text.contains("[0m") || text.contains("[2J") || text.contains("[1m"),
                           "ANSI sequence left in the output (\(profile))")
            XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" },
                           "control character in the output (\(profile))")
            XCTAssertFalse(text.unicodeScalars.contains("\u{FFFE}"))
            XCTAssertFalse(text.contains("<![CDATA["), "CDATA breaks on ]]>")

            // The content survives, escaped and read back by libxml2.
            let failure = try XCTUnwrap(root.all("failure").first)
            XCTAssertTrue(failure["message"]?.contains("]]> <tag> & \"q\" 'a'") ?? false, failure["message"] ?? "nil")
            XCTAssertTrue(failure["message"]?.contains("🎨") ?? false)
            XCTAssertTrue(failure["message"]?.contains("\u{FFFD}") ?? false, "forbidden characters become U+FFFD")
            XCTAssertTrue(failure.text.contains("]]> <tag> &"))
            XCTAssertEqual(failure["type"], "contrast/text]]>")
            XCTAssertTrue(root.all("testcase").contains { $0["name"]?.contains("id-ctl\u{FFFD}escred ]]> <tag>") ?? false })
            // The unparseable file with NUL and ESC in its path is still an <error> testcase.
            let error = try XCTUnwrap(root.all("error").first)
            XCTAssertEqual(error["type"], "input")
        }
    }

    func testXMLTextCleanStripsANSIAndReplacesForbiddenCharacters() {
        XCTAssertEqual(XMLText.clean("plain text, ü, 🎨"), "plain text, ü, 🎨")
        XCTAssertEqual(XMLText.clean("\u{1B}[31mred\u{1B}[0m"), "red")
        XCTAssertEqual(XMLText.clean("a\u{1B}[1;38;5;196mb"), "ab")
        XCTAssertEqual(XMLText.clean("title\u{1B}]0;evil\u{07}!"), "title!")
        XCTAssertEqual(XMLText.clean("a\u{0}b\u{01}c\u{0C}d\u{FFFE}e\u{FFFF}"), "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}")
        XCTAssertEqual(XMLText.clean("lone \u{1B} esc"), "lone \u{FFFD} esc")
        XCTAssertEqual(XMLText.clean("cut \u{1B}[31"), "cut \u{FFFD}[31")
        XCTAssertEqual(XMLText.clean("tab\tlf\ncr\r del\u{7F}"), "tab\tlf\ncr\r del\u{7F}", "TAB LF CR and DEL are XML 1.0 characters")
        XCTAssertEqual(XMLText.clean(""), "")
    }

    // MARK: Counts and testcases

    /// The word-at-a-time scan must find every byte the byte-by-byte rule finds, at every
    /// offset and alignment, and pass the clean text it lets through.
    func testWordScanAgreesWithTheByteRule() {
        func byteRule(_ bytes: [UInt8]) -> Bool {
            bytes.contains { ($0 < 0x20 && $0 != 0x9 && $0 != 0xA && $0 != 0xD) || $0 == 0xEF }
        }
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [0x00, 0x01, 0x08, 0x09, 0x0A, 0x0B, 0x0D, 0x1B, 0x1F, 0x20, 0x7F, 0x80, 0xC2, 0xEE, 0xEF, 0xF0, 0xFF]
        for length in 0..<40 {
            var clean = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            for index in clean.indices where index % 7 == 3 { clean[index] = 0x0A }  // line breaks pass
            XCTAssertFalse(clean.withUnsafeBufferPointer(XMLText.mayNeedCleaning), "length \(length)")
            for position in 0..<length {
                for byte in interesting {
                    var bytes = clean
                    bytes[position] = byte
                    XCTAssertEqual(bytes.withUnsafeBufferPointer(XMLText.mayNeedCleaning), byteRule(bytes),
                                   "byte \(byte) at \(position) of \(length)")
                }
            }
        }
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            XCTAssertEqual(bytes.withUnsafeBufferPointer(XMLText.mayNeedCleaning), byteRule(bytes), "\(bytes)")
        }
    }

    /// PlainText's scan (controls, DEL, C1 and U+FFFE/U+FFFF lead bytes) against its byte rule,
    /// at every offset, on strings (ASCII and UTF-8 around the byte).
    func testPlainTextScanAgreesWithTheByteRule() {
        func byteRule(_ s: String) -> Bool { s.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xEF } }
        let interesting = ["\u{0}", "\u{9}", "\n", "\u{1B}", "\u{1F}", " ", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "é", "\u{FFFD}", "\u{FFFE}", "→", "🎨"]
        for length in 0..<20 {
            let clean = String(repeating: "a", count: length)
            XCTAssertFalse(PlainText.mayNeedCleaning(clean))
            for position in 0...length {
                for piece in interesting {
                    let s = String(clean.prefix(position)) + piece + String(clean.dropFirst(position))
                    XCTAssertEqual(PlainText.mayNeedCleaning(s), byteRule(s), "\(s.debugDescription)")
                }
            }
        }
    }

    /// The verbatim scan (values libxml2 writes unchanged) against its byte-by-byte rule, at every
    /// offset and alignment.
    func testVerbatimScanAgreesWithTheByteRule() {
        func byteRule(_ bytes: [UInt8], _ inAttribute: Bool) -> Bool {
            !bytes.contains { byte in
                byte < 0x20 ? (inAttribute || (byte != 0x9 && byte != 0xA)) : Array("<>&\"".utf8).contains(byte) || byte == 0xEF
            }
        }
        let interesting: [UInt8] = [0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x21, 0x22, 0x24, 0x26, 0x27, 0x3B, 0x3C, 0x3D, 0x3E, 0x3F,
                                    0x5C, 0x7F, 0x80, 0xA6, 0xBC, 0xBE, 0xC3, 0xEE, 0xEF, 0xFF]
        for inAttribute in [false, true] {
            for length in 0..<20 {
                let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                XCTAssertTrue(plain.withUnsafeBufferPointer { XMLText.isVerbatim($0, inAttribute: inAttribute) })
                for position in 0..<length {
                    for byte in interesting {
                        var bytes = plain
                        bytes[position] = byte
                        XCTAssertEqual(bytes.withUnsafeBufferPointer { XMLText.isVerbatim($0, inAttribute: inAttribute) },
                                       byteRule(bytes, inAttribute), "byte \(byte) at \(position) of \(length), attribute \(inAttribute)")
                    }
                }
            }
        }
    }

    /// What the writer writes as it is (no libxml2 escaping pass) must be what libxml2's own
    /// `xmlTextWriterWriteAttribute` and `xmlTextWriterWriteString` write, for values with and
    /// without characters to escape: the oracle here is libxml2 called directly.
    func testVerbatimWritesMatchLibxml2sOwnEscaping() throws {
        let pieces = ["a", "Z", " ", "<", ">", "&", "\"", "'", "\t", "\n", "\r", "\r\n", "ü", "→", "🎨", "\u{FEFF}", "\u{FFFD}", ";", "#x"]
        var rng = SplitMix64(seed: 7)
        var values = ["", "plain", "Touch target 94 × 32 pt", "a & b", "line\nbreak"]
        for _ in 0..<400 {
            values.append((0..<Int(rng.next() % 12)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined())
        }
        for value in values {
            let ours = try XMLStreamWriter.fragment()
            try ours.start("a")
            try ours.attribute("v", value)
            try ours.text(value)
            try ours.end()
            try ours.start("b")
            try ours.text(TextBytes(value))
            try ours.end()
            XCTAssertEqual(String(decoding: try ours.fragmentBytes(), as: UTF8.self), try libxml2Fragment(value), value.debugDescription)
        }
    }

    /// `<a v="value">value</a><b>value</b>` written by libxml2 alone, as a fragment writer lays
    /// it out (same declaration, indentation and holder element), holder and declaration cut off.
    private func libxml2Fragment(_ value: String) throws -> String {
        let chars = Self.chars
        return try libxml2Document { writer in
            // Our writer writes no text node for empty text (`<b/>`, not `<b></b>`).
            func text() -> Int32 { value.isEmpty ? 0 : chars(value) { xmlTextWriterWriteString(writer, $0) } }
            return [chars("a") { xmlTextWriterStartElement(writer, $0) },
                    chars("v") { name in chars(value) { xmlTextWriterWriteAttribute(writer, name, $0) } },
                    text(), xmlTextWriterEndElement(writer),
                    chars("b") { xmlTextWriterStartElement(writer, $0) }, text(),
                    xmlTextWriterEndElement(writer)]
        }
    }

    /// Several attributes on one element, written as runs (consecutive values that need no
    /// escaping go to libxml2 as one attribute, see `XMLStreamWriter`), are byte for byte what
    /// libxml2 writes with one `xmlTextWriterWriteAttribute` per attribute: values to escape
    /// anywhere in the list, numbers, pre-escaped values, elements nested and empty.
    func testAttributeRunsMatchOneLibxml2CallPerAttribute() throws {
        let pieces = ["a", "Z", " ", "<", "&", "\"", "'", "\t", "\n", "\r", "ü", "→", "🎨", "\u{FFFD}", "\u{1B}[1m", "x\u{7}"]
        var rng = SplitMix64(seed: 14)
        for round in 0..<300 {
            var attributes: [(name: String, value: String, kind: Int)] = []
            for index in 0..<Int(rng.next() % 7) {
                let value = (0..<Int(rng.next() % 5)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
                attributes.append(("n\(index)", value, Int(rng.next() % 3)))
            }
            let number = Int(truncatingIfNeeded: rng.next() % 2_000_001) - 1_000_000
            let ours = try XMLStreamWriter.fragment()
            try ours.start("a")
            for attribute in attributes {
                switch attribute.kind {
                case 0: try ours.attribute(attribute.name, attribute.value)
                case 1: try ours.attribute(attribute.name, escaped: XMLStreamWriter.escape(attribute.value))
                default: try ours.attribute(attribute.name, number)
                }
            }
            try ours.start("b")
            try ours.attribute("only", attributes.first?.value ?? "")
            try ours.end()
            try ours.empty("c")
            try ours.end()
            try ours.start("d")
            for attribute in attributes { try ours.attribute(attribute.name, attribute.value) }
            try ours.text(TextBytes("t"))
            try ours.end()

            let chars = Self.chars
            let oracle = try libxml2Document { writer in
                func element(_ name: String, _ list: [(String, String)]) -> [Int32] {
                    [chars(name) { xmlTextWriterStartElement(writer, $0) }]
                        + list.map { pair in chars(pair.0) { name in chars(XMLText.clean(pair.1)) { xmlTextWriterWriteAttribute(writer, name, $0) } } }
                }
                var rc = element("a", attributes.map { ($0.name, $0.kind == 2 ? String(number) : $0.value) })
                rc += element("b", [("only", attributes.first?.value ?? "")]) + [xmlTextWriterEndElement(writer)]
                rc += element("c", []) + [xmlTextWriterEndElement(writer), xmlTextWriterEndElement(writer)]
                rc += element("d", attributes.map { ($0.name, $0.value) })
                rc += [chars("t") { xmlTextWriterWriteString(writer, $0) }, xmlTextWriterEndElement(writer)]
                return rc
            }
            XCTAssertEqual(String(decoding: try ours.fragmentBytes(), as: UTF8.self), oracle, "round \(round): \(attributes)")
        }
    }

    /// What `body` writes with libxml2 alone into a fragment writer's layout (same declaration,
    /// indentation and holder element), holder and declaration cut off.
    private func libxml2Document(_ body: (xmlTextWriterPtr) -> [Int32]) throws -> String {
        let buffer = try XCTUnwrap(xmlBufferCreate())
        defer { xmlBufferFree(buffer) }
        let writer = try XCTUnwrap(xmlNewTextWriterMemory(buffer, 0))
        let chars = Self.chars
        var rc: [Int32] = [xmlTextWriterSetIndent(writer, 1), chars("  ") { xmlTextWriterSetIndentString(writer, $0) },
                           xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), chars("fragment") { xmlTextWriterStartElement(writer, $0) }]
        rc += body(writer)
        rc.append(xmlTextWriterFlush(writer))
        let all = String(cString: xmlBufferContent(buffer))
        xmlFreeTextWriter(writer)
        XCTAssertFalse(rc.contains { $0 < 0 }, "libxml2 failed: \(rc)")
        let prefix = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<fragment>\n"
        XCTAssertTrue(all.hasPrefix(prefix))
        return String(all.dropFirst(prefix.count))
    }

    /// C lifetime: the pointer is valid only inside `body`.
    private static func chars(_ s: String, _ body: (UnsafePointer<xmlChar>) -> Int32) -> Int32 {
        s.withCString { $0.withMemoryRebound(to: xmlChar.self, capacity: s.utf8.count + 1, body) }
    }

    func testDecimalDigitsAreStringsDigits() {
        for n in [0, 7, 9, 10, 99, 100, 12345, -1, -10, -987_654_321, Int.max, Int.min] {
            var bytes: [UInt8] = [UInt8(ascii: "x")]
            DecimalDigits.append(n, to: &bytes)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "x" + String(n))
        }
    }

    /// A value escaped once and spliced into many testcases is byte for byte what writing it
    /// as an attribute gives.
    func testEscapedValuesMatchWrittenAttributes() throws {
        for value in ["plain", "a & b < c > \"d\" 'e'", "tab\tlf\ncr\r", "ü 🎨 →", "", "\u{1B}[31mred", "x\u{FFFE}y"] {
            let direct = try XMLStreamWriter.fragment()
            try direct.start("a")
            try direct.attribute("v", value)
            try direct.end()
            let spliced = try XMLStreamWriter.fragment()
            try spliced.start("a")
            try spliced.attribute("v", escaped: XMLStreamWriter.escape(value))
            try spliced.end()
            XCTAssertEqual(try spliced.fragmentBytes(), try direct.fragmentBytes(), value)
        }
    }

    func testTextBytesBuildWhatStringsWould() {
        var text = TextBytes(capacity: 1)
        XCTAssertTrue(text.isEmpty)
        text.append("at ")
        text.append(ascii: "/")
        text.append(7)
        text.append(1234)
        text.append(-5)
        text.append("ü → x")
        text.append(TextBytes(" end"))
        XCTAssertEqual(text.string, "at /71234-5ü → x end")
        XCTAssertEqual(text.count, "at /71234-5ü → x end".utf8.count)
        XCTAssertEqual(text.withCString { String(cString: $0) }, text.string, "always NUL-terminated")
        let long = TextBytes(String(repeating: "é", count: 5000))
        XCTAssertEqual(JUnitText.truncated(long, limit: 4096).string, String(repeating: "é", count: 4095) + "…")
        XCTAssertEqual(JUnitText.truncated(TextBytes(String(repeating: "é", count: 3000)), limit: 4096).count, 6000,
                       "over the limit in bytes, under it in characters: kept")
    }

    func testCountsAddUpAtSuiteAndRootLevel() throws {
        for profile in JUnitProfile.allCases {
            for strict in [false, true] {
                let (_, root) = try junit(Sample.report(), profile: profile, strict: strict)
                var total = (tests: 0, failures: 0, errors: 0, skipped: 0)
                for suite in root.all("testsuite") {
                    let cases = suite.children.filter { $0.name == "testcase" }
                    let failures = cases.filter { $0.child("failure") != nil }.count
                    let errors = cases.filter { $0.child("error") != nil }.count
                    let skipped = cases.filter { $0.child("skipped") != nil }.count
                    XCTAssertEqual(suite.int("tests"), cases.count, "\(suite["name"] ?? "") \(profile)")
                    XCTAssertEqual(suite.int("failures"), failures)
                    XCTAssertEqual(suite.int("errors"), errors)
                    XCTAssertEqual(suite.int("skipped"), skipped)
                    total.tests += cases.count
                    total.failures += failures
                    total.errors += errors
                    total.skipped += skipped
                }
                if profile == .rich {
                    XCTAssertEqual(root.int("tests"), total.tests)
                    XCTAssertEqual(root.int("failures"), total.failures)
                    XCTAssertEqual(root.int("errors"), total.errors)
                    XCTAssertEqual(root.int("skipped"), total.skipped)
                    XCTAssertEqual(root["name"], "tokenlint")
                } else {
                    XCTAssertTrue(root.attributes.isEmpty, "strict <testsuites> has no attributes")
                }
                // 6 checks + 1 file finding in the spec, 1 input error, 2 registry checks.
                XCTAssertEqual(total.tests, 10)
                // Errors: contrast in the spec and in the registry; --strict adds the warning.
                XCTAssertEqual(total.failures, strict ? 3 : 2)
                XCTAssertEqual(total.errors, 1)
                // needs-review and suppressed.
                XCTAssertEqual(total.skipped, 2)
            }
        }
    }

    func testFailuresEqualErrorFindings() throws {
        let report = Sample.many(errors: 7, warnings: 4, notices: 2)
        let (_, plain) = try junit(report)
        XCTAssertEqual(plain.int("failures"), 7)
        XCTAssertEqual(plain.all("failure").count, 7)
        let (_, strict) = try junit(report, strict: true)
        XCTAssertEqual(strict.int("failures"), 11)
        XCTAssertEqual(strict.all("failure").count, 11)
        // LintReport.strict has the same effect as the option.
        var strictReport = report
        strictReport.strict = true
        let (_, fromReport) = try junit(strictReport)
        XCTAssertEqual(fromReport.int("failures"), 11)
    }

    func testRichTestcasesMapEveryOutcome() throws {
        let (_, root) = try junit(Sample.report())
        let suites = root.all("testsuite")
        XCTAssertEqual(suites.map { $0["name"] ?? "" }, ["registry", Sample.spec, Sample.broken])
        XCTAssertEqual(suites.first?["file"], Sample.registryPath)
        for suite in suites {
            XCTAssertEqual(suite["timestamp"], "2026-01-01T00:00:00")
            XCTAssertNotNil(suite["time"])
        }

        let spec = try XCTUnwrap(suites.first { $0["name"] == Sample.spec })
        let cases = spec.children.filter { $0.name == "testcase" }
        for testcase in root.all("testcase") {
            XCTAssertNotNil(testcase["file"], "rich testcases carry file")
            XCTAssertNotNil(testcase.int("line"), "rich testcases carry line")
            XCTAssertNotNil(testcase["time"])
        }
        // classname: path without the compound extension, / → .
        XCTAssertEqual(Set(cases.map { $0["classname"] ?? "" }), ["Examples.specs.recipe-picker"])

        func testcase(_ name: String) throws -> XNode {
            try XCTUnwrap(cases.first { $0["name"] == name }, "no testcase \(name) in \(cases.map { $0["name"] ?? "" })")
        }
        // error → failure with a one-line message and the full explanation in the body.
        let contrast = try testcase("contrast/text add-to-plan")
        XCTAssertEqual(contrast["file"], Sample.spec)
        XCTAssertEqual(contrast["line"], "42")
        let failure = try XCTUnwrap(contrast.child("failure"))
        XCTAssertEqual(failure["type"], "contrast/text")
        XCTAssertEqual(failure["message"], Sample.contrastError.message)
        XCTAssertFalse(failure["message"]?.contains("\n") ?? true)
        for part in ["appearance=light,contrast=standard", "measured: 4.017", "required: 4.5", "help: Use a darker background",
                     "details:\n  appearance=light, contrast=standard: 4.017:1 on #007AFF, needs 4.5:1",
                     "\(Sample.spec):42:7"] {
            XCTAssertTrue(failure.text.contains(part), "body lacks \(part):\n\(failure.text)")
        }
        // passing checks are testcases too; repeated rule+component get @L:C.
        XCTAssertTrue(try testcase("contrast/text title @10:3").children.isEmpty)
        XCTAssertTrue(try testcase("contrast/text title @11:3").children.isEmpty)
        // warning → passes, with system-out.
        let target = try testcase("target/size add-to-plan")
        XCTAssertNil(target.child("failure"))
        XCTAssertTrue(target.child("system-out")?.text.hasPrefix("warning: Tap target 40×40 pt") ?? false)
        // needs-review and suppressed → skipped.
        XCTAssertTrue(try testcase("motion/reduced hero").child("skipped")?["message"]?.hasPrefix("needs review:") ?? false)
        let suppressed = try XCTUnwrap(testcase("target/size close").child("skipped"))
        XCTAssertTrue(suppressed["message"]?.contains("legacy screen, redesign in Q3") ?? false)
        // info → passes, with system-out.
        let info = try testcase("spec/unused-ignore")
        XCTAssertNil(info.child("failure"))
        XCTAssertTrue(info.child("system-out")?.text.hasPrefix("info: ") ?? false)

        // The unparseable file is one <error type="input"> testcase.
        let broken = try XCTUnwrap(suites.first { $0["name"] == Sample.broken })
        let brokenCases = broken.children.filter { $0.name == "testcase" }
        XCTAssertEqual(brokenCases.count, 1)
        XCTAssertEqual(brokenCases.first?["name"], "input \(Sample.broken)")
        XCTAssertEqual(brokenCases.first?["classname"], "Examples.specs.broken")
        XCTAssertEqual(brokenCases.first?.child("error")?["type"], "input")
        XCTAssertEqual(brokenCases.first?.child("error")?["message"], Sample.parseError.message)
        XCTAssertEqual(broken.int("errors"), 1)
    }

    /// A suite built with a selection (only the kept testcases' texts are built) is the suite
    /// built whole and then `selected`, byte for byte, for every selection and every outcome:
    /// the sample (errors, warnings, needs-review, suppressed, info, repeated names, an
    /// unreadable file), the hostile strings, and a generated file of errors and warnings.
    func testASuiteBuiltForASelectionIsTheWholeSuiteSelected() throws {
        let files = Sample.report().allFiles + Sample.hostileReport().allFiles
            + ReportLimitsTests.generated(files: 1, checksPerFile: 60).allFiles
        let selections = [JUnitSelection.all, .failures] + [0, 1, 2, 5, 1000].map { JUnitSelection(onlyFailing: true, failingListed: $0) }
        let layout = JUnitLayout(rich: true, timestamp: "2026-01-01T00:00:00", toolVersion: "1.0.0")
        for file in files {
            for strict in [false, true] {
                for selection in selections {
                    let whole = JUnitSuite(file, name: file.path, classname: "c", strict: strict).selected(selection)
                    let built = JUnitSuite(file, name: file.path, classname: "c", strict: strict, selection: selection)
                    XCTAssertEqual(try layout.fragment(built, index: 0), try layout.fragment(whole, index: 0), "\(file.path), \(selection), strict \(strict)")
                    XCTAssertEqual(built.counts, JUnitCounts(of: file, strict: strict, selection: selection))
                }
            }
        }
    }

    func testNamesAreUniquePerFile() throws {
        // Same rule, same component, even the same place, three times.
        let loc = Sample.location("a.yaml", 1, 1)
        let checks = (0..<3).map { _ in Check(rule: RuleID("r", kind: .spec), subject: "c", location: loc, outcome: .passed) }
            + [Check(rule: RuleID("r", kind: .spec), subject: "c @1:1", location: loc, outcome: .passed)]
        let report = LintReport(toolVersion: "1", files: [FileReport(path: "a.yaml", checks: checks)], rules: [], duration: 0,
                                timestamp: "2026-01-01T00:00:00")
        for profile in JUnitProfile.allCases {
            let (_, root) = try junit(report, profile: profile)
            let keys = root.all("testcase").map { "\($0["classname"] ?? "")|\($0["name"] ?? "")" }
            XCTAssertEqual(keys.count, 4)
            XCTAssertEqual(Set(keys).count, keys.count, "\(keys)")
        }
        let (_, rich) = try junit(Sample.hostileReport())
        let keys = rich.all("testcase").map { "\($0["classname"] ?? "")|\($0["name"] ?? "")" }
        XCTAssertEqual(Set(keys).count, keys.count)
    }

    func testClassnamesDropTheCompoundExtensionAndStayUniqueAcrossFiles() throws {
        XCTAssertEqual(JUnitNames.classname("Examples/specs/recipe-picker.spec.yaml"), "Examples.specs.recipe-picker")
        XCTAssertEqual(JUnitNames.classname("tokens/app.resolver.json"), "tokens.app")
        XCTAssertEqual(JUnitNames.classname("a/b/screen.v2.yaml"), "a.b.screen.v2")
        XCTAssertEqual(JUnitNames.classname("notes.txt"), "notes")
        XCTAssertEqual(JUnitNames.classname("README"), "README")

        let checks = [Check(rule: RuleID("r", kind: .spec), subject: "c", location: Sample.location("x", 1, 1), outcome: .passed)]
        let report = LintReport(toolVersion: "1", files: [
            FileReport(path: "specs/home.yaml", checks: checks.map { var c = $0; c.location.file = "specs/home.yaml"; return c }),
            FileReport(path: "specs/home.json", checks: checks.map { var c = $0; c.location.file = "specs/home.json"; return c }),
        ], rules: [], duration: 0, timestamp: "2026-01-01T00:00:00")
        let (_, root) = try junit(report)
        XCTAssertEqual(root.all("testcase").map { $0["classname"] ?? "" }, ["specs.home", "specs.home.json"])
    }

    func testZeroChecksStillWritesAValidReportWithOneTestcase() throws {
        for profile in JUnitProfile.allCases {
            let (text, root) = try junit(Sample.empty(), profile: profile)
            XCTAssertEqual(root.all("testcase").count, 1, text)
            XCTAssertEqual(root.all("testsuite").first?.int("tests"), 1)
            if profile == .rich { XCTAssertEqual(root.int("tests"), 1) }
        }
        let strict = try render(Sample.empty(), .junit, ReportOptions(junitProfile: .strict))
        for schema in JUnitValidator.Schema.allCases {
            XCTAssertEqual(JUnitValidator.validate(contents: strict, against: schema), [], "\(schema)")
        }
    }

    func testNumbersUseDecimalPointsAndThreePlaces() {
        XCTAssertEqual(DecimalText.seconds(0.0123), "0.012")
        XCTAssertEqual(DecimalText.seconds(1234.5), "1234.500")
        XCTAssertEqual(DecimalText.seconds(0), "0.000")
        XCTAssertEqual(DecimalText.seconds(-3), "0.000")
        XCTAssertEqual(DecimalText.seconds(.nan), "0.000")
        XCTAssertEqual(DecimalText.seconds(.infinity), "0.000")
        XCTAssertEqual(DecimalText.seconds(1e300), "9000000000000.000", "clamped, never an exponent")
    }

    func testTimestampIsNormalisedToTheAntForm() {
        XCTAssertEqual(JUnitTimestamp.normalized("2026-01-01T00:00:00"), "2026-01-01T00:00:00")
        XCTAssertEqual(JUnitTimestamp.normalized("2026-02-03T04:05:06.789Z"), "2026-02-03T04:05:06")
        XCTAssertEqual(JUnitTimestamp.normalized("2026-02-03 04:05:06+02:00"), "2026-02-03T04:05:06")
        XCTAssertNil(JUnitTimestamp.parse("2026-02-30T00:00:00"))
        XCTAssertNil(JUnitTimestamp.parse("yesterday"))
        XCTAssertNil(JUnitTimestamp.parse("２０２６-01-01T00:00:00"))
        let now = JUnitTimestamp.normalized("garbage")
        XCTAssertNotNil(JUnitTimestamp.parse(now), now)
    }

    // MARK: The two XSDs

    func testStrictProfileValidatesAgainstBothXSDs() throws {
        let reports = [Sample.report(), Sample.report(strict: true), Sample.hostileReport(), Sample.many(errors: 3, warnings: 3, notices: 3)]
        for report in reports {
            let text = try render(report, .junit, ReportOptions(junitProfile: .strict))
            for schema in JUnitValidator.Schema.allCases {
                XCTAssertEqual(JUnitValidator.validate(contents: text, against: schema), [], "\(schema):\n\(text)")
            }
        }
    }

    func testStrictProfileShape() throws {
        let (_, root) = try junit(Sample.report(), profile: .strict)
        for (index, suite) in root.all("testsuite").enumerated() {
            XCTAssertEqual(suite["id"], String(index))
            XCTAssertEqual(suite["package"], "tokenlint")
            XCTAssertEqual(suite["hostname"], "localhost")
            XCTAssertEqual(suite["timestamp"], "2026-01-01T00:00:00")
            XCTAssertEqual(suite.children.first?.name, "properties")
            XCTAssertEqual(suite.children.suffix(2).map(\.name), ["system-out", "system-err"])
        }
        for testcase in root.all("testcase") {
            XCTAssertNil(testcase["file"])
            XCTAssertNil(testcase["line"])
            XCTAssertTrue(testcase.children.count <= 1)
        }
        // Warnings keep their text, in the suite's system-out.
        let spec = try XCTUnwrap(root.all("testsuite").first { $0["name"] == Sample.spec })
        XCTAssertTrue(spec.child("system-out")?.text.contains("warning: Tap target 40×40 pt") ?? false)
    }

    func testRichProfileFailsBothXSDsWhichIsWhyStrictExists() throws {
        let text = try render(Sample.report(), .junit)
        let jenkins = JUnitValidator.validate(contents: text, against: .jenkins)
        XCTAssertTrue(jenkins.contains { $0.contains("'file'") || $0.contains("'line'") || $0.contains("'skipped'") }, "\(jenkins)")
        let ant = JUnitValidator.validate(contents: text, against: .ant)
        XCTAssertFalse(ant.isEmpty)
        XCTAssertTrue(ant.allSatisfy { $0.first?.isNumber == true }, "every problem starts with its line: \(ant)")
    }

    func testBrokenDocumentsFailWithMessages() throws {
        let fixture = Paths.fixtures.appendingPathComponent("broken-junit.xml").path
        for schema in JUnitValidator.Schema.allCases {
            let problems = JUnitValidator.validate(file: fixture, against: schema)
            XCTAssertFalse(problems.isEmpty, "\(schema)")
            XCTAssertTrue(problems.contains { $0.hasPrefix("7: ") && $0.contains("testcase") }, "\(schema): \(problems)")
        }
        let notXML = JUnitValidator.validate(contents: "<testsuites><testsuite>", against: .jenkins)
        XCTAssertFalse(notXML.isEmpty)
        XCTAssertFalse(JUnitValidator.validate(contents: "", against: .ant).isEmpty)
        XCTAssertFalse(JUnitValidator.validate(contents: "<a>\u{0}</a>", against: .ant).isEmpty)
        XCTAssertFalse(JUnitValidator.validate(file: "/nonexistent/\(UUID().uuidString).xml", against: .ant).isEmpty)
        XCTAssertFalse(JUnitValidator.validate(file: "nul\u{0}.xml", against: .ant).isEmpty)
        // External entities are not fetched or expanded.
        let xxe = #"<?xml version="1.0"?><!DOCTYPE t [<!ENTITY x SYSTEM "file:///etc/passwd">]><testsuites>&x;</testsuites>"#
        XCTAssertFalse(JUnitValidator.validate(contents: xxe, against: .jenkins).isEmpty)
    }

    /// What `report validate` reports is the problem list, each problem once with its line;
    /// libxml2 itself writes nothing (an error without a handler prints "Entity: line 1: …" on
    /// stderr). Failed in release builds while the schema parser read the XSD bytes after their
    /// lifetime ended: every validation was "the embedded XSD does not parse", with stray bytes
    /// on stderr.
    func testValidationReportsEachProblemOnceAndWritesNothingToStandardError() throws {
        let strict = try render(Sample.report(), .junit, ReportOptions(junitProfile: .strict))
        let broken = Paths.fixtures.appendingPathComponent("broken-junit.xml").path
        let (written, results) = try capturingStandardError {
            JUnitValidator.Schema.allCases.map { schema in
                (schema, JUnitValidator.validate(contents: strict, against: schema),
                 JUnitValidator.validate(file: broken, against: schema),
                 JUnitValidator.validate(contents: "<testsuites>\n<testsuite>", against: schema))
            }
        }
        XCTAssertEqual(written, "", "libxml2 wrote to stderr")
        for (schema, valid, invalid, unfinished) in results {
            XCTAssertEqual(valid, [], "\(schema)")
            // Both XSDs: `<xs:attribute name="name" … use="required"/>` on testcase; the fixture's
            // only testcase (line 7) has none.
            XCTAssertEqual(invalid.count, 1, "\(schema): \(invalid)")
            XCTAssertTrue(invalid.first?.hasPrefix("7: ") ?? false, "\(schema): \(invalid)")
            XCTAssertTrue(invalid.first?.contains("'name'") ?? false, "\(schema): \(invalid)")
            // Not well-formed: the document ends inside <testsuite> (line 2).
            XCTAssertEqual(unfinished.count, 1, "\(schema): \(unfinished)")
            XCTAssertTrue(unfinished.first?.hasPrefix("2:") ?? false, "\(schema): \(unfinished)")
        }
    }

    /// Runs `body` with file descriptor 2 sent to a temporary file; returns what was written there.
    private func capturingStandardError<R>(_ body: () throws -> R) throws -> (String, R) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)").path
        let opened = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        let file = try XCTUnwrap(opened >= 0 ? opened : nil, "cannot create \(path)")
        defer { close(file); unlink(path) }
        fflush(nil)  // every stdio stream (stderr itself is unbuffered)
        let saved = dup(STDERR_FILENO)
        XCTAssertGreaterThanOrEqual(saved, 0)
        XCTAssertEqual(dup2(file, STDERR_FILENO), STDERR_FILENO)
        let result = Result { try body() }
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
        return (try String(contentsOfFile: path, encoding: .utf8), try result.get())
    }

    func testTheDualValidExampleFromTheNotesValidates() throws {
        let fixture = Paths.fixtures.appendingPathComponent("dual-valid.xml").path
        for schema in JUnitValidator.Schema.allCases {
            XCTAssertEqual(JUnitValidator.validate(file: fixture, against: schema), [], "\(schema)")
        }
    }

    func testValidationFromManyThreadsAtOnce() {
        let text = (try? render(Sample.report(), .junit, ReportOptions(junitProfile: .strict))) ?? ""
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            let schema: JUnitValidator.Schema = i % 2 == 0 ? .jenkins : .ant
            XCTAssertEqual(JUnitValidator.validate(contents: text, against: schema), [])
            XCTAssertNotNil(XML.parse((try? render(Sample.hostileReport(), .junit)) ?? ""))
        }
    }
}

/// The oracle for `JUnitSuite(_:name:classname:strict:selection:)`, which builds only the
/// testcases a selection keeps: the whole suite, cut afterwards.
extension JUnitSuite {
    /// The suite with only the testcases `selection` keeps. Under `--junit-cases failures`: its
    /// failing, erroring and skipped testcases (the first `failingListed`, then one failing
    /// testcase that counts the rest), then one passing testcase that counts the passing checks
    /// (so a clean file still shows that it was checked).
    func selected(_ selection: JUnitSelection) -> JUnitSuite {
        guard selection.onlyFailing else { return self }
        var kept = self
        kept.cases = cases.filter { $0.result.status != .passed }
        let passed = cases.count - kept.cases.count
        let warned = cases.filter { $0.result.status == .passed && $0.output != nil }.count
        let more = max(0, kept.cases.count - selection.failingListed)
        kept.cases.removeLast(more)
        kept.appendSummaries(passed: passed, warned: warned, moreFailing: more)
        return kept
    }
}
