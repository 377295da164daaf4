/// Where a constant is stated: the document in seeds/ and the exact words there.
struct SpecCitation: Sendable {
    /// The constant's name.
    let constant: String
    /// `data-binding.md` or `user-flows.md`.
    let document: String
    /// Words that occur verbatim in the document.
    let quote: String
}
