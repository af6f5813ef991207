/// The ```yaml (or ```yml) code blocks of a Markdown page, each with a final newline: the
/// examples of docs/ and the README, which the schema tests validate and the YAML reader tests
/// read.
public enum MarkdownYAMLBlocks {
    public static func blocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if let lines = current {
                if trimmed.hasPrefix("```") {
                    blocks.append(lines.joined(separator: "\n") + "\n")
                    current = nil
                } else {
                    current = lines + [line]
                }
            } else if trimmed.trimmingSuffixSpaces == "```yaml" || trimmed.trimmingSuffixSpaces == "```yml" {
                current = []
            }
        }
        return blocks
    }
}

private extension Substring {
    var trimmingSuffixSpaces: Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
