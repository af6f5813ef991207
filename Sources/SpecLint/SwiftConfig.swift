import DesignSpec
import Diagnostics
import JSONSource

extension LintConfiguration {
    static let swiftKeys = ["tokens", "reduceMotionHelpers", "sfSymbolLabels"]

    /// `swift: {tokens: {"Color.compound": "color.compound"}, reduceMotionHelpers: [names],
    /// sfSymbolLabels: automatic|require}` (docs/swiftui.md).
    static func decodeSwift(_ node: JSONNode, report: (String, SourcePosition) -> Void) -> SwiftOptions {
        var options = SwiftOptions()
        guard let object = node.objectValue else {
            report("swift must be a mapping {tokens: {member path: token path}, reduceMotionHelpers: [names], sfSymbolLabels: automatic|require}", node.position)
            return options
        }
        for member in object.members {
            switch member.key {
            case "tokens":
                guard let entries = member.value.objectValue else {
                    report("swift.tokens must map member paths to token paths ({\"Color.brand\": color.brand})", member.value.position)
                    continue
                }
                for entry in entries.members {
                    guard let token = entry.value.stringValue, !token.isEmpty, !entry.key.isEmpty else {
                        report("swift.tokens.\(entry.key) must be a token path (color.brand)", entry.value.position)
                        continue
                    }
                    options.tokens[entry.key] = token.hasPrefix("{") && token.hasSuffix("}") ? String(token.dropFirst().dropLast()) : token
                }
            case "reduceMotionHelpers":
                if let names = strings(member.value), !names.contains(where: \.isEmpty) {
                    options.reduceMotionHelpers = Set(names)
                } else {
                    report("swift.reduceMotionHelpers must be a list of function or property names", member.value.position)
                }
            case "sfSymbolLabels":
                switch member.value.stringValue {
                case "automatic": options.requireSymbolLabels = false
                case "require": options.requireSymbolLabels = true
                default: report("swift.sfSymbolLabels must be automatic or require", member.value.position)
                }
            default:
                report("unknown key 'swift.\(member.key)'\(DidYouMean.hint(for: member.key, among: swiftKeys)); swift takes \(swiftKeys.joined(separator: ", "))", member.keyPosition)
            }
        }
        return options
    }
}
