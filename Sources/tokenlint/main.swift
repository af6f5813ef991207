import Foundation
import TokenLintCLI

exit(TokenLintCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
