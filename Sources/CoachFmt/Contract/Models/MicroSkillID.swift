/// The micro-skills a one-action advice and the plan focus on.
/// Titles come from the API (Accept-Language); `micro.<id>` is the client fallback.
public enum MicroSkillID: String, Sendable, Hashable, CaseIterable {
    case leadWithPoint = "lead_with_point"
    case cutFiller = "cut_filler"
    case signpost
    case numberPoints = "number_points"
    case keepKeyFacts = "keep_key_facts"
    case plainWords = "plain_words"
}
