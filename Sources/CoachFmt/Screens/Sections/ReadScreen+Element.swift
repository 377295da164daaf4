extension ReadScreen {
    /// The rows of data-binding.md § Read, as a typed handle: `screen[ReadScreen.Element.kindTag]`.
    /// The raw value is the row's label as the resolver writes it; `id` derives from it.
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
