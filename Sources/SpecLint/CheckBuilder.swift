import Diagnostics

/// The verdict of one rule on one component in one permutation.
enum ContextVerdict {
    /// The rule does not apply here (nothing to check).
    case notApplicable
    case pass
    case fail(Severity, Measurement)
    /// The spec lacks what the rule needs to decide.
    case review(Measurement)
}

/// What was measured, for the message and the JUnit body.
struct Measurement {
    var message: String
    var measured: Double?
    var required: Double?
    /// One line for the full explanation ("appearance=dark: 3.1:1 …").
    var detail: String?
    var help: String?
    /// Orders failures: the smallest margin is the worst context, whose message is shown.
    var margin: Double
    /// What the HTML report draws for this context (the two colors, the frame, the curve).
    var figure: FindingFigure.Kind?

    init(_ message: MessageText, measured: Double? = nil, required: Double? = nil, detail: MessageText? = nil, help: MessageText? = nil,
         margin: Double? = nil, figure: FindingFigure.Kind? = nil) {
        self.figure = figure
        self.message = message.description
        self.measured = measured
        self.required = required
        self.detail = detail?.description
        self.help = help?.description
        if let margin {
            self.margin = margin
        } else if let measured, let required, required != 0 {
            self.margin = measured / required
        } else {
            self.margin = 0
        }
    }
}

/// Folds a rule's per-permutation verdicts on one component into one check: a finding that
/// lists the contexts where it holds (reduced to the modifiers that mattered), or a pass.
struct CheckBuilder {
    let rule: String
    let component: String
    let location: SourceLocation
    let family: ContextFamily

    func build(_ verdicts: [ContextVerdict]) -> Check? {
        var failures: [(Int, Measurement)] = []
        var reviews: [(Int, Measurement)] = []
        // The most severe failure, and among those the smallest margin (the first on ties).
        var worst: (severity: Severity, measurement: Measurement)?
        var evaluated = false
        for (index, verdict) in verdicts.enumerated() {
            switch verdict {
            case .notApplicable: continue
            case .pass: evaluated = true
            case .fail(let severity, let measurement):
                evaluated = true
                failures.append((index, measurement))
                if let current = worst {
                    if severity < current.severity || (severity == current.severity && measurement.margin < current.measurement.margin) {
                        worst = (severity, measurement)
                    }
                } else {
                    worst = (severity, measurement)
                }
            case .review(let measurement):
                evaluated = true
                reviews.append((index, measurement))
            }
        }
        guard evaluated else { return nil }
        if let worst {
            return Check(rule: rule, subject: component, location: location,
                         outcome: .finding(finding(worst.severity, worst.measurement, all: failures)))
        }
        if let first = reviews.first {
            let measurement = reviews.dropFirst().reduce(first.1) { $1.1.margin < $0.margin ? $1.1 : $0 }
            return Check(rule: rule, subject: component, location: location,
                         outcome: .finding(finding(.needsReview, measurement, all: reviews)))
        }
        return Check(rule: rule, subject: component, location: location, outcome: .passed)
    }

    /// `measured` as reports show it: 4 decimals, but never rounded onto or across the
    /// threshold (4.499996 against 4.5 is 4.4999, not 4.5: honest verdicts, product.md).
    static func reported(_ value: Double, against required: Double?) -> Double {
        let rounded = (value * 10_000).rounded() / 10_000
        guard let required else { return rounded }
        if value < required, rounded >= required { return (value * 10_000).rounded(.down) / 10_000 }
        if value > required, rounded <= required { return (value * 10_000).rounded(.up) / 10_000 }
        return rounded
    }

    /// "appearance=dark: " → "appearance=dark".
    static func contextName(_ label: String) -> String {
        var name = Substring(label)
        while let last = name.last, last == " " || last == ":" { name = name.dropLast() }
        return String(name)
    }

    /// `all`: the permutations (by index) where the finding holds, with what was measured there.
    private func finding(_ severity: Severity, _ measurement: Measurement, all: [(Int, Measurement)]) -> Finding {
        var finding = Finding(
            rule: rule, severity: severity, location: location, message: measurement.message, component: component,
            contexts: family.contexts(of: all.map(\.0)),
            measured: measurement.measured.map { Self.reported($0, against: measurement.required) }, required: measurement.required,
            help: measurement.help ?? "see `tokenlint rules \(rule)`"
        )
        // One line per context, named by the modifiers this family varies; identical lines once.
        var lines: [String] = []
        for (index, measurement) in all {
            let line = (index < family.count ? family.labels[index] : "") + (measurement.detail ?? measurement.message)
            if !lines.contains(line) { lines.append(line) }
        }
        finding.details = lines
        // One picture per context with a distinct one, named like the details.
        for (index, measurement) in all {
            guard let kind = measurement.figure else { continue }
            let label = index < family.count ? family.labels[index] : ""
            let figure = FindingFigure(context: Self.contextName(label), kind)
            if !finding.figures.contains(where: { $0.kind == kind }) { finding.figures.append(figure) }
        }
        return finding
    }
}

extension Array where Element == Check {
    /// Appends the check a builder produced, if the rule applied.
    mutating func add(_ check: Check?) {
        if let check { append(check) }
    }
}
