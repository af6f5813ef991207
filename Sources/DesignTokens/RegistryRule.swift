import Diagnostics

/// The findings `tokens check` (and `lint`, before it lints) can report about a registry.
/// docs/rules.md, "Registry checks"; the resolver messages are those the Resolver module
/// prescribes. Their ids share one namespace with the spec rules (`RuleCatalog.descriptions`): a
/// config's `rules:` entry, `tokenlint rules ID` and SARIF's rule list each name exactly one check.
public enum RegistryRule: String, CaseIterable, Sendable {
    case invalidName = "dtcg/invalid-name"
    case valueAndChildren = "dtcg/value-and-children"
    case unknownType = "dtcg/unknown-type"
    case invalidValue = "dtcg/invalid-value"
    case unresolvedReference = "dtcg/unresolved-reference"
    case circularReference = "dtcg/circular-reference"
    case typeMismatch = "dtcg/type-mismatch"
    case invalidExtends = "dtcg/invalid-extends"
    case emptyGroup = "dtcg/empty-group"
    case legacyFormat = "dtcg/legacy-format"
    case duplicateKey = "dtcg/duplicate-key"
    case resolverInvalid = "resolver/invalid-document"
    case resolverInvalidReference = "resolver/invalid-reference"
    case resolverInvalidDefault = "resolver/invalid-default"
    case resolverInvalidInput = "resolver/invalid-input"
    case resolverUnusedSet = "resolver/unused-set"
    case resolverUnsafeName = "resolver/unsafe-name"
    case invalidSpring = "motion/invalid-spring"
    case reducedMotion = "resolver/reduced-motion"
    case negativeDuration = "motion/negative-duration"
    case figmaType = "dtcg/figma-type"
    case tokenFormat = "input/token-format"
    case foreignType = "dtcg/foreign-type"

    public var id: String { rawValue }

    /// The severity its findings have unless a config's `rules:` changes it.
    public var defaultSeverity: Severity {
        switch self {
        case .emptyGroup, .legacyFormat, .duplicateKey, .resolverUnusedSet: .warning
        case .figmaType, .tokenFormat, .foreignType: .info
        default: .error
        }
    }

    /// For `tokenlint rules` and SARIF's `tool.driver.rules`.
    public var description: RuleDescription {
        RuleDescription(id: id, summary: summary, rationale: summary, defaultSeverity: defaultSeverity, source: source)
    }

    /// Where the check comes from.
    public var source: String {
        switch self {
        case .duplicateKey: "RFC 8259 §4"
        case .legacyFormat: "DTCG Format 2025.10 (the pre-2025.10 forms it replaced)"
        case .resolverInvalid, .resolverInvalidReference, .resolverInvalidDefault, .resolverInvalidInput, .resolverUnusedSet: "DTCG Resolver module 2025.10"
        case .resolverUnsafeName: "tokenlint: `tokens export --all` names its files after contexts"
        case .invalidSpring: "tokenlint's spring token type"
        case .reducedMotion: "WCAG 2.2 SC 2.3.3 Animation from Interactions; Apple HIG Accessibility › Reduce Motion"
        case .negativeDuration: "CSS Transitions Level 1 (a negative transition-duration is invalid); DTCG Format 2025.10 §8.5"
        case .figmaType: "Figma's native DTCG export of variables (docs/figma-variables.md)"
        case .tokenFormat, .foreignType: "Tokens Studio's JSON format, Style Dictionary's legacy format, Figma's variables REST API (docs/tokens.md, \"Other token formats\")"
        default: "DTCG Format 2025.10"
        }
    }

    public var summary: String {
        switch self {
        case .invalidName: "Token and group names must not start with '$' or contain '{', '}' or '.' (DTCG Format §5.1.1); unknown '$' properties are names too."
        case .valueAndChildren: "An object with $value is a token and must not also have children (DTCG Format §6.1: tools MUST report this)."
        case .unknownType: "A token's $type must be one of the 13 DTCG types (or tokenlint's spring, motion), and every token must have a type: its own, its alias target's, or its group's. Tools MUST NOT guess (DTCG Format §5.2.2)."
        case .invalidValue: "A $value must have the shape its type defines in DTCG 2025.10 (units px/rem, ms/s; color objects; composite sub-values)."
        case .unresolvedReference: "An alias or JSON Pointer $ref must point at something that exists; curly-brace aliases must point at tokens, not groups (DTCG Format §7)."
        case .circularReference: "Aliases, $ref and $extends must not form a cycle; every token on the cycle is reported (DTCG Format §7.2.3)."
        case .typeMismatch: "An alias must point at a token of the expected type (DTCG Format §7.4, Resolver §6.3)."
        case .invalidExtends: "$extends must name a group that exists, must not name a token, and must not form a cycle (DTCG Format §6.4.6)."
        case .emptyGroup: "An object with no $value and no children looks like a token missing its $value (DTCG Format §6.5)."
        case .legacyFormat: "A pre-2025.10 value form (hex string colors, \"200ms\", \"16px\", em units, dimension line heights) accepted because of --legacy-format."
        case .duplicateKey: "A key repeats in one JSON object; the last one wins (RFC 8259 leaves this undefined)."
        case .resolverInvalid: "The resolver document does not follow the DTCG Resolver module 2025.10 (version, sets, modifiers, resolutionOrder)."
        case .resolverInvalidReference: "A resolver reference object must point at something that exists, not at a modifier from a set or modifier, nor into resolutionOrder (Resolver §4.2.1)."
        case .resolverInvalidDefault: "A modifier's default must name one of its contexts (Resolver §4.1.5)."
        case .resolverInvalidInput: "Inputs must name known modifiers and valid contexts, as strings (Resolver §5, §6.1)."
        case .resolverUnusedSet: "A set that resolutionOrder never uses contributes no tokens."
        case .resolverUnsafeName: "Modifier, context and set names must be safe file names (`tokens export --all` names its files after them): not empty, no '/' or '\\', not '.' or '..' nor starting with '.', no control characters."
        case .invalidSpring: "A spring needs exactly one parametrization with response/duration > 0, mass > 0 and damping ≥ 0 (docs/tokens.md, \"spring\")."
        case .reducedMotion: "An explicit reduced-motion value in the registry (its reduced-motion context, or a token's $extensions[\"org.tokenlint\"].reducedMotion) must not move (scale, offset, edge, rotation, blur) or bounce (WCAG 2.3.3, HIG Reduce Motion)."
        case .figmaType: "Figma string and boolean variables are not DTCG types: a folder of Figma variable exports keeps them under $extensions[\"org.tokenlint\"].figmaVariables, unchecked, with one info per file."
        case .tokenFormat: "A registry not in DTCG 2025.10 is read by its content (Tokens Studio, legacy Style Dictionary, a saved Figma variables REST response): one info says which reading was used and what it found (and one names a Figma file's library variables)."
        case .foreignType: "Tokens of a type DTCG lacks (Tokens Studio's composition, textCase, asset, …), or whose value has no DTCG form (several values, a gradient string), are left out of the registry, with one info per file."
        case .negativeDuration: "A transition or motion curve cannot run for a negative time (CSS rejects a negative transition-duration). DTCG itself accepts any duration (Format §8.5), and a negative delay is ordinary CSS."
        }
    }
}
