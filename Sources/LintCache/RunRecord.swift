import ContentHash

/// What a whole `tokenlint lint` run wrote, kept in the cache so that the next run of the same
/// command over the same inputs writes it again without linting or rendering anything
/// (`RunRecords`): stdout, stderr, every report file, the exit status.
///
/// The outputs are blobs beside the record (`Blob`): a finding-heavy run's reports are tens of
/// megabytes, which the record names with their size and `WordChecksum`, checked before a byte
/// of them is used.
///
/// ```
/// magic         8 bytes  "TLRUNS\0\0"
/// version       4 bytes  little-endian, `formatVersion`
/// body                   varint-length fields, below
/// checksum      8 bytes  FNV-1a (64-bit) of everything before it
/// ```
/// The body: the slot (32 bytes), the run digest (32), the exit status, stdout's blob, the
/// stderr pieces (each: stdout's length when it was written, then its bytes), the reports (each:
/// the path as given, then its blob), and the GitHub step summary (a flag, then its bytes).
public struct RunRecord: Sendable, Equatable {
    /// A stored output: a file in the record's folder.
    public struct Blob: Sendable, Equatable {
        /// The file's name in the record's folder.
        public var name: String
        public var size: UInt64
        /// `WordChecksum.value` of its bytes.
        public var checksum: UInt64

        public init(name: String, size: UInt64, checksum: UInt64) {
            self.name = name
            self.size = size
            self.checksum = checksum
        }
    }

    /// Text for stderr, written when stdout had `offset` bytes: replayed in the same place, so a
    /// terminal shows stdout and stderr interleaved as the run printed them.
    public struct ErrorPiece: Sendable, Equatable {
        public var offset: UInt64
        public var bytes: [UInt8]

        public init(offset: UInt64, bytes: [UInt8]) {
            self.offset = offset
            self.bytes = bytes
        }
    }

    /// A report file: the path as the command line or the configuration gave it.
    public struct Report: Sendable, Equatable {
        public var path: String
        public var blob: Blob

        public init(path: String, blob: Blob) {
            self.path = path
            self.blob = blob
        }
    }

    /// Names the command (`RunRecords` keeps one record per slot: a later run replaces it).
    public var slot: SHA256Digest
    /// Names everything the outputs depend on (the command, the configuration, the registry, the
    /// baseline, every spec file's bytes): replayed only for a run with the same digest.
    public var digest: SHA256Digest
    public var exitStatus: Int32
    public var standardOutput: Blob
    public var standardError: [ErrorPiece]
    public var reports: [Report]
    /// Markdown appended to `$GITHUB_STEP_SUMMARY`, when the run appended any.
    public var stepSummary: [UInt8]?

    public init(slot: SHA256Digest, digest: SHA256Digest, exitStatus: Int32, standardOutput: Blob,
                standardError: [ErrorPiece], reports: [Report], stepSummary: [UInt8]?) {
        self.slot = slot
        self.digest = digest
        self.exitStatus = exitStatus
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.reports = reports
        self.stepSummary = stepSummary
    }

    static let magic: [UInt8] = Array("TLRUNS".utf8) + [0, 0]
    /// Bumped whenever the encoding changes (the folder is named by it too: `RunRecords`).
    static let formatVersion: UInt32 = 1
    /// Larger records are not read: stderr and the step summary are small; the reports are blobs.
    static let maximumSize = 16 * 1024 * 1024

    public func encode() -> [UInt8] {
        var out = Self.magic
        LittleEndian.append(UInt64(Self.formatVersion), bytes: 4, to: &out)
        out += slot.bytes
        out += digest.bytes
        Varint.append(UInt64(UInt32(bitPattern: exitStatus)), to: &out)
        Self.append(standardOutput, to: &out)
        Varint.append(UInt64(standardError.count), to: &out)
        for piece in standardError {
            Varint.append(piece.offset, to: &out)
            Self.append(piece.bytes, to: &out)
        }
        Varint.append(UInt64(reports.count), to: &out)
        for report in reports {
            Self.append(Array(report.path.utf8), to: &out)
            Self.append(report.blob, to: &out)
        }
        if let stepSummary {
            out.append(1)
            Self.append(stepSummary, to: &out)
        } else {
            out.append(0)
        }
        LittleEndian.append(FNV1a64.hash(out[...]), bytes: 8, to: &out)
        return out
    }

    /// The record, or nil when `bytes` are not one whole, intact record of this version.
    public static func decode(_ bytes: [UInt8]) -> RunRecord? {
        guard bytes.count >= 12 + 64 + 8, bytes[0..<8].elementsEqual(magic),
              LittleEndian.read(bytes, at: 8, bytes: 4) == UInt64(formatVersion),
              LittleEndian.read(bytes, at: bytes.count - 8, bytes: 8) == FNV1a64.hash(bytes[0..<(bytes.count - 8)]),
              let slot = SHA256Digest(bytes: bytes[12..<44]), let digest = SHA256Digest(bytes: bytes[44..<76]) else { return nil }
        var reader = Reader(bytes: bytes, position: 76, end: bytes.count - 8)
        guard let status = reader.varint(), status <= UInt64(UInt32.max),
              let standardOutput = reader.blob(), let pieceCount = reader.count() else { return nil }
        var pieces: [ErrorPiece] = []
        for _ in 0..<pieceCount {
            guard let offset = reader.varint(), let piece = reader.field() else { return nil }
            pieces.append(ErrorPiece(offset: offset, bytes: piece))
        }
        guard let reportCount = reader.count() else { return nil }
        var reports: [Report] = []
        for _ in 0..<reportCount {
            guard let path = reader.field(), let blob = reader.blob() else { return nil }
            reports.append(Report(path: String(decoding: path, as: UTF8.self), blob: blob))
        }
        guard let flag = reader.byte(), flag <= 1 else { return nil }
        var stepSummary: [UInt8]?
        if flag == 1 {
            guard let summary = reader.field() else { return nil }
            stepSummary = summary
        }
        guard reader.atEnd else { return nil }
        return RunRecord(slot: slot, digest: digest, exitStatus: Int32(bitPattern: UInt32(status)), standardOutput: standardOutput,
                         standardError: pieces, reports: reports, stepSummary: stepSummary)
    }

    private static func append(_ bytes: [UInt8], to out: inout [UInt8]) {
        Varint.append(UInt64(bytes.count), to: &out)
        out += bytes
    }

    private static func append(_ blob: Blob, to out: inout [UInt8]) {
        append(Array(blob.name.utf8), to: &out)
        Varint.append(blob.size, to: &out)
        LittleEndian.append(blob.checksum, bytes: 8, to: &out)
    }

    /// Reads the body's fields; every read is bounds-checked and gives nil past `end`.
    private struct Reader {
        let bytes: [UInt8]
        var position: Int
        let end: Int

        var atEnd: Bool { position == end }

        mutating func byte() -> UInt8? {
            guard position < end else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func varint() -> UInt64? { Varint.read(bytes, at: &position, end: end) }

        /// A count of items that each take at least one byte: no more than the bytes left.
        mutating func count() -> Int? {
            guard let value = varint(), value <= UInt64(end - position) else { return nil }
            return Int(value)
        }

        /// A length, then that many bytes.
        mutating func field() -> [UInt8]? {
            guard let count = count() else { return nil }
            defer { position += count }
            return Array(bytes[position..<position + count])
        }

        mutating func blob() -> Blob? {
            guard let name = field(), let size = varint(), end - position >= 8 else { return nil }
            let checksum = LittleEndian.read(bytes, at: position, bytes: 8)
            position += 8
            return Blob(name: String(decoding: name, as: UTF8.self), size: size, checksum: checksum)
        }
    }
}
