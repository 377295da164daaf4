/// How sure the assessor is; `low` shows the warning banner with `confidence_note`.
public enum Confidence: String, Sendable, Hashable, CaseIterable {
    /// How sure the assessor is of the scores: high, medium, or low (Feedback's warning banner).
    case high, medium, low
}
