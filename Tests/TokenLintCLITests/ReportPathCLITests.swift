import Foundation
import JSONSource
import XCTest

/// Every location a report gives must lead to the file, read the way its consumer reads it:
/// SARIF `artifactLocation.uri` is a URI reference (SARIF 2.1.0 §3.4.3) that GitHub code
/// scanning resolves against the repository root, the working directory in CI, or an absolute
/// `file:` URI (RFC 8089); a GitHub annotation's `file=` is a path from the repository root.
/// Specs are named the ways people name them: `../x/specs`, an absolute path inside the working
/// directory, and an absolute path outside it, folder and file names with spaces and a `%`.
final class ReportPathCLITests: XCTestCase {
    private struct Layout {
        /// The working directory the CLI runs in.
        var workingDirectory: URL
        /// What is passed on the command line, and the files found there.
        var arguments: [String]
        var inside: URL, sibling: URL, outside: URL
    }

    /// A 20 × 20 pt button: a `target/size` error (44 × 44 pt, Apple HIG) in every file, so every
    /// file has a result in every format.
    private static let failingSpec = """
        tokenlint: 1
        components:
          - {id: tiny, role: button, frame: {width: 20, height: 20}}

        """

    private func makeLayout() throws -> Layout {
        // Symbolic links resolved (macOS's /var → /private/var): the working directory the CLI
        // sees is the real path, and "inside" must be recognisable as inside it.
        let root = try makeTemporaryDirectory(self).resolvingSymlinksInPath()
        let outsideRoot = try makeTemporaryDirectory(self).resolvingSymlinksInPath()
        let workingDirectory = root.appendingPathComponent("project root/app", isDirectory: true)
        let inside = workingDirectory.appendingPathComponent("design specs/inside.spec.yaml")
        let sibling = root.appendingPathComponent("project root/x/specs/100% sibling.spec.yaml")
        let outside = outsideRoot.appendingPathComponent("far away/outside.spec.yaml")
        for file in [inside, sibling, outside] {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(Self.failingSpec.utf8).write(to: file)
        }
        return Layout(workingDirectory: workingDirectory,
                      arguments: ["../x/specs", inside.path, outside.deletingLastPathComponent().path],
                      inside: inside, sibling: sibling, outside: outside)
    }

    private func run(_ layout: Layout, _ options: [String]) -> CLIResult {
        let fileManager = FileManager.default
        let previous = fileManager.currentDirectoryPath
        XCTAssertTrue(fileManager.changeCurrentDirectoryPath(layout.workingDirectory.path))
        defer { _ = fileManager.changeCurrentDirectoryPath(previous) }
        return tokenlint(["lint", "--config", LintPaths.neutralConfig] + layout.arguments + options)
    }

    /// The file a path names, read as a shell does: relative to the working directory unless absolute.
    private func file(atPath path: String, from layout: Layout) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: path, relativeTo: layout.workingDirectory)
    }

    private func assertNamesTheThreeFiles(_ paths: [String], _ layout: Layout, _ what: String,
                                          file: StaticString = #filePath, line: UInt = #line) {
        let resolved = Set(paths.map { self.file(atPath: $0, from: layout).standardizedFileURL.path })
        XCTAssertEqual(resolved, Set([layout.inside, layout.sibling, layout.outside].map(\.standardizedFileURL.path)),
                       "\(what): \(paths)", file: file, line: line)
        // Inside the working directory, relative (a repository path); outside it, absolute.
        XCTAssertTrue(paths.contains("design specs/inside.spec.yaml"), "\(what): \(paths)", file: file, line: line)
        XCTAssertTrue(paths.contains(layout.outside.path), "\(what): \(paths)", file: file, line: line)
        XCTAssertTrue(paths.contains(layout.sibling.standardizedFileURL.path), "\(what): \(paths)", file: file, line: line)
    }

    func testSARIFLocationsResolveToTheFiles() throws {
        let layout = try makeLayout()
        let result = run(layout, ["--format", "sarif"])
        XCTAssertEqual(result.code, 1, result.summary)
        let runs = try XCTUnwrap(result.orderedJSON()["runs"]?.arrayValue, result.summary)
        let uris = try XCTUnwrap(runs.first?["results"]?.arrayValue, result.summary).compactMap {
            $0["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue
        }
        XCTAssertEqual(uris.count, 3, result.summary)

        // RFC 3986 §2: a URI holds only unreserved and reserved characters and %HH escapes.
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")
        for uri in uris {
            XCTAssertTrue(uri.allSatisfy(allowed.contains), "not a URI: \(uri)")
            XCTAssertNil(uri.range(of: "%(?![0-9A-F]{2})", options: .regularExpression), "a bare '%': \(uri)")
        }
        // RFC 8089 §2: an absolute path is `file:` + `//` + an empty authority + the path.
        let outsideURI = "file://" + layout.outside.path.replacingOccurrences(of: " ", with: "%20")
        XCTAssertTrue(uris.contains(outsideURI), "\(uris)")
        XCTAssertTrue(uris.contains("design%20specs/inside.spec.yaml"), "\(uris)")
        XCTAssertTrue(uris.contains { $0.hasSuffix("/project%20root/x/specs/100%25%20sibling.spec.yaml") }, "\(uris)")

        // Foundation, an independent URI reader, resolves each (relative references against the
        // working directory, as code scanning does against the checkout) to a file that exists.
        let base = URL(fileURLWithPath: layout.workingDirectory.path + "/", isDirectory: true)
        var paths: [String] = []
        for uri in uris {
            let url = try XCTUnwrap(URL(string: uri, relativeTo: uri.hasPrefix("file:") ? nil : base), uri)
            XCTAssertTrue(url.absoluteURL.isFileURL, uri)
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.absoluteURL.path), "\(uri) → \(url.absoluteURL.path)")
            paths.append(url.absoluteURL.path)
        }
        XCTAssertEqual(Set(paths), Set([layout.inside, layout.sibling, layout.outside].map(\.standardizedFileURL.path)))
    }

    func testGitHubAnnotationsNameTheFiles() throws {
        let layout = try makeLayout()
        let result = run(layout, ["--format", "github"])
        XCTAssertEqual(result.code, 1, result.summary)
        // `::error file=…,line=…`: a property value, `%`, `:`, `,`, CR and LF escaped (GitHub's
        // workflow-command escaping), undone here to get the path.
        var files: [String] = []
        for line in result.out.split(separator: "\n") where line.hasPrefix("::error file=") {
            let value = line.dropFirst("::error file=".count).prefix { $0 != "," }
            files.append(String(value).replacingOccurrences(of: "%2C", with: ",").replacingOccurrences(of: "%3A", with: ":")
                .replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
                .replacingOccurrences(of: "%25", with: "%"))
        }
        XCTAssertEqual(files.count, 3, result.summary)
        for path in files {
            XCTAssertTrue(FileManager.default.fileExists(atPath: file(atPath: path, from: layout).path), "\(path): \(result.summary)")
        }
        assertNamesTheThreeFiles(files, layout, "github")
    }

    func testTextJSONAndJUnitNameTheFilesTheSameWay() throws {
        let layout = try makeLayout()
        let junit = layout.workingDirectory.appendingPathComponent("report.xml").path

        let text = run(layout, ["--report", "junit=\(junit)"])
        XCTAssertEqual(text.code, 1, text.summary)
        // `path:line:col: severity: message [rule]`
        let textPaths = text.out.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: #":\d+:\d+: error: "#, options: .regularExpression) else { return nil }
            return String(line[..<range.lowerBound])
        }
        assertNamesTheThreeFiles(textPaths, layout, "text")

        let json = run(layout, ["--format", "json"])
        XCTAssertEqual(json.code, 1, json.summary)
        assertNamesTheThreeFiles(try json.findings().compactMap { $0.string("file") }, layout, "json")

        // JUnit `file` attributes of the failing testcases (rich profile, GitLab and GitHub read them).
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        var junitPaths: [String] = []
        for line in xml.split(separator: "\n") where line.contains("<testcase") && line.contains("target/size") {
            guard let range = line.range(of: #" file="[^"]*""#, options: .regularExpression) else { continue }
            junitPaths.append(String(line[range].dropFirst(7).dropLast()).replacingOccurrences(of: "&amp;", with: "&"))
        }
        assertNamesTheThreeFiles(junitPaths, layout, "junit")
    }
}
