@testable import DesignSpec
import Diagnostics
import Foundation
import JSONSchemaTestSupport
import JSONSource
import XCTest

/// Runs the YAML fast path and the Yams path over the same bytes and compares what they give.
enum YAMLPaths {
    static let file = "diff.spec.yaml"

    /// What the fast path answered (nil: it bailed out).
    static func fast(_ bytes: [UInt8]) -> YAMLSourceReader.Output? {
        YAMLFastReader(file: file, maximumDepth: SpecParser.maximumDepth, maximumNodes: SpecParser.maximumNodes).read(bytes)
    }

    /// Where the fast path gave up (a line of its source), for failure messages.
    static func whyBailed(_ bytes: [UInt8]) -> String {
        switch YAMLFastReader(file: file, maximumDepth: SpecParser.maximumDepth, maximumNodes: SpecParser.maximumNodes).attempt(bytes) {
        case .success: "it did not"
        case .failure(let bail): "bailed at \(bail.source):\(bail.sourceLine)"
        }
    }

    /// What Yams answers, after the same UTF-8 check `SpecParser` does first.
    static func yams(_ bytes: [UInt8]) -> Result<YAMLSourceReader.Output, YAMLSourceReader.Failure> {
        switch UTF8Text.decode(bytes) {
        case .failure(let failure):
            return .failure(YAMLSourceReader.Failure(message: "not UTF-8: \(failure.detail)", position: failure.position))
        case .success(let text):
            return YAMLSourceReader(file: file, maximumDepth: SpecParser.maximumDepth, maximumNodes: SpecParser.maximumNodes).read(text)
        }
    }

    /// nil when both agree (or the fast path bailed out); otherwise what differs.
    static func difference(_ bytes: [UInt8]) -> String? {
        fast(bytes).flatMap { difference(bytes, fast: $0) }
    }

    /// What differs between the fast path's reading of `bytes` and Yams' (nil: nothing).
    static func difference(_ bytes: [UInt8], fast: YAMLSourceReader.Output) -> String? {
        switch yams(bytes) {
        case .failure(let failure):
            return "the fast path read it, Yams refused it: \(failure.message) at \(failure.position.line):\(failure.position.column)"
        case .success(let slow):
            let fastTree = fast.root.map(TreeDump.dump) ?? "nil"
            let slowTree = slow.root.map(TreeDump.dump) ?? "nil"
            if fastTree != slowTree { return "trees differ:\n" + TreeDump.firstDifference(fastTree, slowTree) }
            if fast.findings != slow.findings {
                return "findings differ:\nfast: \(fast.findings.map(\.description))\nyams: \(slow.findings.map(\.description))"
            }
            if fast.reportedPositions != slow.reportedPositions { return "reported positions differ" }
            return nil
        }
    }
}

/// A text form of a positioned tree that shows every kind, value (numbers to the bit) and position.
enum TreeDump {
    static func dump(_ node: JSONNode) -> String {
        var lines: [String] = []
        append(node, label: "", depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ node: JSONNode, label: String, depth: Int, to lines: inout [String]) {
        let at = "\(node.position.line):\(node.position.column)"
        let pad = String(repeating: " ", count: depth)
        switch node.kind {
        case .null: lines.append("\(pad)\(label)\(at) null")
        case .bool(let value): lines.append("\(pad)\(label)\(at) bool \(value)")
        case .number(let value): lines.append("\(pad)\(label)\(at) number \(value) [\(value.bitPattern)]")
        case .string(let value): lines.append("\(pad)\(label)\(at) string \(value.debugDescription)")
        case .array(let items):
            lines.append("\(pad)\(label)\(at) array \(items.count)")
            for item in items { append(item, label: "- ", depth: depth + 1, to: &lines) }
        case .object(let object):
            lines.append("\(pad)\(label)\(at) object \(object.count)")
            for member in object.members {
                let key = "\(member.key.debugDescription)@\(member.keyPosition.line):\(member.keyPosition.column): "
                append(member.value, label: key, depth: depth + 1, to: &lines)
            }
        }
    }

    static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? String(left[index]) : "<end>"
            let r = index < right.count ? String(right[index]) : "<end>"
            if l != r { return "line \(index + 1) of the dump:\nfast: \(l)\nyams: \(r)" }
        }
        return "(same dump)"
    }
}

/// A small deterministic generator (xorshift64*), so a failing input reproduces from its seed.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9 : seed }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }
}

/// Where the YAML the differential test reads comes from.
enum YAMLInputs {
    static let packageRoot = SpecTestPaths.packageRoot

    /// Every `.yaml` / `.yml` file below a folder (sorted; none when it does not exist).
    static func files(below folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where ["yaml", "yml"].contains(url.pathExtension.lowercased()) {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The YAML of Examples/specs and Tests/Fixtures, and the ```yaml blocks of the user
    /// documentation in docs/ (everything is in the repository: no test reads outside it).
    static func realFiles() -> [(name: String, bytes: [UInt8])] {
        var inputs: [(String, [UInt8])] = []
        let folders = [packageRoot.appendingPathComponent("Examples"), packageRoot.appendingPathComponent("Tests/Fixtures")]
        for url in folders.flatMap(files(below:)) {
            if let data = FileManager.default.contents(atPath: url.path) { inputs.append((url.lastPathComponent, [UInt8](data))) }
        }
        let docs = packageRoot.appendingPathComponent("docs")
        let documents = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        for name in documents {
            guard let text = try? String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8) else { continue }
            for (index, block) in MarkdownYAMLBlocks.blocks(in: text).enumerated() { inputs.append(("docs/\(name)#\(index)", Array(block.utf8))) }
        }
        return inputs
    }
}
