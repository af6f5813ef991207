/// One modifier → context choice, e.g. `appearance = dark`.
public struct ContextChoice: Hashable, Sendable {
    public var modifier: String
    public var context: String

    public init(modifier: String, context: String) {
        self.modifier = modifier
        self.context = context
    }
}

/// One result of a check: a rule that held (or could not decide) somewhere.
///
/// Registry findings carry `token` (the token's dotted path); spec findings carry `component`.
/// `contexts` lists the permutations in which the finding holds, each reduced to the modifiers
/// that mattered, so one finding stands for every permutation it applies to.
public struct Finding: Hashable, Sendable {
    public var rule: RuleID
    public var severity: Severity
    public var location: SourceLocation?
    public var message: String
    public var token: String?
    public var component: String?
    public var contexts: [[ContextChoice]]
    public var measured: Double?
    public var required: Double?
    public var help: String?
    /// The full explanation, one line per failing context with its measured and required
    /// values (the JUnit failure body).
    public var details: [String] = []
    /// What the finding's picture is drawn from, one per failing context with a distinct one
    /// (the HTML report); empty for rules without a picture.
    public var figures: [FindingFigure] = []

    public init(
        rule: RuleID,
        severity: Severity,
        location: SourceLocation?,
        message: String,
        token: String? = nil,
        component: String? = nil,
        contexts: [[ContextChoice]] = [],
        measured: Double? = nil,
        required: Double? = nil,
        help: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.message = message
        self.token = token
        self.component = component
        self.contexts = contexts
        self.measured = measured
        self.required = required
        self.help = help
    }

    /// Report order: file, line, column, rule (README, `tokenlint lint`: "findings sorted by file,
    /// line, column, rule"); findings without a location come last.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        switch (a.location, b.location) {
        case let (l?, r?) where l != r: return l < r
        case (nil, _?): return false
        case (_?, nil): return true
        default:
            if a.rule != b.rule { return a.rule < b.rule }
            if a.token != b.token { return (a.token ?? "") < (b.token ?? "") }
            return a.message < b.message
        }
    }
}

extension Finding: CustomStringConvertible {
    /// `path:line:col: severity: message [rule]`, the text reporter's line.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        return "\(place)\(severity.rawValue): \(message) [\(rule)]"
    }
}

/// A finding can be the reason an operation failed (an unreadable or unparseable input).
extension Finding: Error {}

extension Array {
    /// Sorted by `precedes`, equal elements keeping their order. An array already in order is
    /// returned after one linear check: the linter hands findings over in report order, and
    /// reporters ask for it for every file and for the whole run (sorting a hundred thousand
    /// findings again is not linear).
    public func stablySorted(by precedes: (Element, Element) -> Bool) -> [Element] {
        if zip(self, dropFirst()).allSatisfy({ !precedes($1, $0) }) { return self }
        return enumerated().sorted { a, b in
            if precedes(a.element, b.element) { return true }
            if precedes(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }
}
