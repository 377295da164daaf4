/// A micro-skill by id with its title: the plan's target, an assessment's previous action.
public struct MicroSkillRef: Sendable, Hashable, Codable {
    /// The micro-skill; its id picks the client's `micro.<id>` title when `title` is nil.
    public let id: Open<MicroSkillID>
    /// Accept-Language; nil falls back to the client's `micro.<id>`.
    public let title: String?

    // Generated init: Creates a micro-skill reference from its fields; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
