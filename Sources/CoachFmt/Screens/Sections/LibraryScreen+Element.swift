extension LibraryScreen {
    /// The rows of data-binding.md § Library, as a typed handle: `screen[LibraryScreen.Element.languageFilter]`.
    /// The section's row table: the raw value is the row's label, `id` derives from it, and
    /// `sources` (below) is what the row reads; the render walks the rows in this order.
    public enum Element: String, ScreenElement {
        /// `language filter`
        case languageFilter = "language filter"
        /// `topic chips + counts`
        case topicChipsCounts = "topic chips + counts"
        /// `status segment`
        case statusSegment = "status segment"
        /// `row tile`
        case rowTile = "row tile"
        /// `row title`
        case rowTitle = "row title"
        /// `row language tag`
        case rowLanguageTag = "row language tag"
        /// `row meta`
        case rowMeta = "row meta"
        /// `status tag`
        case statusTag = "status tag"
        /// `pagination`
        case pagination = "pagination"
        /// `empty`
        case empty = "empty"
        /// `error`
        case error = "error"
        /// `offline banner`
        case offlineBanner = "offline banner"

        /// data-binding.md § Library.
        public static var section: ScreenSection { .library }
    }
}

extension LibraryScreen.Element: SectionRow {
    static let rowIDs = allCases.map(\.id)

    var sources: [String] {
        switch self {
        case .languageFilter: ["local:library.filter.language", "config.supported_practice_languages"]
        case .topicChipsCounts: ["topics[].name", "topics[].article_count"]
        case .statusSegment: ["local:library.filter.status"]
        case .rowTile: ["articles.items[n].topic.glyph", "articles.items[n].topic.color_token"]
        case .rowTitle: ["articles.items[n].title"]
        case .rowLanguageTag: ["articles.items[n].language"]
        case .rowMeta:
            ["articles.items[n].topic.name", "articles.items[n].length.label", "articles.items[n].difficulty"]
        case .statusTag:
            [
                "articles.items[n].user_status", "articles.items[n].best_overall", "articles.items[n].locked",
                "articles.items[n].unlock_hint",
            ]
        case .pagination: ["articles.next_cursor"]
        case .empty: ["articles.items", "local:library.filter"]
        case .offlineBanner: ["device network", "local:cache.articles.fetchedAt"]
        case .error: ["error.code", "error.message", "error.request_id"]
        }
    }
}
