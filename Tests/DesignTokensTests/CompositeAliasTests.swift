import ColorScience
import DesignTokens
import Diagnostics
import XCTest

/// Composite sub-values as aliases, and array elements as references without flattening
/// (Format §9, §9.1).
final class CompositeAliasTests: XCTestCase {
    private let file = "composite-aliases/tokens.json"
    private let accent = Color(space: .srgb, components: [1, 0, 0.5])

    private func resolution() throws -> Resolution { try loadFixture(file).resolveDefault() }

    func testShadowArrayMixesAReferenceAndAnExplicitLayer() throws {
        let tokens = try resolution().tokens
        guard case .shadow(let layers)? = tokens["layered-shadow"]?.value else { return XCTFail("layered-shadow did not parse") }
        XCTAssertEqual(layers.count, 2, "the reference is one element, not expanded")
        XCTAssertEqual(layers[0].color, Color(space: .srgb, components: [0, 0, 0], alpha: 0.5))
        XCTAssertEqual(layers[0].offsetY, Dimension(value: 2, unit: .px))
        XCTAssertEqual(layers[1].color, accent, "a sub-value alias inside an explicit layer")
        XCTAssertEqual(layers[1].blur, Dimension(value: 8, unit: .px))
    }

    func testReferenceToAMultiLayerShadowInsideAnArrayIsNotFlattened() throws {
        let result = try resolution()
        guard case .shadow(let twoLayers)? = result.tokens["base.twoLayers"]?.value else { return XCTFail("base.twoLayers did not parse") }
        XCTAssertEqual(twoLayers.count, 2)
        assertFinding(result.findings, rule: .invalidValue, token: "flattened", at: (file, 39, 47), messageContains: ["shadow object"])
        XCTAssertNil(result.tokens["flattened"])
    }

    func testBorderSubValuesMayAllBeAliases() throws {
        guard case .border(let border)? = try resolution().tokens["border"]?.value else { return XCTFail("border did not parse") }
        XCTAssertEqual(border.color, accent)
        XCTAssertEqual(border.width, Dimension(value: 2, unit: .px))
        XCTAssertEqual(border.style, .keyword(.dotted))
    }

    func testStrokeDashArrayElementsMayBeAliases() throws {
        let value = try resolution().tokens["dashes"]?.value
        XCTAssertEqual(value, .strokeStyle(.dashes(dashArray: [Dimension(value: 6, unit: .px), Dimension(value: 2, unit: .px)], lineCap: .square)))
    }

    func testGradientStopColorMayBeAnAlias() throws {
        guard case .gradient(let stops)? = try resolution().tokens["gradient"]?.value else { return XCTFail("gradient did not parse") }
        XCTAssertEqual(stops.first?.color, accent)
    }

    func testTransitionSubValuesMayBeAliases() throws {
        guard case .transition(let curve)? = try resolution().tokens["transition"]?.value else { return XCTFail("transition did not parse") }
        XCTAssertEqual(curve.duration, 0.12, accuracy: 1e-12)
        XCTAssertEqual(curve.delay, 0.12, accuracy: 1e-12)
        XCTAssertEqual(curve.timingFunction.values, [0.25, 0.1, 0.25, 1])
    }

    func testSubValueAliasOfTheWrongTypeIsTypeMismatch() throws {
        let result = try resolution()
        assertFinding(result.findings, rule: .typeMismatch, token: "wrongWidth", at: (file, 47, 48), messageContains: ["'width'", "color", "dimension"])
        XCTAssertNil(result.tokens["wrongWidth"])
        XCTAssertEqual(result.findings.count, 2, describe(result.findings))
    }
}
