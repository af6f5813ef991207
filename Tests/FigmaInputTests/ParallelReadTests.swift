import DesignSpec
import DesignTokens
import Diagnostics
import FigmaInput
import Foundation
import SpecLint
import XCTest

/// One Figma file's frames are read and linted on several threads (`--jobs`): the report must
/// be the one a single thread gives, check for check and in the same order, on real files of
/// the test data whose skipped boards, notes and findings come from many frames at once (a
/// design system's component boards, slides with pictures of screens, a `/nodes` response).
final class ParallelReadTests: XCTestCase {
    private func report(_ path: String, jobs: Int) throws -> FileReport {
        let bytes = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: path), "missing fixture \(path)"))
        let base = FigmaFixtures.builtIn
        let linter = Linter(space: base.space, config: base.config, jobs: jobs)
        return linter.lint(file: (path as NSString).lastPathComponent, bytes: bytes, format: FigmaFormat(jobs: jobs))
    }

    func testRealFilesReadTheSameOnOneThreadAndOnSeveral() throws {
        let files = [
            JudgedCorpusTests.root.appendingPathComponent("gridaco-chicago-design-system-beta.figma.json"),
            JudgedCorpusTests.root.appendingPathComponent("gridaco-investor-pitch.figma.json"),
            JudgedCorpusTests.root.appendingPathComponent("gridaco-not-pink-presentation.figma.json"),
            FigmaFixtures.root.appendingPathComponent(FigmaFixtures.nodes),
        ].map(\.path)
        for file in files {
            let serial = try report(file, jobs: 1)
            XCTAssertGreaterThan(serial.checks.count, 0, file)
            let parallel = try report(file, jobs: 3)
            XCTAssertEqual(parallel.inputError, serial.inputError, file)
            XCTAssertEqual(parallel.findings, serial.findings, file)
            XCTAssertTrue(parallel.checks == serial.checks, "\(file): the checks differ or are in another order")
        }
    }
}
