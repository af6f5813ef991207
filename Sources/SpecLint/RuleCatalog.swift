import Accessibility
import DesignTokens
import Diagnostics

/// The spec rules, one type per rule (`Rules/<Family>/<Name>Rule.swift` holds each rule's
/// description, examples and check), in the order `tokenlint rules` lists them (their
/// `catalogOrder`).
public enum RuleCatalog {
    /// In catalog order. Computed (metatype arrays are not Sendable); read once per run for
    /// `all` and once per file.
    static var types: [any SpecLintRule.Type] { generatedTypes.sorted { $0.catalogOrder < $1.catalogOrder } }

    /// The rules judged per component as the linter walks a spec (the others run on the
    /// parse result or on a component's `ignore:` entries).
    static var componentRules: [any ComponentRule.Type] { types.compactMap { $0.componentRule } }

    public static let all: [SpecRule] = types.map { $0.described }

    /// The rule type with the id, for its options.
    static func type(_ id: String) -> (any SpecLintRule.Type)? { types.first { $0.id == id } }

    public static func rule(_ id: String) -> SpecRule? { all.first { $0.id == id } }
    public static var ids: [String] { all.map(\.id) }

    /// The one catalog: every spec rule, every registry check (`tokens check`, also run
    /// before `lint`), every Figma note and every input error. Ids are unique across them
    /// (docs/rules.md), so a config entry, `tokenlint rules ID` and SARIF's rule list each mean
    /// one check.
    public static var descriptions: [RuleDescription] {
        all.map(\.description) + CatalogEntry.registryChecks.map(\.description) + CatalogEntry.figmaNotes.map(\.description)
            + CatalogEntry.inputErrors.map(\.description)
    }

    /// Ids a config's `rules:` may set: all but the input errors (a file that cannot be read
    /// cannot be checked, whatever the config says).
    public static var configurableIds: [String] {
        ids + CatalogEntry.registryChecks.map(\.id.rawValue) + CatalogEntry.figmaNotes.map(\.id.rawValue)
    }

    /// A small registry for the motion and deprecation examples.
    static let exampleMotionRegistry = """
        {
          "motion": {
            "pop": {
              "$type": "motion",
              "$value": { "insertion": { "opacity": 0, "scale": 0.5 }, "removal": { "opacity": 0 }, "curve": { "duration": 0.3, "bounce": 0.3 } },
              "$extensions": { "org.tokenlint": { "reducedMotion": { "insertion": { "opacity": 0, "scale": 0.8 }, "curve": { "duration": 0.2, "bounce": 0 } } } }
            },
            "fade": {
              "$type": "motion",
              "$value": { "insertion": { "opacity": 0, "scale": 0.9 }, "removal": { "opacity": 0 }, "curve": { "duration": 0.3, "bounce": 0 } },
              "$extensions": { "org.tokenlint": { "reducedMotion": { "insertion": { "opacity": 0 }, "curve": { "duration": 0.2, "bounce": 0 } } } }
            }
          },
          "color": {
            "$type": "color",
            "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
            "oldInk": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] }, "$deprecated": "Use {color.ink}." }
          }
        }
        """
}
