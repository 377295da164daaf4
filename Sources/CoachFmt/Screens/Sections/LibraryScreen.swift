/// data-binding.md § Library: free practice (user-flows #3).
public enum LibraryScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        let filter = c.inputs.local?.library?.filter
        var elements = [
            languageFilter(c, filter),
            topicChips(c, filter),
            statusSegment(c, filter),
        ]
        guard let page = c.inputs.articles else {
            let reason =
                c.inputs.error.map { "GET /v1/articles failed (\($0.error.code)); nothing cached" }
                ?? "no articles response"
            elements += ["row tile", "row title", "row language tag", "row meta", "status tag", "pagination", "empty"]
                .map {
                    c.hidden($0, ["articles"], reason)
                }
            if let error = c.inputs.error?.error {
                elements.append(
                    c.errorElement(error, retry: true))
            }
            elements.append(c.offlineBanner(cache: "articles"))
            return elements
        }
        let items = page.items
        elements += [
            perRow(c, "row tile", ["articles.items[n].topic.glyph", "articles.items[n].topic.color_token"], items) {
                item in
                RenderedElement(
                    label: item.id, content: .text(c.served(item.topic.glyph)), language: c.locale,
                    parts: [c.look("48pt square, \(item.topic.colorToken)")])
            },
            perRow(c, "row title", ["articles.items[n].title"], items) { item in
                c.part(item.id, item.title, language: c.contentLanguage(item.language))
            },
            languageTags(c, items),
            perRow(
                c, "row meta",
                ["articles.items[n].topic.name", "articles.items[n].length.label", "articles.items[n].difficulty"],
                items
            ) {
                item in
                rowMeta(c, item).map { c.part(item.id, $0) }
                    ?? c.hiddenPart(item.id, "topic, length and level are all missing")
            },
            perRow(
                c, "status tag",
                [
                    "articles.items[n].user_status", "articles.items[n].best_overall", "articles.items[n].locked",
                    "articles.items[n].unlock_hint",
                ], items
            ) {
                statusTag(c, $0)
            },
            pagination(c, page, filter),
            empty(c, items, filter),
            c.offlineBanner(cache: "articles"),
        ]
        return elements
    }

    /// A row of the table that shows one string per article, in list order.
    static func perRow(
        _ c: RenderContext, _ label: String, _ sources: [String], _ items: [ArticleSummary],
        _ part: (ArticleSummary) -> RenderedElement
    ) -> RenderedElement {
        guard !items.isEmpty else { return c.hidden(label, sources, "articles.items is empty") }
        return c.list(label, sources, items.map(part))
    }

    // MARK: Derived values

    /// The language tag shows only when the loaded list mixes content languages.
    static func mixesLanguages(_ items: [ArticleSummary]) -> Bool {
        Set(items.map(\.language)).count > 1
    }

    /// `topic · length · Level n`, dropping what is missing.
    static func rowMeta(_ c: RenderContext, _ item: ArticleSummary) -> String? {
        let level = item.difficulty > 0 ? c.copy("library.row.level", ["level": .integer(item.difficulty)]).text : nil
        let parts = [c.served(item.topic.name), c.served(item.length.label), level ?? ""].filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: DesignValues.metaSeparator)
    }

    /// The catalog key of the empty state for the filter: the status segment first (it is relative
    /// to the learner's history), then the topic, then the language, else the unfiltered list.
    static func emptyKey(_ filter: LocalState.Library.Filter?) -> String {
        switch filter?.status.known {
        case .completed: return "library.empty.completed"
        case .unseen: return "library.empty.unseen"
        case .all, nil: break
        }
        if filter?.topic != nil { return "library.empty.topic" }
        if filter?.language != nil { return "library.empty.language" }
        return "library.empty.all"
    }

    // MARK: Rows

    static func languageFilter(_ c: RenderContext, _ filter: LocalState.Library.Filter?) -> RenderedElement {
        let sources = ["local:library.filter.language", "config.supported_practice_languages"]
        guard let options = c.inputs.config?.supportedPracticeLanguages, !options.isEmpty else {
            return c.hidden("language filter", sources, "config not fetched and none cached")
        }
        let selected = filter?.language
        // "All languages" = every practice language of the learner: no `language` parameter.
        var parts = [c.part("all", c.copy("common.all_languages")).looking(selected == nil ? "selected" : nil)]
        for tag in options {
            parts.append(
                c.part(tag, c.endonym(tag), language: c.contentLanguage(tag)).looking(
                    tag == selected ? "selected" : nil))
        }
        if let selected, !options.contains(selected) {
            c.note("local:library.filter.language \"\(selected)\" is not in config.supported_practice_languages")
        }
        return c.list("language filter", sources, parts)
    }

    static func topicChips(_ c: RenderContext, _ filter: LocalState.Library.Filter?) -> RenderedElement {
        let sources = ["topics[].name", "topics[].article_count"]
        guard let topics = c.inputs.topics?.topics, !topics.isEmpty else {
            return c.hidden("topic chips + counts", sources, "GET /v1/topics failed or returned no topics")
        }
        let selected = filter?.topic
        var chips = [c.part("all", c.copy("library.topic.all")).looking(selected == nil ? "selected" : nil)]
        var missingCounts = false
        for topic in topics {
            var count: [RenderedElement] = []
            if let articles = topic.articleCount {
                count.append(c.part("count", c.copy("library.topic.count", ["count": .integer(articles)])))
            } else {
                missingCounts = true
                count.append(c.hiddenPart("count", "article_count is null"))
            }
            chips.append(
                RenderedElement(
                    label: topic.id, content: .text(c.served(topic.name)),
                    language: c.locale,
                    parts: count
                ).looking(topic.id == selected ? "selected" : nil))
        }
        if let selected, !topics.contains(where: { $0.id == selected }) {
            c.note("local:library.filter.topic \"\(selected)\" is not in GET /v1/topics")
        }
        return c.list("topic chips + counts", sources, chips, fallback: missingCounts ? "hide counts if missing" : nil)
    }

    static func statusSegment(_ c: RenderContext, _ filter: LocalState.Library.Filter?) -> RenderedElement {
        let selected = filter?.status.rawValue ?? LocalState.Library.Status.all.rawValue
        let parts = LocalState.Library.Status.allCases.map { status in
            c.part(status.rawValue, c.copy("library.status.\(status.rawValue)"))
                .looking(status.rawValue == selected ? "selected" : nil)
        }
        if let status = filter?.status, status.known == nil {
            c.note("local:library.filter.status \"\(status.rawValue)\" unknown; no segment selected")
        }
        return c.list("status segment", ["local:library.filter.status"], parts)
    }

    static func languageTags(_ c: RenderContext, _ items: [ArticleSummary]) -> RenderedElement {
        let sources = ["articles.items[n].language"]
        guard !items.isEmpty else {
            return c.hidden("row language tag", sources, "articles.items is empty", fallback: "hidden")
        }
        guard mixesLanguages(items) else {
            return c.hidden(
                "row language tag", sources, "every row is in \(items[0].language): the list does not mix languages",
                fallback: "hidden")
        }
        return c.list(
            "row language tag", sources,
            items.map { item in
                let key = "lang.short.\(item.language)"
                // A practice language without a short tag in the catalog (ja, es) shows its endonym.
                guard c.catalog.has(key) else {
                    return c.part(
                        "\(item.id) · no \(key): endonym", c.endonym(item.language),
                        language: c.contentLanguage(item.language))
                }
                return c.part(item.id, c.copy(key))
            })
    }

    static func statusTag(_ c: RenderContext, _ item: ArticleSummary) -> RenderedElement {
        if item.locked {
            guard let hint = item.unlockHint, !hint.isEmpty else {
                var generic = c.part(item.id, c.copy("library.row.locked")).looking("lock")
                generic.fallback = "unlock_hint null: library.row.locked"
                return generic
            }
            return c.part(item.id, c.served(hint)).looking("lock")
        }
        switch item.userStatus.known {
        case .new: return c.part(item.id, c.copy("library.row.new"))
        case .inProgress: return c.part(item.id, c.copy("library.row.in_progress"))
        case .completed:
            guard let best = item.bestOverall else { return c.hiddenPart(item.id, "completed, best_overall is null") }
            return c.part(item.id, c.copy("library.row.best", ["score": .integer(best)]))
        case nil:
            return c.part(item.id, c.copy(enumKey: "library.row", item.userStatus))
        }
    }

    static func pagination(_ c: RenderContext, _ page: ArticlePage, _ filter: LocalState.Library.Filter?)
        -> RenderedElement
    {
        let sources = ["articles.next_cursor"]
        guard let cursor = page.nextCursor, !cursor.isEmpty else {
            return c.hidden("pagination", sources, "next_cursor is null: last page")
        }
        guard !page.items.isEmpty else { return c.hidden("pagination", sources, "articles.items is empty") }
        var query: [String] = []
        if let language = filter?.language { query.append("language=\(language)") }
        if let topic = filter?.topic { query.append("topic=\(topic)") }
        if let status = filter?.status { query.append("status=\(status.rawValue)") }
        query.append("cursor=\(cursor)")
        // The skeleton rows at the end of the list while the next page loads carry common.loading.
        return c.message(
            "pagination", sources, "common.loading",
            parts: [
                c.look(
                    "infinite scroll: skeleton rows after the last row, then GET /v1/articles?\(query.joined(separator: "&"))"
                )
            ])
    }

    static func empty(_ c: RenderContext, _ items: [ArticleSummary], _ filter: LocalState.Library.Filter?)
        -> RenderedElement
    {
        let sources = ["articles.items", "local:library.filter"]
        guard items.isEmpty else { return c.hidden("empty", sources, "articles.items is not empty") }
        let key = emptyKey(filter)
        var parts = [c.part("body", c.copy("\(key).body"))]
        let filtered = filter.map { $0.language != nil || $0.topic != nil || $0.status.known != .all } ?? false
        if filtered { parts.append(c.part("button", c.copy("library.clear_filter"))) }
        return c.message("empty", sources, "\(key).title", parts: parts)
    }

}
