import Foundation
import JSONSource

/// A JSON Schema validator for the subset of JSON Schema (draft-04 … 2020-12) that the tests
/// need: tokenlint's own schemas (docs/schemas/*.schema.json) and the SARIF 2.1.0 schema.
///
/// Why it exists: no Swift JSON Schema package is available to this project (none is in its
/// dependency set, and the build machines have no network access to add one), and Python's
/// `jsonschema` is not installed on every CI machine, so a test that shelled out to it would
/// skip there. The subset is small and exact; a schema that uses a keyword outside it is
/// rejected when the validator is made (`unsupportedKeyword`), so a schema can never be
/// validated only in part without anyone noticing.
///
/// `format` is an annotation (2020-12 §7.2.1 leaves asserting it optional; Python's
/// `jsonschema` does not assert it by default either).
public struct JSONSchemaValidator {
    public struct SchemaError: Error, CustomStringConvertible {
        public var description: String
    }

    private let root: JSONValue

    /// Keywords that only annotate.
    private static let annotations: Set<String> = [
        "$schema", "$id", "id", "$comment", "title", "description", "markdownDescription", "default", "examples",
        "format", "deprecated", "readOnly", "writeOnly", "definitions", "$defs",
    ]
    /// Keywords that assert, all implemented below.
    private static let assertions: Set<String> = [
        "$ref", "type", "enum", "const", "properties", "patternProperties", "additionalProperties", "required",
        "propertyNames", "minProperties", "maxProperties", "items", "minItems", "maxItems", "uniqueItems",
        "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "pattern",
        "anyOf", "oneOf", "allOf", "not",
    ]

    /// Checks that every keyword of `schema` (recursively) is in the supported subset.
    public init(schema: JSONValue) throws {
        root = schema
        try Self.checkKeywords(schema, at: "#")
    }

    private static func checkKeywords(_ schema: JSONValue, at path: String) throws {
        guard case .object(let members) = schema else {
            if case .bool = schema { return }
            throw SchemaError(description: "\(path): a schema must be an object or a boolean")
        }
        for (key, value) in members {
            guard annotations.contains(key) || assertions.contains(key) else {
                throw SchemaError(description: "\(path): unsupported keyword '\(key)'")
            }
            switch key {
            case "definitions", "$defs", "properties", "patternProperties":
                for (name, child) in value.objectValue ?? [] {
                    if key == "patternProperties", (try? NSRegularExpression(pattern: name)) == nil {
                        throw SchemaError(description: "\(path)/patternProperties: '\(name)' is not a regular expression")
                    }
                    try checkKeywords(child, at: "\(path)/\(key)/\(name)")
                }
            case "additionalProperties", "items", "not", "propertyNames":
                if case .array = value { throw SchemaError(description: "\(path)/\(key): tuple forms are not supported") }
                try checkKeywords(value, at: "\(path)/\(key)")
            case "anyOf", "oneOf", "allOf":
                for (index, child) in (value.arrayValue ?? []).enumerated() { try checkKeywords(child, at: "\(path)/\(key)/\(index)") }
            case "exclusiveMinimum", "exclusiveMaximum":
                // draft-04's boolean form changes the meaning of minimum/maximum: not supported.
                guard value.numberValue != nil else { throw SchemaError(description: "\(path)/\(key): only the numeric form is supported") }
            case "pattern":
                guard let pattern = value.stringValue, (try? NSRegularExpression(pattern: pattern)) != nil else {
                    throw SchemaError(description: "\(path)/pattern: not a regular expression")
                }
            case "$ref":
                guard let reference = value.stringValue, reference.hasPrefix("#") else {
                    throw SchemaError(description: "\(path)/$ref: only references inside the document are supported")
                }
            default:
                break
            }
        }
    }

    /// Every violation, as "/instance/path: message" (empty when the instance is valid).
    public func validate(_ instance: JSONValue) -> [String] {
        var errors: [String] = []
        validate(instance, against: root, at: "", into: &errors)
        return errors
    }

    private func validate(_ instance: JSONValue, against schema: JSONValue, at path: String, into errors: inout [String]) {
        if case .bool(let accepts) = schema {
            if !accepts { errors.append("\(path.isEmpty ? "/" : path): no value is allowed here") }
            return
        }
        guard let keywords = schema.objectValue else { return }
        let here = path.isEmpty ? "/" : path
        for (key, value) in keywords {
            switch key {
            case "$ref":
                guard let target = resolve(value.stringValue ?? "") else {
                    errors.append("\(here): unresolvable $ref \(value.stringValue ?? "")")
                    continue
                }
                validate(instance, against: target, at: path, into: &errors)
            case "type":
                let names = value.arrayValue?.compactMap(\.stringValue) ?? [value.stringValue ?? ""]
                if !names.contains(where: { Self.hasType(instance, $0) }) {
                    errors.append("\(here): expected \(names.joined(separator: " or ")), found \(Self.typeName(instance))")
                }
            case "enum":
                if !(value.arrayValue ?? []).contains(where: { Self.equal($0, instance) }) {
                    errors.append("\(here): \(Self.brief(instance)) is not one of \((value.arrayValue ?? []).map(Self.brief).joined(separator: ", "))")
                }
            case "const":
                if !Self.equal(value, instance) { errors.append("\(here): expected \(Self.brief(value)), found \(Self.brief(instance))") }
            case "properties", "patternProperties", "additionalProperties":
                continue  // decided together, in validateMembers below
            case "required":
                guard case .object(let members) = instance else { continue }
                for name in value.arrayValue?.compactMap(\.stringValue) ?? [] where !members.contains(where: { $0.0 == name }) {
                    errors.append("\(here): '\(name)' is required")
                }
            case "propertyNames":
                guard case .object(let members) = instance else { continue }
                for (name, _) in members { validate(.string(name), against: value, at: path + "/" + Self.escape(name), into: &errors) }
            case "minProperties", "maxProperties":
                guard case .object(let members) = instance, let limit = value.numberValue else { continue }
                if key == "minProperties" ? Double(members.count) < limit : Double(members.count) > limit {
                    errors.append("\(here): \(members.count) properties, \(key) is \(Self.brief(value))")
                }
            case "items":
                guard case .array(let items) = instance else { continue }
                for (index, item) in items.enumerated() { validate(item, against: value, at: "\(path)/\(index)", into: &errors) }
            case "minItems", "maxItems":
                guard case .array(let items) = instance, let limit = value.numberValue else { continue }
                if key == "minItems" ? Double(items.count) < limit : Double(items.count) > limit {
                    errors.append("\(here): \(items.count) items, \(key) is \(Self.brief(value))")
                }
            case "uniqueItems":
                guard value == .bool(true), case .array(let items) = instance else { continue }
                for (index, item) in items.enumerated() where items[..<index].contains(where: { Self.equal($0, item) }) {
                    errors.append("\(here): item \(index) repeats an earlier item")
                }
            case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
                guard case .number(let number) = instance, let limit = value.numberValue else { continue }
                let fails = switch key {
                case "minimum": number < limit
                case "maximum": number > limit
                case "exclusiveMinimum": number <= limit
                default: number >= limit
                }
                if fails { errors.append("\(here): \(Self.brief(instance)) violates \(key) \(Self.brief(value))") }
            case "minLength", "maxLength":
                guard case .string(let text) = instance, let limit = value.numberValue else { continue }
                // Lengths count code points (2020-12 §6.3.1).
                let length = Double(text.unicodeScalars.count)
                if key == "minLength" ? length < limit : length > limit {
                    errors.append("\(here): \(Self.brief(instance)) violates \(key) \(Self.brief(value))")
                }
            case "pattern":
                guard case .string(let text) = instance, let pattern = value.stringValue else { continue }
                if !Self.matches(text, pattern) { errors.append("\(here): \(Self.brief(instance)) does not match \(pattern)") }
            case "allOf":
                for child in value.arrayValue ?? [] { validate(instance, against: child, at: path, into: &errors) }
            case "anyOf", "oneOf":
                let branches = value.arrayValue ?? []
                var branchErrors: [[String]] = []
                for child in branches {
                    var found: [String] = []
                    validate(instance, against: child, at: path, into: &found)
                    branchErrors.append(found)
                }
                let passing = branchErrors.filter(\.isEmpty).count
                if passing == 0 {
                    // The branch that came closest says most about what is wrong.
                    let closest = branchErrors.min { $0.count < $1.count } ?? []
                    errors.append("\(here): matches none of the \(key) alternatives; closest: \(closest.joined(separator: "; "))")
                } else if key == "oneOf", passing > 1 {
                    errors.append("\(here): matches \(passing) of the oneOf alternatives, exactly one is allowed")
                }
            case "not":
                var found: [String] = []
                validate(instance, against: value, at: path, into: &found)
                if found.isEmpty { errors.append("\(here): matches a schema it must not match") }
            default:
                break  // annotations
            }
        }
        validateMembers(instance, keywords, at: path, into: &errors)
    }

    /// properties, patternProperties and additionalProperties, which decide together which
    /// members are "additional".
    private func validateMembers(_ instance: JSONValue, _ keywords: [(String, JSONValue)], at path: String, into errors: inout [String]) {
        guard case .object(let members) = instance else { return }
        func keyword(_ name: String) -> JSONValue? { keywords.first { $0.0 == name }?.1 }
        let properties = keyword("properties")?.objectValue ?? []
        let patterns = keyword("patternProperties")?.objectValue ?? []
        let additional = keyword("additionalProperties")
        for (name, value) in members {
            let memberPath = path + "/" + Self.escape(name)
            var matched = false
            if let schema = properties.first(where: { $0.0 == name })?.1 {
                matched = true
                validate(value, against: schema, at: memberPath, into: &errors)
            }
            for (pattern, schema) in patterns where Self.matches(name, pattern) {
                matched = true
                validate(value, against: schema, at: memberPath, into: &errors)
            }
            guard !matched, let additional else { continue }
            if additional == .bool(false) {
                let known = properties.map(\.0)
                let hint = known.isEmpty ? "" : "; allowed: \(known.joined(separator: ", "))"
                errors.append("\(path.isEmpty ? "/" : path): property '\(name)' is not allowed\(hint)")
            } else {
                validate(value, against: additional, at: memberPath, into: &errors)
            }
        }
    }

    /// `#`, `#/definitions/x`, `#/$defs/x` and any other JSON Pointer into the schema (RFC 6901).
    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#") else { return nil }
        let pointer = reference.dropFirst()
        var current = root
        for token in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let name = (token.removingPercentEncoding ?? String(token))
                .replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let member = current[name] {
                current = member
            } else if let items = current.arrayValue, let index = Int(name), items.indices.contains(index) {
                current = items[index]
            } else {
                return nil
            }
        }
        return current
    }

    // MARK: Values

    private static func hasType(_ value: JSONValue, _ name: String) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object), ("number", .number):
            return true
        case ("integer", .number(let number)):
            return number.isFinite && number.rounded(.towardZero) == number
        default:
            return false
        }
    }

    private static func typeName(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// JSON equality: objects compare as unordered sets of members (JSONValue's own == keeps order).
    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case let (.array(x), .array(y)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case let (.object(x), .object(y)):
            return x.count == y.count && x.allSatisfy { member in y.contains { $0.0 == member.0 && equal($0.1, member.1) } }
        default:
            return a == b
        }
    }

    private static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    private static func escape(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    private static func brief(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): "\"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .number(let number): number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
