// swift-tools-version: 6.1
import PackageDescription

// The benchmark (README "Performance"), a package of its own as swift-collections keeps its
// benchmarks: a package that depends on tokenlint never builds it, and tokenlint's own CI
// builds it only where it is measured. It depends on the root by path and on its library
// product, so what it times is the pipeline and renderers the CLI runs, not a copy.
let package = Package(
    name: "tokenlint-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // With the SwiftUI reader, as the release archive users install is built.
        .package(name: "tokenlint", path: "..", traits: ["SwiftSource"]),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "tokenlint-bench",
            dependencies: [
                .product(name: "TokenLintPipeline", package: "tokenlint"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "BenchmarkTests",
            dependencies: [.product(name: "TokenLintPipeline", package: "tokenlint")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
