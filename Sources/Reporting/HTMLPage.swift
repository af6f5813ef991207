import Diagnostics
import Foundation

/// The parts both HTML pages share (the lint report and `tokens export --format html`): text
/// escaping, the page's frame and style sheet, and the inline SVG pictures.
///
/// The pages are self-contained (inline CSS and SVG, no script, no URL to fetch) and written
/// as XHTML-compatible HTML (every element closed, attributes quoted), so an XML parser
/// reads them as well as a browser does. They are pages of an accessibility tool and keep its
/// rules: `lang`, landmarks, one `h1`, headings in order, a text alternative on every picture,
/// a visible focus ring, and colors that reach 4.5:1 (`HTMLPalette`, checked by the tests).
public enum HTML {
    /// Text and attribute values from input (file names, messages, token names): characters
    /// XML forbids become U+FFFD, markup characters become references.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in XMLText.clean(text).unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A number for people and for SVG coordinates: at most `places` decimals, no trailing zeros.
    public static func number(_ x: Double, places: Int = 2) -> String { NumberText.format(x, places: places) }

    /// An `id` made from any text: ASCII letters and digits kept, everything else `-`, with a
    /// prefix so it never starts with a digit; `index` keeps ids unique.
    public static func id(_ prefix: String, _ text: String, _ index: Int) -> String {
        let body = String(text.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)) ? Character(scalar) : "-"
        }.prefix(40))
        return "\(prefix)-\(index)-\(body)"
    }

    /// The whole page: `head` with the style sheet, a skip link, then `body` (which must hold the
    /// page's `header`, `nav` and `main id="main"`).
    public static func page(title: String, extraStyle: String = "", body: String) -> String {
        pageStart(title: title, extraStyle: extraStyle) + body + pageEnd
    }

    /// `page` up to its body, for a page written piece by piece.
    static func pageStart(title: String, extraStyle: String = "") -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="generator" content="tokenlint" />
        <title>\(escape(title))</title>
        <style>
        \(HTMLPalette.styleSheet)\(extraStyle)
        </style>
        </head>
        <body>
        <a class="skip" href="#main">Skip to the content</a>

        """
    }

    /// `page` after its body.
    static let pageEnd = "\n</body>\n</html>\n"
}

/// The page's colors. Every text color is checked against every background it is drawn on
/// (WCAG 1.4.3, 4.5:1) and the focus ring and borders against the backgrounds (WCAG 1.4.11,
/// 3:1) by `HTMLPageTests`, with the project's own contrast code.
public enum HTMLPalette {
    public static let background = "#FFFFFF"
    /// Finding cards, table headers.
    public static let surface = "#F3F4F6"
    public static let text = "#1F2328"
    public static let muted = "#57606A"
    public static let accent = "#0A57C2"
    public static let error = "#B42318"
    public static let warning = "#8A4600"
    public static let review = "#6B2FA0"
    public static let info = "#0B6567"
    public static let border = "#6E7781"
    /// The two motion curves in plots: full motion and Reduce Motion.
    public static let fullMotion = "#0A57C2"
    public static let reducedMotion = "#B42318"

    /// Colors used for text, and the backgrounds text sits on.
    public static let textColors = [text, muted, accent, error, warning, review, info]
    public static let backgrounds = [background, surface]
    /// Colors of non-text parts (focus ring, borders, plot lines, target outline).
    public static let graphicColors = [accent, border, fullMotion, reducedMotion, text]

    static let styleSheet = """
        :root { color-scheme: light; }
        * { box-sizing: border-box; }
        body { margin: 0; color: \(text); background: \(background);
          font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif; }
        header, nav, main, footer { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
        header { padding-top: 1rem; }
        h1 { font-size: 1.75rem; margin: 0.5rem 0; }
        h2 { font-size: 1.375rem; margin: 2rem 0 0.5rem; overflow-wrap: anywhere; }
        h3 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; overflow-wrap: anywhere; }
        h4 { font-size: 1rem; margin: 0 0 0.25rem; overflow-wrap: anywhere; }
        a { color: \(accent); }
        a:focus-visible, [tabindex]:focus-visible { outline: 3px solid \(accent); outline-offset: 2px; }
        .skip { position: absolute; left: -10000px; top: 0; background: \(background); padding: 0.5rem; }
        .skip:focus { left: 1rem; top: 1rem; }
        .muted { color: \(muted); }
        code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
        .summary { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.5rem; margin: 0; }
        .summary div { background: \(surface); border: 1px solid \(border); border-radius: 6px; padding: 0.5rem 0.75rem; }
        .summary dt { color: \(muted); font-size: 0.875rem; }
        .summary dd { margin: 0; font-size: 1.5rem; font-weight: 600; }
        .finding { background: \(surface); border: 1px solid \(border); border-left-width: 6px; border-radius: 6px;
          padding: 0.75rem 1rem; margin: 0.75rem 0; }
        .finding p { margin: 0.25rem 0; overflow-wrap: anywhere; }
        .finding ul { margin: 0.25rem 0; padding-left: 1.25rem; overflow-wrap: anywhere; }
        .sev-error { border-left-color: \(error); } .sev-error .severity { color: \(error); }
        .sev-warning { border-left-color: \(warning); } .sev-warning .severity { color: \(warning); }
        .sev-needs-review { border-left-color: \(review); } .sev-needs-review .severity { color: \(review); }
        .sev-info { border-left-color: \(info); } .sev-info .severity { color: \(info); }
        .severity { font-weight: 600; }
        .figures { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 0.5rem; }
        figure { margin: 0; max-width: 100%; }
        figcaption { font-size: 0.875rem; }
        svg { max-width: 100%; height: auto; display: block; }
        table { border-collapse: collapse; margin: 0.5rem 0; }
        th, td { border: 1px solid \(border); padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
        th { background: \(surface); }
        .scroll { overflow-x: auto; max-width: 100%; }
        .legend-full { color: \(fullMotion); font-weight: 600; }
        .legend-reduced { color: \(reducedMotion); font-weight: 600; }
        @media (max-width: 40rem) { body { font-size: 15px; } h1 { font-size: 1.5rem; } .finding { padding: 0.5rem 0.75rem; } }
        """
}

/// The pictures: inline SVG, each `role="img"` with a `<title>` and an `aria-label` saying
/// what it shows, inside a `<figure>` whose caption repeats the numbers as text.
public enum HTMLFigures {
    /// Two color swatches side by side and a text sample of the foreground on the background.
    public static func contrast(foreground: String, background: String, ratio: Double, required: Double, context: String) -> String {
        let fg = HTML.escape(foreground), bg = HTML.escape(background)
        let verdict = ratio >= required ? "passes" : "fails"
        let label = "\(foreground) on \(background): contrast \(HTML.number(ratio)):1, required \(HTML.number(required)):1 (\(verdict))"
        return """
            <figure class="figure-contrast">
            <svg role="img" aria-label="\(HTML.escape(label))" viewBox="0 0 260 72" width="260" height="72">
            <title>\(HTML.escape(label))</title>
            <rect x="0.5" y="0.5" width="71" height="71" rx="6" fill="\(fg)" stroke="\(HTMLPalette.border)" />
            <rect x="80.5" y="0.5" width="71" height="71" rx="6" fill="\(bg)" stroke="\(HTMLPalette.border)" />
            <rect x="160.5" y="0.5" width="99" height="71" rx="6" fill="\(bg)" stroke="\(HTMLPalette.border)" />
            <text x="210" y="46" text-anchor="middle" font-size="28" font-weight="600" fill="\(fg)">Aa</text>
            </svg>
            <figcaption>\(contextPrefix(context))<code>\(fg)</code> on <code>\(bg)</code>: <strong>\(HTML.number(ratio)):1</strong>, required \(HTML.number(required)):1</figcaption>
            </figure>
            """
    }

    /// The frame (filled) drawn to scale over the minimum target (dashed square), both centered.
    public static func target(width: Double, height: Double, minimum: Double, unit: String, context: String) -> String {
        let side = 150.0
        let largest = max(width, height, minimum, 1)
        let scale = (side - 10) / largest
        func box(_ w: Double, _ h: Double) -> (x: String, y: String, w: String, h: String) {
            (HTML.number((side - w * scale) / 2), HTML.number((side - h * scale) / 2), HTML.number(w * scale), HTML.number(h * scale))
        }
        let target = box(minimum, minimum), frame = box(max(width, 0), max(height, 0))
        let size = "\(HTML.number(width)) × \(HTML.number(height)) \(unit)"
        let needed = "\(HTML.number(minimum)) × \(HTML.number(minimum)) \(unit)"
        let label = "Frame \(size) drawn inside the minimum target \(needed)"
        return """
            <figure class="figure-target">
            <svg role="img" aria-label="\(HTML.escape(label))" viewBox="0 0 \(HTML.number(side)) \(HTML.number(side))" width="\(HTML.number(side))" height="\(HTML.number(side))">
            <title>\(HTML.escape(label))</title>
            <rect x="\(target.x)" y="\(target.y)" width="\(target.w)" height="\(target.h)" fill="none" stroke="\(HTMLPalette.text)" stroke-width="1.5" stroke-dasharray="5 4" />
            <rect x="\(frame.x)" y="\(frame.y)" width="\(frame.w)" height="\(frame.h)" fill="\(HTMLPalette.reducedMotion)" fill-opacity="0.35" stroke="\(HTMLPalette.error)" stroke-width="1.5" />
            </svg>
            <figcaption>\(contextPrefix(context))frame <strong>\(HTML.escape(size))</strong> (filled) against the \(HTML.escape(needed)) target (dashed)</figcaption>
            </figure>
            """
    }

    /// Progress over time for full motion (solid) and Reduce Motion (dashed); a reduced value
    /// that does not animate is drawn as the jump it is.
    public static func motion(_ plot: MotionPlot, context: String, title: String = "") -> String {
        let width = 280.0, height = 150.0, left = 34.0, right = 8.0, top = 10.0, bottom = 26.0
        let all = plot.full + plot.reduced + [0, 1]
        let low = min(0, all.min() ?? 0), high = max(1, all.max() ?? 1)
        let span = max(high - low, 0.001)
        func x(_ fraction: Double) -> Double { left + fraction * (width - left - right) }
        func y(_ value: Double) -> Double { top + (high - value) / span * (height - top - bottom) }
        func points(_ samples: [Double]) -> String {
            guard samples.count > 1 else { return "" }
            return samples.enumerated().map { index, value in
                "\(HTML.number(x(Double(index) / Double(samples.count - 1)))),\(HTML.number(y(value)))"
            }.joined(separator: " ")
        }
        let reducedPoints = plot.reduced.isEmpty
            ? "\(HTML.number(x(0))),\(HTML.number(y(0))) \(HTML.number(x(0))),\(HTML.number(y(1))) \(HTML.number(x(1))),\(HTML.number(y(1)))"
            : points(plot.reduced)
        let seconds = HTML.number(plot.duration)
        let label = "\(title.isEmpty ? "" : "\(title): ")progress over \(seconds) s; full motion solid, Reduce Motion dashed (\(plot.reducedLabel))"
        return """
            <figure class="figure-motion">
            <svg role="img" aria-label="\(HTML.escape(label))" viewBox="0 0 \(HTML.number(width)) \(HTML.number(height))" width="\(HTML.number(width))" height="\(HTML.number(height))">
            <title>\(HTML.escape(label))</title>
            <line x1="\(HTML.number(left))" y1="\(HTML.number(y(1)))" x2="\(HTML.number(width - right))" y2="\(HTML.number(y(1)))" stroke="\(HTMLPalette.border)" stroke-dasharray="2 3" />
            <line x1="\(HTML.number(left))" y1="\(HTML.number(y(0)))" x2="\(HTML.number(width - right))" y2="\(HTML.number(y(0)))" stroke="\(HTMLPalette.border)" />
            <line x1="\(HTML.number(left))" y1="\(HTML.number(top))" x2="\(HTML.number(left))" y2="\(HTML.number(height - bottom))" stroke="\(HTMLPalette.border)" />
            <text x="\(HTML.number(left - 4))" y="\(HTML.number(y(1) + 4))" text-anchor="end" font-size="11" fill="\(HTMLPalette.text)">1</text>
            <text x="\(HTML.number(left - 4))" y="\(HTML.number(y(0) + 4))" text-anchor="end" font-size="11" fill="\(HTMLPalette.text)">0</text>
            <text x="\(HTML.number(width - right))" y="\(HTML.number(height - 8))" text-anchor="end" font-size="11" fill="\(HTMLPalette.text)">\(seconds) s</text>
            <text x="\(HTML.number(left))" y="\(HTML.number(height - 8))" font-size="11" fill="\(HTMLPalette.text)">0 s</text>
            <polyline points="\(reducedPoints)" fill="none" stroke="\(HTMLPalette.reducedMotion)" stroke-width="2" stroke-dasharray="6 4" />
            <polyline points="\(points(plot.full))" fill="none" stroke="\(HTMLPalette.fullMotion)" stroke-width="2.5" />
            </svg>
            <figcaption>\(contextPrefix(context))<span class="legend-full">solid: full motion</span>, <span class="legend-reduced">dashed: Reduce Motion</span> (\(HTML.escape(plot.reducedLabel)))</figcaption>
            </figure>
            """
    }

    /// A finding's picture.
    public static func figure(_ figure: FindingFigure) -> String {
        switch figure.kind {
        case .contrast(let foreground, let background, let ratio, let required):
            contrast(foreground: foreground, background: background, ratio: ratio, required: required, context: figure.context)
        case .target(let width, let height, let minimum, let unit):
            target(width: width, height: height, minimum: minimum, unit: unit, context: figure.context)
        case .motion(let plot):
            motion(plot, context: figure.context)
        }
    }

    private static func contextPrefix(_ context: String) -> String {
        context.isEmpty ? "" : "<span class=\"muted\">\(HTML.escape(context))</span>: "
    }
}
