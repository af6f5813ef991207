/// Builds SwiftUI examples: a complete `.swift` file with one view whose `body` is `body`
/// (the examples of the rules that judge SwiftUI source, docs/swiftui.md).
func swiftView(_ body: String, members: String = "") -> String {
    var text = "import SwiftUI\n\nstruct ExampleView: View {\n"
    for line in members.split(separator: "\n") { text += "    \(line)\n" }
    text += "    var body: some View {\n"
    for line in body.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty { text += "        \(line)\n" }
    text += "    }\n}\n"
    return text
}

extension SpecRule {
    /// The file name its examples are linted as: Swift snippets as a `.swift` file.
    public var exampleFile: String {
        (passing + failing).allSatisfy { $0.hasPrefix(swiftExamplePrefix) } ? "example.swift" : "example.spec.yaml"
    }
}

let swiftExamplePrefix = "import SwiftUI\n"
