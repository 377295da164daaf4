/// The micro-skills a one-action advice and the plan focus on.
/// Titles come from the API (Accept-Language); `micro.<id>` is the client fallback.
public enum MicroSkillID: String, Sendable, Hashable, CaseIterable {
    /// Open with the main point ("Lead with your point").
    case leadWithPoint = "lead_with_point"
    /// Drop filler words ("Cut the filler").
    case cutFiller = "cut_filler"
    /// Announce the structure as you go ("Signpost your structure").
    case signpost
    /// Number the points as you make them ("Number your points").
    case numberPoints = "number_points"
    /// Keep the article's key facts ("Keep the key facts").
    case keepKeyFacts = "keep_key_facts"
    /// Prefer simple words ("Use plain words").
    case plainWords = "plain_words"
}
