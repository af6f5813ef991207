#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A point in time as the file system gives it: seconds and nanoseconds since the epoch.
public struct FileTime: Sendable, Hashable, Comparable {
    public var seconds: Int64
    public var nanoseconds: Int64

    public init(seconds: Int64, nanoseconds: Int64) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    init(_ spec: timespec) {
        self.init(seconds: Int64(spec.tv_sec), nanoseconds: Int64(spec.tv_nsec))
    }

    /// The real-time clock now (the clock a local file system stamps files with).
    public static func now() -> FileTime {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return FileTime(spec)
    }

    public static func < (l: FileTime, r: FileTime) -> Bool {
        (l.seconds, l.nanoseconds) < (r.seconds, r.nanoseconds)
    }
}

/// What stat(2) says about a spec file, compared the way git compares a file with its index
/// entry and Ruff with its cache: when the device, inode, size, modification and change times
/// are all what they were when the file's bytes were read and hashed, the file is taken as
/// unchanged, and a run neither reads nor hashes it again (reading and hashing every file was
/// a third of a run over unchanged files).
///
/// The change time (ctime) is in the stamp because nothing but the kernel sets it: restoring
/// the modification time after an edit (`touch -d`, `cp -p`, an archive tool) still changes it.
/// An editor's atomic save (write a new file, rename it over the old one) changes the inode.
public struct FileStamp: Sendable, Hashable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modified: FileTime
    public var changed: FileTime

    public init(device: UInt64, inode: UInt64, size: Int64, modified: FileTime, changed: FileTime) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// The stamp of the regular file at `path`; nil when it cannot be stat'ed or is not a
    /// regular file (the caller reads it, and the read says what is wrong).
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        return FileStamp(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
                         size: Int64(info.st_size), modified: FileTime(modified), changed: FileTime(changed))
    }

    /// How far before the moment a file's bytes were read its times must lie for the stamp to
    /// vouch for those bytes. A file system stamps a write with its own clock, coarser than the
    /// real-time clock (Linux: the kernel's tick, a few milliseconds; FAT: two seconds), so a
    /// write just after the read can get the very times the read saw: then the stamp is equal
    /// and the bytes are not. This is git's "racily clean" problem; git compares with its index
    /// file's time, which needs both on one file system. Three seconds cover FAT's two-second
    /// granularity and any tick, on any file system whose clock is the machine's.
    public static let racyMargin: Int64 = 3

    /// Whether the stamp, taken before reading bytes whose read ended at `readAt`, may hide a
    /// later change (see `racyMargin`): then it vouches for nothing, and the file is read and
    /// hashed again. A file whose times lie in the future (a skewed clock, `touch -d`) stays racy.
    public func isRacy(readAt: FileTime) -> Bool {
        let latest = max(modified, changed)
        return latest.seconds >= readAt.seconds - Self.racyMargin
    }
}
