import Diagnostics
import Foundation
import JSONSource

extension TokenDefinition {
    /// Marked by `TokensStudioConverter`: `$value` is Tokens Studio's (math, `rgba()`,
    /// composite shapes) or a `studio.tokens` color modifier applies.
    var hasTokensStudioValue: Bool {
        extensions?.objectValue?["org.tokenlint"]?.objectValue?[TokensStudioConverter.markerKey]?.stringValue == TokenFormat.tokensStudio.rawValue
    }
}

/// Tokens Studio values are evaluated after their references resolve, in each permutation (a
/// theme changes what `{dimension.base} * 2` is), as Tokens Studio resolves them: a reference
/// that is the whole string (or a whole composite member) stands for the token's value, one
/// inside math or `rgba()` for its text (`4px`, `#f56565`). References are followed by the
/// same resolution as aliases, so chains stop at `maximumChainLength` links and cycles are
/// reported as cycles.
extension AliasResolver {
    mutating func resolveTokensStudio(_ token: FlatToken) -> Raw? {
        let definition = token.definition
        let ours = definition.extensions?.objectValue?["org.tokenlint"]?.objectValue
        guard let value = ours?[TokensStudioConverter.originalKey] ?? definition.value, let typeName = definition.type?.value, let type = TokenType(rawValue: typeName) else {
            report(.invalidValue, "a Tokens Studio value needs a $value and a DTCG $type", token: token, at: definition.location)
            return nil
        }
        guard let substituted = substituteReferences(value.value, for: token) else { return nil }
        var result: JSONValue
        switch TokensStudioValue.dtcg(substituted, type: type) {
        case .success(let converted): result = converted
        case .failure(let failure):
            if failure.unsupported {
                report(.foreignType, "left out: \(failure.message)", token: token, severity: .info)
            } else {
                report(.invalidValue, failure.message, token: token)
            }
            return nil
        }
        if let modifier = definition.extensions?.objectValue?["studio.tokens"]?.objectValue?["modify"] {
            guard let resolved = substituteReferences(modifier.value, for: token) else { return nil }
            switch TokensStudioValue.modify(result, with: resolved) {
            case .success(let modified): result = modified
            case .failure(let failure):
                report(.invalidValue, "color modifier: \(failure.message)", token: token, at: definition.location(of: modifier))
                return nil
            }
        }
        return Raw(value: result, type: type, aliasOf: nil)
    }

    private mutating func substituteReferences(_ value: JSONValue, for token: FlatToken) -> JSONValue? {
        switch value {
        case .string(let text):
            guard text.contains("{") else { return value }
            if case .reference(let target) = TokenReference.read(text) { return referenced(target.path, for: token) }
            var output = ""
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{") {
                guard let close = rest[open...].firstIndex(of: "}") else { break }
                output += rest[..<open]
                let path = String(rest[rest.index(after: open)..<close])
                guard let target = referenced(path, for: token) else { return nil }
                guard let shown = Self.text(of: target) else {
                    report(.invalidValue, "{\(path)} is used inside '\(text)', but its value is not a number, dimension or color", token: token)
                    return nil
                }
                output += shown
                rest = rest[rest.index(after: close)...]
            }
            return .string(output + rest)
        case .array(let items):
            var values: [JSONValue] = []
            for item in items {
                guard let substituted = substituteReferences(item, for: token) else { return nil }
                values.append(substituted)
            }
            return .array(values)
        case .object(let pairs):
            var values: [(String, JSONValue)] = []
            for (key, member) in pairs {
                guard let substituted = substituteReferences(member, for: token) else { return nil }
                values.append((key, substituted))
            }
            return .object(values)
        default:
            return value
        }
    }

    private mutating func referenced(_ path: String, for token: FlatToken) -> JSONValue? {
        guard tokens[path] != nil else {
            report(.unresolvedReference, "{\(path)} does not resolve to a token\(DidYouMean.hint(for: path, among: tokens.keys))", token: token)
            return nil
        }
        return resolve(path)?.value
    }

    /// A resolved value as Tokens Studio writes it inside an expression.
    static func text(of value: JSONValue) -> String? {
        func number(_ n: Double) -> String { n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n) }
        switch value {
        case .number(let n): return number(n)
        case .string(let s): return s
        case .object:
            if let n = value["value"]?.numberValue, let unit = value["unit"]?.stringValue { return number(n) + unit }
            if let color = try? TokensStudioValue.color(value) {
                guard color.alpha < 1 else { return color.hex6 }
                let rgba = color.sRGBInGamut
                return "rgba(\(number(rgba.r * 255)), \(number(rgba.g * 255)), \(number(rgba.b * 255)), \(number(color.alpha)))"
            }
            return nil
        default: return nil
        }
    }
}
