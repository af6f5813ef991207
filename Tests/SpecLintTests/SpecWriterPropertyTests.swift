import ColorScience
import DesignSpec
import DesignTokens
import Diagnostics
import Motion
import SeededRandom
import XCTest

/// The writer's contract on generated documents: components with every field of the model set
/// or not, values at full Double precision, awkward strings and ids, nested colors and curves.
/// Seeded, so a failure names a seed that reproduces it.
final class SpecWriterPropertyTests: XCTestCase {
    func testGeneratedDocumentsRoundTrip() throws {
        for seed in 0..<300 as Range<UInt64> {
            var generator = DocumentGenerator(random: SplitMix64(seed: 0xC3_0000 + seed))
            let document = try generator.document()
            let written = SpecWriter.write(document)
            let reread = SpecParser.parse(file: "generated.spec.yaml", bytes: Array(written.utf8))
            XCTAssertNil(reread.inputError, "seed \(seed):\n\(written)")
            XCTAssertEqual(reread.findings.map(\.message), [], "seed \(seed):\n\(written)")
            guard let back = reread.document else { continue }
            XCTAssertEqual(LocationFree(back), LocationFree(document), "seed \(seed):\n\(written)")
        }
    }
}

private struct DocumentGenerator {
    var random: SplitMix64
    private var ids = 0
    private let here = SourceLocation(file: "generated.spec.yaml", line: 1, column: 1)

    init(random: SplitMix64) { self.random = random }

    private mutating func chance(_ p: Double) -> Bool { Double(random.next() >> 11) * 0x1p-53 < p }
    private mutating func unit() -> Double { Double(random.next() >> 11) * 0x1p-53 }
    private mutating func pick<T>(_ items: [T]) -> T { items[random.below(items.count)] }
    /// A round number half the time (as specs have), full precision otherwise.
    private mutating func number(_ scale: Double) -> Double { chance(0.5) ? (unit() * scale).rounded() : unit() * scale }

    static let strings = ["Save", "Save: now", "# tag", " lead", "{x}", "yes", "No", "null", "1.5", "Größe ✓", "a\nb", "tab\t", "\"q\" \\", "- x", "none", ""]

    mutating func document() throws -> SpecDocument {
        var components: [SpecComponent] = []
        for _ in 0..<(1 + random.below(4)) { components.append(try makeComponent(depth: 0)) }
        let name = pick(Self.strings.filter { !$0.isEmpty })
        return SpecDocument(file: "generated.spec.yaml", version: 1, name: name, platform: chance(0.5) ? pick(Platform.allCases) : nil,
                            canvas: chance(0.5) ? ColorReference(spec: color(depth: 0), location: here) : nil, components: components, location: here)
    }

    private mutating func makeComponent(depth: Int) throws -> SpecComponent {
        ids += 1
        // Ids a YAML resolver would read as something else unless quoted.
        let id = pick(["row", "1.5", "true", "größe", "null", "a-b_c.d"]) + "-\(ids)"
        var component = SpecComponent(id: chance(0.2) ? "\(ids)" : id, location: here, role: pick(Role.allCases))
        if chance(0.3) { component.interactive.toggle() }
        component.repeated = chance(0.2)
        if chance(0.6) { component.frame = Spanned(SpecSize(width: chance(0.8) ? number(400) : nil, height: chance(0.5) ? number(100) : nil,
                                                            minHeight: chance(0.3) ? number(60) : nil), at: here) }
        if chance(0.2) { component.hitArea = Spanned(SpecSize(width: number(60), height: chance(0.7) ? number(60) : nil), at: here) }
        if chance(0.4) {
            let all = number(20)
            component.padding = Spanned(chance(0.5) ? EdgeInsets(top: all, bottom: all, leading: all, trailing: all)
                                        : EdgeInsets(top: number(20), bottom: number(20), leading: number(20), trailing: number(20)), at: here)
        }
        if chance(0.5) { component.background = ColorReference(spec: color(depth: 0), location: here) }
        if chance(0.5) { component.foreground = ColorReference(spec: color(depth: 0), location: here) }
        if chance(0.2) { component.border = Spanned(BorderSpec(color: chance(0.8) ? ColorReference(spec: color(depth: 0), location: here) : nil,
                                                               width: chance(0.8) ? number(3) : nil), at: here) }
        if chance(0.3) { component.opacity = unit() }
        if chance(0.5) { component.font = Spanned(font(), at: here) }
        if chance(0.2) { component.lineLimit = 1 + random.below(5) }
        if chance(0.4) { component.text = pick(Self.strings) }
        component.decorative = chance(0.1)
        component.disabled = chance(0.1)
        component.system = chance(0.1)
        component.logo = chance(0.1)
        component.inline = chance(0.1)
        component.essential = chance(0.1)
        if chance(0.2) { component.backdrop = Spanned(chance(0.5) ? .unknown : .color(ColorReference(spec: color(depth: 0), location: here)), at: here) }
        if chance(0.3) { component.transition = Spanned(try motion(), at: here) }
        if chance(0.3) { component.animation = Spanned(try curve(), at: here) }
        if chance(0.2) { component.updatesPerSecond = Spanned(number(10), at: here) }
        if chance(0.1) { component.flashesPerSecond = Spanned(number(5), at: here) }
        if chance(0.2) { component.autoplay = Spanned(Autoplay(duration: chance(0.7) ? number(10) : nil, loops: chance(0.2) ? nil : chance(0.5), pausable: chance(0.5)), at: here) }
        if chance(0.1) { component.navigation = Spanned(pick(NavigationKind.allCases), at: here) }
        if chance(0.2) {
            component.ignore = [Suppression(rule: pick(["target/size", "contrast/text", "motion/duration"]),
                                            reason: chance(0.7) ? pick(Self.strings.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) : nil,
                                            location: here)]
        }
        if depth < 2, chance(0.4) {
            for _ in 0..<(1 + random.below(3)) { component.children.append(try makeComponent(depth: depth + 1)) }
        }
        return component
    }

    private mutating func color(depth: Int) -> ColorSpec {
        switch random.below(depth < 2 ? 6 : 5) {
        case 0: return .token(pick(["color.label", "color.systemBlue", "brand.primary.500"]))
        case 1: return .literal(.srgb(Double(random.below(256)) / 255, Double(random.below(256)) / 255, Double(random.below(256)) / 255,
                                      alpha: chance(0.5) ? 1 : Double(random.below(256)) / 255))
        case 2: return .literal(.srgb(unit(), unit(), unit(), alpha: chance(0.5) ? 1 : unit()))
        case 3: return .literal(Color(space: .displayP3, components: [unit(), unit(), unit()], alpha: unit()))
        case 4: return .literal(Color(space: .oklch, components: [unit(), unit() * 0.3, chance(0.5) ? nil : unit() * 360]))
        default: return .withOpacity(color(depth: depth + 1), unit())
        }
    }

    private mutating func font() -> FontSpec {
        if chance(0.3) { return .token("font.textStyle.body") }
        let size: Double? = chance(0.9) ? 8 + number(30) : nil
        return .inline(InlineFont(size: size, weight: chance(0.7) ? Double(1 + random.below(1000)) : nil,
                                  lineHeight: chance(0.6) ? 4 + number(40) : nil,
                                  textStyle: chance(0.4) ? pick(["body", "headline", "caption2", "largeTitle"]) : nil))
    }

    private mutating func effects() -> MotionEffects {
        var effects = MotionEffects()
        if chance(0.5) { effects.opacity = unit() }
        if chance(0.3) { effects.scale = unit() * 2 }
        if chance(0.2) { effects.scaleX = unit() }
        if chance(0.2) { effects.scaleY = unit() }
        if chance(0.3) { effects.blur = number(20) }
        if chance(0.3) { effects.offset = (number(100) - 50, number(100) - 50) }
        if chance(0.3) { effects.edge = pick(MotionEffects.Edge.allCases) }
        if chance(0.2) { effects.rotation = number(360) - 180 }
        return effects
    }

    private mutating func motion() throws -> MotionSpec {
        switch random.below(3) {
        case 0: return .none
        case 1: return .token("motion.transition.liquidGlass")
        default:
            return .inline(InlineMotion(insertion: effects(), removal: effects(), curve: try curve(),
                                        prominence: chance(0.5) ? pick(MotionTransition.Prominence.allCases) : nil))
        }
    }

    private mutating func curve() throws -> CurveSpec {
        switch random.below(4) {
        case 0: return .none
        case 1: return .token("motion.curve.snappy")
        case 2: return .inline(.spring(try Spring(response: 0.05 + unit() * 2, dampingRatio: unit() * 1.5)))
        default:
            let bezier = try CubicBezier(unit(), unit() * 3 - 1, unit(), unit() * 3 - 1)
            return .inline(.timed(try TimedCurve(duration: unit() * 2, delay: chance(0.5) ? 0 : unit() - 0.3, timingFunction: bezier)))
        }
    }
}
