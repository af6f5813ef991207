import DesignTokens

// The token documents of Terrazzo's parser tests, each with the verdict DTCG 2025.10 gives.
//
// Provenance: github.com/terrazzoapp/terrazzo, packages/parser/test/{duration, dimension,
// color, cubic-bezier, font-family, font-weight, transition, typography, shadow, border,
// stroke-style, gradient, json-pointers, extends, alias}.test.ts. Only the token data is
// ported (re-expressed as JSON, Terrazzo's expected errors not copied); none of its code.
// Names are "file › test name"; "derived" cases vary a Terrazzo document to pin down a rule.
// Where tokenlint's verdict differs from Terrazzo's, a comment quotes the section that decides.
//
// Terrazzo is released under the MIT licence:
//
//   MIT License
//
//   Copyright (c) 2021 Drew Powers
//
//   Permission is hereby granted, free of charge, to any person obtaining a copy
//   of this software and associated documentation files (the "Software"), to deal
//   in the Software without restriction, including without limitation the rights
//   to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
//   copies of the Software, and to permit persons to whom the Software is
//   furnished to do so, subject to the following conditions:
//
//   The above copyright notice and this permission notice shall be included in all
//   copies or substantial portions of the Software.
//
//   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
//   IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
//   FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
//   AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
//   LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
//   OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
//   SOFTWARE.

enum TerrazzoCases {
    static let all: [ConformanceCase] = duration + dimension + color + cubicBezier + fontFamilyAndWeight
        + transition + typography + shadow + border + strokeStyle + gradient + pointers + extends + aliases

    private static func token(_ name: String, _ type: String, _ value: String) -> String {
        ##"{"\##(name)": {"$type": "\##(type)", "$value": \##(value)}}"##
    }

    // MARK: duration.test.ts (Format §8.5)

    static let duration: [ConformanceCase] = [
        .init(name: "duration › valid: ms", document: token("quick", "duration", ##"{"value": 100, "unit": "ms"}"##), verdict: .valid(["quick"])),
        .init(name: "duration › valid: s", document: token("moderate", "duration", ##"{"value": 0.25, "unit": "s"}"##), verdict: .valid(["moderate"])),
        .init(name: "duration › valid: 0", document: token("00", "duration", ##"{"value": 0, "unit": "ms"}"##), verdict: .valid(["00"])),
        // Both say valid; tokenlint used to reject it. §8.5 sets no range.
        .init(name: "duration › valid: -100", document: token("-100", "duration", ##"{"value": -100, "unit": "ms"}"##), verdict: .valid(["-100"])),
        .init(name: "duration › invalid: legacy format", document: token("quick", "duration", ##""100ms""##), verdict: .invalid([.invalidValue])),
        .init(name: "duration › invalid: empty string", document: token("moderate", "duration", ##""""##), verdict: .invalid([.invalidValue])),
        .init(name: "duration › invalid: no number", document: token("moderate", "duration", ##""ms""##), verdict: .invalid([.invalidValue])),
        .init(name: "duration › invalid: no units", document: token("moderate", "duration", ##""250""##), verdict: .invalid([.invalidValue])),
        .init(name: "duration › invalid: number", document: token("moderate", "duration", "250"), verdict: .invalid([.invalidValue])),
        .init(name: "duration › invalid: unsupported unit", document: token("microscopic", "duration", ##"{"value": 200, "unit": "ns"}"##), verdict: .invalid([.invalidValue])),
        .init(name: "duration › invalid: unknown prop", document: token("microscopic", "duration", ##"{"value": 100, "unit": "ms", "bad": true}"##), verdict: .invalid([.invalidValue])),
    ]

    // MARK: dimension.test.ts (Format §8.2)

    static let dimension: [ConformanceCase] = [
        .init(name: "dimension › valid: rem", document: token("xs", "dimension", ##"{"value": 0.5, "unit": "rem"}"##), verdict: .valid(["xs"])),
        .init(name: "dimension › valid: px", document: token("xs", "dimension", ##"{"value": 12, "unit": "px"}"##), verdict: .valid(["xs"])),
        .init(name: "dimension › valid: negative", document: ##"{"space": {"1": {"$type": "dimension", "$value": {"value": -0.25, "unit": "rem"}}}}"##, verdict: .valid(["space.1"])),
        .init(name: "dimension › valid: 0", document: token("00", "dimension", ##"{"value": 0, "unit": "px"}"##), verdict: .valid(["00"])),
        .init(name: "dimension › invalid: legacy format", document: token("xs", "dimension", ##""0.5rem""##), verdict: .invalid([.invalidValue])),
        .init(name: "dimension › invalid: empty string", document: token("xs", "dimension", ##""""##), verdict: .invalid([.invalidValue])),
        .init(name: "dimension › invalid: no units", document: token("xs", "dimension", ##""16""##), verdict: .invalid([.invalidValue])),
        .init(name: "dimension › invalid: number", document: token("xs", "dimension", "42"), verdict: .invalid([.invalidValue])),
        .init(name: "dimension › invalid: number (zero)", document: token("xs", "dimension", "0"), verdict: .invalid([.invalidValue])),
        .init(name: "dimension › invalid: unsupported unit", document: token("md", "dimension", ##"{"value": 1, "unit": "vw"}"##), verdict: .invalid([.invalidValue])),
        // Derived: Terrazzo's message lists "px, em, or rem". §8.2: "unit: Unit of distance.
        // Supported values: "px", "rem"" — em is not a 2025.10 unit.
        .init(name: "dimension › derived: em unit", document: token("md", "dimension", ##"{"value": 1, "unit": "em"}"##), verdict: .invalid([.invalidValue])),
        .init(name: "dimension › invalid: unknown prop", document: token("xs", "dimension", ##"{"value": 2, "unit": "px", "bad": true}"##), verdict: .invalid([.invalidValue])),
    ]

    // MARK: color.test.ts (Color module §4)

    static let color: [ConformanceCase] = [
        .init(name: "color › valid: object (srgb)", document: ##"{"color": {"cobalt": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.3, 0.6, 1], "alpha": 0.8}}}}"##, verdict: .valid(["color.cobalt"])),
        .init(name: "color › valid: object (hsl)", document: ##"{"color": {"blue": {"10": {"$type": "color", "$value": {"colorSpace": "hsl", "components": [218, 50, 67]}}}}}"##, verdict: .valid(["color.blue.10"])),
        .init(name: "color › invalid: string", document: ##"{"color": {"cobalt": {"$type": "color", "$value": "color(srgb 0.3 0.6 1)"}}}"##, verdict: .invalid([.invalidValue])),
        // Two problems, both reported: 'components' is missing and 'channels' is unknown.
        .init(name: "color › invalid: object (legacy channels)", document: ##"{"color": {"cobalt": {"$type": "color", "$value": {"colorSpace": "srgb", "channels": [0.3, 0.6, 1]}}}}"##, verdict: .invalid([.invalidValue, .invalidValue])),
        .init(name: "color › invalid: empty string", document: token("color", "color", ##""""##), verdict: .invalid([.invalidValue])),
        .init(name: "color › invalid: number", document: token("color", "color", "0"), verdict: .invalid([.invalidValue])),
        .init(name: "color › invalid: missing colorSpace", document: ##"{"color": {"cobalt": {"$type": "color", "$value": {"components": [0.3, 0.6, 1]}}}}"##, verdict: .invalid([.invalidValue])),
        .init(name: "color › invalid: missing components", document: ##"{"color": {"cobalt": {"$type": "color", "$value": {"colorSpace": "srgb"}}}}"##, verdict: .invalid([.invalidValue])),
        .init(name: "color › invalid: wrong number of components", document: ##"{"color": {"cobalt": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.3, 0.6, 1, 0.2]}}}}"##, verdict: .invalid([.invalidValue])),
        .init(name: "color › invalid: unknown colorSpace", document: ##"{"color": {"cobalt": {"$type": "color", "$value": {"colorSpace": "mondrian", "components": [0.3, 0.6, 1]}}}}"##, verdict: .invalid([.invalidValue])),
        .init(name: "color › invalid: bad alpha value", document: ##"{"color": {"cobalt": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.3, 0.6, 1], "alpha": "quack"}}}}"##, verdict: .invalid([.invalidValue])),
        .init(name: "color › invalid: bad hex fallback", document: ##"{"color": {"cobalt": {"$type": "color", "$value": {"colorSpace": "srgb", "hex": "#abcde", "components": [0.3, 0.6, 1]}}}}"##, verdict: .invalid([.invalidValue])),
        .init(name: "color › invalid: unknown props", document: ##"{"color": {"cobalt": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.3, 0.6, 1], "bad": true}}}}"##, verdict: .invalid([.invalidValue])),
    ]

    // MARK: cubic-bezier.test.ts (Format §8.6)

    static let cubicBezier: [ConformanceCase] = [
        .init(name: "cubicBezier › valid", document: token("cubic", "cubicBezier", "[0.33, 1, 0.68, 1]"), verdict: .valid(["cubic"])),
        .init(name: "cubicBezier › valid: aliases", document: """
            {"cubic": {"$type": "cubicBezier", "$value": ["{number.a}", "{number.b}", "{number.c}", "{number.d}"]},
             "number": {"$type": "number", "a": {"$value": 0.33}, "b": {"$value": 1}, "c": {"$value": 0.68}, "d": {"$value": 1}}}
            """, verdict: .valid(["cubic", "number.a"])),
        .init(name: "cubicBezier › invalid: length", document: token("cubic", "cubicBezier", "[0.33, 1, 0.68, 1, 5]"), verdict: .invalid([.invalidValue])),
        .init(name: "cubicBezier › invalid: type", document: token("cubic", "cubicBezier", ##"["33%", "100%", "68%", "100%"]"##), verdict: .invalid([.invalidValue])),
    ]

    // MARK: font-family.test.ts, font-weight.test.ts (Format §8.3, §8.4)

    static let fontFamilyAndWeight: [ConformanceCase] = [
        .init(name: "fontFamily › valid: string", document: token("base", "fontFamily", ##"["Helvetica"]"##), verdict: .valid(["base"])),
        .init(name: "fontFamily › valid: string[]", document: token("base", "fontFamily", ##"["Helvetica", "system-ui", "sans-serif"]"##), verdict: .valid(["base"])),
        .init(name: "fontFamily › invalid: empty string", document: token("base", "fontFamily", ##""""##), verdict: .invalid([.invalidValue])),
        .init(name: "fontFamily › invalid: empty string in array", document: token("base", "fontFamily", ##"[""]"##), verdict: .invalid([.invalidValue])),
        .init(name: "fontFamily › invalid: number", document: token("base", "fontFamily", "200"), verdict: .invalid([.invalidValue])),
        .init(name: "fontWeight › valid: number", document: token("bold", "fontWeight", "700"), verdict: .valid(["bold"])),
        .init(name: "fontWeight › valid: number boundaries", document: ##"{"minimum": {"$type": "fontWeight", "$value": 1}, "maximum": {"$type": "fontWeight", "$value": 1000}}"##, verdict: .valid(["minimum", "maximum"])),
        .init(name: "fontWeight › valid: weight name", document: """
            {"font-weight": {"$type": "fontWeight", \(["thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium", "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black"].map { ##""\##($0)": {"$value": "\##($0)"}"## }.joined(separator: ", "))}}
            """, verdict: .valid(["font-weight.thin", "font-weight.demi-bold", "font-weight.ultra-black"])),
        .init(name: "fontWeight › invalid: unknown string", document: token("thinnish", "fontWeight", ##""thinnish""##), verdict: .invalid([.invalidValue])),
        .init(name: "fontWeight › invalid: number below lower boundary", document: token("weight", "fontWeight", "0"), verdict: .invalid([.invalidValue])),
        .init(name: "fontWeight › invalid: number above upper boundary", document: token("weight", "fontWeight", "1001"), verdict: .invalid([.invalidValue])),
        .init(name: "fontWeight › invalid: number far above upper boundary", document: token("kakarot", "fontWeight", "9001"), verdict: .invalid([.invalidValue])),
        .init(name: "fontWeight › invalid: typography subvalue of 0", document: token("body", "typography", ##"{"fontFamily": "Inter", "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": 0, "letterSpacing": {"value": 0, "unit": "rem"}, "lineHeight": 1.5}"##), verdict: .invalid([.invalidValue])),
    ]

    // MARK: transition.test.ts (Format §9.5)

    static let transition: [ConformanceCase] = [
        .init(name: "transition › valid", document: """
            {"transition": {"ease-in-out": {"$type": "transition", "$value": {"duration": "{timing.quick}", "timingFunction": "{ease.in-out}", "delay": {"value": 0, "unit": "ms"}}}},
             "timing": {"$type": "duration", "quick": {"$value": {"value": 150, "unit": "ms"}}},
             "ease": {"$type": "cubicBezier", "in-out": {"$value": [0.42, 0, 0.58, 1]}}}
            """, verdict: .valid(["transition.ease-in-out", "timing.quick", "ease.in-out"])),
        // Terrazzo's document lacks both duration and delay: two problems, both reported.
        .init(name: "transition › invalid: missing duration", document: token("t", "transition", ##"{"timingFunction": [0.42, 0, 0.58, 1]}"##), verdict: .invalid([.invalidValue, .invalidValue])),
        .init(name: "transition › invalid: missing delay", document: token("t", "transition", ##"{"duration": {"value": 150, "unit": "ms"}, "timingFunction": [0.42, 0, 0.58, 1]}"##), verdict: .invalid([.invalidValue])),
        .init(name: "transition › invalid: missing timingFunction", document: token("t", "transition", ##"{"duration": {"value": 150, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}}"##), verdict: .invalid([.invalidValue])),
        .init(name: "transition › invalid: unknown prop", document: token("t", "transition", ##"{"duration": {"value": 100, "unit": "ms"}, "timingFunction": [0, 0, 1, 1], "delay": {"value": 0, "unit": "ms"}, "bad": true}"##), verdict: .invalid([.invalidValue])),
        // Derived: a negative delay. §9.5: "delay: The time to wait before the transition
        // begins. The value MUST be a valid duration"; a duration has no range (§8.5).
        .init(name: "transition › derived: negative delay", document: token("t", "transition", ##"{"duration": {"value": 100, "unit": "ms"}, "delay": {"value": -50, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}"##), verdict: .valid(["t"])),
    ]

    // MARK: typography.test.ts (Format §9.8)

    /// Terrazzo's DEFAULT_VALID minus the properties DTCG 2025.10 does not define.
    private static let typographyBase = ##""fontFamily": ["Helvetica"], "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0.125, "unit": "rem"}"##

    static let typography: [ConformanceCase] = [
        // Terrazzo: valid. §9.2: "Adding additional sub-values or setting values that don't
        // have the correct type make the composite token invalid": fontStyle, fontVariant,
        // textDecoration, textTransform are not §9.8 sub-values, and "lineHeight ... MUST be a
        // valid number value" (not a dimension). Five problems, all reported.
        .init(name: "typography › valid", document: ##"{"typography": {"body": {"$type": "typography", "$value": {"fontFamily": "Helvetica", "fontSize": {"value": 16, "unit": "px"}, "fontStyle": "italic", "fontVariant": "small-caps", "fontWeight": 400, "letterSpacing": {"value": 0.125, "unit": "rem"}, "lineHeight": {"value": 24, "unit": "px"}, "textDecoration": "underline", "textTransform": "uppercase"}}}}"##,
              verdict: .invalid(Array(repeating: .invalidValue, count: 5))),
        .init(name: "typography › valid: lineHeight (number)", document: ##"{"typography": {"body": {"$type": "typography", "$value": {\##(typographyBase), "lineHeight": 1.5}}}}"##, verdict: .valid(["typography.body"])),
        // Terrazzo: valid. §9.8: lineHeight "MUST be a valid number value or a reference to a
        // number token"; the CSS keyword is neither.
        .init(name: "typography › valid: lineHeight (keyword)", document: ##"{"typography": {"body": {"$type": "typography", "$value": {\##(typographyBase), "lineHeight": "normal"}}}}"##, verdict: .invalid([.invalidValue])),
        // Terrazzo: valid. §9.8: letterSpacing "MUST be a valid dimension value or a reference
        // to a dimension token".
        .init(name: "typography › valid: letterSpacing (keyword)", document: ##"{"typography": {"body": {"$type": "typography", "$value": {"fontFamily": "Helvetica", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": "normal", "lineHeight": 1.5}}}}"##, verdict: .invalid([.invalidValue])),
        .init(name: "typography › valid: fontFamily alias", document: ##"{"font": {"family": {"$type": "fontFamily", "$value": "Helvetica"}}, "typography": {"body": {"$type": "typography", "$value": {"fontFamily": "{font.family}", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0.125, "unit": "rem"}, "lineHeight": 1.5}}}}"##, verdict: .valid(["typography.body", "font.family"])),
        .init(name: "typography › valid: fontSize alias", document: ##"{"font": {"size": {"$type": "dimension", "$value": {"value": 1.25, "unit": "rem"}}}, "typography": {"body": {"$type": "typography", "$value": {"fontFamily": "Helvetica", "fontSize": "{font.size}", "fontWeight": 400, "letterSpacing": {"value": 0.125, "unit": "rem"}, "lineHeight": 1.5}}}}"##, verdict: .valid(["typography.body"])),
        .init(name: "typography › valid: fontWeight alias", document: ##"{"font": {"weight": {"$type": "fontWeight", "$value": 750}}, "typography": {"body": {"$type": "typography", "$value": {\##(typographyBase.replacingOccurrences(of: ##""fontWeight": 400"##, with: ##""fontWeight": "{font.weight}""##)), "lineHeight": 1.5}}}}"##, verdict: .valid(["typography.body"])),
        .init(name: "typography › valid: lineHeight alias (number)", document: ##"{"font": {"line-height": {"$type": "number", "$value": 1.6}}, "typography": {"body": {"$type": "typography", "$value": {\##(typographyBase), "lineHeight": "{font.line-height}"}}}}"##, verdict: .valid(["typography.body"])),
        // Terrazzo: valid. §9.8: lineHeight must be a number "or a reference to a number
        // token"; §7.4.5: "Type mismatches" MUST be reported.
        .init(name: "typography › valid: lineHeight alias (dimension)", document: ##"{"font": {"line-height": {"$type": "dimension", "$value": {"value": 1.25, "unit": "rem"}}}, "typography": {"body": {"$type": "typography", "$value": {\##(typographyBase), "lineHeight": "{font.line-height}"}}}}"##, verdict: .invalid([.invalidValue])),
        .init(name: "typography › invalid: incorrect fontWeight alias", document: ##"{"font": {"weight": {"$type": "number", "$value": 750}}, "typography": {"body": {"$type": "typography", "$value": {\##(typographyBase.replacingOccurrences(of: ##""fontWeight": 400"##, with: ##""fontWeight": "{font.weight}""##)), "lineHeight": 1.5}}}}"##, verdict: .invalid([.typeMismatch])),
        .init(name: "typography › invalid: missing properties", document: ##"{"typography": {"body": {"$type": "typography", "$value": {}}}}"##, verdict: .invalid(Array(repeating: .invalidValue, count: 5))),
        // Terrazzo reports four problems; DTCG 2025.10 three (fontSize, letterSpacing and
        // lineHeight are pre-2025.10 strings); all in one run.
        .init(name: "typography › invalid: dimension legacy format", document: ##"{"typography": {"$type": "typography", "$value": {"fontFamily": "Helvetica", "fontSize": "16px", "fontWeight": 400, "letterSpacing": "0.001em", "lineHeight": "24px"}}}"##, verdict: .invalid([.invalidValue, .invalidValue, .invalidValue])),
    ]

    // MARK: shadow.test.ts (Format §9.6)

    private static let shadowLayer = ##""offsetX": {"value": 0, "unit": "rem"}, "offsetY": {"value": 0.25, "unit": "rem"}, "blur": {"value": 0.5, "unit": "rem"}, "spread": {"value": 0, "unit": "rem"}"##

    static let shadow: [ConformanceCase] = [
        .init(name: "shadow › valid: single", document: token("shadowBase", "shadow", ##"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.15, "hex": "#000000"}, \##(shadowLayer)}"##), verdict: .valid(["shadowBase"])),
        .init(name: "shadow › valid: array", document: token("shadowBase", "shadow", ##"[{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.1}, \##(shadowLayer)}, {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.1}, "offsetX": {"value": 0, "unit": "rem"}, "offsetY": {"value": 0.5, "unit": "rem"}, "blur": {"value": 1, "unit": "rem"}, "spread": {"value": 0, "unit": "rem"}}]"##), verdict: .valid(["shadowBase"])),
        .init(name: "shadow › invalid: bad dimension", document: token("shadowBase", "shadow", ##"[{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.1}, "offsetX": 0, "offsetY": {"value": 0.25, "unit": "rem"}, "blur": {"value": 0.5, "unit": "rem"}, "spread": {"value": 0, "unit": "rem"}}]"##), verdict: .invalid([.invalidValue])),
        .init(name: "shadow › invalid: missing color", document: token("shadowBase", "shadow", "{\(shadowLayer)}"), verdict: .invalid([.invalidValue])),
        // Terrazzo: valid. Format §8.1 defers to the Color module, whose color value is an
        // object {colorSpace, components, ...}; a hex string is the pre-2025.10 form.
        .init(name: "shadow › valid: inset", document: token("shadowBase", "shadow", ##"{"color": "#000000", \##(shadowLayer), "inset": true}"##), verdict: .invalid([.invalidValue])),
    ]

    // MARK: border.test.ts (Format §9.4)

    static let border: [ConformanceCase] = [
        .init(name: "border › valid", document: token("border", "border", ##"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.15}, "style": "solid", "width": {"value": 1, "unit": "px"}}"##), verdict: .valid(["border"])),
        .init(name: "border › invalid: missing color", document: token("border", "border", ##"{"style": "solid", "width": {"value": 1, "unit": "px"}}"##), verdict: .invalid([.invalidValue])),
        .init(name: "border › invalid: unknown prop", document: token("border", "border", ##"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.15}, "style": "solid", "width": {"value": 1, "unit": "px"}, "bad": "foo"}"##), verdict: .invalid([.invalidValue])),
    ]

    // MARK: stroke-style.test.ts (Format §9.3)

    static let strokeStyle: [ConformanceCase] = [
        .init(name: "strokeStyle › valid: string", document: token("border-style", "strokeStyle", ##""double""##), verdict: .valid(["border-style"])),
        .init(name: "strokeStyle › valid: object", document: token("border-style", "strokeStyle", ##"{"lineCap": "square", "dashArray": [{"value": 0.25, "unit": "rem"}, {"value": 0.5, "unit": "rem"}]}"##), verdict: .valid(["border-style"])),
        .init(name: "strokeStyle › invalid: unknown string", document: token("border-style", "strokeStyle", ##""thicc""##), verdict: .invalid([.invalidValue])),
        // Two legacy dashes, two findings (Terrazzo too).
        .init(name: "strokeStyle › invalid: legacy syntax", document: token("border-style", "strokeStyle", ##"{"lineCap": "round", "dashArray": ["0.25rem", "0.5rem"]}"##), verdict: .invalid([.invalidValue, .invalidValue])),
        .init(name: "strokeStyle › invalid: unknown prop", document: token("border-style", "strokeStyle", ##"{"lineCap": "square", "dashArray": [{"value": 0.25, "unit": "rem"}, {"value": 0.5, "unit": "rem"}], "bad": true}"##), verdict: .invalid([.invalidValue])),
    ]

    // MARK: gradient.test.ts (Format §9.7)

    private static let purple = ##"{"alpha": 1, "components": [0.4, 0.2, 0.6], "colorSpace": "srgb", "hex": "#663399"}"##
    private static let orange = ##"{"alpha": 1, "components": [1, 0.6, 0], "colorSpace": "srgb", "hex": "#ff9900"}"##

    static let gradient: [ConformanceCase] = [
        .init(name: "gradient › valid", document: token("gradient", "gradient", ##"[{"color": \##(purple), "position": 0}, {"color": \##(orange), "position": 1}]"##), verdict: .valid(["gradient"])),
        // Terrazzo reports the color space; the color also lacks its required components.
        .init(name: "gradient › invalid: bad color", document: token("gradient", "gradient", ##"[{"color": {"colorSpace": "mud"}, "position": 0}, {"color": \##(orange), "position": 1}]"##), verdict: .invalid([.invalidValue, .invalidValue])),
        .init(name: "gradient › invalid: bad position", document: token("gradient", "gradient", ##"[{"color": \##(purple), "position": 0}, {"color": \##(orange), "position": "12px"}]"##), verdict: .invalid([.invalidValue])),
        .init(name: "gradient › invalid: missing position", document: token("gradient", "gradient", ##"[{"color": \##(purple), "position": 0}, {"color": \##(orange)}]"##), verdict: .invalid([.invalidValue])),
        .init(name: "gradient › invalid: unknown prop", document: token("gradient", "gradient", ##"[{"color": \##(purple), "position": 0, "bad": true}]"##), verdict: .invalid([.invalidValue])),
    ]

    // MARK: json-pointers.test.ts (Format §7.1.2, §7.4)

    private static let gray = ##"{"colorSpace": "srgb", "components": [0.2, 0.2, 0.2]}"##

    static let pointers: [ConformanceCase] = [
        .init(name: "pointers › token $refs", document: ##"{"color": {"$type": "color", "gray": {"1": {"$value": \##(gray)}}, "grey": {"1": {"$ref": "#/color/gray/1"}}}}"##, verdict: .valid(["color.gray.1", "color.grey.1"])),
        .init(name: "pointers › $value $refs (literal)", document: ##"{"color": {"$type": "color", "gray": {"1": {"$value": \##(gray)}}, "grey": {"1": {"$value": {"$ref": "#/color/gray/1/$value"}}}}}"##, verdict: .valid(["color.grey.1"])),
        .init(name: "pointers › $value $refs (assumed)", document: ##"{"color": {"$type": "color", "gray": {"1": {"$value": \##(gray)}}, "grey": {"1": {"$value": {"$ref": "#/color/gray/1"}}}}}"##, verdict: .valid(["color.grey.1"])),
        // Terrazzo: valid ([0, 0, 1, 1]). The group "perc" has members "0" and "100", so
        // "#/perc/1/$value" names nothing; §7.4.5: tools MUST report "Unresolvable paths:
        // Target path does not exist in document". Two such pointers, two findings.
        .init(name: "pointers › array $refs", document: ##"{"perc": {"$type": "number", "0": {"$value": 0}, "100": {"$value": 1}}, "ease": {"$type": "cubicBezier", "linear": {"$value": [{"$ref": "#/perc/0/$value"}, {"$ref": "#/perc/0/$value"}, {"$ref": "#/perc/1/$value"}, {"$ref": "#/perc/1/$value"}]}}}"##, verdict: .invalid([.unresolvedReference, .unresolvedReference])),
        // Derived: the same document with the pointers it presumably meant.
        .init(name: "pointers › derived: array $refs to existing tokens", document: ##"{"perc": {"$type": "number", "0": {"$value": 0}, "100": {"$value": 1}}, "ease": {"$type": "cubicBezier", "linear": {"$value": [{"$ref": "#/perc/0/$value"}, {"$ref": "#/perc/0/$value"}, {"$ref": "#/perc/100/$value"}, {"$ref": "#/perc/100/$value"}]}}}"##, verdict: .valid(["ease.linear"])),
        .init(name: "pointers › group $refs", document: ##"{"color": {"$type": "color", "gray": {"1": {"$value": \##(gray)}}, "grey": {"$ref": "#/color/gray", "2": {"$value": {"colorSpace": "srgb", "components": [0.3, 0.3, 0.3]}}}}}"##, verdict: .valid(["color.grey.1", "color.grey.2"])),
        // Terrazzo: valid (it substitutes the string). §5.2.2: "The $type property's value MUST
        // be a string"; a {"$ref"} object is not one.
        .init(name: "pointers › string $refs (literal)", document: ##"{"a": {"$description": "Default description", "$type": {"$ref": "#/b/$type"}, "$value": {"colorSpace": "srgb", "components": [0.4, 0.2, 0.6]}}, "b": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.4, 0.2, 0.6]}}}"##, verdict: .invalid([.invalidValue, .unknownType])),
        // Both say valid; tokenlint used to fail with "no '$defs'". §7.4: a pointer reaches
        // "any location within the design token document".
        .init(name: "pointers › local $refs + $defs + $type inheritance", document: ##"{"color": {"$type": "color", "red": {"1": {"$ref": "#/$defs/red-1"}}}, "$defs": {"red-1": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.1, 0]}}}}"##, verdict: .valid(["color.red.1"])),
        .init(name: "pointers › root $refs throw error", document: ##"{"color": {"$type": "color", "gray": {"$ref": "#/"}}}"##, verdict: .invalid([.unresolvedReference])),
        // Every token on the cycle is reported (§7.2.3, §6.7.4).
        .init(name: "pointers › circular $refs throw error", document: ##"{"color": {"$type": "color", "gray": {"$ref": "#/color/grey"}, "grey": {"$ref": "#/color/gray"}}}"##, verdict: .invalid([.circularReference, .circularReference])),
        .init(name: "pointers › invalid $refs throw error", document: ##"{"color": {"$type": "color", "blue": {"100": {"$ref": 23}}}}"##, verdict: .invalid([.invalidValue])),
    ]

    // MARK: extends.test.ts (Format §6.4)

    static let extends: [ConformanceCase] = [
        .init(name: "extends › override + extension", document: """
            {"base": {"color": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0.8]}}, "spacing": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}},
             "extended": {"$extends": "{base}", "color": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
               "border": {"$type": "border", "$value": {"width": {"value": 1, "unit": "px"}, "style": "solid", "color": "{extended.color}"}}}}
            """, verdict: .valid(["base.color", "extended.color", "extended.spacing", "extended.border"])),
        .init(name: "extends › deep extension", document: ##"{"a": {"b": {"c": {"$type": "number", "$value": 2}}}, "d": {"e": {"$extends": "{a.b}"}}}"##, verdict: .valid(["a.b.c", "d.e.c"])),
        .init(name: "extends › invalid: non-alias", document: ##"{"color": {"$extends": "bad-value"}}"##, verdict: .invalid([.invalidExtends])),
        // $extends is a group property (§6.4); on a token it is an unknown '$' property.
        .init(name: "extends › invalid: token", document: ##"{"color": {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}, "red": {"$extends": "{color.blue}", "$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}"##, verdict: .invalid([.invalidName])),
        .init(name: "extends › invalid: self-referential", document: ##"{"button": {"color": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0.8]}}, "secondary": {"$extends": "{button}"}}}"##, verdict: .invalid([.circularReference])),
        // Every group on the cycle is reported (§6.7.4).
        .init(name: "extends › invalid: circular", document: ##"{"groupA": {"$extends": "{groupB}", "token": {"$type": "number", "$value": 100}}, "groupB": {"$extends": "{groupA}", "token": {"$type": "number", "$value": 200}}}"##, verdict: .invalid([.circularReference, .circularReference])),
    ]

    // MARK: alias.test.ts (Format §7.1.1, §7.2)

    static let aliases: [ConformanceCase] = [
        .init(name: "alias › valid: primitive", document: ##"{"color": {"base": {"blue": {"500": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.2, 1]}}}}, "semantic": {"$value": "{color.base.blue.500}"}}}"##, verdict: .valid(["color.semantic"])),
        .init(name: "alias › valid: Font Weight", document: ##"{"font": {"weight": {"bold": {"$type": "fontWeight", "$value": 700}}}, "bold": {"$value": "{font.weight.bold}"}}"##, verdict: .valid(["bold"])),
        .init(name: "alias › valid: Stroke Style", document: ##"{"button-stroke": {"$type": "strokeStyle", "$value": {"lineCap": "round", "dashArray": ["{size.2}", "{size.3}"]}}, "size": {"$type": "dimension", "2": {"$value": {"value": 0.125, "unit": "rem"}}, "3": {"$value": {"value": 0.25, "unit": "rem"}}}}"##, verdict: .valid(["button-stroke"])),
        .init(name: "alias › valid: Border", document: """
            {"color": {"$type": "color", "ramp": {"gray": {"200": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.1}}, "700": {"$value": {"colorSpace": "srgb", "components": [0.7, 0.7, 0.7], "alpha": 0.1}}}},
               "semantic": {"subdued": {"$value": "{color.ramp.gray.200}", "$extensions": {"mode": {"light": "{color.ramp.gray.200}", "dark": "{color.ramp.gray.700}"}}}}},
             "border": {"size": {"$type": "dimension", "default": {"$value": {"value": 1, "unit": "px"}}}, "style": {"$type": "strokeStyle", "default": {"$value": "solid"}}},
             "button-border": {"$type": "border", "$value": {"color": "{color.semantic.subdued}", "width": "{border.size.default}", "style": "{border.style.default}"}}}
            """, verdict: .valid(["button-border", "color.semantic.subdued"])),
        .init(name: "alias › valid: Gradient", document: """
            {"color": {"$type": "color", "blue": {"500": {"$value": {"colorSpace": "srgb", "components": [0.01, 0.4, 0.86]}}}, "purple": {"800": {"$value": {"colorSpace": "srgb", "components": [0.365, 0.075, 0.718]}}}},
             "perc": {"$type": "number", "0": {"$value": 0}, "100": {"$value": 1}},
             "gradient": {"$type": "gradient", "$value": [{"color": "{color.blue.500}", "position": "{perc.0}"}, {"color": "{color.purple.800}", "position": "{perc.100}"}]}}
            """, verdict: .valid(["gradient"])),
        .init(name: "alias › valid: Shadow (object)", document: """
            {"space": {"$type": "dimension", "0": {"$value": {"value": 0, "unit": "rem"}}, "1": {"$value": {"value": 0.5, "unit": "rem"}}},
             "color": {"$type": "color", "shadow": {"1": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.1}}}},
             "shadow": {"base": {"$type": "shadow", "$value": {"offsetX": "{space.1}", "offsetY": "{space.1}", "spread": "{space.0}", "blur": "{space.1}", "color": "{color.shadow.1}"}}}}
            """, verdict: .valid(["shadow.base"])),
        .init(name: "alias › valid: Shadow (array)", document: """
            {"space": {"$type": "dimension", "0": {"$value": {"value": 0, "unit": "rem"}}, "1": {"$value": {"value": 0.5, "unit": "rem"}}, "2": {"$value": {"value": 1, "unit": "rem"}}},
             "color": {"$type": "color", "shadow": {"1": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.1}}}},
             "shadow": {"base": {"$type": "shadow", "$value": [
               {"offsetX": "{space.1}", "offsetY": "{space.1}", "spread": "{space.0}", "blur": "{space.1}", "color": "{color.shadow.1}"},
               {"offsetX": "{space.2}", "offsetY": "{space.2}", "spread": "{space.0}", "blur": "{space.1}", "color": "{color.shadow.1}"}]}}}
            """, verdict: .valid(["shadow.base"])),
        // Derived: a chain, a missing target, a group target, a type mismatch.
        .init(name: "alias › derived: chained", document: ##"{"color": {"$type": "color", "base": {"$value": \##(gray)}, "a": {"$value": "{color.base}"}, "b": {"$value": "{color.a}"}}}"##, verdict: .valid(["color.a", "color.b"])),
        .init(name: "alias › derived: missing target", document: ##"{"color": {"$type": "color", "a": {"$value": "{color.missing}"}}}"##, verdict: .invalid([.unresolvedReference])),
        // §7.1.1: curly braces "Targets: Complete tokens only"; a group is not one.
        .init(name: "alias › derived: to a group", document: ##"{"color": {"$type": "color", "base": {"1": {"$value": \##(gray)}}, "a": {"$value": "{color.base}"}}}"##, verdict: .invalid([.unresolvedReference])),
        .init(name: "alias › derived: type mismatch", document: ##"{"size": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}, "c": {"$type": "color", "$value": "{size}"}}"##, verdict: .invalid([.typeMismatch])),
        // Derived, §5.2.2: without a $type anywhere, tools MUST NOT guess.
        .init(name: "$type › derived: missing everywhere", document: ##"{"a": {"$value": {"value": 1, "unit": "px"}}}"##, verdict: .invalid([.unknownType])),
        .init(name: "$type › derived: inherited from the group", document: ##"{"space": {"$type": "dimension", "sm": {"$value": {"value": 4, "unit": "px"}}}}"##, verdict: .valid(["space.sm"])),
        // Derived, §6.1: "tools MUST report" a token with children.
        .init(name: "groups › derived: token with children", document: ##"{"a": {"$type": "number", "$value": 1, "b": {"$value": 2}}}"##, verdict: .invalid([.valueAndChildren])),
    ]
}
