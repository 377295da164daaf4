extension ReadScreen {
    /// The rows of data-binding.md § Read, as a typed handle: `screen[ReadScreen.Element.kindTag]`.
    /// The section's row table: the raw value is the row's label, `id` derives from it, and
    /// `sources` (below) is what the row reads; the render walks the rows in this order.
    public enum Element: String, ScreenElement {
        /// `kind tag`
        case kindTag = "kind tag"
        /// `topic tag`
        case topicTag = "topic tag"
        /// `language tag`
        case languageTag = "language tag"
        /// `read time`
        case readTime = "read time"
        /// `length`
        case length = "length"
        /// `title / byline / paragraphs / hint`
        case titleBylineParagraphsHint = "title / byline / paragraphs / hint"
        /// `source line`
        case sourceLine = "source line"
        /// `CTA`
        case cta = "CTA"
        /// `offline banner`
        case offlineBanner = "offline banner"

        /// data-binding.md § Read.
        public static var section: ScreenSection { .read }
    }
}

extension ReadScreen.Element: SectionRow {
    static let rowIDs = allCases.map(\.id)

    var sources: [String] {
        switch self {
        case .kindTag: ["session.kind"]
        case .topicTag: ["session.article.topic.name"]
        case .languageTag: ["session.language"]
        case .readTime: ["session.article.est_read_seconds"]
        case .length: ["session.article.length.label"]
        case .titleBylineParagraphsHint:
            ["session.article.title", "session.article.byline", "session.article.paragraphs", "session.article.hint"]
        case .sourceLine: ["session.article.source.name", "session.article.source.version"]
        case .cta: ["POST /v1/sessions/{id}/reading-complete", "local:reader.openedAt"]
        case .offlineBanner: ["device network", "local:cache.session.fetchedAt"]
        }
    }
}
