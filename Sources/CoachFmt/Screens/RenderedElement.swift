/// One row of a screen's table in data-binding.md, resolved: text, or hidden with a reason.
///
/// It carries the language its text is in (the UI locale for catalog and Accept-Language
/// strings, the article's language for content), the source fields it read and, when a
/// fallback fired, which one. A row that shows several strings has one part per item, in order.
public struct RenderedElement: Sendable, Equatable, Encodable {
    public enum Content: Sendable, Equatable {
        case text(String)
        /// Not shown; the reason says which rule hid it (`today_quest.summary is null`).
        case hidden(reason: String)
        /// Shown, but has no text: an icon, a waveform, a spinner. Its `look` says what it is.
        case visual
        /// Could not be resolved (a key missing from every catalog, a message that failed to
        /// format). Never shown as copy; the render reports it and fails.
        case error(String)
    }

    /// The row's element text in data-binding.md (`quest badge`), or a part's item label.
    public let label: String
    public var content: Content
    /// The language of the text: a front end sets `lang=` or the SwiftUI locale from it.
    public var language: LanguageTag?
    /// The source fields read, as the row's Source column names them.
    public var sources: [String]
    /// The fallback that fired: a catalog key, "hide", "server-sent value", "default 5" …
    public var fallback: String?
    /// How the element looks, where the row's Format column says (colour, icon, state):
    /// a note for designers and front ends, never copy.
    public var look: String?
    public var parts: [RenderedElement]

    public init(
        label: String, content: Content, language: LanguageTag? = nil, sources: [String] = [], fallback: String? = nil,
        parts: [RenderedElement] = []
    ) {
        self.label = label
        self.content = content
        self.language = language
        self.sources = sources
        self.fallback = fallback
        self.parts = parts
    }

    public var text: String? {
        if case .text(let text) = content { return text }
        return nil
    }

    /// Errors in this element and its parts.
    public var errors: [String] {
        var errors: [String] = []
        if case .error(let message) = content { errors.append("\(label): \(message)") }
        for part in parts { errors += part.errors.map { "\(label) › \($0)" } }
        return errors
    }

    /// Resolvers mark a look as a part with this label; the renderer moves it to `look`.
    static let lookLabel = "\u{0}look"

    /// Moves look parts into `look`, here and in every part.
    ///
    /// In place: most elements have no look part, and rebuilding every element and its parts
    /// was about a tenth of a list-heavy render.
    mutating func foldLooks() {
        guard !parts.isEmpty else { return }
        if parts.contains(where: { $0.label == Self.lookLabel }) {
            let looks = parts.filter { $0.label == Self.lookLabel }.compactMap(\.text)
            if !looks.isEmpty { look = ((look.map { [$0] } ?? []) + looks).joined(separator: "; ") }
            parts.removeAll { $0.label == Self.lookLabel }
        }
        for index in parts.indices { parts[index].foldLooks() }
    }

    enum CodingKeys: String, CodingKey {
        case label, text, hidden, visual, error, language, sources, fallback, look, parts
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        switch content {
        case .text(let text): try container.encode(text, forKey: .text)
        case .hidden(let reason): try container.encode(reason, forKey: .hidden)
        case .visual: try container.encode(true, forKey: .visual)
        case .error(let message): try container.encode(message, forKey: .error)
        }
        try container.encodeIfPresent(language?.identifier, forKey: .language)
        try container.encode(sources, forKey: .sources)
        try container.encodeIfPresent(fallback, forKey: .fallback)
        try container.encodeIfPresent(look, forKey: .look)
        if !parts.isEmpty { try container.encode(parts, forKey: .parts) }
    }
}
