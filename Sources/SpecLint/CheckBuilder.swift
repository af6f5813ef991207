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
///
/// Its fields live in one shared, copy-on-write object: a verdict is copied several times on
/// its way into a check (evaluated once and shared by equal permutations, softened, picked as
/// the worst, read for each context's details), and copying the fields themselves retained and
/// released each string and the figure every time (a tenth of the rules' instructions on a
/// finding-heavy run). Now a copy is one retain; a change copies the fields first.
struct Measurement {
    private final class Fields {
        /// The message, once made.
        private var madeMessage: String?
        /// Makes the message when it is first read (a lazily worded measurement).
        private var makeMessage: (() -> MessageText)?
        var measured: Double?
        var required: Double?
        var detail: String?
        var help: String?
        var margin: Double
        var figure: FindingFigure.Kind?

        init(message: String?, makeMessage: (() -> MessageText)?, measured: Double?, required: Double?, detail: String?, help: String?,
             margin: Double, figure: FindingFigure.Kind?) {
            madeMessage = message
            self.makeMessage = makeMessage
            self.measured = measured
            self.required = required
            self.detail = detail
            self.help = help
            self.margin = margin
            self.figure = figure
        }

        var message: String {
            if let madeMessage { return madeMessage }
            let message = makeMessage?().description ?? ""
            madeMessage = message
            makeMessage = nil
            return message
        }

        func copy() -> Fields {
            Fields(message: madeMessage, makeMessage: makeMessage, measured: measured, required: required, detail: detail, help: help,
                   margin: margin, figure: figure)
        }
    }

    private var fields: Fields

    /// The fields to change, copied first when another measurement shares them.
    private var changing: Fields {
        mutating get {
            if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
            return fields
        }
    }

    var message: String { fields.message }
    var measured: Double? { fields.measured }
    var required: Double? { fields.required }
    /// One line for the full explanation ("appearance=dark: 3.1:1 …").
    var detail: String? { fields.detail }
    var help: String? {
        get { fields.help }
        set { changing.help = newValue }
    }
    /// Orders failures: the smallest margin is the worst context, whose message is shown.
    var margin: Double { fields.margin }
    /// What the HTML report draws for this context (the two colors, the frame, the curve).
    var figure: FindingFigure.Kind? {
        get { fields.figure }
        set { changing.figure = newValue }
    }

    init(_ message: MessageText, measured: Double? = nil, required: Double? = nil, detail: MessageText? = nil, help: MessageText? = nil,
         margin: Double? = nil, figure: FindingFigure.Kind? = nil) {
        fields = Fields(message: message.description, makeMessage: nil, measured: measured, required: required, detail: detail?.description,
                        help: help?.description, margin: Self.margin(margin, measured: measured, required: required), figure: figure)
    }

    /// A measurement whose message is worded only if it is read: a check shows the message of
    /// its worst context alone (the others contribute their `detail`), so a rule that fails in
    /// several contexts at once (a text clipping at every larger Dynamic Type size) need not
    /// word the rest. `message` must only read values that do not change afterwards.
    init(lazyMessage message: @escaping () -> MessageText, measured: Double? = nil, required: Double? = nil, detail: MessageText,
         help: MessageText? = nil, margin: Double? = nil, figure: FindingFigure.Kind? = nil) {
        fields = Fields(message: nil, makeMessage: message, measured: measured, required: required, detail: detail.description,
                        help: help?.description, margin: Self.margin(margin, measured: measured, required: required), figure: figure)
    }

    /// The given margin, else measured ÷ required, else 0.
    private static func margin(_ margin: Double?, measured: Double?, required: Double?) -> Double {
        if let margin { return margin }
        if let measured, let required, required != 0 { return measured / required }
        return 0
    }
}

/// Folds a rule's per-permutation verdicts on one component into one check: a finding that
/// lists the contexts where it holds (reduced to the modifiers that mattered), or a pass.
struct CheckBuilder {
    let rule: RuleID
    let component: String
    let location: SourceLocation
    let family: ContextFamily

    func build(_ verdicts: [ContextVerdict]) -> Check? {
        // By index, not by copying each `(Int, Measurement)` out of the verdicts: a measurement
        // is several strings and a figure, and copying it per failing context would be most of
        // this function's own cost on a finding-heavy run.
        var failures: [Int] = []
        var reviews: [Int] = []
        // The most severe failure, and among those the smallest margin (the first on ties).
        var worst: (index: Int, severity: Severity, margin: Double)?
        var evaluated = false
        for index in verdicts.indices {
            switch verdicts[index] {
            case .notApplicable: continue
            case .pass: evaluated = true
            case .fail(let severity, let measurement):
                evaluated = true
                failures.append(index)
                let margin = measurement.margin
                if let current = worst {
                    if severity < current.severity || (severity == current.severity && margin < current.margin) {
                        worst = (index, severity, margin)
                    }
                } else {
                    worst = (index, severity, margin)
                }
            case .review:
                evaluated = true
                reviews.append(index)
            }
        }
        guard evaluated else { return nil }
        if let worst, let measurement = verdicts[worst.index].measurement {
            return Check(rule: rule, subject: component, location: location,
                         outcome: .finding(finding(worst.severity, measurement, at: worst.index, all: failures, of: verdicts)))
        }
        if var chosen = reviews.first {
            // The smallest margin, the first on ties.
            for index in reviews.dropFirst() where verdicts[index].margin < verdicts[chosen].margin { chosen = index }
            if let measurement = verdicts[chosen].measurement {
                return Check(rule: rule, subject: component, location: location,
                             outcome: .finding(finding(.needsReview, measurement, at: chosen, all: reviews, of: verdicts)))
            }
        }
        return Check(rule: rule, subject: component, location: location, outcome: .passed)
    }

    /// `measured` as reports show it: 4 decimals, but never rounded onto or across the
    /// threshold (4.499996 against 4.5 is 4.4999, not 4.5: WCAG Understanding 1.4.3,
    /// 4.499:1 does not meet 4.5:1).
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

    /// `all`: the permutations (by index into `verdicts`) where the finding holds; `shown`, the
    /// one whose measurement the message gives. When the contexts measured differently, the
    /// message names that context, so its numbers are not read as every listed context's.
    private func finding(_ severity: Severity, _ measurement: Measurement, at shown: Int, all: [Int], of verdicts: [ContextVerdict]) -> Finding {
        var message = measurement.message
        if shown < family.count, all.contains(where: { verdicts[$0].measurement?.message != measurement.message }) {
            let context = Self.contextName(family.labels[shown])
            // Not when the message names the context already ("clips at Dynamic Type xLarge").
            let values = context.split(separator: ",").compactMap { $0.split(separator: "=").last.map(String.init) }
            if !values.isEmpty, !values.allSatisfy({ message.containsText($0) }) { message += " (worst in \(context))" }
        }
        var finding = Finding(
            rule: rule, severity: severity, location: location, message: message, component: component,
            contexts: family.contexts(of: all),
            measured: measurement.measured.map { Self.reported($0, against: measurement.required) }, required: measurement.required,
            help: measurement.help ?? "see `tokenlint rules \(rule)`"
        )
        // One line per context, named by the modifiers this family varies; identical lines once.
        var lines: [String] = []
        lines.reserveCapacity(all.count)
        for index in all {
            guard let measurement = verdicts[index].measurement else { continue }
            let label = index < family.count ? family.labels[index] : ""
            let text = measurement.detail ?? measurement.message
            // A family of one has no labels: the text itself, not a concatenated copy.
            let line = label.isEmpty ? text : label + text
            if !lines.contains(line) { lines.append(line) }
        }
        finding.details = lines
        // One picture per context with a distinct one, named like the details.
        for index in all {
            guard let kind = verdicts[index].measurement?.figure, !finding.figures.contains(where: { $0.kind == kind }) else { continue }
            finding.figures.append(FindingFigure(context: index < family.count ? family.figureContexts[index] : "", kind))
        }
        return finding
    }
}

extension ContextVerdict {
    /// What a failure or a review measured; nil for a pass or a rule that does not apply.
    var measurement: Measurement? {
        switch self {
        case .fail(_, let measurement), .review(let measurement): measurement
        case .notApplicable, .pass: nil
        }
    }

    /// The measurement's margin (0 without one): orders the reviews like the failures.
    var margin: Double { measurement?.margin ?? 0 }
}

extension Array where Element == Check {
    /// Appends the check a builder produced, if the rule applied.
    mutating func add(_ check: Check?) {
        if let check { append(check) }
    }
}
