import Accessibility
import DesignSpec
import DesignTokens
import Diagnostics
import Foundation
import Motion

/// What the rules need from the configuration and the evaluation space, worked out once per
/// run and shared by every file: the families of permutations, each permutation's color
/// table, every rule's configured severity and the contrast thresholds. (Looking these up
/// per component and permutation would be a large share of linting time.)
struct LintPlan: Sendable {
    /// appearance × contrast (contrast/* depends on these).
    let contrast: ContextFamily
    /// Dynamic Type sizes up to text/dynamic-type's `upTo` (default accessibility3), smallest first.
    let dynamicType: ContextFamily
    /// Full and reduced motion.
    let motion: ContextFamily
    /// The default permutation alone, for rules that depend on no context.
    let single: ContextFamily
    /// The default permutation with reduced motion (motion/reduced-motion's one context).
    let reducedMotion: ContextFamily
    /// The default permutation's tokens.
    var defaultTokens: ResolvedTokenSet { single.tokens[0] }
    /// How many distinct permutations the families hold: each is resolved once, when the plan
    /// is made, for only the token types its family's tables read (the default whole).
    var permutationCount: Int { Set([contrast, dynamicType, motion, single, reducedMotion].flatMap(\.choices)).count }
    /// What tokens/* need of each default-permutation token: its type and deprecation
    /// (looked up for every reference; a whole ResolvedToken is much larger to copy).
    let referenceFacts: [String: ReferenceFacts]
    /// tokens/raw-value's indexes of the default permutation: color value → token paths,
    /// (size, weight, line height) → typography token.
    let colorIndex: [String: [String]]
    let fontIndex: [TokenReferences.FontKey: String]
    /// Increased-contrast permutations and their standard counterparts.
    let contrastPairing: IncreaseContrastPairing
    /// The default permutation's token paths, prepared for did-you-mean hints on unknown ones.
    let tokenNames: DidYouMean.Candidates
    /// Each enabled rule's severity after configuration; a rule that is off is absent.
    let severities: [String: Severity]
    /// The motion pictures drawn so far in this run (shared by every profile's plan and file).
    let motionPlots = MotionPlotMemo()
    /// The profile these thresholds are for (a run may judge each file by another: see
    /// `for(_:config:)`).
    private(set) var profile: Profile = .appleHIG
    /// contrast/text's normal and large-text minimums and the criterion they come from.
    private(set) var textThresholds: (normal: Double, large: Double, criterion: String) = (0, 0, "")
    /// The profile's increased-contrast minimums, when it has them.
    private(set) var increasedThresholds: (normal: Double, large: Double, criterion: String)?

    /// The same plan with `profile`'s thresholds; everything else (the costly part: context
    /// families and their token tables) is shared, not recomputed.
    func `for`(_ profile: Profile, config: LintConfiguration) -> LintPlan {
        var plan = self
        plan.profile = profile
        let level = config.options(ContrastTextRule.self)?.level ?? profile.level
        plan.textThresholds = (level.textMinimum(largeText: false), level.textMinimum(largeText: true), level.criterion)
        if let normal = profile.increasedContrastText(largeText: false), let large = profile.increasedContrastText(largeText: true) {
            plan.increasedThresholds = (normal, large, "Apple HIG increased contrast")
        } else {
            plan.increasedThresholds = nil
        }
        return plan
    }

    /// Without thresholds: `for(_:config:)` adds a profile's.
    init(space: EvaluationSpace, config: LintConfiguration) {
        let sizes = space.dynamicTypeFamily
        let upTo = config.options(TextDynamicTypeRule.self)?.upTo ?? DynamicTypeLimits.defaultUpTo
        let limit = sizes.firstIndex { space.dynamicTypeSize($0) == upTo }
        let dynamicTypeChoices = limit.map { Array(sizes[...$0]) } ?? sizes
        // Each family's permutations with only the token types its tables hold (resolving
        // every token of every permutation would be most of a small run's start-up).
        let contrastNeeds: TokenTable.Kinds = [.colors, .fonts]
        let reduced = space.roles.motion.map { role in
            space.defaultChoice.map { $0.modifier == role.modifier ? ContextChoice(modifier: role.modifier, context: role.reduced) : $0 }
        } ?? space.defaultChoice
        let sets = space.tokenSets([(space.contrastFamily, contrastNeeds.tokenTypes),
                                    (dynamicTypeChoices, TokenTable.Kinds.fonts.tokenTypes),
                                    (space.motionFamily, TokenTable.Kinds.motion.tokenTypes),
                                    ([reduced], [])])
        let tokens: ([ContextChoice]) -> ResolvedTokenSet = { sets[$0] ?? space.tokens($0) }
        contrast = ContextFamily(space.contrastFamily, needs: contrastNeeds, roles: space.roles, tokens: tokens)
        dynamicType = ContextFamily(dynamicTypeChoices, needs: .fonts, roles: space.roles, tokens: tokens)
        motion = ContextFamily(space.motionFamily, needs: .motion, roles: space.roles, tokens: tokens)
        single = ContextFamily([space.defaultChoice], roles: space.roles, tokens: space.tokens)
        reducedMotion = ContextFamily([reduced], needs: [], roles: space.roles, tokens: tokens)

        contrastPairing = IncreaseContrastPairing(choices: contrast.choices, space: space)
        (colorIndex, fontIndex) = TokenReferences.indexes(single.tokens[0])
        var facts: [String: ReferenceFacts] = [:]
        for (path, token) in single.tokens.first?.tokens ?? [:] { facts[path] = (token.type, token.deprecated) }
        referenceFacts = facts
        tokenNames = DidYouMean.Candidates(single.tokens.first?.tokens.keys.map { $0 } ?? [])

        var severities: [String: Severity] = [:]
        for rule in RuleCatalog.all {
            severities[rule.id] = config.severity(of: rule.id, default: rule.description.defaultSeverity,
                                                  enabledByDefault: rule.description.enabledByDefault)
        }
        self.severities = severities
    }
}

/// What every rule sees while linting one file. A class: the rules and their closures share
/// one instead of copying the configuration and evaluation space around; it belongs to one
/// file's lint, on one thread.
final class RuleContext {
    let space: EvaluationSpace
    let config: LintConfiguration
    let plan: LintPlan
    let document: SpecDocument
    /// Did-you-mean hints already worked out in this file, by unknown token path.
    private var tokenHints: [String: String] = [:]
    /// Settle times already computed in this file (the same few curves recur on many components).
    private var settleTimes: [AnimationCurve: Double] = [:]

    init(space: EvaluationSpace, config: LintConfiguration, plan: LintPlan, document: SpecDocument, platform: String) {
        self.platform = platform
        self.space = space
        self.config = config
        self.plan = plan
        self.document = document
    }

    /// " (did you mean '…'?)" for an unknown token path, once per file and path.
    func hint(forUnknownToken path: String) -> String {
        if let known = tokenHints[path] { return known }
        let hint = DidYouMean.hint(for: path, among: plan.tokenNames)
        tokenHints[path] = hint
        return hint
    }

    /// The time `curve` takes to settle within 1 %, computed once per file and curve.
    func settleTime(_ curve: AnimationCurve) -> Double {
        if let known = settleTimes[curve] { return known }
        let time = curve.settleTime(epsilon: 0.01)
        settleTimes[curve] = time
        return time
    }

    /// The profile this file is judged by (`LintConfiguration.judgment(forFile:document:)`).
    var profile: Profile { plan.profile }
    /// The platform the file is judged for (`LintConfiguration.judgment(forFile:document:)`).
    let platform: String
    /// The word for lengths in messages: pt, dp or px, the platform's unit.
    var lengthUnit: String { PlatformUnit.length(platform: platform) }
    /// The word for text sizes in messages: pt, sp or px.
    var textUnit: String { PlatformUnit.text(platform: platform) }

    /// The rule's severity after configuration; nil when it is off.
    func severity(_ rule: String) -> Severity? { plan.severities[rule] }

    func builder(_ rule: String, _ component: SpecComponent, family: ContextFamily, at location: SourceLocation? = nil) -> CheckBuilder? {
        guard severity(rule) != nil else { return nil }  // the rule is off
        return CheckBuilder(rule: RuleID(rule, kind: .spec), component: component.id, location: location ?? component.location, family: family)
    }

    /// A failure at the rule's configured severity (error-or-warning rules).
    func fail(_ rule: String, _ measurement: Measurement) -> ContextVerdict {
        .fail(severity(rule) ?? .error, measurement)
    }
}

/// Motion pictures already drawn in this run, by the curves they plot. Sampling a spring for a
/// picture (a hundred points, its settling time, the reduced curve beside it) costs a twentieth
/// of a finding-heavy run, and a design system uses a handful of curves on every screen: each
/// pair is drawn once per run, not once per failing component. A picture depends on nothing
/// but the two curves, so sharing it changes no output.
final class MotionPlotMemo: @unchecked Sendable {
    // @unchecked: `plots` is only touched while holding `lock`.
    private let lock = NSLock()
    private var plots: [Curves: MotionPlot] = [:]

    private struct Curves: Hashable {
        let full: AnimationCurve
        let reduced: AnimationCurve?
    }

    /// Bounds the memo when every component of a hostile input has a curve of its own.
    private static let capacity = 4_096

    func plot(full: AnimationCurve, reduced: AnimationCurve?) -> MotionPlot {
        let key = Curves(full: full, reduced: reduced)
        lock.lock()
        let known = plots[key]
        lock.unlock()
        if let known { return known }
        let plot = MotionPlot(full: full, reduced: reduced)
        lock.lock()
        if plots.count < Self.capacity { plots[key] = plot }
        lock.unlock()
        return plot
    }
}
