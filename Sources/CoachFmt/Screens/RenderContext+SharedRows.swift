/// Elements several screens show the same way.
extension RenderContext {
    /// A static heading over `section`: shown with what it heads, hidden when that is. Its text
    /// binds no data, but whether it shows depends on what the section reads, so it names the
    /// section's sources: a field that breaks hides the heading with its section.
    func heading<Row: SectionRow>(_ row: Row, over section: RenderedElement) -> RenderedElement {
        guard section.isShown else { return hidden(row, .sectionHidden(section.label), sources: section.reads) }
        return reading(section.reads, staticRow(row))
    }

    /// A signed number of points as a screen reader says it ("up 4 points", "no change"):
    /// `a11y.delta`, or with `key` another message of the same arguments (`a11y.delta_30d`).
    func spokenDelta(_ points: Int, key: String = CoachCopy.a11y.Keys.delta) -> String? {
        let direction = points > 0 ? "up" : points < 0 ? "down" : "same"
        // Int.min's magnitude fits no Int: ICU formats its digits exactly as a decimal.
        let magnitude = CheckedArithmetic.magnitude(points).map { MessageValue.integer($0) }
        let spoken = magnitude ?? .decimal(CheckedArithmetic.magnitudeDecimal(points))
        return copy(key, ["direction": .string(direction), "points": spoken]).text
    }

    /// A part's text with its state, as a screen reader says a mark it cannot see
    /// ("Read, done"): `a11y.state` with the state's catalog word.
    func spokenState(_ text: String?, _ stateWord: CopyMessage) -> String? {
        guard let text, let state = copy(stateWord).text else { return nil }
        return copy(CoachCopy.a11y.state(label: text, state: state)).text
    }

    /// A state drawn as an icon beside a text in another voice (a key point in the article's
    /// language): its own part, spoken in the UI language, so that no label mixes two languages.
    func statePart(_ icon: RenderedElement.Icon, _ stateWord: CopyMessage) -> RenderedElement {
        let word = copy(stateWord)
        var state = visual("state", [], look: [.icon(icon)]).labeled(word.text)
        state.language = word.language
        return state
    }

    /// A line of items joined by ` · `, as a screen reader should read it: the items with a
    /// pause between them (`a11y.list`), not the dot.
    func spokenList(_ items: [String]) -> String? {
        guard items.count > 1 else { return nil }
        return items.dropFirst().reduce(items[0]) { first, next in
            copy(CoachCopy.a11y.list(first: first, then: next)).text ?? first + ", " + next
        }
    }

    /// The tabs of the tab bar, in order, with their catalog keys: one name per tab, the part's
    /// id and the key's last segment (`today`, `tab.today`).
    static let tabs: [(tab: String, title: CopyMessage)] = [
        ("today", CoachCopy.tab.today), ("practice", CoachCopy.tab.practice), ("progress", CoachCopy.tab.progress),
        ("profile", CoachCopy.tab.profile),
    ]

    /// The tab bar of the four tab screens, with this screen's tab selected.
    /// A tab's screen whose one response failed or was never requested, with nothing cached:
    /// every row hidden with the reason, but its title and the tab bar, which read nothing.
    func unavailableTab<Row: SectionRow>(
        _: Row.Type, endpoint: Endpoint, request: APIRequest, title: Row, tabBar: Row, selected tab: String
    ) -> [RenderedElement] {
        let reason = unavailableReason(request: request, response: endpoint)
        return unavailable(Row.self, sources: [.field(endpoint)], reason: reason) { row in
            if row == title { return staticRow(row) }
            return row == tabBar ? self.tabBar(row, selected: tab) : nil
        }
    }

    func tabBar<Row: SectionRow>(_ row: Row, selected: String) -> RenderedElement {
        list(row, Self.tabs.map { part($0.tab, copy($0.title)).selecting($0.tab == selected) })
    }

    /// General fallbacks, "Offline": the last cached value with an offline banner that names
    /// the cache time (`local:cache.<endpoint>.fetchedAt`). Every section but Processing and
    /// Global has this row (their own rows say otherwise: the upload's offline card, the
    /// toast); its sources name the caches it reads. Several cached responses show the earliest
    /// time, since the screen is no newer than its oldest part; none shows the banner without a
    /// time (`offline.banner`), or `offline.banner.nothing_saved` when none of those responses is
    /// held either. Home words it its own way (`home.offline`, its table's row).
    func offlineBanner<Row: SectionRow>(_ row: Row) -> RenderedElement {
        let key = Row.section == .home ? CoachCopy.home.Keys.offline : CoachCopy.offline.Keys.bannerUpdated
        mayShow(CoachCopy.offline.Keys.banner, CoachCopy.offline.Keys.bannerNothingSaved, key)
        guard isOffline else { return hidden(row, .online) }
        let cached = row.sources.compactMap(Self.cachedEndpoint)
        let times = cached.compactMap { inputs.local?.cache?[$0.rawValue]?.fetchedAt }
        guard let earliest = times.min(by: { $0.epochMilliseconds < $1.epochMilliseconds }) else {
            // "Showing saved content" would be untrue with none of the banner's responses held.
            if !cached.isEmpty, !cached.contains(where: inputs.has) {
                return message(
                    row, CoachCopy.offline.bannerNothingSaved, fallback: .described(.nothingCachedOrLoaded))
            }
            return message(row, CoachCopy.offline.banner, fallback: cached.isEmpty ? nil : .described(.noCacheTime))
        }
        let uncached = cached.filter { inputs.local?.cache?[$0.rawValue] == nil }
        return message(
            row, key, ["time": .string(cacheTime(earliest))],
            fallback: uncached.isEmpty ? nil : .notCached(uncached))
    }

    /// `local:cache.home.fetchedAt` → `home`: the endpoint whose cache time a source reads.
    static func cachedEndpoint(_ source: Source) -> Endpoint? {
        guard case .local(.cacheTime(let endpoint)) = source.reading else { return nil }
        return endpoint
    }

    /// Home's level and Complete's level card: "Level N" with the server's title and the XP
    /// into the level; an empty title is left out rather than shown as a blank part.
    func levelElement<Row: SectionRow>(
        _ row: Row, _ level: Level, at path: JSONPath, look: [RenderedElement.Look] = []
    ) -> RenderedElement {
        let progress = copy(
            CoachCopy.common.levelProgress(current: level.xpIntoLevel, total: level.xpForNext))
        return message(
            row, CoachCopy.common.level(level: level.level),
            parts: [
                servedPart("title", level.title, field: path.appending("title")),
                part("progress", progress).measuring(current: level.xpIntoLevel, total: level.xpForNext),
            ],
            look: look)
    }

    /// A failed request's error envelope: title, the server's message and request id (CCR-6),
    /// and a retry button where the screen offers one. The code is for the app, not the
    /// reader; the request id is what support asks for. An empty message shows the
    /// client's copy ("Null server string: use the client fallback key"), an empty request id
    /// is left out. Each part names the field it shows, so a field that broke the contract
    /// hides its part, not the whole error.
    func errorElement(_ error: ErrorEnvelope.Body, label: String = "error", retry: Bool = false) -> RenderedElement {
        mayShow(CoachCopy.error.Keys.genericBody)
        var fallbacks: [Fallback] = []
        var serverMessage: RenderedElement
        if let message = served(error.message, from: .error) {
            serverMessage = part("message", message)
        } else {
            fallbacks.append(
                .because(.empty(field: Self.errorField("message")), .key(CoachCopy.error.Keys.genericBody)))
            serverMessage = part("message", copy(CoachCopy.error.genericBody))
        }
        var request = part("request", copy(CoachCopy.error.requestId(id: error.requestID)))
        if error.requestID.isEmpty {
            fallbacks.append(.because(.empty(field: Self.errorField("request_id")), .omit(.requestID)))
            request = hiddenPart("request", .empty(field: Self.errorField("request_id")))
        }
        var parts = [reading([.errorBody("message")], serverMessage), reading([.errorBody("request_id")], request)]
        if retry { parts.append(part("retry", copy(CoachCopy.common.retry))) }
        return element(
            label, [.errorBody("message"), .errorBody("request_id")],
            copy(CoachCopy.error.loadTitle),
            fallback: fallbacks.isEmpty ? nil : fallbacks.count == 1 ? fallbacks[0] : .all(fallbacks), parts: parts)
    }

    /// A field of an error envelope's body: `error.error.message`.
    static func errorField(_ name: JSONPath.Segment) -> JSONPath { JSONPath(.error, "error", name) }

    /// A failure's `message` part: the server's message at `field`, or the client's `fallback` when it is empty.
    func messagePart(_ message: String, at field: JSONPath, or fallback: CopyMessage) -> RenderedElement {
        guard let shown = served(message, from: field.root) else {
            var part = part("message", copy(fallback))
            part.fallback = .because(.empty(field: field), .key(fallback.key))
            return part
        }
        return part("message", shown)
    }

    /// The unreliable card of Diagnostic and Processing: `unreliable.<reason>.*`, the
    /// transcript's length against the floor (CCR-13), the practice language's endonym for a
    /// language mismatch; the generic copy when a reason or its data is missing.
    func unreliableCard(_ attempt: Attempt, sources: [Source], language: String?) -> RenderedElement {
        let copy = unreliableCopy(attempt, language: language)
        return message(
            "unreliable", sources, copy.title, fallback: copy.fallback,
            parts: [
                part("body", self.copy(copy.body, showing: copy.served)),
                part("cta", self.copy(CoachCopy.unreliable.cta)),
            ])
    }

    /// The microphone-denied card of Record and the diagnostic's record screen: why, and the way
    /// to Settings or back.
    func permissionDeniedCard<Row: SectionRow>(_ row: Row) -> RenderedElement {
        message(
            row, CoachCopy.record.permissionTitle,
            parts: [
                part("body", copy(CoachCopy.record.permissionBody)),
                part("settings", copy(CoachCopy.record.permissionSettings)),
                part("back", copy(CoachCopy.record.permissionBack)),
            ])
    }

    /// A text's length inside a sentence, its unit spelled out (`common.length.<unit>`: "23
    /// characters", "23 个字"); the server's label (a tile's "23 chars") for a unit the kit
    /// does not know; nil when that label is empty too. `served` holds that label when it is shown.
    func lengthInSentence(_ length: TextLength, from endpoint: Endpoint) -> (text: String, served: [ServedText])? {
        if length.unit.known != nil,
            let text = copy(enumKey(length.unit) { "common.length.\($0)" }, ["count": .integer(length.value)]).text
        {
            return (text, [])
        }
        return served(length.label, from: endpoint).map { ($0.text, [$0]) }
    }

    /// The server's topic name and length label for a ` · ` meta line, leaving out an empty one
    /// ("drop missing parts"); the fallback names each field left out.
    func metaItems(topic: String, length: String, of article: JSONPath) -> (items: [ServedText], fallback: Fallback?) {
        var items: [ServedText] = []
        var missing: [HiddenReason] = []
        let fields = [article.appending("topic", "name"), article.appending("length", "label")]
        for (field, text) in zip(fields, [topic, length]) {
            if let shown = served(text, from: field.root) {
                items.append(shown)
            } else {
                missing.append(.empty(field: field))
            }
        }
        if missing.isEmpty { return (items, nil) }
        return (items, .because(missing.count == 1 ? missing[0] : .all(missing), .described(.dropMissingParts)))
    }

    /// The unreliable card's title and body keys, with the body's arguments and the server
    /// strings among them, or the generic copy.
    func unreliableCopy(
        _ attempt: Attempt, language: String?
    ) -> (title: String, body: CatalogMessage, fallback: Fallback?, served: [ServedText]) {
        mayShow(CoachCopy.unreliable.Keys.genericTitle, CoachCopy.unreliable.Keys.genericBody)
        let generic = CoachCopy.unreliable.genericBody
        guard let reason = attempt.unreliableReason else {
            return (
                CoachCopy.unreliable.Keys.genericTitle, generic,
                .because(.null(field: JSONPath(.attempt, "unreliable_reason")), .described(.genericUnreliableCopy)), []
            )
        }
        let title = enumKey(reason) { "unreliable.\($0).title" }
        let body = enumKey(reason) { "unreliable.\($0).body" }
        guard let known = reason.known, catalog.has(title) else {
            return (
                CoachCopy.unreliable.Keys.genericTitle, generic,
                .because(
                    .value(field: JSONPath(.attempt, "unreliable_reason"), is: reason.rawValue),
                    .described(.genericUnreliableCopy)), []
            )
        }
        switch known {
        case .tooShort:
            // CCR-13: the transcript's length against the language's floor, both from the API.
            guard let length = attempt.transcript?.length, let floor = attempt.validityFloor else {
                let missing = JSONPath(.attempt, attempt.transcript == nil ? "transcript" : "validity_floor")
                return (
                    title, generic, .because(.null(field: missing), .key(CoachCopy.unreliable.Keys.genericBody)), []
                )
            }
            guard !length.label.isEmpty, !floor.label.isEmpty, let heard = lengthInSentence(length, from: .attempt),
                let needed = lengthInSentence(floor, from: .attempt)
            else {
                let field =
                    length.label.isEmpty
                    ? JSONPath(.attempt, "transcript", "length", "label")
                    : JSONPath(.attempt, "validity_floor", "label")
                return (title, generic, .because(.empty(field: field), .key(CoachCopy.unreliable.Keys.genericBody)), [])
            }
            let arguments: [String: MessageValue] = ["length": .string(heard.text), "floor": .string(needed.text)]
            return (title, CatalogMessage(body, arguments), nil, heard.served + needed.served)
        case .languageMismatch:
            guard let language, !language.isEmpty else {
                let why: HiddenReason =
                    language == nil ? .noResponse(.session) : .empty(field: JSONPath(.session, "language"))
                return (title, generic, .because(why, .key(CoachCopy.unreliable.Keys.genericBody)), [])
            }
            return (title, CatalogMessage(body, ["language_name": .string(languageName(language))]), nil, [])
        case .noSpeech, .noisyAudio:
            return (title, CatalogMessage(body), nil, [])
        }
    }
}
