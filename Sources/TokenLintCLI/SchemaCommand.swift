import ArgumentParser

/// The JSON Schemas of docs/schemas/, embedded at build time (EmbedRegistry plugin), so a
/// user with only the binary can point an editor at them.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a JSON Schema: spec (design spec files) or config (.tokenlint.yml).",
        discussion: """
            Each schema's $id is the URL of the file in the repository at this version's tag, \
            so editors can fetch it: a `# yaml-language-server: $schema=URL` first line in a \
            YAML file, or VS Code's "json.schemas" setting for JSON specs (see docs/README.md).
            """
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case spec, config

        var fileName: String {
            switch self {
            case .spec: "spec.schema.json"
            case .config: "tokenlint-config.schema.json"
            }
        }

        /// The URL of the tagged file: the schema's `$id`, and what `tokenlint init` writes.
        var url: String {
            "https://raw.githubusercontent.com/\(TokenLintCommand.repository)/v\(TokenLintCommand.version)/docs/schemas/\(fileName)"
        }
    }

    @Argument(help: "spec or config.")
    var kind: Kind

    func run() throws {
        guard let bytes = EmbeddedSchemas.files[kind.fileName] else {
            errorOutput("error: \(kind.fileName) is not part of this build")
            throw CommandStatus(status: .inputError)
        }
        output(String(decoding: bytes, as: UTF8.self))
    }
}
