import Foundation

/// Runs a command-line tool to completion and captures its output.
enum ToolRunner {
    struct Result {
        var status: Int32
        var output: String
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting: a full pipe would block the tool.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    struct Missing: Error, CustomStringConvertible { var description: String }

    /// The Swift compiler of the running toolchain: `/opt/swift/usr/bin/swiftc`, else `swiftc`
    /// on PATH. Missing is a failure, not a skip: CI has it.
    static func swiftc() throws -> String {
        var candidates = ["/opt/swift/usr/bin/swiftc"]
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(directory)/swiftc")
        }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile) else {
            throw Missing(description: "swiftc not found in /opt/swift/usr/bin or on PATH")
        }
        return found
    }
}
