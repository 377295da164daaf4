/// Where a session is; the resume sheet routes by it (user-flows.md #4).
public enum SessionStage: String, Sendable, Hashable, CaseIterable {
    case reading
    case round1
    case round1Processing = "round1_processing"
    case feedback
    case round2
    case round2Processing = "round2_processing"
    case completed
    case abandoned

    /// The stages the resume sheet can show: a session that is not abandoned.
    public static let resumable = allCases.filter { $0 != .abandoned }
}
