/// Which part of tokenlint reports a rule id: how `tokenlint rules` groups it, and whether a
/// config's `rules:` can change it (an input or config problem it cannot).
public enum RuleKind: String, Sendable, CaseIterable {
    /// A file tokenlint could not read or use, or an output it could not write (exit 2).
    case input
    /// The configuration (exit 2).
    case config
    /// `tokenlint lint`'s rules on the components read from a spec, a Figma file or SwiftUI source.
    case spec
    /// `tokenlint tokens check`, also run before `lint`.
    case registry
    /// The Figma reader's notes on a `*.figma.json` file.
    case figma

    /// Whether findings of this kind mean an input (or the configuration) could not be used:
    /// exit 2, never configured, never in a baseline.
    public var isInputError: Bool { self == .input || self == .config }
}

/// A catalogued rule id: the `family/name` text a finding carries, and the kind of check
/// that reports it (a finding's `rule`). `RuleID(text)` looks a text up in the catalog.
public struct RuleID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public let kind: RuleKind

    public init(_ rawValue: String, kind: RuleKind) {
        self.rawValue = rawValue
        self.kind = kind
    }

    public var description: String { rawValue }
}

/// Ordered by text, as reports list rules (the kind only breaks a tie the catalog's unique
/// ids never leave).
extension RuleID: Comparable {
    public static func < (a: RuleID, b: RuleID) -> Bool {
        a.rawValue != b.rawValue ? a.rawValue < b.rawValue : a.kind.rawValue < b.kind.rawValue
    }
}
