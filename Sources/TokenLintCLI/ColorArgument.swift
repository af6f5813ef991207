import ColorScience
import DesignTokens
import Diagnostics
import JSONSource

/// Reads a color the way spec files write one (docs/spec-format.md, "Colors"): a token reference
/// `{color.systemBlue}`, a hex literal with optional alpha, a DTCG color object, or
/// `{"color": …, "opacity": 0.5}`, given as JSON text on the command line.
struct ColorArgument {
    let text: String
    let registryTokens: () -> ResolvedTokenSet

    func parse() -> Result<Color, ColorArgumentError> {
        let trimmed = text.trimmingWhitespaceAndNewlines
        switch Self.reading(trimmed) {
        case .reference(let reference):
            let path = reference.path
            let tokens = registryTokens()
            guard let token = tokens[path] else {
                return .failure(ColorArgumentError(message: "{\(path)} is not a token in the registry\(DidYouMean.hint(for: path, among: tokens.paths))"))
            }
            guard case .color(let color) = token.value else {
                return .failure(ColorArgumentError(message: "{\(path)} is a \(token.type.rawValue) token, not a color"))
            }
            return .success(color)
        case .malformed(let problem):
            // Meant as a reference: say what is wrong with it (the same words a spec or token
            // file gets) instead of "not JSON".
            return .failure(ColorArgumentError(message: TokenReference.malformedMessage(trimmed, problem: problem)))
        case .notAReference:
            break
        }
        if trimmed.hasPrefix("#") {
            guard let color = Color(hex: trimmed) else {
                return .failure(ColorArgumentError(message: "'\(trimmed)' is not a hex color (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)"))
            }
            return .success(color)
        }
        if trimmed.hasPrefix("{") {
            let document: JSONDocument
            do {
                document = try JSONParser.parse(trimmed)
            } catch {
                return .failure(ColorArgumentError(message: "'\(trimmed)' is not valid JSON: \(error.message) at column \(error.position.column)"))
            }
            return parse(json: document.root.value)
        }
        if let color = Color(hex: "#" + trimmed), [3, 4, 6, 8].contains(trimmed.count) {
            return .success(color)
        }
        return .failure(ColorArgumentError(message: "'\(text)' is not a color: use #RRGGBB(AA), {token.path}, or a DTCG color object as JSON"))
    }

    /// `text` read as a token reference. A color object is JSON, whose keys are quoted; a
    /// reference typed on the command line has no quotes. So text with a quote is JSON,
    /// whatever the reference grammar would make of it.
    static func reading(_ text: String) -> TokenReference.Reading {
        text.contains("\"") ? .notAReference : TokenReference.read(text)
    }

    private func parse(json: JSONValue) -> Result<Color, ColorArgumentError> {
        if let inner = json["color"] {
            let opacity = json["opacity"]?.numberValue ?? 1
            guard (0...1).contains(opacity) else { return .failure(ColorArgumentError(message: "opacity must be from 0 to 1")) }
            let base: Result<Color, ColorArgumentError>
            if case .string(let nested) = inner {
                base = ColorArgument(text: nested, registryTokens: registryTokens).parse()
            } else {
                base = parse(json: inner)
            }
            return base.map { color in
                var result = color
                result.alpha *= opacity
                return result
            }
        }
        var parser = ColorValueReader()
        guard let color = parser.read(json) else {
            return .failure(ColorArgumentError(message: parser.message))
        }
        return .success(color)
    }
}

struct ColorArgumentError: Error {
    var message: String
}

extension String {
    var trimmingWhitespaceAndNewlines: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
