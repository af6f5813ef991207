// swift-tools-version: 6.1
import PackageDescription

// Module per concern (see README "Architecture"):
//   Diagnostics   – source locations, severities, findings, did-you-mean, text safe to print, the rule ids
//                   every stage shares, and the file and thread utilities (bounded reads, large-stack threads, parallel map)
//   JSONSource    – a JSON parser that keeps line:column for every node, and a deterministic writer
//   ColorScience  – DTCG color spaces, sRGB/XYZ conversion, compositing, WCAG contrast
//   Motion        – spring math (closed form, settle time, overshoot), cubic-bezier curves
//   Accessibility – profiles: contrast thresholds, large text, target and text sizes (cited)
//   DesignTokens  – DTCG 2025.10 format + resolver modules, extension types, reduce-motion, export
//   DesignSpec    – design spec files (YAML/JSON) with positions, decoded into a typed model
//   FigmaInput    – Figma REST file JSON (`*.figma.json`) read into the spec model
//   SwiftSource   – SwiftUI source (`*.swift`, swift-syntax) read into the spec model; built only with
//                   the trait of the same name (docs/swiftui.md)
//   SpecLint      – the evaluation model and the accessibility rules, configuration (it reads
//                   no file format: a run's `InputFormats` turn files into specs first)
//   FileOutput    – writing files whole or not at all (AtomicFile), temporary files, descriptors
//   Reporting     – text, JSON, JUnit (libxml2), SARIF, GitHub annotations; XSD validation
//   ContentHash   – SHA-256 (cache keys, baseline fingerprints); CSHA256 its x86 SHA-extensions path
//   LintBaseline  – the baseline of known findings, matched by file, rule, component and subject
//   LintCache     – per-file results kept between runs, keyed by everything they depend on
//   LintPipeline  – one lint run as a library type (LintSession): config → registry → files; its output (ReportWriter)
//   PlatformExports – `tokens export` for SwiftUI, Xcode asset catalogs, CSS and Android
//   TokenDocumentation – `tokens export --format html`: the registry's documentation page
//   TokenLintCLI  – the `tokenlint` commands (swift-argument-parser)
//   RuleGeneration – `swift run generate-rules`: the rule list, rule example tests, docs/rules.md, the config schema's rules
// The SwiftSource reader, for the targets that use it: only in a build with the trait
// (`swift build --traits SwiftSource`), where SwiftPM also defines `SwiftSource` for `#if`.
let swiftSource: Target.Dependency = .target(name: "SwiftSource", condition: .when(traits: ["SwiftSource"]))

let package = Package(
    name: "tokenlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tokenlint", targets: ["tokenlint"]),
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
        .library(name: "ColorScience", targets: ["ColorScience"]),
        .library(name: "Motion", targets: ["Motion"]),
        // The lint pipeline and its renderers as a library: what the benchmark package
        // (Benchmarks/, by path) times. SeededRandom is in it for the benchmark's corpus.
        .library(
            name: "TokenLintPipeline",
            targets: ["LintPipeline", "Reporting", "SpecLint", "DesignSpec", "DesignTokens", "Diagnostics", "JSONSource", "SeededRandom"]
        ),
        // `swift package tokenlint …` in a package that depends on this one.
        .plugin(name: "TokenLintPlugin", targets: ["TokenLintPlugin"]),
    ],
    // Off by default: swift-syntax's build (about 2 minutes in debug, 13 minutes in a
    // whole-module release build on one core) would be paid by every build from source, the
    // pre-commit hook and every package that depends on this one. The release archive enables it.
    traits: [
        .trait(name: "SwiftSource", description: "Read SwiftUI source (*.swift) with swift-syntax (docs/swiftui.md)"),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.0.0"),
        // Pinned exactly, as SwiftLint pins it: the syntax tree's shape changes between releases.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // Tests only: snapshots of whole outputs. Its SnapshotTesting target needs no other
        // package; the swift-syntax it lists is for InlineSnapshotTesting, never built here.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "Diagnostics"),
        // Seeded random numbers for the benchmark's corpus and the tests.
        .target(name: "SeededRandom"),
        .target(name: "JSONSource", dependencies: ["Diagnostics"]),
        .target(name: "ColorScience"),
        .target(name: "Motion"),
        .target(name: "Accessibility", dependencies: ["ColorScience"]),
        .target(
            name: "DesignTokens",
            dependencies: [
                "Diagnostics", "JSONSource", "ColorScience", "Motion",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            plugins: ["EmbedRegistry"]
        ),
        .target(
            name: "DesignSpec",
            dependencies: [
                "Diagnostics", "JSONSource", "ColorScience", "Motion", "DesignTokens",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "FigmaInput",
            dependencies: ["Diagnostics", "JSONSource", "ColorScience", "Motion", "DesignTokens", "DesignSpec"]
        ),
        // Its own target: swift-syntax is the largest build in the package, and only this
        // reader needs it. `swift build` and `swift test` build every target, so without the
        // trait this one is built too, without swift-syntax: its files that use it are within
        // `#if SwiftSource`.
        .target(
            name: "SwiftSource",
            dependencies: [
                "Diagnostics", "JSONSource", "ColorScience", "Motion", "DesignTokens", "DesignSpec", "Accessibility",
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["SwiftSource"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["SwiftSource"])),
            ]
        ),
        .target(
            name: "SpecLint",
            dependencies: [
                "Diagnostics", "JSONSource", "ColorScience", "Motion", "DesignTokens", "DesignSpec", "Accessibility",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "Reporting",
            dependencies: [
                "Diagnostics", "JSONSource", "CLibXML2", "FileOutput",
                .product(name: "Rainbow", package: "Rainbow"),
            ]
        ),
        .target(
            name: "LintPipeline",
            dependencies: [
                "Diagnostics", "Accessibility", "DesignTokens", "DesignSpec", "FigmaInput", "SpecLint", "ContentHash", "LintBaseline", "LintCache",
                "Reporting", "FileOutput", swiftSource,
            ]
        ),
        // The commit `--version` prints (set by scripts/build-release.sh).
        .target(name: "CBuildInfo"),
        // glibc's mallopt, for the executable's malloc settings (ProcessStart.swift).
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // SHA-256, for the cache's keys and the baseline's fingerprints (see SHA256.swift for why not swift-crypto).
        .target(name: "ContentHash", dependencies: ["CSHA256"]),
        // SHA-256's compression function on the x86 SHA extensions (C: Swift cannot name them).
        .target(name: "CSHA256"),
        // The baseline of known findings (--baseline, --write-baseline).
        .target(name: "LintBaseline", dependencies: ["Diagnostics", "JSONSource", "ContentHash", "FileOutput"]),
        // Per-file results kept between runs (in the user's cache directory, or --cache-dir).
        .target(name: "LintCache", dependencies: ["Diagnostics", "ContentHash", "FileOutput", "DesignTokens"]),
        // Files written whole or not at all, below the renderers: the cache, the baseline and
        // the reports all write through it.
        .target(name: "FileOutput", dependencies: ["Diagnostics"]),
        .target(
            name: "PlatformExports",
            dependencies: ["Diagnostics", "ColorScience", "Motion", "DesignTokens", "Reporting"]
        ),
        .target(
            name: "TokenDocumentation",
            dependencies: ["Diagnostics", "ColorScience", "Motion", "Accessibility", "DesignTokens", "SpecLint", "Reporting"]
        ),
        .target(
            name: "TokenLintCLI",
            dependencies: [
                "Diagnostics", "JSONSource", "ColorScience", "Motion", "DesignTokens", "Accessibility",
                "DesignSpec", "SpecLint", "Reporting", "FileOutput", "FigmaInput", "LintPipeline", "LintBaseline", "PlatformExports", "TokenDocumentation",
                "CBuildInfo", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // docs/schemas/, for `tokenlint schema`.
            plugins: ["EmbedRegistry"]
        ),
        .executableTarget(name: "tokenlint", dependencies: ["TokenLintCLI"]),

        // `swift run generate-rules` writes the rule list, the rule example tests, docs/rules.md
        // and the config schema's rules from the rule files. In no product: users never build it.
        .target(name: "RuleGeneration", dependencies: ["SpecLint", "TokenLintCLI", "JSONSource"]),
        .executableTarget(name: "generate-rules", dependencies: ["RuleGeneration", "SpecLint", "DesignTokens", "Diagnostics"], path: "Sources/GenerateRules"),

        // Embeds tokens/ (the built-in registry) into the DesignTokens module and docs/schemas/
        // into TokenLintCLI at build time, so the binary works from any directory without a
        // resource bundle beside it.
        .executableTarget(name: "embed-registry", path: "Sources/EmbedRegistryTool"),
        .plugin(
            name: "EmbedRegistry",
            capability: .buildTool(),
            dependencies: ["embed-registry"],
            path: "Sources/EmbedRegistryPlugin"
        ),

        // The command plugin builds the tokenlint product when it runs (see its file for why it
        // declares no tool dependency). No declared permission: SwiftPM would then ask for
        // --allow-writing-to-package-directory on every run, and a lint that writes no report
        // into the package does not need it.
        .plugin(
            name: "TokenLintPlugin",
            capability: .command(
                intent: .custom(verb: "tokenlint", description: "Run tokenlint (lint, contrast, tokens, …) in this package's folder")
            )
        ),

        .testTarget(name: "JSONSourceTests", dependencies: ["JSONSource", "Diagnostics", "SeededRandom"]),
        .testTarget(name: "ColorScienceTests", dependencies: ["ColorScience", "SeededRandom"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "AccessibilityTests", dependencies: ["Accessibility", "ColorScience"]),
        .testTarget(
            name: "DesignTokensTests",
            dependencies: ["DesignTokens", "JSONSource", "Diagnostics", "ColorScience", "Motion", "Accessibility"]
        ),
        .testTarget(
            name: "DesignSpecTests",
            dependencies: ["DesignSpec", "Diagnostics", "JSONSource", "ColorScience", "DesignTokens", "JSONSchemaTestSupport"]
        ),
        .testTarget(
            name: "FigmaInputTests",
            dependencies: ["FigmaInput", "SpecLint", "DesignSpec", "DesignTokens", "Diagnostics", "JSONSource", "ColorScience", "Motion", "SeededRandom"]
        ),
        .testTarget(
            name: "SwiftSourceTests",
            dependencies: [swiftSource, "SpecLint", "DesignSpec", "DesignTokens", "Diagnostics", "ColorScience",
                           .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["SwiftSource"])),
                           .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["SwiftSource"]))],
            // The hand judgments the fix-commit cases come from: read by people, not built.
            exclude: ["Judgments"]
        ),
        .testTarget(
            name: "SpecLintTests",
            dependencies: ["SpecLint", "DesignSpec", "DesignTokens", "Diagnostics", "Accessibility", "ColorScience", "JSONSource", "SeededRandom", "JSONSchemaTestSupport", "FigmaInput", swiftSource]
        ),
        .testTarget(
            name: "ReportingTests",
            dependencies: ["Reporting", "FileOutput", "Diagnostics", "JSONSource", "CLibXML2", "SeededRandom", "JSONSchemaTestSupport", "ColorScience"]
        ),
        .testTarget(
            name: "LintPipelineTests",
            dependencies: ["LintPipeline", "SpecLint", "Reporting", "Diagnostics", "DesignTokens", "LintCache"]
        ),
        .testTarget(
            name: "TokenLintCLITests",
            dependencies: [
                "TokenLintCLI", "DesignTokens", "ColorScience", "Motion", "JSONSource", "SeededRandom", "JSONSchemaTestSupport", "FigmaInput", "FileOutput",
                // The README's CI recipes are parsed by a YAML reader other than tokenlint's own.
                .product(name: "Yams", package: "Yams"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Snapshots"]
        ),
        .testTarget(name: "RuleGenerationTests", dependencies: ["RuleGeneration", "SpecLint", "DesignTokens", "Diagnostics"]),
        .testTarget(name: "LintBaselineTests", dependencies: ["LintBaseline", "Diagnostics", "SpecLint", "DesignSpec", "DesignTokens", "JSONSource"]),
        .testTarget(
            name: "LintCacheTests",
            dependencies: ["LintCache", "ContentHash", "Diagnostics", "SpecLint", "DesignSpec", "DesignTokens", "SeededRandom", "FileOutput"]
        ),
        .testTarget(
            name: "PlatformExportsTests",
            dependencies: [
                "PlatformExports", "DesignTokens", "Diagnostics", "ColorScience", "Motion", "JSONSource", "CLibXML2", "BrowserTestSupport",
            ]
        ),
        .testTarget(
            name: "HTMLPagesTests",
            dependencies: [
                "Reporting", "TokenDocumentation", "LintPipeline", "Diagnostics", "DesignTokens", "ColorScience", "CLibXML2",
                "BrowserTestSupport",
            ]
        ),
        // Headless Chromium for the tests that look at a page (the CSS export here; the HTML
        // report and token page): load a file, read console errors, evaluate JavaScript, take a
        // screenshot. Test support only: in no product.
        .target(name: "BrowserTestSupport", path: "Tests/BrowserTestSupport"),
        // What several test targets share: the JSON Schema validator of the SARIF and
        // docs/schemas tests (no package for it is available; see its file) and the YAML
        // examples of the Markdown docs. Test support only: in no product.
        .target(name: "JSONSchemaTestSupport", dependencies: ["JSONSource"], path: "Tests/JSONSchemaTestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
