import Accessibility
import ArgumentParser
import ColorScience
import DesignTokens
import Diagnostics
import Foundation
import JSONSource

struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "WCAG 2.2 contrast of a foreground over a background, unrounded.",
        discussion: """
            Colors: #RRGGBB or #RRGGBBAA, {token.path} (from --tokens, else the config's tokens:, else the built-in registry), \
            a DTCG color object or {"color": …, "opacity": 0.5} as JSON. A translucent foreground \
            is composited over the background first (gamma-encoded sRGB, as browsers and WCAG's \
            ACT rules do); a translucent background over white. Exit 1 when it fails.
            """
    )

    @Argument(help: "Foreground (text or icon) color.")
    var foreground: String

    @Argument(help: "Background color.")
    var background: String

    @Option(name: .long, parsing: .unconditional, help: "Text size in points (decides large text with --weight).")
    var size: Double?

    @Option(name: .long, parsing: .unconditional, help: "Font weight, 1–1000 (700 is bold).")
    var weight: Double = 400

    @Option(name: .long, help: "Thresholds: apple-hig, wcag-aa, wcag-aaa, material.")
    var profile: Profile = .appleHIG

    @Option(name: .long, help: "Output format.")
    var format: OutputFormat = .text

    @OptionGroup var registryOptions: RegistryOptions
    @OptionGroup var contextOptions: ContextOptions

    func validate() throws {
        if let size, !(size > 0 && size.isFinite) { throw ValidationError("--size must be a positive number of points") }
        if !(1...1000).contains(weight) { throw ValidationError("--weight must be from 1 to 1000") }
    }

    func run() throws {
        // The registry is loaded (and --context checked against it) only when a color names a
        // token, or --context/--tokens/--config was given: a hex-only check needs no registry.
        var tokens = ResolvedTokenSet()
        if [foreground, background].contains(where: { ColorArgument.reading($0.trimmingWhitespaceAndNewlines) != .notAReference || $0.contains("\"{") })
            || registryOptions.tokens != nil || registryOptions.config != nil || !contextOptions.context.isEmpty {
            let registry = try registryOptions.loadOrFail()
            tokens = registry.resolve(try contextOptions.choice(in: registry)).tokens
        }
        let resolved = tokens
        let fg = try read(foreground, { resolved })
        let bg = try read(background, { resolved })
        let fgRGBA = fg.sRGBInGamut
        let bgRGBA = bg.sRGBInGamut
        let result = WCAG.contrast(foreground: fgRGBA, background: bgRGBA)
        let largeText = size.map { profile.largeText.isLarge(size: $0, weight: weight) } ?? false
        let required = profile.textContrast(largeText: largeText)
        let pass = result.ratio >= required  // never rounded before comparing: 4.499 fails 4.5

        switch format {
        case .json:
            let json: JSONValue = .object([
                ("ratio", .number(result.ratio)),
                ("required", .number(required)),
                ("pass", .bool(pass)),
                ("largeText", .bool(largeText)),
                ("level", .string(profile.level.rawValue)),
                ("foreground", .object([("hex", .string(fgRGBA.hex6Uppercase)), ("alpha", .number(fgRGBA.a))])),
                ("background", .object([("hex", .string(bgRGBA.hex6Uppercase)), ("alpha", .number(bgRGBA.a))])),
                ("composited", .object([("hex", .string(result.compositedForeground.hex6Uppercase))])),
            ])
            Console.current.write(JSONWriter().string(json))
        case .text:
            let textKind = size == nil ? "normal text" : "\(ContrastCommand.format(size ?? 0)) pt weight \(Int(weight)) (\(largeText ? "large" : "normal") text)"
            output("\(pass ? "pass" : "fail"): \(ContrastCommand.format(result.ratio, places: 4)):1 \(pass ? "meets" : "is below") \(ContrastCommand.format(required)):1 (\(profile.level.criterion), \(profile.rawValue)) for \(textKind)")
            output("  foreground \(fgRGBA.hex.uppercased())\(fgRGBA.a < 1 ? " → composited \(result.compositedForeground.hex6Uppercase)" : "") over background \(bgRGBA.hex.uppercased())\(bgRGBA.a < 1 ? " → composited over white \(result.compositedBackground.hex6Uppercase)" : "")")
            if !fg.isInSRGBGamut || !bg.isInSRGBGamut { output("  note: out-of-sRGB-gamut input was gamut-mapped (CSS Color 4) before measuring") }
        }
        if !pass { throw CommandStatus(status: .findings) }
    }

    private func read(_ text: String, _ tokens: @escaping () -> ResolvedTokenSet) throws -> Color {
        switch ColorArgument(text: text, registryTokens: tokens).parse() {
        case .success(let color): return color
        case .failure(let error):
            errorOutput("error: \(error.message)")
            throw CommandStatus(status: .inputError)
        }
    }

    static func format(_ x: Double, places: Int = 2) -> String { NumberText.format(x, places: places) }
}

extension Profile: ExpressibleByArgument {}
