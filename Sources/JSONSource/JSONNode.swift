import Diagnostics

/// A parsed JSON value that remembers where it started in the source text, so every message
/// about a token, a resolver entry or (later) a spec node can name `file:line:column`.
public struct JSONNode: Sendable {
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object(JSONObject)
    }

    public var kind: Kind
    private var packedPosition: PackedPosition
    public var position: SourcePosition {
        get { packedPosition.position }
        set { packedPosition = PackedPosition(newValue) }
    }

    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.packedPosition = PackedPosition(position)
    }

    public var stringValue: String? { if case .string(let s) = kind { s } else { nil } }
    public var numberValue: Double? { if case .number(let n) = kind { n } else { nil } }
    public var boolValue: Bool? { if case .bool(let b) = kind { b } else { nil } }
    public var arrayValue: [JSONNode]? { if case .array(let a) = kind { a } else { nil } }
    public var objectValue: JSONObject? { if case .object(let o) = kind { o } else { nil } }
    public var isNull: Bool { if case .null = kind { true } else { false } }

    /// A short name of the JSON type for messages ("expected a number, found a string").
    public var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value without positions, for export and comparison.
    public var value: JSONValue {
        switch kind {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n): .number(n)
        case .string(let s): .string(s)
        case .array(let items): .array(items.map(\.value))
        case .object(let object): .object(object.members.map { ($0.key, $0.value.value) })
        }
    }
}

/// A JSON object that keeps its members in source order (export must be deterministic and
/// follow the author's order) with an index for lookups.
public struct JSONObject: Sendable {
    public struct Member: Sendable {
        public var key: String
        private var packedKeyPosition: PackedPosition
        public var keyPosition: SourcePosition {
            get { packedKeyPosition.position }
            set { packedKeyPosition = PackedPosition(newValue) }
        }
        public var value: JSONNode

        public init(key: String, keyPosition: SourcePosition, value: JSONNode) {
            self.key = key
            self.packedKeyPosition = PackedPosition(keyPosition)
            self.value = value
        }
    }

    /// Members in source order. When a key repeats, only the last occurrence is kept here
    /// (RFC 8259 leaves duplicates undefined; "last wins" is what JavaScript does) and the
    /// parser reports the duplicate as a warning.
    public private(set) var members: [Member]
    /// Key → offset in `members`, only for objects larger than `indexThreshold`: most objects
    /// (a frame, a color, a component) have a handful of keys, where a linear search is faster
    /// than hashing and costs no extra allocation per object.
    private var index: JSONKeyIndex?
    static let indexThreshold = 12

    public init(members: [Member] = []) {
        self.members = []
        self.members.reserveCapacity(members.count)
        for member in members { insert(member) }
    }

    private func offset(of key: String) -> Int? {
        if let index { return index.offset(of: key, in: members) }
        return members.firstIndex { $0.key == key }
    }

    /// Inserts or replaces (keeping the first position in order, the new value).
    @discardableResult
    public mutating func insert(_ member: Member) -> Bool {
        insert(member, hash: member.key.hashValue)
    }

    /// `insert(_:)` given the name's `hashValue`: the parser knows it for names it has met
    /// before, and the name is hashed once for the lookup and the new slot both.
    mutating func insert(_ member: Member, hash: Int) -> Bool {
        let existing = if let index { index.offset(of: member.key, hash: hash, in: members) } else { members.firstIndex { $0.key == member.key } }
        if let existing {
            members[existing] = member
            return false
        }
        members.append(member)
        if index != nil {
            index?.appendLast(of: members, hash: hash)
        } else if members.count > Self.indexThreshold {
            rebuildIndex()
        }
        return true
    }

    public mutating func removeValue(forKey key: String) {
        guard let position = offset(of: key) else { return }
        members.remove(at: position)
        index = nil
        if members.count > Self.indexThreshold { rebuildIndex() }
    }

    /// Gives back the spare capacity that growing by appends left (up to half the members
    /// array), once an object is complete: a 50 MB Figma
    /// file is millions of members, and the spare room would be a third of its memory.
    mutating func shrinkToFit() {
        guard members.capacity > members.count else { return }
        members = members.withUnsafeBufferPointer { Array($0) }
    }

    private mutating func rebuildIndex() {
        index = JSONKeyIndex(members)
    }

    public subscript(key: String) -> JSONNode? {
        offset(of: key).map { members[$0].value }
    }

    public func member(_ key: String) -> Member? {
        offset(of: key).map { members[$0] }
    }

    public var keys: [String] { members.map(\.key) }
    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }
}

extension JSONValue {
    /// This value as a node whose every part is placed at `position`: for documents built in
    /// memory (a resolver document generated from other files) that the loaders read as if
    /// parsed, their messages pointing at the one place the generated document stands for.
    public func node(at position: SourcePosition) -> JSONNode {
        switch self {
        case .null: JSONNode(.null, at: position)
        case .bool(let b): JSONNode(.bool(b), at: position)
        case .number(let n): JSONNode(.number(n), at: position)
        case .string(let s): JSONNode(.string(s), at: position)
        case .array(let items): JSONNode(.array(items.map { $0.node(at: position) }), at: position)
        case .object(let pairs):
            JSONNode(.object(JSONObject(members: pairs.map { .init(key: $0.0, keyPosition: position, value: $0.1.node(at: position)) })), at: position)
        }
    }
}

/// A line and column in half the room of `SourcePosition`: every value and key of a parsed
/// file carries one, and a 50 MB Figma file has millions. Input files are at most
/// 100 MB, so neither number comes near `Int32.max`; larger ones (only made up in memory) are
/// clamped rather than wrapped.
struct PackedPosition: Sendable {
    private var line: Int32
    private var column: Int32

    init(_ position: SourcePosition) {
        line = Int32(clamping: position.line)
        column = Int32(clamping: position.column)
    }

    var position: SourcePosition { SourcePosition(line: Int(line), column: Int(column)) }
}
