/// `GET /v1/articles?language=&topic=&status=&cursor=`: one page of the library.
public struct ArticlePage: Sendable, Hashable, Codable {
    public let items: [ArticleSummary]
    /// Pass as `cursor` for the next page; nil on the last page.
    public let nextCursor: String?

    enum CodingKeys: String, CodingKey {
        case items
        case nextCursor = "next_cursor"
    }
}
