/// The length of a text: an article, or a transcript and its validity floor (CCR-13).
///
/// `label` is localized by the server for the UI locale, in the unit of the text's
/// language: "152 words" / "152 个词", "307 chars" / "307 字".
public struct TextLength: Sendable, Hashable, Codable {
    /// Words for space-separated languages, characters for zh-Hans (ADR D2).
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        /// `words` counts space-separated words; `chars` counts characters (zh-Hans).
        case words, chars
    }

    /// The count, in `unit`s: 152 words, 307 characters.
    public let value: Int
    /// What `value` counts: words or characters, by the text's language.
    public let unit: Open<Unit>
    /// Accept-Language, e.g. "152 words" / "307 字".
    public let label: String

    // Generated init: Creates a text length from its fields.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
