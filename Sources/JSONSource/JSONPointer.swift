/// RFC 6901 JSON Pointer, as DTCG `$ref` uses it ("#/base/blue/$value/components/0").
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    /// The decoded reference tokens (`~1` → `/`, `~0` → `~`).
    public var segments: [String]

    public init(segments: [String]) {
        self.segments = segments
    }

    /// Parses "#/a/b", "/a/b" or "#" (the whole document). Returns nil for anything else
    /// (a pointer must start with "/" after the optional "#", and "~" must be followed by 0 or 1).
    public init?(_ text: String) {
        var body = Substring(text)
        if body.hasPrefix("#") { body = body.dropFirst() }
        if body.isEmpty { self.segments = []; return }
        guard body.hasPrefix("/") else { return nil }
        var segments: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var decoded = ""
            var iterator = raw.makeIterator()
            while let character = iterator.next() {
                if character == "~" {
                    switch iterator.next() {
                    case "0": decoded.append("~")
                    case "1": decoded.append("/")
                    default: return nil
                    }
                } else {
                    decoded.append(character)
                }
            }
            segments.append(decoded)
        }
        self.segments = segments
    }

    public var description: String {
        "#" + segments.map { segment in
            "/" + segment.map { $0 == "~" ? "~0" : $0 == "/" ? "~1" : String($0) }.joined()
        }.joined()
    }

    /// Follows the pointer through a parsed document.
    public func resolve(in root: JSONNode) -> JSONNode? {
        var node = root
        for segment in segments {
            switch node.kind {
            case .object(let object):
                guard let next = object[segment] else { return nil }
                node = next
            case .array(let items):
                // RFC 6901 §4: an index is "0" or digits without a leading zero (no sign).
                guard !segment.isEmpty, segment.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                      segment == "0" || !segment.hasPrefix("0"),
                      let index = Int(segment), index < items.count else { return nil }
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }
}
