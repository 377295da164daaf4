/// Where a constant is stated: the document in seeds/ and the exact words there.
struct SpecCitation: Sendable {
    /// The constant's name.
    let constant: String
    /// `data-binding.md` or `user-flows.md`.
    let document: String
    /// Words that occur verbatim in the document.
    let quote: String

    /// `constant` stated by `quote` in `document`, data-binding.md unless said.
    init(_ constant: String, quote: String, in document: String = "data-binding.md") {
        self.constant = constant
        self.document = document
        self.quote = quote
    }
}
