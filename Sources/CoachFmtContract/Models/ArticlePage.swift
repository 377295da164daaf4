/// `GET /v1/articles?language=&topic=&status=&cursor=`: one page of the library.
public struct ArticlePage: Sendable, Hashable, Codable {
    /// The library rows of this page, in the server's order; empty shows `library.empty.*` for the filter.
    public let items: [ArticleSummary]
    /// Pass as `cursor` for the next page; nil on the last page.
    public let nextCursor: String?

    // Generated init: Creates one page of the library from its fields; omitted optionals are nil, omitted lists empty.
    // Empty by default: items.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
