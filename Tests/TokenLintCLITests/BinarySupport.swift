import Foundation
import XCTest

/// The `tokenlint` executable, run as users run it: in a process of its own, its standard
/// streams redirected by a shell. What `ProcessStart.prepare()` sets up (signals, closed
/// descriptors) and how the process ends (exit code or a trap) can only be seen this way; the
/// in-process `tokenlint(…)` helper cannot show a crash.
enum Binary {
    struct Run {
        var arguments: [String]
        var redirections: String
        /// The exit code, or the signal's number when `signaled`.
        var code: Int32
        /// Killed by a signal (a trap: SIGILL/SIGTRAP; SIGPIPE) rather than exiting.
        var signaled: Bool
        var err: String

        var summary: String {
            "tokenlint \(arguments.joined(separator: " ")) \(redirections) → \(signaled ? "signal" : "exit") \(code)\n--- stderr ---\n\(err.prefix(3000))"
        }
    }

    /// The executable SwiftPM builds beside the test bundle (`swift build --build-tests` and
    /// `swift test` build it with the tests).
    static func path(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }.map { $0.deletingLastPathComponent() }
        for folder in folders {
            let candidate = folder.appendingPathComponent("tokenlint").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        XCTFail("the tokenlint executable is not beside the test bundle (looked in \(folders.map(\.path))); build it with `swift build --build-tests`", file: file, line: line)
        throw CancellationError()
    }

    /// Runs `tokenlint ARGS… REDIRECTIONS` through /bin/sh (`exec`, so the shell's process
    /// becomes tokenlint's): stdout goes to /dev/null and stderr is captured unless the
    /// redirections say otherwise, e.g. `>/dev/full`, `>&-`, `2>&-`.
    static func run(_ arguments: [String], redirections: String = "", environment: [String: String] = [:],
                    file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" \"$@\" \(redirections)", try path(file: file, line: line)] + withoutCache(arguments)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(arguments: arguments, redirections: redirections, code: process.terminationStatus,
                   signaled: process.terminationReason == .uncaughtSignal, err: String(decoding: data, as: UTF8.self))
    }
}

/// Asserts the run ended with exit code 2 (not a signal) and exactly one line on stderr that
/// contains `message`, with no crash report (Swift's "Fatal error", a backtrace).
func assertOneLineFailure(_ run: Binary.Run, containing message: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertFalse(run.signaled, run.summary, file: file, line: line)
    XCTAssertEqual(run.code, 2, run.summary, file: file, line: line)
    XCTAssertTrue(run.err.hasSuffix("\n") && run.err.dropLast().split(separator: "\n", omittingEmptySubsequences: false).count == 1,
                  "not one line: \(run.summary)", file: file, line: line)
    XCTAssertTrue(run.err.contains(message), run.summary, file: file, line: line)
    for crash in ["Fatal error", "Backtrace", "backtrace", "Stack dump", "Current stack trace"] {
        XCTAssertFalse(run.err.contains(crash), run.summary, file: file, line: line)
    }
}
