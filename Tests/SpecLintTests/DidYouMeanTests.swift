import SeededRandom
import XCTest

@testable import Diagnostics

/// Did-you-mean stops computing a distance once it cannot beat the best so far: it must pick
/// exactly what the full computation picks.
final class DidYouMeanTests: XCTestCase {
    /// Full optimal-string-alignment distances, the first smallest wins; nil beyond a third.
    private func reference(for word: String, among names: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        var best: (String, Int)?
        for name in names {
            let distance = DidYouMean.editDistance(target, Array(name.lowercased().unicodeScalars))
            if distance < (best?.1 ?? Int.max) { best = (name, distance) }
        }
        guard let (name, distance) = best else { return nil }
        return distance <= max(1, max(word.count, name.count) / 3) ? name : nil
    }

    func testKnownSuggestions() {
        let paths = ["color.label", "color.secondaryLabel", "color.systemBlue", "font.body", "font.title1", "spacing.m"]
        XCTAssertEqual(DidYouMean.suggestion(for: "color.lable", among: paths), "color.label")
        XCTAssertEqual(DidYouMean.suggestion(for: "COLOR.SystemBlu", among: paths), "color.systemBlue")
        XCTAssertEqual(DidYouMean.suggestion(for: "font.tilte1", among: paths), "font.title1")
        // Two, three and four edits away: found by the wider passes.
        XCTAssertEqual(DidYouMean.suggestion(for: "color.secndryLabel", among: paths), "color.secondaryLabel")
        XCTAssertEqual(DidYouMean.suggestion(for: "colour.sistmBlue", among: paths), "color.systemBlue")
        XCTAssertEqual(DidYouMean.suggestion(for: "colr.secndryLabl", among: paths), "color.secondaryLabel")
        XCTAssertNil(DidYouMean.suggestion(for: "motion.spring.bouncy", among: paths))
        XCTAssertNil(DidYouMean.suggestion(for: "x", among: [String]()))
        XCTAssertEqual(DidYouMean.hint(for: "fnt.body", among: DidYouMean.Candidates(paths)), " (did you mean 'font.body'?)")
    }

    func testCutoffNeverChangesTheAnswer() {
        var random = SplitMix64(seed: 0x5EED_D1D)
        let alphabet = Array("abcdé.-_XY".unicodeScalars)
        func word(_ length: Int) -> String {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length { scalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)]) }
            return String(scalars)
        }
        for _ in 0..<300 {
            let names = (0..<Int.random(in: 0..<40, using: &random)).map { _ in word(Int.random(in: 0..<14, using: &random)) }
            let candidates = DidYouMean.Candidates(names)
            for _ in 0..<5 {
                // Near misses of a name (the interesting case) and unrelated words.
                var query = names.randomElement(using: &random) ?? word(5)
                if !query.isEmpty, Bool.random(using: &random) { query.remove(at: query.index(query.startIndex, offsetBy: Int.random(in: 0..<query.count, using: &random))) }
                if Bool.random(using: &random) { query = word(Int.random(in: 0..<14, using: &random)) }
                XCTAssertEqual(DidYouMean.suggestion(for: query, among: candidates), reference(for: query, among: names), "\(query) among \(names)")
            }
            // The distance itself: exact below the cutoff, at least the cutoff otherwise.
            let a = Array(word(Int.random(in: 0..<12, using: &random)).unicodeScalars)
            let b = Array(word(Int.random(in: 0..<12, using: &random)).unicodeScalars)
            let full = DidYouMean.editDistance(a, b)
            for cutoff in 0...13 {
                let cut = DidYouMean.editDistance(a, b, cutoff: cutoff)
                if full < cutoff { XCTAssertEqual(cut, full) } else { XCTAssertGreaterThanOrEqual(cut, cutoff) }
            }
        }
        // Transpositions count as one edit, also when the search stops early.
        XCTAssertEqual(DidYouMean.editDistance(Array("abcd".unicodeScalars), Array("badc".unicodeScalars)), 2)
        XCTAssertEqual(DidYouMean.editDistance(Array("abcd".unicodeScalars), Array("badc".unicodeScalars), cutoff: 2), 2)
    }
}
