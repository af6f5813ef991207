/// How much a finding matters. `needsReview` is for checks that could not decide because the
/// input lacks what they need (a size, a color): it is never silently a pass.
public enum Severity: String, Hashable, Sendable, CaseIterable, Comparable {
    case error
    case warning
    case needsReview = "needs-review"
    case info

    /// Most severe first, for sorting and for "errors first" reporting.
    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .needsReview: 2
        case .info: 3
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
