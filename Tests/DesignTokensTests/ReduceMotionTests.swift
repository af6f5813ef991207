import DesignTokens
import Diagnostics
import Motion
import XCTest

/// The reduce-motion resolver: context → `$extensions` → policy (docs/tokens.md, "The reduce-motion resolver").
final class ReduceMotionTests: XCTestCase {
    // MARK: Built-in registry (a motion modifier)

    func testBuiltInRegistryHasAMotionRole() {
        let role = MotionRole.detect(in: Registry.builtIn().modifiers)
        XCTAssertEqual(role?.modifier, "motion")
        XCTAssertEqual(role?.full, "full")
        XCTAssertEqual(role?.reduced, "reduced")
    }

    func testBuiltInReducedTwinsRemoveAllMotionAndBounceAndCoverEveryToken() throws {
        let registry = Registry.builtIn()
        let role = try XCTUnwrap(MotionRole.detect(in: registry.modifiers))
        let fullPermutations = registry.permutations.filter { $0.contains(ContextChoice(modifier: role.modifier, context: role.full)) }
        XCTAssertEqual(fullPermutations.count, 48)
        let reducer = ReduceMotionResolver()
        var checkedTokens = 0
        for choice in fullPermutations {
            let twin = choice.map { $0.modifier == role.modifier ? ContextChoice(modifier: $0.modifier, context: role.reduced) : $0 }
            let full = registry.resolve(choice).tokens
            let reduced = registry.resolve(twin).tokens
            let (values, findings) = reducer.reduce(full: full, reduced: reduced)
            XCTAssertEqual(findings, [], describe(findings))
            let motionBearing = full.paths.filter { full[$0]?.type.isMotionBearing == true }
            XCTAssertFalse(motionBearing.isEmpty)
            XCTAssertEqual(Set(values.keys), Set(motionBearing), "every motion-bearing token has a reduced value and a source")
            for (path, reducedValue) in values {
                switch reducedValue.value {
                case .motion(let motion):
                    XCTAssertEqual(motion.insertion.motionEffectNames + motion.removal.motionEffectNames, [], "\(path) keeps motion in \(contexts(choice))")
                    XCTAssertLessThanOrEqual(motion.curve.bounce, 1e-9, "\(path) curve bounces")
                case .spring(let spring):
                    XCTAssertGreaterThanOrEqual(spring.dampingRatio, 1 - 1e-9, "\(path) spring keeps bounce \(spring.bounce)")
                case .transition(let timed):
                    XCTAssertEqual(timed.timingFunction.overshoot, 0, accuracy: 1e-9, path)
                default:
                    XCTFail("\(path): unexpected reduced value \(reducedValue.value)")
                }
                checkedTokens += 1
            }
        }
        XCTAssertGreaterThan(checkedTokens, 48)
    }

    func testBuiltInReducedValuesComeFromTheReducedContext() throws {
        let registry = Registry.builtIn()
        let full = try XCTUnwrap(registry.resolve([("motion", "full")])).tokens
        let reduced = try XCTUnwrap(registry.resolve([("motion", "reduced")])).tokens
        let (values, _) = ReduceMotionResolver().reduce(full: full, reduced: reduced)
        let liquidGlass = try XCTUnwrap(values["motion.transition.liquidGlass"])
        XCTAssertEqual(liquidGlass.source, .context)
        XCTAssertEqual(liquidGlass.value, reduced["motion.transition.liquidGlass"]?.value)
        XCTAssertTrue(full["motion.transition.liquidGlass"]?.value.motionValue?.hasMotion == true, "the full value moves (scale, blur)")
        XCTAssertEqual(values["motion.curve.bouncy"]?.source, .context)
        XCTAssertEqual(values["motion.curve.bouncy"]?.value.springValue?.dampingRatio, 1)
    }

    // MARK: Policy, on a registry without a motion modifier

    private func policyValues() throws -> (values: [String: ReducedMotionValue], findings: [Finding], tokens: ResolvedTokenSet) {
        let registry = try loadFixture("reduce-motion/policy.tokens.json")
        XCTAssertNil(MotionRole.detect(in: registry.modifiers))
        let resolution = registry.resolveDefault()
        XCTAssertEqual(resolution.findings, [], describe(resolution.findings))
        let (values, findings) = ReduceMotionResolver().reduce(full: resolution.tokens, reduced: nil)
        return (values, findings, resolution.tokens)
    }

    func testPolicySpringKeepsResponseAndBecomesCriticallyDamped() throws {
        let (values, findings, _) = try policyValues()
        // Policy-covered motion is reported as info (motion coverage); nothing worse.
        XCTAssertEqual(findings.filter { $0.severity != .info }, [], describe(findings))
        for finding in findings {
            XCTAssertEqual(finding.token.flatMap { values[$0]?.source }, .policy, "info only where the policy stepped in: \(finding)")
        }
        XCTAssertTrue(findings.contains { $0.token == "motion.spring.bouncy" })
        XCTAssertFalse(findings.contains { $0.token == "motion.transition.withExtension" })
        let bouncy = try XCTUnwrap(values["motion.spring.bouncy"])
        XCTAssertEqual(bouncy.source, .policy)
        let spring = try XCTUnwrap(bouncy.value.springValue)
        XCTAssertEqual(spring.response, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 1)
        let overdamped = try XCTUnwrap(values["motion.spring.overdamped"]?.value.springValue)
        XCTAssertEqual(overdamped.dampingRatio, 1.5, accuracy: 1e-12, "a spring that does not bounce stays as it is")
        XCTAssertEqual(overdamped.response, 0.4, accuracy: 1e-12)
    }

    func testPolicyMotionKeepsOnlyOpacityOnAShortNonBouncyCurve() throws {
        let (values, _, _) = try policyValues()
        let reduced = try XCTUnwrap(values["motion.transition.scaleFade"])
        XCTAssertEqual(reduced.source, .policy)
        let motion = try XCTUnwrap(reduced.value.motionValue)
        var insertion = MotionEffects()
        insertion.opacity = 0.3
        XCTAssertEqual(motion.insertion, insertion, "scale and blur dropped, opacity kept")
        var removal = MotionEffects()
        removal.opacity = 0
        XCTAssertEqual(motion.removal, removal, "offset and rotation dropped; nothing left, so a cross-fade")
        XCTAssertFalse(motion.hasMotion)
        guard case .timed(let curve) = motion.curve else { return XCTFail("the reduced curve is a timed curve, found \(motion.curve)") }
        XCTAssertLessThanOrEqual(curve.totalDuration, ReduceMotionResolver.maximumReducedDuration + 1e-12)
        XCTAssertEqual(ReduceMotionResolver.maximumReducedDuration, 0.25)
        XCTAssertEqual(motion.curve.overshoot, 0, accuracy: 1e-9)
        XCTAssertEqual(motion.curve.bounce, 0, accuracy: 1e-9)
    }

    func testPolicyTurnsAnEdgeSlideIntoACrossFade() throws {
        let (values, _, _) = try policyValues()
        let motion = try XCTUnwrap(values["motion.transition.slide"]?.value.motionValue)
        var fade = MotionEffects()
        fade.opacity = 0
        XCTAssertEqual(motion.insertion, fade)
        XCTAssertLessThanOrEqual(motion.curve.settleTime(epsilon: 0.001), 0.25 + 1e-9, "the 0.8 s overshooting bezier is replaced")
        XCTAssertEqual(motion.curve.overshoot, 0, accuracy: 1e-9)
    }

    func testPolicyLeavesTimedTransitionsAsTheyAre() throws {
        let (values, _, tokens) = try policyValues()
        XCTAssertEqual(values["motion.timed.plain"]?.value, tokens["motion.timed.plain"]?.value)
        XCTAssertEqual(values["motion.timed.plain"]?.source, .policy)
        XCTAssertNil(values["motion.easing.standard"], "cubicBezier is not motion-bearing")
        XCTAssertNil(values["motion.duration.fast"], "duration is not motion-bearing")
    }

    func testExtensionReducedValueTakesPrecedenceOverThePolicy() throws {
        let (values, findings, _) = try policyValues()
        // Policy-covered motion is reported as info (motion coverage); nothing worse.
        XCTAssertEqual(findings.filter { $0.severity != .info }, [], describe(findings))
        for finding in findings {
            XCTAssertEqual(finding.token.flatMap { values[$0]?.source }, .policy, "info only where the policy stepped in: \(finding)")
        }
        XCTAssertTrue(findings.contains { $0.token == "motion.spring.bouncy" })
        XCTAssertFalse(findings.contains { $0.token == "motion.transition.withExtension" })
        let reduced = try XCTUnwrap(values["motion.transition.withExtension"])
        XCTAssertEqual(reduced.source, .extension)
        let motion = try XCTUnwrap(reduced.value.motionValue)
        XCTAssertEqual(motion.insertion.opacity, 0.5, "the extension's value, not the policy's cross-fade to 0")
        XCTAssertNil(motion.insertion.scale)
        XCTAssertEqual(motion.curve, .spring(try Spring(response: 0.1, dampingRatio: 1)))
    }

    func testExtensionReducedValueMayBeAnAlias() throws {
        let (values, _, tokens) = try policyValues()
        let reduced = try XCTUnwrap(values["motion.transition.withExtensionAlias"])
        XCTAssertEqual(reduced.source, .extension)
        XCTAssertEqual(reduced.value, tokens["motion.transition.fade"]?.value)
    }

    // MARK: Explicit reduced values that still move

    func testExtensionReducedValueThatStillMovesIsAReducedMotionError() throws {
        let check = RegistryCheck(registry: try loadFixture("reduce-motion/bad-extension.tokens.json"))
        assertFinding(check.findings, rule: .reducedMotion, token: "motion.pop", at: ("reduce-motion/bad-extension.tokens.json", 4, 12),
                      messageContains: ["scale", "bounces", "$extensions"])
        assertNoFinding(check.findings, rule: .reducedMotion, token: "motion.calm")
        XCTAssertEqual(check.errorCount, 1, describe(check.findings))
    }

    func testReducedContextValueThatStillMovesIsAReducedMotionError() throws {
        let check = RegistryCheck(registry: try loadFixture("reduce-motion/context/motion.resolver.json"))
        let file = "reduce-motion/context/reduced.tokens.json"
        let pop = assertFinding(check.findings, rule: .reducedMotion, token: "motion.transition.pop", at: (file, 6, 14),
                                messageContains: ["scale", "reduced-motion context"])
        let spring = assertFinding(check.findings, rule: .reducedMotion, token: "motion.spring.bouncy", at: (file, 3, 46),
                                   messageContains: ["bounces"])
        // The finding is about the reduced context, and holds there.
        XCTAssertEqual(pop?.contexts, [[ContextChoice(modifier: "motion", context: "reduced")]])
        XCTAssertEqual(spring?.contexts, [[ContextChoice(modifier: "motion", context: "reduced")]])
    }

    /// What still moves is said as what the view does, after "the transition" or "it".
    func testRemainingMotionReadsAsVerbs() {
        typealias Remaining = ReduceMotionResolver.RemainingMotion
        XCTAssertEqual(Remaining(effects: ["edge"], overshoot: 0).description, "slides from an edge")
        XCTAssertEqual(Remaining(effects: ["blur", "offset", "scale"], overshoot: 0.046).description,
                       "blurs, moves and scales; bounces (overshoot 4.6 %)")
        XCTAssertEqual(Remaining(effects: [], overshoot: 0.0063).description, "bounces (overshoot 0.63 %)")
        XCTAssertTrue(Remaining(effects: [], overshoot: 0).isNone)
    }
}
