/// data-binding.md § Library: free practice (user-flows #3).
public enum LibraryScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        let filter = c.inputs.local?.library?.filter
        guard let page = c.inputs.articles else { return unavailable(c, filter) }
        let items = page.items
        return c.rows(Element.self) { row in
            switch row {
            case .title: c.staticRow(row)
            case .languageFilterTitle: c.heading(row, over: languageFilter(c, filter))
            case .languageFilter: languageFilter(c, filter)
            case .topicChipsCounts: topicChips(c, filter)
            case .statusSegment: statusSegment(c, filter)
            case .rowTile:
                perRow(c, row, items) { item in
                    // Without its glyph the tile is still the topic's colour.
                    let glyph = c.served(item.topic.glyph, from: .articles)
                    let tile = RenderedElement(
                        label: item.id, content: glyph.map { .text($0.text) } ?? .visual,
                        language: glyph == nil ? nil : c.locale,
                        fallback: glyph == nil
                            ? .because(
                                c.absent(JSONPath(.articles, "items", .item, "topic", "glyph"), item.topic.glyph),
                                .described(.theTileWithoutAGlyph))
                            : nil
                    ).looking([.square(points: DesignValues.rowTilePoints), .color(item.topic.colorToken)])
                    // The row's title and topic say what the tile decorates.
                    return c.element(tile, showing: glyph).hiddenFromAccessibility()
                }
            case .rowTitle:
                perRow(c, row, items) { item in
                    c.part(item.id, item.title, language: c.contentLanguage(item.language))
                }
            case .rowLanguageTag: languageTags(c, items)
            case .rowMeta:
                perRow(c, row, items) { item in
                    rowMeta(c, item).map {
                        var part = c.text(item.id, [], $0.text, showing: $0.served).labeled($0.spoken)
                        part.fallback = $0.fallback
                        return part
                    }
                        ?? c.hiddenPart(
                            item.id,
                            .all([
                                .empty(field: JSONPath(.articles, "items", .item, "topic", "name")),
                                .empty(field: JSONPath(.articles, "items", .item, "length", "label")),
                                .value(
                                    field: JSONPath(.articles, "items", .item, "difficulty"),
                                    is: String(item.difficulty)),
                            ]))
                }
            case .statusTag: perRow(c, row, items) { statusTag(c, $0) }
            case .pagination: pagination(c, page, filter)
            case .empty: empty(c, items, filter)
            case .error: c.noFailure(row)
            case .offlineBanner: c.offlineBanner(row)
            case .tabBar: c.tabBar(row, selected: "practice")
            }
        }
    }

    /// GET /v1/articles failed or was not made, and nothing was cached: the filters stay, every
    /// article row is hidden with the reason.
    static func unavailable(_ c: RenderContext, _ filter: LocalState.Library.Filter?) -> [RenderedElement] {
        let reason = c.unavailableReason(request: .getArticles, response: .articles)
        return c.unavailable(Element.self, sources: [.field(.articles)], reason: reason, except: [.error]) { row in
            switch row {
            case .title: c.staticRow(row)
            case .tabBar: c.tabBar(row, selected: "practice")
            case .languageFilterTitle: c.heading(row, over: languageFilter(c, filter))
            case .languageFilter: languageFilter(c, filter)
            case .topicChipsCounts: topicChips(c, filter)
            case .statusSegment: statusSegment(c, filter)
            case .error: c.inputs.error.map { c.errorElement($0.error, retry: true) }
            default: nil
            }
        }
    }

    /// A row of the table that shows one string per article, in list order.
    static func perRow(
        _ c: RenderContext, _ row: Element, _ items: [ArticleSummary], _ part: (ArticleSummary) -> RenderedElement
    ) -> RenderedElement {
        guard !items.isEmpty else { return c.hidden(row, .empty(field: JSONPath(.articles, "items"))) }
        return c.list(row, items.map(part))
    }

    static func languageFilter(_ c: RenderContext, _ filter: LocalState.Library.Filter?) -> RenderedElement {
        guard let options = c.inputs.config?.supportedPracticeLanguages, !options.isEmpty else {
            return c.hidden(
                Element.languageFilter,
                c.inputs.config == nil
                    ? .noResponse(.config) : .empty(field: JSONPath(.config, "supported_practice_languages")))
        }
        let selected = filter?.language
        // "All languages" = every practice language of the learner: no `language` parameter.
        var parts = [c.part("all", c.copy(CoachCopy.common.allLanguages)).selecting(selected == nil)]
        for tag in options {
            parts.append(
                c.part(tag, c.endonym(tag), language: c.contentLanguage(tag)).selecting(tag == selected))
        }
        if let selected, !options.contains(selected) {
            c.note(
                .notOffered(
                    field: JSONPath(.local, "library", "filter", "language"), value: selected,
                    among: .listedIn(JSONPath(.config, "supported_practice_languages"))))
        }
        return c.list(Element.languageFilter, parts)
    }

    static func topicChips(_ c: RenderContext, _ filter: LocalState.Library.Filter?) -> RenderedElement {
        guard let topics = c.inputs.topics?.topics, !topics.isEmpty else {
            return c.hidden(
                Element.topicChipsCounts,
                c.inputs.topics == nil ? .noResponse(.topics) : .empty(field: JSONPath(.topics, "topics")))
        }
        let selected = filter?.topic
        var chips = [c.part("all", c.copy(CoachCopy.library.topicAll)).selecting(selected == nil)]
        var missingCounts = false
        for topic in topics {
            var count: [RenderedElement] = []
            if let articles = topic.articleCount {
                count.append(c.part("count", c.copy(CoachCopy.library.topicCount(count: articles))))
            } else {
                missingCounts = true
                count.append(c.hiddenPart("count", .null(field: JSONPath(.topics, "topics", .item, "article_count"))))
            }
            // No client key names a topic: a chip without its name is hidden, naming the field.
            let name = c.served(topic.name, from: .topics)
            let chip = RenderedElement(
                label: topic.id,
                content: name.map { .text($0.text) }
                    ?? .hidden(reason: c.absent(JSONPath(.topics, "topics", .item, "name"), topic.name)),
                language: c.locale,
                parts: count)
            chips.append(c.element(chip, showing: name).selecting(topic.id == selected))
        }
        if let selected, !topics.contains(where: { $0.id == selected }) {
            c.note(
                .notOffered(
                    field: JSONPath(.local, "library", "filter", "topic"), value: selected,
                    among: .listedIn(JSONPath(.topics, "topics"))))
        }
        return c.list(
            Element.topicChipsCounts, chips,
            fallback: missingCounts
                ? .because(.null(field: JSONPath(.topics, "topics", .item, "article_count")), .hide(.counts)) : nil)
    }

    static func statusSegment(_ c: RenderContext, _ filter: LocalState.Library.Filter?) -> RenderedElement {
        let selected = filter?.status.rawValue ?? LocalState.Library.Status.all.rawValue
        let parts = LocalState.Library.Status.allCases.map { status in
            c.part(status.rawValue, c.copy("library.status.\(status.rawValue)"))
                .selecting(status.rawValue == selected)
        }
        // An unknown status selects no segment; the render reports it as a violation.
        return c.list(Element.statusSegment, parts)
    }

    static func languageTags(_ c: RenderContext, _ items: [ArticleSummary]) -> RenderedElement {
        guard !items.isEmpty else {
            return c.hidden(Element.rowLanguageTag, .empty(field: JSONPath(.articles, "items")), fallback: .hide(nil))
        }
        guard mixesLanguages(items) else {
            return c.hidden(
                Element.rowLanguageTag,
                .value(field: JSONPath(.articles, "items", .item, "language"), is: items[0].language),
                fallback: .hide(nil))
        }
        return c.list(
            Element.rowLanguageTag,
            items.map { item in
                let key = "lang.short.\(item.language)"
                // The short tag is the language's own ("中文" in every catalog), so it carries that
                // language; one the catalog lacks shows the endonym, and the fallback says so.
                guard c.catalog.has(key) else {
                    var endonym = c.part(item.id, c.endonym(item.language), language: c.contentLanguage(item.language))
                    endonym.fallback = .because(.noKey(key), .described(.endonym))
                    return endonym
                }
                var tag = c.part(item.id, c.copy(enumKey: "lang.short", item.language))
                tag.language = c.contentLanguage(item.language) ?? tag.language
                return tag
            })
    }

    static func statusTag(_ c: RenderContext, _ item: ArticleSummary) -> RenderedElement {
        c.mayShow(CoachCopy.library.Keys.rowLocked)
        if item.locked {
            guard let hint = c.served(item.unlockHint, from: .articles) else {
                var generic = c.part(item.id, c.copy(CoachCopy.library.rowLocked)).looking(.icon(.lock))
                generic.fallback = .because(
                    c.absent(JSONPath(.articles, "items", .item, "unlock_hint"), item.unlockHint),
                    .key(CoachCopy.library.Keys.rowLocked))
                return generic
            }
            return c.part(item.id, hint).looking(.icon(.lock))
        }
        switch item.userStatus.known {
        case .new: return c.part(item.id, c.copy(CoachCopy.library.rowNew))
        case .inProgress: return c.part(item.id, c.copy(CoachCopy.library.rowInProgress))
        case .completed:
            guard let best = item.bestOverall else {
                return c.hiddenPart(item.id, .null(field: JSONPath(.articles, "items", .item, "best_overall")))
            }
            return c.part(item.id, c.copy(CoachCopy.library.rowBest(score: best)))
        case nil:
            return c.part(item.id, c.copy(enumKey: "library.row", item.userStatus))
        }
    }

    static func pagination(_ c: RenderContext, _ page: ArticlePage, _ filter: LocalState.Library.Filter?)
        -> RenderedElement
    {
        guard let cursor = page.nextCursor, !cursor.isEmpty else {
            return c.hidden(Element.pagination, c.absent(JSONPath(.articles, "next_cursor"), page.nextCursor))
        }
        guard !page.items.isEmpty else {
            return c.hidden(Element.pagination, .empty(field: JSONPath(.articles, "items")))
        }
        var query: [String] = []
        if let language = filter?.language { query.append("language=\(language)") }
        if let topic = filter?.topic { query.append("topic=\(topic)") }
        if let status = filter?.status { query.append("status=\(status.rawValue)") }
        query.append("cursor=\(cursor)")
        // The skeleton rows at the end of the list while the next page loads carry common.loading.
        return c.message(
            Element.pagination, CoachCopy.common.loading,
            look: [.infiniteScroll(next: "/v1/articles?\(query.joined(separator: "&"))")]
        )
    }

    static func empty(_ c: RenderContext, _ items: [ArticleSummary], _ filter: LocalState.Library.Filter?)
        -> RenderedElement
    {
        c.mayShow(
            CoachCopy.library.Keys.emptyAllTitle, CoachCopy.library.Keys.emptyAllBody,
            CoachCopy.library.Keys.emptyLanguageTitle,
            CoachCopy.library.Keys.emptyLanguageBody, CoachCopy.library.Keys.emptyTopicTitle,
            CoachCopy.library.Keys.emptyTopicBody,
            CoachCopy.library.Keys.emptyUnseenTitle, CoachCopy.library.Keys.emptyUnseenBody,
            CoachCopy.library.Keys.emptyCompletedTitle,
            CoachCopy.library.Keys.emptyCompletedBody)
        guard items.isEmpty else {
            return c.hidden(
                Element.empty, .value(field: JSONPath(.articles, "items", "count"), is: String(items.count)))
        }
        let key = emptyKey(filter)
        var parts = [c.part("body", c.copy("\(key).body"))]
        let filtered = filter.map { $0.language != nil || $0.topic != nil || $0.status.known != .all } ?? false
        if filtered { parts.append(c.part("button", c.copy(CoachCopy.library.clearFilter))) }
        return c.message(Element.empty, "\(key).title", parts: parts)
    }

}
