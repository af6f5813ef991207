import ArgumentParser
import FileOutput
import Foundation

/// Sets a repository up: a commented `.tokenlint.yml`, one example spec that lints clean, and
/// with `--ci` the CI file. The CI files are the README's first GitHub and GitLab recipes
/// (a test holds them equal), so what the README shows is what `init` writes.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .tokenlint.yml, an example spec and (with --ci) the CI file.",
        discussion: """
            Never overwrites: when a file it would write exists (or is a link), it names it, \
            writes nothing and exits 2. --ci github writes .github/workflows/tokenlint.yml \
            (the tokenlint action); --ci gitlab writes .gitlab-ci.yml (the release binary, its \
            SHA-256 checked, the JUnit report in artifacts:reports:junit).
            """
    )

    enum CI: String, ExpressibleByArgument, CaseIterable {
        case github, gitlab
    }

    @Option(name: .long, help: "Also write the CI file: github or gitlab.")
    var ci: CI?

    func run() throws {
        var files: [(path: String, text: String)] = [
            (".tokenlint.yml", Self.config),
            ("design/specs/example.spec.yaml", Self.exampleSpec),
        ]
        switch ci {
        case .github: files.append((".github/workflows/tokenlint.yml", Self.githubWorkflow))
        case .gitlab: files.append((".gitlab-ci.yml", Self.gitlabPipeline))
        case nil: break
        }
        // Every path is checked before anything is written, so a refusal leaves no half set-up.
        for file in files {
            if let problem = Self.problem(writing: file.path) {
                errorOutput("error: \(file.path) \(problem); tokenlint init never overwrites a file, and wrote nothing")
                throw CommandStatus(status: .inputError)
            }
        }
        for file in files {
            do {
                try Self.create(file.path, file.text)
            } catch {
                errorOutput("error: cannot write \(error)")
                throw CommandStatus(status: .inputError)
            }
            output("wrote \(file.path)")
        }
    }

    /// Why `path` (relative, inside the working directory) cannot be created: it, or a folder
    /// on the way to it, exists as something that must not be written through (a file where a
    /// folder should be, a link, the file itself).
    static func problem(writing path: String) -> String? {
        var prefix = ""
        let components = path.split(separator: "/")
        for (index, component) in components.enumerated() {
            prefix += (prefix.isEmpty ? "" : "/") + component
            var status = stat()
            guard lstat(prefix, &status) == 0 else { return nil }
            let isLast = index == components.count - 1
            if status.st_mode & S_IFMT == S_IFLNK { return isLast ? "exists (a link)" : "has a link on its way (\(prefix))" }
            if isLast { return "already exists" }
            if status.st_mode & S_IFMT != S_IFDIR { return "cannot be created: \(prefix) is not a folder" }
        }
        return nil
    }

    /// Creates `path` with O_EXCL, so a file that appeared since the check is not replaced; its
    /// folders are made as every other write makes them (`OutputFolder`: never through a link
    /// out of the tree).
    static func create(_ path: String, _ text: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try OutputFolder.prepare(folder.isEmpty ? "." : folder, create: true, for: path)
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ReportError.io(path: path, message: "cannot create: \(Descriptor.reason(errno))") }
        defer { close(fd) }
        try Array(text.utf8).withUnsafeBytes { try Descriptor.writeAll(fd, $0, path: path) }
    }

    static var config: String {
        """
        # yaml-language-server: $schema=\(SchemaCommand.Kind.config.url)
        # tokenlint's configuration: `tokenlint lint` finds it from this folder and below. Every
        # key: https://github.com/\(TokenLintCommand.repository)/tree/v\(TokenLintCommand.version)#configuration-tokenlintyml
        # (unknown keys are errors).

        # The thresholds: apple-hig, wcag-aa, wcag-aaa or material. Without it, each spec's
        # platform picks one (Apple platforms apple-hig, android material, web wcag-aa).
        profile: apple-hig

        # What `tokenlint lint` checks when it is given no paths.
        include: [design/specs]

        # Your design tokens (a DTCG 2025.10 *.resolver.json or *.tokens.json). Without it, the
        # built-in registry: Apple's system colors, Dynamic Type styles and SwiftUI springs.
        # tokens: tokens/app.resolver.json

        # Rules turned off or down, e.g. the duration budgets as advice only:
        # rules:
        #   motion/duration: warning

        # A JUnit report on every run, for CI.
        reports:
          junit: reports/junit.xml

        """
    }

    static var exampleSpec: String {
        """
        # yaml-language-server: $schema=\(SchemaCommand.Kind.spec.url)
        # One screen, sheet or component family per file; the format:
        # https://github.com/\(TokenLintCommand.repository)/blob/v\(TokenLintCommand.version)/docs/spec-format.md
        # This one lints clean; make the frame 30 × 30 to see target/size fail.
        tokenlint: 1
        name: Example
        components:
          - id: save
            role: button
            frame: {width: 120, height: 60}
            background: "{color.systemBackground}"
            border: {color: "{color.label}", width: 1}
            foreground: "{color.label}"
            font: "{font.textStyle.body}"
            text: "Save"

        """
    }

    static var githubWorkflow: String {
        """
        name: Design accessibility
        on: [pull_request]
        jobs:
          tokenlint:
            runs-on: ubuntu-latest
            permissions:
              contents: read
              security-events: write   # upload SARIF
            steps:
              - uses: actions/checkout@v4
                with:
                  persist-credentials: false
              - uses: \(TokenLintCommand.repository)@v\(TokenLintCommand.version)
                with:
                  paths: design/specs
                  junit: reports/junit.xml
                  sarif: reports/tokenlint.sarif
              - name: Publish the JUnit report
                if: always()
                uses: mikepenz/action-junit-report@v5
                with:
                  report_paths: reports/junit.xml
              - name: Upload SARIF
                if: always()
                uses: github/codeql-action/upload-sarif@v3
                with:
                  sarif_file: reports/tokenlint.sarif

        """
    }

    static var gitlabPipeline: String {
        """
        .tokenlint:
          image: debian:bookworm-slim
          variables:
            TOKENLINT_VERSION: "\(TokenLintCommand.version)"
          before_script:
            - apt-get update -qq && apt-get install -y -qq --no-install-recommends curl ca-certificates
            - ARCHIVE="tokenlint-$TOKENLINT_VERSION-linux-$(uname -m).tar.gz"
            - curl -fsSL -O "https://github.com/\(TokenLintCommand.repository)/releases/download/v$TOKENLINT_VERSION/$ARCHIVE" -O "https://github.com/\(TokenLintCommand.repository)/releases/download/v$TOKENLINT_VERSION/$ARCHIVE.sha256"
            - sha256sum -c "$ARCHIVE.sha256"
            - tar -xzf "$ARCHIVE" -C /usr/local/bin --strip-components=1 "${ARCHIVE%.tar.gz}/tokenlint"

        design-lint:
          extends: .tokenlint
          script:
            - tokenlint lint design/specs --report junit=reports/junit.xml
          artifacts:
            when: always
            reports:
              junit: reports/junit.xml

        """
    }
}
