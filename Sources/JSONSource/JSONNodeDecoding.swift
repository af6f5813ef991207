import Diagnostics
import Foundation

/// A `Decodable` value read from a node, with any problem at the position of the value it is
/// about. The node is written out and read by Foundation's `JSONDecoder`, so a type's
/// `init(from:)` is its only validation; a `DecodingError`'s coding path leads back to the node.
extension JSONNode {
    public struct DecodingProblem: Error, Sendable, Equatable {
        public var message: String
        public var position: SourcePosition
        /// The keys (and indices) from the decoded node to the value, "upTo" or "a.0.b"; empty
        /// for the node itself.
        public var path: String
    }

    public func decode<T: Decodable>(_ type: T.Type) -> Result<T, DecodingProblem> {
        var bytes: [UInt8] = []
        JSONWriter(pretty: false).write(value, indent: 0, into: &bytes)
        do {
            return .success(try JSONDecoder().decode(T.self, from: Data(bytes)))
        } catch let error as DecodingError {
            return .failure(problem(error))
        } catch {
            return .failure(DecodingProblem(message: "\(error)", position: position, path: ""))
        }
    }

    private func problem(_ error: DecodingError) -> DecodingProblem {
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let node = self.node(at: context.codingPath)
            return DecodingProblem(message: "must be \(Self.name(of: type)), found \(node.typeName)", position: node.position,
                                   path: Self.text(context.codingPath))
        case .keyNotFound(let key, let context):
            return DecodingProblem(message: "needs '\(key.stringValue)'", position: node(at: context.codingPath).position,
                                   path: Self.text(context.codingPath))
        case .dataCorrupted(let context):
            return DecodingProblem(message: context.debugDescription, position: node(at: context.codingPath).position,
                                   path: Self.text(context.codingPath))
        @unknown default:
            return DecodingProblem(message: "\(error)", position: position, path: "")
        }
    }

    /// The deepest node the path reaches (the decoder's path names only what exists, but a
    /// step that does not is stopped at rather than trusted).
    private func node(at path: [any CodingKey]) -> JSONNode {
        var node = self
        for key in path {
            if let index = key.intValue, let items = node.arrayValue, items.indices.contains(index) {
                node = items[index]
            } else if let member = node.objectValue?[key.stringValue] {
                node = member
            } else {
                break
            }
        }
        return node
    }

    private static func text(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is Bool.Type: "true or false"
        case is String.Type: "a string"
        case is Double.Type, is Float.Type, is Int.Type: "a number"
        default: "\(type)"
        }
    }
}
