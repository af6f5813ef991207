import ContentHash
import Foundation

/// Names the running build of tokenlint for cache keys, so a different build (a rebuild of the
/// same version, with the same size and date) never reuses another's verdicts.
///
/// On Linux the executable's GNU build ID: the linkers Swift uses (gold, lld) write a SHA-1 of
/// the linked output into a `.note.gnu.build-id` note (`readelf -n`), so it changes whenever the
/// code does, and reading it costs three small reads, not a hash of the whole executable.
/// Where there is none (macOS, a build linked without it), a SHA-256 of the executable's bytes.
public enum ToolBuild {
    /// Computed on first use: only runs with a cache pay for it.
    public static let current: String = {
        #if os(Linux)
        let path = "/proc/self/exe"
        #else
        let path = Bundle.main.executablePath ?? ""
        #endif
        if let id = elfBuildID(path) { return "build-id " + id.map { String(format: "%02x", $0) }.joined() }
        if let bytes = FileManager.default.contents(atPath: path) { return "sha256 " + SHA256.hash(Array(bytes)).hex }
        // No way to tell builds apart: a key no other process shares, so nothing is reused.
        return "unknown " + UUID().uuidString
    }()

    /// The GNU build ID of the ELF file at `path`; nil when it is not a 64-bit little-endian ELF
    /// file or has no such note. Every offset and length is checked against what was read.
    static func elfBuildID(_ path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        func read(_ offset: UInt64, _ count: Int) -> [UInt8]? {
            guard count > 0, count <= 1 << 20, (try? handle.seek(toOffset: offset)) != nil,
                  let data = try? handle.read(upToCount: count), data.count == count else { return nil }
            return Array(data)
        }
        func integer(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt64 {
            LittleEndian.read(bytes, at: offset, bytes: count)
        }
        // ELF64 header: magic, class 2 (64-bit), data 1 (little-endian); e_phoff at 32,
        // e_phentsize at 54, e_phnum at 56.
        guard let header = read(0, 64), header[0..<4].elementsEqual([0x7f, 0x45, 0x4c, 0x46]),
              header[4] == 2, header[5] == 1 else { return nil }
        let tableOffset = integer(header, 32, 8), entrySize = Int(integer(header, 54, 2)), count = Int(integer(header, 56, 2))
        guard entrySize >= 56, let table = read(tableOffset, entrySize * count) else { return nil }
        for index in 0..<count {
            let entry = index * entrySize
            // PT_NOTE (4): p_offset at 8, p_filesz at 32.
            guard integer(table, entry, 4) == 4,
                  let notes = read(integer(table, entry + 8, 8), Int(min(integer(table, entry + 32, 8), 1 << 20))) else { continue }
            // Each note: namesz, descsz, type (4 bytes each), the name, the descriptor, both padded to 4.
            var offset = 0
            while offset + 12 <= notes.count {
                let nameSize = Int(integer(notes, offset, 4)), descriptorSize = Int(integer(notes, offset + 4, 4))
                let type = integer(notes, offset + 8, 4)
                let name = offset + 12, descriptor = name + (nameSize + 3) / 4 * 4
                let next = descriptor + (descriptorSize + 3) / 4 * 4
                guard next <= notes.count else { break }
                // NT_GNU_BUILD_ID (3), owner "GNU\0".
                if type == 3, nameSize == 4, notes[name..<name + 4].elementsEqual(Array("GNU\0".utf8)), descriptorSize > 0 {
                    return Array(notes[descriptor..<descriptor + descriptorSize])
                }
                offset = next
            }
        }
        return nil
    }
}

extension LintCache {
    /// The default cache folder, outside the checkout so a checkout cannot plant results: the
    /// user's cache directory (`$XDG_CACHE_HOME/tokenlint`, else `~/.cache/tokenlint`; on macOS
    /// `~/Library/Caches/tokenlint`), then a folder per project, named by a hash of the working
    /// directory's real path. Nil, for no cache, under `CI=true` (a pull request's job must not
    /// find results a previous job left; `--cache-dir` turns it on) or without a home folder.
    public static func defaultFolder(environment: [String: String], workingDirectory: String) -> String? {
        if environment["CI"]?.lowercased() == "true" { return nil }
        let base: String
        #if os(macOS)
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        base = home + "/Library/Caches"
        #else
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            return nil
        }
        #endif
        let real = URL(fileURLWithPath: workingDirectory).resolvingSymlinksInPath().path
        let project = String(SHA256.hash(real).hex.prefix(16))
        return ((base as NSString).appendingPathComponent("tokenlint") as NSString).appendingPathComponent(project)
    }
}
