// The spec linter: see LintEngine.swift.
