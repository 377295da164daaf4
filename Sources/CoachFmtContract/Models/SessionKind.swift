/// Why a session exists: the onboarding diagnostic, today's quest, or free practice.
public enum SessionKind: String, Sendable, Hashable, CaseIterable {
    /// `diagnostic`: the onboarding test; `daily`: today's quest; `free`: an article picked in the library.
    case diagnostic, daily, free
}
