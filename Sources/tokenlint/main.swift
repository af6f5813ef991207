import Foundation
import TokenLintCLI

ProcessStart.prepare()
let status = ProcessLifetime.$endsWithCommand.withValue(true) {
    TokenLintCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
}
exit(status)
