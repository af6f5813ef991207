#if canImport(Glibc)
import CMalloc
#endif
import FileOutput
import Foundation
import Reporting

/// What the `tokenlint` executable sets up before its command runs (tests run commands in
/// process and skip this): standard descriptors that cannot be mistaken for files, write
/// errors instead of SIGPIPE, Ctrl-C or SIGTERM that leave no temporary files behind, and
/// freed memory kept for reuse.
public enum ProcessStart {
    /// Call first in `main`, before any thread is started: the signal mask set here is
    /// inherited by every thread started later.
    public static func prepare() {
        StandardDescriptors.reserveClosed()
        // A reader that went away (`tokenlint rules | head -1`) makes write(2) fail with EPIPE,
        // reported like any other write error, instead of killing the process silently.
        signal(SIGPIPE, SIG_IGN)
        Interruption.watch()
        FreedMemory.keepForReuse()
    }
}

/// glibc returns the free top of a thread's heap to the kernel once it exceeds the trim
/// threshold (128 KiB at first): with a file's syntax tree freed on every worker thread, that
/// was hundreds of `madvise` calls a second and the TLB shootdowns they cause on every core, a
/// third of the wall time on 1,400 dense Swift files. A run lasts seconds and the next file
/// reuses what the last one freed, so a heap may keep 16 MiB free: what that costs in peak
/// memory, and saves, is in the CHANGELOG. `MALLOC_TRIM_THRESHOLD_` or `GLIBC_TUNABLES` in the
/// environment still decide when set.
enum FreedMemory {
    /// Bytes a heap may keep free at its top before glibc gives them back.
    static let trimThreshold: Int32 = 16 << 20

    static func keepForReuse() {
        #if canImport(Glibc)
        // getenv, not ProcessInfo's dictionary of the whole environment: this runs at every start.
        guard getenv("MALLOC_TRIM_THRESHOLD_") == nil, getenv("GLIBC_TUNABLES").map({ String(cString: $0).contains("trim_threshold") }) != true else { return }
        _ = mallopt(M_TRIM_THRESHOLD, trimThreshold)
        #endif
    }
}

/// A closed stdout or stderr (`>&-`, `2>&-`) would be the lowest free descriptor, so the next
/// file opened would take it: a report's temporary file, say, and the text meant for stdout
/// would land in the report. Each closed one is filled with /dev/null opened read-only, so it
/// still cannot be written: writes fail with EBADF and are reported as "stdout is closed".
enum StandardDescriptors {
    static func reserveClosed() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", O_RDONLY)
            guard null >= 0 else { continue }
            // open(2) returns the lowest free descriptor, which is `fd` when the lower ones are
            // taken; dup2 covers the rest.
            if null != fd {
                dup2(null, fd)
                close(null)
            }
        }
    }
}

/// SIGINT, SIGTERM and SIGHUP are blocked in every thread and received by one thread of their
/// own with `sigwait`, which then runs ordinary code: it removes the temporary files of reports
/// being written (`TemporaryFiles`, under its lock, so no new one appears meanwhile) and then
/// dies of the same signal, so the parent sees what it sent (a shell reports 130 for Ctrl-C,
/// 143 for SIGTERM, and a script stops on Ctrl-C as it should). Nothing runs in a signal
/// handler, so nothing needs to be async-signal-safe.
enum Interruption {
    static func watch() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] where !isIgnored(signal) { sigaddset(&signals, signal) }
        // Blocked before any other thread exists, so every thread inherits the mask and the
        // signal can only be taken by `sigwait` below.
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let watched = signals
        let thread = Thread {
            var signals = watched
            var received: Int32 = 0
            while sigwait(&signals, &received) != 0 {}
            TemporaryFiles.removeAllForExit()
            // The default action again, unblocked in this thread only: the signal kills the
            // process here. Should it not, exit with the code a shell would show.
            signal(received, SIG_DFL)
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, received)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            pthread_kill(pthread_self(), received)
            _exit(128 + received)
        }
        thread.start()
    }

    /// A signal the parent set to be ignored stays ignored (`nohup` ignores SIGHUP; a shell
    /// script's background jobs ignore SIGINT): on Linux a blocked signal is queued even when
    /// ignored, so `sigwait` would otherwise receive it.
    private static func isIgnored(_ number: Int32) -> Bool {
        let previous = signal(number, SIG_IGN)
        signal(number, previous)
        return unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
