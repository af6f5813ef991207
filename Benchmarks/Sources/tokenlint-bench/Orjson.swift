import Foundation

/// Python's orjson parsing JSON bytes: the yardstick of the speed target (the CLI in ≤ 12× the
/// time orjson needs to parse the same bytes). A `python3` process reads every file first and times only the
/// parsing, so neither its start nor the file system is counted.
struct Orjson {
    let folder: String
    private let python: String
    /// `orjson.__version__`.
    private(set) var version = "?"

    /// A prepared orjson, or why it cannot be used.
    enum Availability {
        case ready(Orjson)
        case missing(String)
    }

    /// Reads the files, parses them `runs` times and prints each run's seconds; "missing" when
    /// orjson cannot be imported.
    static let script = """
        import os, sys, time
        try:
            import orjson
        except ImportError:
            print("missing"); sys.exit(0)
        folder = sys.argv[1]
        blobs = [open(os.path.join(folder, name), "rb").read() for name in sorted(os.listdir(folder))]
        if sys.argv[2] == "version":
            print(orjson.__version__); sys.exit(0)
        start = time.perf_counter()
        for blob in blobs:
            orjson.loads(blob)
        print(time.perf_counter() - start)
        """

    /// Writes `json` to a temporary folder and checks that python3 and orjson are there
    /// (`pip install orjson`), or says what is missing.
    static func prepare(_ json: [[UInt8]]) -> Availability {
        // The first python3 on PATH (a pyenv or virtualenv one is where `pip install` put orjson).
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map { "\($0)/python3" }
        guard let python = (path + ["/usr/bin/python3"]).first(where: FileManager.default.isExecutableFile) else {
            return .missing("python3 not found")
        }
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("tokenlint-bench-orjson-\(getpid())")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (index, bytes) in json.enumerated() {
                try Data(bytes).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(String(format: "%05d.json", index))))
            }
        } catch {
            return .missing("cannot write the JSON files: \(error)")
        }
        var orjson = Orjson(folder: folder, python: python)
        guard let version = try? orjson.output("version"), version != "missing", !version.isEmpty else {
            orjson.remove()
            return .missing("orjson is not installed for \(python) (pip install orjson)")
        }
        orjson.version = version
        return .ready(orjson)
    }

    /// Seconds of one serial parse of every file.
    func time() throws -> Double {
        let text = try output("time")
        guard let seconds = Double(text) else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "orjson timing: \(text)"]) }
        return seconds
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    private func output(_ mode: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", Self.script, folder, mode]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
