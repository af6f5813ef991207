import DesignTokens
import Diagnostics
import Foundation
import RuleGeneration
import SpecLint

// `swift run generate-rules`, from the package root: writes the lists of rules, registry
// checks, Figma notes and input errors, the example tests, docs/rules.md and the config schema's rules. The documents come from the catalog this
// program was compiled with, so when the rule list it writes is new, it asks to be run again.
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/SpecLint/Rules").path) else {
    FileHandle.standardError.write(Data("generate-rules: run it from the tokenlint package root\n".utf8))
    exit(2)
}

/// Writes the files whose text differs; returns how many it wrote.
func write(_ files: [RuleGenerator.File]) throws -> Int {
    var written = 0
    for file in files {
        let url = root.appendingPathComponent(file.path)
        if (try? String(contentsOf: url, encoding: .utf8)) == file.text { continue }
        try Data(file.text.utf8).write(to: url, options: .atomic)
        print("wrote \(file.path)")
        written += 1
    }
    return written
}

do {
    let declarations = try RuleGenerator.declarations(root: root)
    let registryChecks = try RuleGenerator.registryChecks(root: root), figmaNotes = try RuleGenerator.figmaNotes(root: root)
    let inputRules = try RuleGenerator.inputRules(root: root)
    _ = try write(RuleGenerator.sources(declarations, registryChecks: registryChecks, figmaNotes: figmaNotes, inputRules: inputRules))
    guard declarations.map(\.id).sorted() == RuleCatalog.ids.sorted(),
          registryChecks.map(\.id).sorted() == CatalogEntry.registryChecks.map(\.id.rawValue).sorted(),
          figmaNotes.map(\.id).sorted() == CatalogEntry.figmaNotes.map(\.id.rawValue).sorted(),
          inputRules.map(\.id).sorted() == CatalogEntry.inputErrors.map(\.id.rawValue).sorted() else {
        print("The rule list changed: run `swift run generate-rules` again to write the documents from it.")
        exit(1)
    }
    if try write(RuleGenerator.documents(root: root)) == 0 { print("generate-rules: nothing to change") }
} catch {
    FileHandle.standardError.write(Data("generate-rules: \(error)\n".utf8))
    exit(2)
}
