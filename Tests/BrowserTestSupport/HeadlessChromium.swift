import Foundation

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// the browser reads commands on fd 3 and writes replies and events on fd 4, each a JSON
/// object ended by a NUL byte). A pipe rather than `--dump-dom` because media features can be
/// emulated exactly (`Emulation.setEmulatedMedia`: prefers-color-scheme, prefers-contrast,
/// prefers-reduced-motion, where command-line switches cover only some), console errors arrive
/// as events, and screenshots come back in the same session. No port, no network.
///
/// Small on purpose: open a page, read its console errors, evaluate expressions to strings,
/// emulate media features, take a screenshot.
public final class HeadlessChromium {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// The Chromium binary: `$CHROMIUM`, else `chromium` or `chromium-browser` on PATH
    /// (Debian's package installs `/usr/bin/chromium`).
    public static func executable() -> String? {
        if let explicit = ProcessInfo.processInfo.environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    private let process = Process()
    private let commands = Pipe()
    private let replies = Pipe()
    private let profile: URL
    private var nextID = 0
    private var buffer = Data()
    private var sessionID: String?
    /// Console errors and uncaught exceptions of the open page, in order.
    public private(set) var consoleErrors: [String] = []
    private let timeout: TimeInterval

    /// Starts the browser. Fails (never skips) when no Chromium is installed: CI installs it.
    public init(timeout: TimeInterval = 60) throws {
        guard let executable = Self.executable() else {
            throw Failure("Chromium not found: install it (apt-get install -y chromium; .ci/run does) or set CHROMIUM")
        }
        self.timeout = timeout
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-chromium-\(UUID().uuidString)")
        // fd 3 and 4 are made from stdin and stdout by the shell, since Process passes only the
        // three standard descriptors; the browser's own logs stay on stderr (discarded).
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "exec \"$0\" \"$@\" 3<&0 4>&1 </dev/null >/dev/null",
            executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
            "--user-data-dir=\(profile.path)", "--window-size=800,600", "about:blank",
        ]
        // Chromium's singleton socket goes to a folder of its own under TMPDIR, left behind when
        // the browser is terminated: under the profile it is removed with it.
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": profile.path]) { $1 }
        process.standardInput = commands
        process.standardOutput = replies
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit { close() }

    public func close() {
        if process.isRunning {
            _ = try? send("Browser.close", [:], session: false)
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Opens `file` in a new page and waits for its load event.
    public func open(_ file: URL) throws {
        let target = try send("Target.createTarget", ["url": "about:blank"], session: false)
        guard let targetID = target["targetId"] as? String else { throw Failure("no targetId in \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true], session: false)
        guard let session = attached["sessionId"] as? String else { throw Failure("no sessionId in \(attached)") }
        sessionID = session
        consoleErrors = []
        _ = try send("Runtime.enable", [:])
        _ = try send("Log.enable", [:])
        _ = try send("Page.enable", [:])
        _ = try send("Page.navigate", ["url": file.absoluteString])
        try waitForEvent("Page.loadEventFired")
    }

    /// Emulates media features, e.g. `["prefers-color-scheme": "dark"]`; an empty map clears them.
    public func emulateMedia(_ features: [String: String]) throws {
        let list = features.map { ["name": $0.key, "value": $0.value] }
        _ = try send("Emulation.setEmulatedMedia", ["features": list])
    }

    /// The value of a JavaScript expression in the page, as a string (`String(value)`).
    public func evaluate(_ expression: String) throws -> String {
        let result = try send("Runtime.evaluate", ["expression": "String(\(expression))", "returnByValue": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw Failure("\(expression) threw: \(exception["text"] ?? exception)")
        }
        guard let value = (result["result"] as? [String: Any])?["value"] as? String else { throw Failure("no value for \(expression): \(result)") }
        return value
    }

    /// A PNG of the page's viewport, written to `path`.
    public func screenshot(to path: URL) throws {
        let result = try send("Page.captureScreenshot", ["format": "png"])
        guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else { throw Failure("no screenshot data") }
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: path)
    }

    // MARK: The protocol

    private func send(_ method: String, _ params: [String: Any], session: Bool = true) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if session, let sessionID { message["sessionId"] = sessionID }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try commands.fileHandleForWriting.write(contentsOf: data)
        while true {
            let reply = try nextMessage()
            if reply["id"] as? Int == id {
                if let error = reply["error"] as? [String: Any] { throw Failure("\(method): \(error["message"] ?? error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
        }
    }

    private func waitForEvent(_ name: String) throws {
        while try nextMessage()["method"] as? String != name {}
    }

    /// The next message, recording console errors on the way. A watchdog ends the browser if
    /// nothing arrives in time, so a hung browser fails the test instead of hanging it.
    private func nextMessage() throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let body = buffer[buffer.startIndex..<end]
                buffer.removeSubrange(buffer.startIndex...end)
                guard let message = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else { continue }
                record(message)
                return message
            }
            guard Date() < deadline else {
                process.terminate()
                throw Failure("Chromium sent nothing for \(Int(timeout)) s")
            }
            let chunk = try readChunk(until: deadline)
            guard !chunk.isEmpty else { throw Failure("Chromium closed the pipe (exit \(process.isRunning ? -1 : process.terminationStatus))") }
            buffer.append(chunk)
        }
    }

    private func readChunk(until deadline: Date) throws -> Data {
        let handle = replies.fileHandleForReading
        let semaphore = DispatchSemaphore(value: 0)
        let box = ChunkBox()
        DispatchQueue.global().async {
            box.data = handle.availableData
            semaphore.signal()
        }
        if semaphore.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .timedOut {
            process.terminate()
            semaphore.wait()
            throw Failure("Chromium sent nothing for \(Int(timeout)) s")
        }
        return box.data
    }

    private func record(_ message: [String: Any]) {
        guard let method = message["method"] as? String, let params = message["params"] as? [String: Any] else { return }
        switch method {
        case "Runtime.consoleAPICalled" where params["type"] as? String == "error":
            let args = (params["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "")" }
            consoleErrors.append(args.joined(separator: " "))
        case "Runtime.exceptionThrown":
            let details = params["exceptionDetails"] as? [String: Any]
            let exception = details?["exception"] as? [String: Any]
            consoleErrors.append("\(exception?["description"] ?? details?["text"] ?? "exception")")
        case "Log.entryAdded":
            if let entry = params["entry"] as? [String: Any], entry["level"] as? String == "error" {
                consoleErrors.append("\(entry["text"] ?? "")")
            }
        default:
            break
        }
    }
}

/// The bytes one background read produced (handed back through a semaphore).
private final class ChunkBox: @unchecked Sendable {
    var data = Data()
}
