/// data-binding.md § Read.
public enum ReadScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let session = c.inputs.session else { return unavailable(c) }
        let article = session.article
        let cached = c.cachedFallback("session")
        return c.rows(Element.self) { row in
            switch row {
            case .kindTag:
                let kind = c.copy(enumKey: "read.tag", session.kind)
                return c.row(row, kind.content, language: kind.language)
            case .topicTag: return topicTag(c, article, cached)
            case .languageTag: return languageTag(c, session)
            case .readTime: return readTime(c, article, cached)
            case .length: return length(c, article, cached)
            case .titleBylineParagraphsHint: return content(c, article, cached)
            case .sourceLine: return sourceLine(c, article, cached)
            case .cta: return cta(c)
            case .offlineBanner: return c.offlineBanner(row)
            }
        }
    }

    /// No session: the article failed to load (`read.load_error`, never another article, with the
    /// server's own message in the UI language), or it is still loading.
    static func unavailable(_ c: RenderContext) -> [RenderedElement] {
        guard let error = c.inputs.error?.error else {
            return c.rows(Element.self) { row in
                row == .offlineBanner
                    ? c.offlineBanner(row)
                    : c.missing(
                        row.label, [.field(.session)], .noResponse(.session), fallback: .skeleton(loading: nil))
            }
        }
        let failure = error.failure(of: .getSession)
        let reason = HiddenReason.replaced(failure, by: .noArticle)
        return c.rows(Element.self) { row in
            switch row {
            case .offlineBanner: c.offlineBanner(row)
            case .titleBylineParagraphsHint:
                c.message(
                    row, CoachCopy.read.loadError,
                    fallback: .because(failure, .key(CoachCopy.read.Keys.loadError)),
                    parts: [
                        c.servedPart("message", error.message, field: JSONPath(.error, "message")),
                        loadErrorAction(c, code: error.code),
                    ])
            default: c.hidden(row, reason)
            }
        }
    }

    /// Retry a failure that may pass; a removed article (`not_found`) can only be left.
    static func loadErrorAction(_ c: RenderContext, code: String) -> RenderedElement {
        code == "not_found"
            ? c.part("back", c.copy(CoachCopy.common.back)) : c.part("retry", c.copy(CoachCopy.common.retry))
    }

    static func topicTag(_ c: RenderContext, _ article: Article, _ cached: Fallback?) -> RenderedElement {
        guard let name = c.served(article.topic.name, from: .session) else {
            return c.hidden(
                Element.topicTag, .empty(field: JSONPath(.session, "article", "topic", "name")), fallback: .hide(nil))
        }
        return c.text(Element.topicTag, name, fallback: cached)
    }

    /// `lang.short.<tag>`, with the endonym as its title (VoiceOver, tooltip). The short tag is
    /// the language's own ("中文" in every catalog), so it carries that language.
    static func languageTag(_ c: RenderContext, _ session: Session) -> RenderedElement {
        let short = c.copy(enumKey: "lang.short", session.language)
        return c.row(
            Element.languageTag, short.content, language: c.contentLanguage(session.language) ?? short.language,
            parts: [c.part("title", c.endonym(session.language), language: c.contentLanguage(session.language))])
    }

    /// `common.read_*` in 30 s steps; hidden when the estimate is missing.
    static func readTime(_ c: RenderContext, _ article: Article, _ cached: Fallback?) -> RenderedElement {
        guard let message = CatalogMessage.readTime(seconds: article.estReadSeconds) else {
            return c.hidden(
                Element.readTime,
                .value(field: JSONPath(.session, "article", "est_read_seconds"), is: String(article.estReadSeconds)),
                fallback: .hide(nil))
        }
        return c.message(Element.readTime, message.key, message.arguments, fallback: cached)
    }

    static func length(_ c: RenderContext, _ article: Article, _ cached: Fallback?) -> RenderedElement {
        guard let label = c.served(article.length.label, from: .session) else {
            return c.hidden(
                Element.length, .empty(field: JSONPath(.session, "article", "length", "label")), fallback: .hide(nil))
        }
        return c.text(Element.length, label, fallback: cached)
    }

    /// The article itself, in its own language (`lang=`): title, then byline, paragraphs and hint.
    static func content(_ c: RenderContext, _ article: Article, _ cached: Fallback?) -> RenderedElement {
        let row = Element.titleBylineParagraphsHint
        let language = c.contentLanguage(article.language)
        guard !article.title.isEmpty, !article.paragraphs.isEmpty else {
            return c.message(
                row, CoachCopy.read.loadError,
                fallback: .because(
                    .empty(field: JSONPath(.session, "article", article.title.isEmpty ? "title" : "paragraphs")),
                    .key(CoachCopy.read.Keys.loadError)),
                parts: [c.part("retry", c.copy(CoachCopy.common.retry))])
        }
        var parts: [RenderedElement] = [
            article.byline.flatMap { $0.isEmpty ? nil : c.part("byline", $0, language: language) }
                ?? c.hiddenPart("byline", c.absent(JSONPath(.session, "article", "byline"), article.byline))
        ]
        for (index, paragraph) in article.paragraphs.enumerated() where !paragraph.isEmpty {
            parts.append(c.part("paragraph \(index + 1)", paragraph, language: language))
        }
        parts.append(
            article.hint.flatMap { $0.isEmpty ? nil : c.part("hint", $0, language: language) }
                ?? c.hiddenPart("hint", c.absent(JSONPath(.session, "article", "hint"), article.hint)))
        // The article's language sets `lang=`, so the row reads it too.
        return c.text(
            row, article.title, language: language, fallback: cached, parts: parts,
            sources: row.sources + [.field(.session, "article", "language")])
    }

    /// `read.source`: "From Coach Originals, version 2026.11"; hidden without a source.
    static func sourceLine(_ c: RenderContext, _ article: Article, _ cached: Fallback?) -> RenderedElement {
        guard let source = article.source, !source.name.isEmpty, !source.version.isEmpty else {
            let reason: HiddenReason =
                article.source.map {
                    .empty(field: JSONPath(.session, "article", "source", $0.name.isEmpty ? "name" : "version"))
                } ?? .null(field: JSONPath(.session, "article", "source"))
            return c.hidden(Element.sourceLine, reason, fallback: .hide(nil))
        }
        return c.message(
            Element.sourceLine, CoachCopy.read.source(name: source.name, version: source.version),
            fallback: cached)
    }

    static func cta(_ c: RenderContext) -> RenderedElement {
        c.message(
            Element.cta, CoachCopy.read.cta,
            fallback: c.isOffline ? .because(.offline, .described(.queuedProceed)) : nil)
    }

}
