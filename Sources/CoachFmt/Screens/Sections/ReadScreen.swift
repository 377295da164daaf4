/// data-binding.md § Read.
public enum ReadScreen: SectionResolver {
    /// The rows in table order, with their Source column.
    static let rows: [(label: String, sources: [String])] = [
        ("kind tag", ["session.kind"]),
        ("topic tag", ["session.article.topic.name"]),
        ("language tag", ["session.language"]),
        ("read time", ["session.article.est_read_seconds"]),
        ("length", ["session.article.length.label"]),
        ("title / byline / paragraphs / hint", contentSources),
        ("source line", ["session.article.source.name", "session.article.source.version"]),
        ("CTA", ctaSources),
    ]
    static let contentSources = [
        "session.article.title", "session.article.byline", "session.article.paragraphs", "session.article.hint",
    ]
    static let ctaSources = ["POST /v1/sessions/{id}/reading-complete", "local:reader.openedAt"]

    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let session = c.inputs.session else { return unavailable(c) }
        let article = session.article
        let cached = c.cachedFallback("session")
        return [
            element("kind tag", ["session.kind"], c.copy(enumKey: "read.tag", session.kind)),
            topicTag(c, article, cached),
            languageTag(c, session),
            readTime(c, article, cached),
            length(c, article, cached),
            content(c, article, cached),
            sourceLine(c, article, cached),
            cta(c),
            c.offlineBanner(cache: "session"),
        ]
    }

    /// No session: the article failed to load (`read.load_error`, never another article, with the
    /// server's own message in the UI language), or it is still loading.
    static func unavailable(_ c: RenderContext) -> [RenderedElement] {
        let contentLabel = "title / byline / paragraphs / hint"
        guard let error = c.inputs.error?.error else {
            return rows.map { c.hidden($0.label, $0.sources, "loading: no session yet", fallback: "skeleton") } + [
                c.offlineBanner(cache: "session")
            ]
        }
        let reason = "GET /v1/sessions/{id} failed (\(error.code)): no article"
        return rows.map { row in
            guard row.label == contentLabel else { return c.hidden(row.label, row.sources, reason) }
            return c.message(
                row.label, row.sources, "read.load_error",
                fallback: "load error (\(error.code)) → read.load_error, never another article",
                parts: (error.message.isEmpty ? [] : [c.part("message", c.served(error.message))]) + [
                    loadErrorAction(c, code: error.code)
                ])
        } + [c.offlineBanner(cache: "session")]
    }

    /// Retry a failure that may pass; a removed article (`not_found`) can only be left.
    static func loadErrorAction(_ c: RenderContext, code: String) -> RenderedElement {
        code == "not_found" ? c.part("back", c.copy("common.back")) : c.part("retry", c.copy("common.retry"))
    }

    static func topicTag(_ c: RenderContext, _ article: Article, _ cached: String?) -> RenderedElement {
        let sources = ["session.article.topic.name"]
        guard !article.topic.name.isEmpty else {
            return c.hidden("topic tag", sources, "session.article.topic.name is empty", fallback: "hide")
        }
        return c.text("topic tag", sources, c.served(article.topic.name), fallback: cached)
    }

    /// `lang.short.<tag>`, with the endonym as its title (VoiceOver, tooltip).
    static func languageTag(_ c: RenderContext, _ session: Session) -> RenderedElement {
        let short = c.copy(enumKey: "lang.short", session.language)
        return RenderedElement(
            label: "language tag", content: short.content, language: short.language, sources: ["session.language"],
            parts: [c.part("title", c.endonym(session.language), language: c.contentLanguage(session.language))])
    }

    /// `common.read_*` in 30 s steps; hidden when the estimate is missing.
    static func readTime(_ c: RenderContext, _ article: Article, _ cached: String?) -> RenderedElement {
        let sources = ["session.article.est_read_seconds"]
        guard let message = CatalogMessage.readTime(seconds: article.estReadSeconds) else {
            return c.hidden(
                "read time", sources, "session.article.est_read_seconds is \(article.estReadSeconds)", fallback: "hide")
        }
        return c.message("read time", sources, message.key, message.arguments, fallback: cached)
    }

    static func length(_ c: RenderContext, _ article: Article, _ cached: String?) -> RenderedElement {
        let sources = ["session.article.length.label"]
        guard !article.length.label.isEmpty else {
            return c.hidden("length", sources, "session.article.length.label is empty", fallback: "hide")
        }
        return c.text("length", sources, c.served(article.length.label), fallback: cached)
    }

    /// The article itself, in its own language (`lang=`): title, then byline, paragraphs and hint.
    static func content(_ c: RenderContext, _ article: Article, _ cached: String?) -> RenderedElement {
        let label = "title / byline / paragraphs / hint"
        let sources = contentSources
        let language = c.contentLanguage(article.language)
        guard !article.title.isEmpty, !article.paragraphs.isEmpty else {
            return c.message(
                label, sources, "read.load_error", fallback: "article without title or paragraphs → read.load_error",
                parts: [c.part("retry", c.copy("common.retry"))])
        }
        var parts: [RenderedElement] = [
            article.byline.flatMap { $0.isEmpty ? nil : c.part("byline", $0, language: language) }
                ?? c.hiddenPart("byline", "session.article.byline is null")
        ]
        for (index, paragraph) in article.paragraphs.enumerated() where !paragraph.isEmpty {
            parts.append(c.part("paragraph \(index + 1)", paragraph, language: language))
        }
        parts.append(
            article.hint.flatMap { $0.isEmpty ? nil : c.part("hint", $0, language: language) }
                ?? c.hiddenPart("hint", "session.article.hint is null"))
        return c.text(label, sources, article.title, language: language, fallback: cached, parts: parts)
    }

    /// `read.source`: "Source: Coach Originals · version 2026.11"; hidden without a source.
    static func sourceLine(_ c: RenderContext, _ article: Article, _ cached: String?) -> RenderedElement {
        let sources = ["session.article.source.name", "session.article.source.version"]
        guard let source = article.source, !source.name.isEmpty, !source.version.isEmpty else {
            let reason =
                article.source == nil
                ? "session.article.source is null" : "session.article.source has an empty name or version"
            return c.hidden("source line", sources, reason, fallback: "hide")
        }
        return c.message(
            "source line", sources, "read.source", ["name": .string(source.name), "version": .string(source.version)],
            fallback: cached)
    }

    static func cta(_ c: RenderContext) -> RenderedElement {
        c.message(
            "CTA", ctaSources, "read.cta",
            fallback: c.isOffline ? "offline: reading-complete queued, proceed" : nil)
    }

    /// A row whose text is a catalog message built from a server enum.
    static func element(_ label: String, _ sources: [String], _ copy: RenderContext.Copy) -> RenderedElement {
        RenderedElement(label: label, content: copy.content, language: copy.language, sources: sources)
    }

}
