/// One row of a section's table, declared once in `Resources/screens/rows.json` and compiled into
/// `<X>Screen.Element` by the build plugin: its id and label (the case and its raw value) and the
/// source fields it reads. Resolvers name rows by case; the normal render walks the table in
/// order, and the error path hides every row of the same table, so that the two cannot list
/// different rows.
protocol SectionRow: ScreenElement {
    /// The row's Source column, each cell read into a typed `Source` when the table was
    /// compiled: the fields the normal render reads.
    var sources: [Source] { get }
    /// Every row's id, in the order of `allCases`, worked out once: a render gives each element
    /// its row's id rather than slugging the label again.
    static var rowIDs: [String] { get }
    /// A static row's catalog key (`paywall.k.title`): a title, heading, field label or button
    /// that binds no data, declared with its key in `rows.json`; nil for a row that reads data.
    var staticKey: String? { get }
    /// The part ids the row's element may have, as declared in `rows.json`: paths under the
    /// element, `/` between a part and its own parts, `<name>` or `<name:int>` for a family
    /// (`day_<n:int>`, `<product>/price`).
    var partPatterns: [String] { get }
}

extension RenderContext {
    /// The section's elements in table order, one per declared row: `resolve` gives each row's
    /// element, shown or hidden with its reason, so a view never tells a missing row from a
    /// hidden one.
    func rows<Row: SectionRow>(_: Row.Type, _ resolve: (Row) -> RenderedElement) -> [RenderedElement] {
        var elements: [RenderedElement] = []
        elements.reserveCapacity(Row.allCases.count)
        for (row, id) in zip(Row.allCases, Row.rowIDs) {
            elements.append(resolve(row))
            // Set in place: changing the element before appending it copied every field.
            let last = elements.count - 1
            if elements[last].label == row.label { elements[last].id = id }
        }
        return elements
    }

    /// The label of every section's offline banner row (`<section>.offline_banner`).
    static let offlineBannerLabel = "offline banner"

    /// Why the error path hides a screen's rows: `request` failed and no `response` (a cached
    /// one) was given, or none was given at all.
    func unavailableReason(request: APIRequest, response: Endpoint) -> HiddenReason {
        inputs.error.map { .all([$0.error.failure(of: request), .noResponse(response)]) } ?? .noResponse(response)
    }

    /// The error path: every row of the table hidden with `reason` and `sources` (the request that
    /// failed; a skeleton while it loads, see `missing`), except the rows `shown` resolves (the
    /// error card) and the offline banner; a row in `failureRows` (`error`) reports a failure:
    /// unless `shown` resolves it, it is hidden for want of an error envelope (``noFailure(_:)``).
    func unavailable<Row: SectionRow>(
        _: Row.Type, sources: [Source], reason: HiddenReason, fallback: Fallback? = nil,
        except failureRows: Set<Row> = [],
        shown: (Row) -> RenderedElement? = { _ in nil }
    ) -> [RenderedElement] {
        rows(Row.self) { row in
            if let element = shown(row) { return element }
            // Offline, the banner says why nothing shows; online it hides for being online.
            if row.label == Self.offlineBannerLabel { return offlineBanner(row) }
            return failureRows.contains(row)
                ? noFailure(row) : missing(row.label, sources, reason, fallback: fallback)
        }
    }

    /// A row that reports a failed request, hidden: no error envelope came (`no error
    /// response`), or the one that came is another row's to report (`error.code is plan_not_ready`).
    func noFailure<Row: SectionRow>(_ row: Row, reportedBy other: String? = nil) -> RenderedElement {
        guard let error = inputs.error?.error else { return hidden(row, .noResponse(.error)) }
        let code = HiddenReason.value(field: RenderContext.errorField("code"), is: error.code)
        return hidden(row, other.map { .replaced(code, by: .row($0)) } ?? code)
    }

    // MARK: Elements of a row

    /// A static row: the catalog message its table entry names, with no source field.
    func staticRow<Row: SectionRow>(_ row: Row) -> RenderedElement {
        guard let key = row.staticKey else { return hidden(row, .rule(.notAStaticRow)) }
        return message(row, key)
    }

    /// A row showing one string; `sources` only where this branch reads other fields than the table's.
    func text<Row: SectionRow>(
        _ row: Row, _ text: String, language: LanguageTag? = nil, fallback: Fallback? = nil,
        parts: [RenderedElement] = [], sources: [Source]? = nil, look: [RenderedElement.Look] = [],
        showing served: [ServedText] = []
    ) -> RenderedElement {
        self.text(
            row.label, sources ?? row.sources, text, language: language, fallback: fallback, parts: parts, look: look,
            showing: served)
    }

    /// A row showing a server string as sent.
    func text<Row: SectionRow>(
        _ row: Row, _ served: ServedText, fallback: Fallback? = nil, parts: [RenderedElement] = [],
        look: [RenderedElement.Look] = []
    ) -> RenderedElement {
        text(row.label, row.sources, served, fallback: fallback, parts: parts, look: look)
    }

    /// A row hidden by a rule of the table, with the reason.
    func hidden<Row: SectionRow>(
        _ row: Row, _ reason: HiddenReason, fallback: Fallback? = nil, sources: [Source]? = nil
    ) -> RenderedElement {
        hidden(row.label, sources ?? row.sources, reason, fallback: fallback)
    }

    /// A row showing a catalog message.
    func message<Row: SectionRow>(
        _ row: Row, _ key: String, _ arguments: [String: MessageValue] = [:], fallback: Fallback? = nil,
        parts: [RenderedElement] = [], sources: [Source]? = nil, look: [RenderedElement.Look] = [],
        spoken: [String: MessageValue] = [:], showing served: [ServedText] = []
    ) -> RenderedElement {
        element(
            row.label, sources ?? row.sources, copy(key, arguments, spoken: spoken, showing: served),
            fallback: fallback, parts: parts, look: look)
    }

    /// A row showing a message from a typed accessor (`CoachCopy.home.questDone`); `served` are
    /// the server strings among its arguments.
    func message<Row: SectionRow>(
        _ row: Row, _ message: CopyMessage, fallback: Fallback? = nil, parts: [RenderedElement] = [],
        sources: [Source]? = nil, look: [RenderedElement.Look] = [], spoken: [String: MessageValue] = [:],
        showing served: [ServedText] = []
    ) -> RenderedElement {
        self.message(
            row, message.key, message.arguments, fallback: fallback, parts: parts, sources: sources, look: look,
            spoken: spoken, showing: served)
    }

    /// A row showing resolved copy (a catalog message or a server enum's value).
    func element<Row: SectionRow>(
        _ row: Row, _ copy: Copy, fallback: Fallback? = nil, parts: [RenderedElement] = [], sources: [Source]? = nil,
        look: [RenderedElement.Look] = []
    ) -> RenderedElement {
        element(row.label, sources ?? row.sources, copy, fallback: fallback, parts: parts, look: look)
    }

    /// A row that shows several strings, one part each.
    func list<Row: SectionRow>(
        _ row: Row, _ parts: [RenderedElement], fallback: Fallback? = nil, sources: [Source]? = nil,
        look: [RenderedElement.Look] = []
    ) -> RenderedElement {
        list(row.label, sources ?? row.sources, parts, fallback: fallback, look: look)
    }

    /// A shown row without text, described by its look.
    func visual<Row: SectionRow>(
        _ row: Row, look: [RenderedElement.Look], fallback: Fallback? = nil, sources: [Source]? = nil
    ) -> RenderedElement {
        visual(row.label, sources ?? row.sources, look: look, fallback: fallback)
    }

    /// A row in error or with content built elsewhere (a shared card, a copied element).
    func row<Row: SectionRow>(
        _ row: Row, _ content: RenderedElement.Content, language: LanguageTag? = nil, fallback: Fallback? = nil,
        parts: [RenderedElement] = [], sources: [Source]? = nil, look: [RenderedElement.Look] = [], key: String? = nil,
        arguments: [String: MessageValue]? = nil
    ) -> RenderedElement {
        recordingViolations(
            RenderedElement(
                label: row.label, content: content, language: language, sources: sources ?? row.sources,
                fallback: fallback, parts: parts, look: look, key: key, arguments: arguments))
    }
}
