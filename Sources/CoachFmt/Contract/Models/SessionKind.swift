/// Why a session exists: the onboarding diagnostic, today's quest, or free practice.
public enum SessionKind: String, Sendable, Hashable, CaseIterable {
    case diagnostic, daily, free
}
