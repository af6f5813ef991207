import Foundation

/// The temporary files of replacements in progress (`AtomicFile`), so that a run stopped by
/// Ctrl-C or SIGTERM can remove them before it exits: an interrupted run leaves every report
/// old or new and no `.tmp` file beside it.
///
/// Creating a temporary file, renaming it into place and removing it all happen under one lock,
/// which `removeAllForExit` takes and keeps: once it runs, no temporary file can appear and no
/// rename can happen before the process exits. It is called from an ordinary thread (the
/// executable's signal watcher, which receives the signals with `sigwait`), never from a
/// signal handler, so taking a lock there is safe.
public enum TemporaryFiles {
    private final class Registry: @unchecked Sendable {
        // @unchecked: `paths` is only touched while holding `lock`.
        let lock = NSLock()
        var paths: Set<String> = []
    }

    private static let registry = Registry()

    /// Creates a new file at `path` (`O_EXCL`: callers pass a fresh name) and registers it.
    /// The descriptor, open for writing (`readable`: and reading), or the `errno` of the failure.
    package static func create(_ path: String, mode: mode_t, readable: Bool = false) -> Result<Int32, Errno> {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        let fd = path.withCString { open($0, (readable ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL | O_CLOEXEC, mode) }
        guard fd >= 0 else { return .failure(Errno(errno)) }
        registry.paths.insert(path)
        return .success(fd)
    }

    /// Renames the temporary file over `target` (atomic within one file system). Nil, or the
    /// `errno` of the failure (the temporary file is then still registered: `discard` it).
    package static func commit(_ temporary: String, to target: String) -> Int32? {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        guard rename(temporary, target) == 0 else { return errno }
        registry.paths.remove(temporary)
        return nil
    }

    /// Removes a temporary file that will not be used.
    package static func discard(_ temporary: String) {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        unlink(temporary)
        registry.paths.remove(temporary)
    }

    /// Whether `path` is registered, to be removed if a signal stops the run.
    package static func isRegistered(_ path: String) -> Bool {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        return registry.paths.contains(path)
    }

    /// Removes every registered temporary file and keeps the lock, so none appears and no
    /// report is renamed into place until the process exits. For a process about to exit only.
    public static func removeAllForExit() {
        registry.lock.lock()
        for path in registry.paths { unlink(path) }
        registry.paths.removeAll()
    }

    /// Removes the temporary files of runs that were killed (SIGKILL leaves no chance to clean
    /// up): in `folder`, each regular file of this user whose name `owner` reads as ours, giving
    /// the id of the process that made it, when that process no longer exists. Anything else —
    /// another name, a link, a live process's file, someone else's — is left alone.
    package static func removeStale(in folder: String, owner: (String) -> pid_t?) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let me = getpid()
        for name in names {
            guard let pid = owner(name), pid > 0, pid != me, kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == getuid() else { continue }
            unlink(path)
        }
    }

    /// The process id in `name` when it is `prefix` + PID + `separator` + a UUID + `suffix`.
    package static func owner(of name: String, prefix: String, separator: Character, suffix: String) -> pid_t? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        guard let cut = middle.firstIndex(of: separator), UUID(uuidString: String(middle[middle.index(after: cut)...])) != nil else { return nil }
        return pid_t(middle[..<cut])
    }

    /// An `errno` value, as a failure.
    package struct Errno: Error {
        package var code: Int32
        package init(_ code: Int32) { self.code = code }
    }
}
