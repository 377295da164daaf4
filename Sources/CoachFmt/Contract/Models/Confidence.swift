/// How sure the assessor is; `low` shows the warning banner with `confidence_note`.
public enum Confidence: String, Sendable, Hashable, CaseIterable {
    case high, medium, low
}
