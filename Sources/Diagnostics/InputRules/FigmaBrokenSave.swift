extension InputRule {
    public static let figmaBrokenSave = InputRule(
        id: "input/figma-broken-save", catalogOrder: 6, kind: .input,
        summary: "A Figma file damaged on its way to disk (nodes cut into strings, UTF-16) is named as such.",
        rationale: "PowerShell's `ConvertTo-Json` cuts objects deeper than its `-Depth` (2 by default) into strings such as `@{id=1:2; name=Frame}` or `System.Object[]`, and Windows PowerShell 5 writes `>` redirections as UTF-16: the file parses, or nearly, but holds no design. It is an input error (exit 2) that names the cause and the fix (`ConvertTo-Json -Depth 100`, `Out-File -Encoding utf8`, or save with `curl -o`).",
        source: "PowerShell ConvertTo-Json -Depth; Figma REST API")
}
