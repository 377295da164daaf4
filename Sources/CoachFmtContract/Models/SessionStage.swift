/// Where a session is; the resume sheet routes by it (user-flows.md #4).
public enum SessionStage: String, Sendable, Hashable, CaseIterable {
    /// The article is open; nothing recorded yet.
    case reading
    /// Round 1 (the first summary) is to be recorded.
    case round1
    /// Round 1 is uploaded and being scored.
    case round1Processing = "round1_processing"
    /// Round 1's feedback is ready to read.
    case feedback
    /// Round 2 (the shorter retelling, "compress") is to be recorded.
    case round2
    /// Round 2 is uploaded and being scored.
    case round2Processing = "round2_processing"
    /// Both rounds are scored; the results (the Complete screen) are ready.
    case completed
    /// The learner gave the session up (`POST /v1/sessions/{id}/abandon`); the resume sheet never offers it.
    case abandoned

    /// The stages the resume sheet can show: a session that is not abandoned.
    public static let resumable = allCases.filter { $0 != .abandoned }
}
