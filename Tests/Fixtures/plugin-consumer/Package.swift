// swift-tools-version: 6.0
// An app's package that uses tokenlint's command plugin, as the README's Install section shows
// with `.package(url: "https://github.com/tokenlint/tokenlint", from: "1.0.0")`; here the
// dependency is this checkout, by path. Tests/Shell/plugin.sh copies it out, names the checkout
// by its absolute path, adds design files (the examples, a clean spec) and runs the README's
// `swift package tokenlint …` lines in it.
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    dependencies: [
        .package(name: "tokenlint", path: "../../.."),
    ],
    targets: [
        .target(name: "App", path: "Sources/App"),
    ]
)
