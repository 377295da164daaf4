extension LibraryScreen {
    /// The rows of data-binding.md § Library, as a typed handle: `screen[LibraryScreen.Element.languageFilter]`.
    /// The raw value is the row's label as the resolver writes it; `id` derives from it.
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
        /// `offline banner`
        case offlineBanner = "offline banner"
        /// `error`
        case error = "error"

        /// data-binding.md § Library.
        public static var section: ScreenSection { .library }
    }
}
