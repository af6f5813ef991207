import DesignTokens
import Diagnostics

/// Which contrast permutations are increased-contrast ones, and each standard permutation's
/// increased counterpart (the same choices but for the contrast modifier). Worked out once per
/// run: contrast/text's HIG fallback and contrast/increased's help both pair contexts.
struct IncreaseContrastPairing: Sendable {
    /// Per contrast permutation: an increased-contrast one.
    let increased: [Bool]
    /// For each standard permutation, its increased counterpart; nil for increased ones and
    /// where the registry has none.
    let counterpart: [Int?]
    /// For each increased permutation, the standard one it pairs with (the inverse of `counterpart`).
    let standard: [Int?]
    /// Per contrast permutation: a dark one (the appearance modifier's context means dark,
    /// `ContextNames.meansDark`), for contrast/text's dark-only help.
    let dark: [Bool]

    init(choices: [[ContextChoice]], space: EvaluationSpace) {
        let appearance = space.roles.appearance
        self.dark = choices.map { choice in choice.contains { $0.modifier == appearance && ContextNames.meansDark($0.context) } }
        let increased = choices.map { space.isIncreasedContrast($0) }
        self.increased = increased
        let modifier = space.roles.increasedContrast?.modifier
        // A registry may fold contrast into its appearance modifier (theme: light, light_ax,
        // dark, dark_ax): then the counterpart is the increased context named after the
        // standard one (light → light_ax), else the one in the same rank.
        func others(_ index: Int) -> [ContextChoice] { choices[index].filter { $0.modifier != modifier } }
        func contrastContext(_ index: Int) -> String { choices[index].first { $0.modifier == modifier }?.context ?? "" }
        let counterpart: [Int?] = choices.indices.map { index in
            guard !increased[index], modifier != nil else { return nil }
            let peers = choices.indices.filter { others($0) == others(index) }
            let candidates = peers.filter { increased[$0] }
            if candidates.count <= 1 { return candidates.first }
            let name = contrastContext(index)
            if let named = candidates.first(where: { contrastContext($0).hasPrefix(name) }) { return named }
            let rank = peers.filter { !increased[$0] }.firstIndex(of: index) ?? 0
            return rank < candidates.count ? candidates[rank] : nil
        }
        self.counterpart = counterpart
        var standard = [Int?](repeating: nil, count: choices.count)
        for (index, pair) in counterpart.enumerated() {
            if let pair, standard[pair] == nil { standard[pair] = index }
        }
        self.standard = standard
    }
}
