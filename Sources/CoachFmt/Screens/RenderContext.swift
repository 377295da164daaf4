/// What a section resolver works with: the inputs, the UI locale, the zone and the moment,
/// the catalog, and helpers that turn each row's outcome into a ``RenderedElement``.
///
/// A resolver never throws on content: a missing key or a failed message becomes an element
/// in error (reported, never shown as copy), and a message served by the source locale
/// becomes a note.
final class RenderContext {
    let inputs: ScreenInputs
    let locale: LanguageTag
    let timeZone: TimeZoneID
    let now: Timestamp
    let catalog: Catalog
    private(set) var notes: [RenderNote] = []
    /// Whether this render records the keys below: only the catalog check reads them, so an
    /// app's renders skip the bookkeeping.
    let collectsKeys: Bool
    /// Every catalog key this render asked for, for the catalog check's unused-key report; an
    /// array, because hashing each key into a set cost more than the check needs on every render.
    private(set) var askedKeys: [String] = []
    /// The key families this render reached (`resume.stage.<stage>`), see `copy(enumKey:_:_:)`:
    /// kept as families, so a render spells out no key it does not show.
    private(set) var keyFamilies: [CatalogKeyFamily] = []
    /// The keys rows show in other states than this render's, see `mayShow(_:)`.
    private(set) var declaredKeys: [String] = []
    /// The compiled messages of the locales this render resolved messages in (the UI locale,
    /// and the source locale for a fallback), in its zone.
    private var messageCaches: [MessageFormat.EntryCache] = []

    init(
        inputs: ScreenInputs, locale: LanguageTag, timeZone: TimeZoneID, now: Timestamp, catalog: Catalog,
        collectsKeys: Bool = false
    ) {
        self.collectsKeys = collectsKeys
        self.inputs = inputs
        self.locale = locale
        self.timeZone = timeZone
        self.now = now
        self.catalog = catalog
        var stale: [Endpoint: LanguageTag] = [:]
        for (endpoint, tag) in inputs.acceptLanguage where endpoint.isServerLocalized {
            let fetched = LocaleNegotiation.catalogLocale(acceptLanguage: tag.identifier)
            if fetched != locale, inputs.has(endpoint) { stale[endpoint] = fetched }
        }
        self.staleLanguages = stale
        self.recordsServed = locale.isPseudo || !stale.isEmpty
        // Each violation's path is parsed once, and each element compares its sources with its shape.
        self.violationIndex = inputs.violations.isEmpty ? nil : ViolationIndex(inputs.violations)
    }

    /// The render's contract violations, by the shape of their paths; nil when every input held
    /// to its contract, so that building an element then costs one check.
    let violationIndex: ViolationIndex?

    /// `element` with the violations among the fields it reads recorded: every builder that
    /// names sources returns its element through here, so a resolver is handed an element that
    /// already shows what a broken field leaves of it.
    @inline(__always)
    func recordingViolations(_ element: consuming RenderedElement) -> RenderedElement {
        // Inlined, a render without violations moves the element through untouched.
        guard violationIndex != nil else { return element }
        return recordedViolations(element)
    }

    private func recordedViolations(_ element: consuming RenderedElement) -> RenderedElement {
        guard let violationIndex, !element.reads.isEmpty else { return element }
        var element = element
        element.recordViolations(violationIndex)
        return element
    }

    /// `element`, built reading nothing, as reading `sources`, recorded as above: a part that
    /// shows one field of its parent's, a heading that stands or falls with what it heads.
    func reading(_ sources: [Source], _ element: consuming RenderedElement) -> RenderedElement {
        element.reading(sources, recordingIn: violationIndex)
    }

    /// Whether elements record the server strings they show: only the pseudo-locale and a
    /// response fetched in another UI locale mark them, so other renders skip the bookkeeping.
    let recordsServed: Bool

    /// The responses fetched in another UI locale than this render's, with the language their
    /// server strings are in (`ScreenInputs.acceptLanguage`).
    let staleLanguages: [Endpoint: LanguageTag]

    /// A catalog message as element content, in the language it resolved in.
    struct Copy {
        var content: RenderedElement.Content
        var language: LanguageTag
        /// The key and arguments, for the element's provenance; nil for a value shown as sent.
        var key: String? = nil
        var arguments: [String: MessageValue] = [:]
        /// What a screen reader says instead: the catalog's `<key>.spoken`, when it has one.
        var spoken: String? = nil
        /// Whether an overlay's value gave the text or the spoken form.
        var overlay = false
        /// The server strings the text shows, alone or as arguments (``ServedText``).
        var served: [ServedText] = []

        var text: String? {
            if case .text(let text) = content { return text }
            return nil
        }
    }

    /// A catalog message; when the catalog has `<key>.spoken` (the message as a screen reader
    /// should say it: `from 68 to 79` for `68 → 79`), that too, with the same arguments and
    /// `spoken` in place of those that are themselves symbolic (a `02:18` duration). `served`
    /// are the server strings among the arguments, recorded on the element that shows it.
    func copy(
        _ key: String, _ arguments: [String: MessageValue] = [:], spoken: [String: MessageValue] = [:],
        showing served: [ServedText] = []
    ) -> Copy {
        var copy = plainCopy(key, arguments)
        if recordsServed, case .text = copy.content { copy.served = served }
        let spokenKey = key + Self.spokenSuffix
        if case .text = copy.content, !key.hasSuffix(Self.spokenSuffix), catalog.has(spokenKey) {
            let said = plainCopy(spokenKey, arguments.merging(spoken) { $1 })
            // Where the locale's text already reads well, it needs no label of its own.
            copy.spoken = said.text == copy.text ? nil : said.text
            if copy.spoken != nil { copy.overlay = copy.overlay || said.overlay }
        }
        return copy
    }

    /// The suffix of a message's screen-reader form: `common.score_change.spoken`.
    static let spokenSuffix = ".spoken"

    private func plainCopy(_ key: String, _ arguments: [String: MessageValue]) -> Copy {
        if collectsKeys { askedKeys.append(key) }
        let resolution: Catalog.Resolution
        let entry: Int?
        do { (resolution, entry) = try catalog.resolveEntry(key, locale: locale) } catch {
            return Copy(content: .error(.missingKey(key, locale: locale)), language: locale)
        }
        if resolution.isFallback {
            note(.keyFromOtherLocale(key: key, missingIn: locale, used: resolution.locale))
        }
        do {
            let message =
                if let entry {
                    try MessageFormat(resolution.pattern, entry: entry, in: messageCache(resolution.locale))
                } else {
                    try MessageFormat(resolution.pattern, locale: resolution.locale, timeZone: timeZone)
                }
            // A string argument (a server string, a name) that could reorder the copy around it is
            // isolated; the element's provenance keeps the value as it came.
            let isolated =
                arguments.values.contains(where: Self.needsIsolation)
                ? arguments.mapValues {
                    if case .string(let text) = $0 { .string(BidiIsolation.isolated(text)) } else { $0 }
                }
                : arguments
            let text = try message.format(isolated)
            return Copy(
                content: .text(text), language: resolution.locale, key: key, arguments: arguments,
                overlay: resolution.isOverlay)
        } catch {
            let failure = RenderError.unformattable(key: key, locale: resolution.locale, reason: error.description)
            return Copy(content: .error(failure), language: locale)
        }
    }

    /// A message from a typed accessor (`CoachCopy.resume.title`): the key and its arguments
    /// checked by the compiler rather than spelt as strings.
    func copy(_ message: CopyMessage, spoken: [String: MessageValue] = [:], showing served: [ServedText] = []) -> Copy {
        copy(message.key, message.arguments, spoken: spoken, showing: served)
    }

    /// Declares the catalog keys a row shows in states this render is not in (the table's
    /// fallback for missing or empty data, a product or status no example picks), whether or not
    /// this render takes that path: the catalog check then counts them as reached, and
    /// `ScreenCaseTests` fails unless a screen case shows each.
    func mayShow(_ keys: String...) {
        if collectsKeys { declaredKeys += keys }
    }

    private static func needsIsolation(_ value: MessageValue) -> Bool {
        if case .string(let text) = value { return BidiIsolation.needsIsolation(text) }
        return false
    }

    private func messageCache(_ locale: LanguageTag) -> MessageFormat.EntryCache {
        if let cache = messageCaches.first(where: { $0.locale == locale }) { return cache }
        let cache = MessageFormat.EntryCache.shared(locale: locale, zone: timeZone)
        messageCaches.append(cache)
        return cache
    }

    /// A catalog key built from a server enum (`resume.stage.<stage>`), or the server-sent
    /// value itself when the catalog has no key for it (an enum newer than this client).
    ///
    /// Asking for one key of a family reports the whole family on the rendered screen
    /// (``RenderedScreen/catalogKeys``): the catalog check then reports a key no case reaches, or
    /// a case without its key, even when no example state shows that case. `among` narrows the
    /// family to the cases this element can show.
    func copy<Known: CaseIterable>(
        enumKey prefix: String, _ value: Open<Known>, among cases: [Known]? = nil,
        _ arguments: [String: MessageValue] = [:]
    ) -> Copy {
        askFamily(cases) { "\(prefix).\($0)" }
        return copy(key: "\(prefix).\(value.rawValue)", value.rawValue, arguments)
    }

    /// The catalog key `template` builds from a server enum's value (`unreliable.<reason>.title`),
    /// with the whole family reported, as `copy(enumKey:)` does.
    func enumKey<Known: CaseIterable>(
        _ value: Open<Known>, among cases: [Known]? = nil, _ template: (String) -> String
    ) -> String {
        askFamily(cases, template)
        return template(value.rawValue)
    }

    /// Declares a family of keys a row builds from a server enum (as `enumKey` does) when this
    /// render has no value to build one from: the row's fallback, or a state another render shows.
    func family<Known: CaseIterable & RawRepresentable<String>>(_ cases: [Known], _ template: (String) -> String) {
        askFamily(cases, template)
    }

    /// Reports every key of a family as one `CatalogKeyFamily`.
    private func askFamily<Known: CaseIterable & RawRepresentable<String>>(
        _ cases: [Known]?, _ template: (String) -> String
    ) {
        guard collectsKeys else { return }
        keyFamilies.append(CatalogKeyFamily(template, cases: (cases ?? Array(Known.allCases)).map(\.rawValue)))
    }

    /// As above, for a language tag (`lang.short.<tag>`): the family is the catalog's locales and
    /// the practice languages config offers.
    func copy(enumKey prefix: String, _ value: String, _ arguments: [String: MessageValue] = [:]) -> Copy {
        if collectsKeys {
            var tags = LocaleNegotiation.catalogLocales.map(\.identifier)
            for tag in inputs.config?.supportedPracticeLanguages ?? [] where !tags.contains(tag) { tags.append(tag) }
            keyFamilies.append(CatalogKeyFamily({ "\(prefix).\($0)" }, cases: tags))
        }
        return copy(key: "\(prefix).\(value)", value, arguments)
    }

    /// `key` when the catalog has it, else `value` as sent, with a note.
    private func copy(key: String, _ value: String, _ arguments: [String: MessageValue]) -> Copy {
        guard catalog.has(key) else {
            note(.because(.noKey(key), .shownAsSent(value)))
            return Copy(content: .text(value), language: locale)
        }
        return copy(key, arguments)
    }

    /// The violation that withheld `field` (`session.min_valid_ms`, a field no list holds), or
    /// nil when the field was valid or made absent. A row whose table names a fallback shows it
    /// for such a field, naming the violation (`because(.invalid(…), …)`): only a field with
    /// neither a fallback nor an optional parent hides its readers.
    func withheld(_ field: JSONPath) -> ContractViolation? {
        guard !inputs.violations.isEmpty else { return nil }
        let path = field.description
        if withheldByPath == nil {
            var byPath: [String: ContractViolation] = [:]
            for violation in inputs.violations where violation.effect == .withheld && byPath[violation.path] == nil {
                byPath[violation.path] = violation
            }
            withheldByPath = byPath
        }
        return withheldByPath?[path]
    }

    private var withheldByPath: [String: ContractViolation]?

    /// A string the server localized for the UI language (an `Accept-Language` field) from
    /// `endpoint`, as the screen shows it, or nil when it is empty: a tolerant decode reads a null
    /// one as empty, and "Null server string: use the client fallback key", so each caller shows
    /// its row's key or hides the element or part, naming the field (``absent(_:_:)``). Content
    /// in the article's language never comes here.
    ///
    /// In the pseudo-locale the server answers in English, so the string is pseudo-localized
    /// here as a whole (``PseudoLocale/text(_:)``). The element built from it, alone, as an
    /// argument or joined with other strings, records that it shows it (``ServedText``). A UI
    /// string that reaches a screen through neither the catalog nor this call stays plain
    /// English in `en-XA`: that is what the pseudo-locale is for.
    func served(_ text: String?, from endpoint: Endpoint) -> ServedText? {
        guard let text, !text.isEmpty else { return nil }
        return ServedText(text: locale.isPseudo ? PseudoLocale.text(text) : text, endpoint: endpoint)
    }

    /// A server string, or the client's `<prefix>.<value>` when it is null or empty ("Null server
    /// string: use the client fallback key"); `fallback` names the field and the key when the
    /// key stood in (`title is empty: micro.cut_filler`), for the element that shows it.
    func served<Known: CaseIterable>(
        _ text: String?, field: JSONPath, orEnumKey prefix: String, _ value: Open<Known>
    ) -> (copy: Copy, fallback: Fallback?) {
        // The family is reported whichever way it goes: the client keys are this row's fallback.
        askFamily(nil as [Known]?) { "\(prefix).\($0)" }
        guard let shown = served(text, from: field.root) else {
            let key = "\(prefix).\(value.rawValue)"
            return (copy(key: key, value.rawValue, [:]), .because(absent(field, text), .key(key)))
        }
        return (copy(shown), nil)
    }

    /// A micro-skill's name: the server's title, else the client's `micro.<id>` ("Null server
    /// string: use the client fallback key"), with the fallback naming the field; nil when the
    /// id is one the catalog does not name either, so that no id is shown as prose.
    func skillName(
        _ title: String?, field: JSONPath, _ id: Open<MicroSkillID>
    ) -> (text: String, served: [ServedText], fallback: Fallback?)? {
        if let shown = served(title, from: field.root) { return (shown.text, recordsServed ? [shown] : [], nil) }
        guard id.known != nil else { return nil }
        let named = served(title, field: field, orEnumKey: "micro", id)
        return named.copy.text.map { ($0, [], named.fallback) }
    }

    /// Why a server string is not shown, naming its field: `home.focus.title is null` or `… is empty`.
    func absent(_ field: JSONPath, _ text: String?) -> HiddenReason {
        HiddenReason.absent(field, text)
    }

    /// A part showing a server string, or hidden with the reason naming its field.
    func servedPart(_ label: String, _ text: String?, field: JSONPath) -> RenderedElement {
        guard let shown = served(text, from: field.root) else { return hiddenPart(label, absent(field, text)) }
        return part(label, shown)
    }

    /// An item titled by a server string over its parts (a quest, an achievement); without the
    /// title the client's `generic` title stands in ("Null server string: use the client fallback
    /// key"), the fallback naming the field, so the item never shows its numbers under no name.
    /// With no `generic` (a heading above already names the item) it is its parts alone, after a
    /// hidden `title` part naming the field.
    func servedItem(
        _ label: String, _ title: String, field: JSONPath, or generic: CopyMessage?, parts: [RenderedElement]
    ) -> RenderedElement {
        if let generic { mayShow(generic.key) }
        guard let shown = served(title, from: field.root) else {
            guard let generic else {
                return RenderedElement(
                    label: label, content: .composite, language: nil,
                    parts: [hiddenPart("title", absent(field, title))] + parts)
            }
            return element(
                label, [], copy(generic), fallback: .because(absent(field, title), .key(generic.key)), parts: parts)
        }
        return text(label, [], shown, parts: parts)
    }

    /// The device has no network (`NWPathMonitor`, `device network`).
    var isOffline: Bool { inputs.local?.network.satisfied == false }

    /// "cached": offline, the value shown is the one fetched at the cache time.
    func cachedFallback(_ endpoint: String) -> Fallback? {
        guard isOffline else { return nil }
        let fetched = inputs.local?.cache?[endpoint]?.fetchedAt
        return .cached(fetchedAt: fetched.map { cacheTime($0) })
    }

    func note(_ note: RenderNote) {
        if !notes.contains(note) { notes.append(note) }
    }

    // MARK: Elements

    /// An element showing `text`; `served` are the server strings it is made of (a ` · ` line of them).
    func text(
        _ label: String, _ sources: [Source], _ text: String, language: LanguageTag? = nil, fallback: Fallback? = nil,
        parts: [RenderedElement] = [], look: [RenderedElement.Look] = [], showing served: [ServedText] = []
    ) -> RenderedElement {
        let element = recordingViolations(
            RenderedElement(
                label: label, content: .text(text), language: language ?? locale, sources: sources,
                fallback: fallback, parts: parts, look: look))
        // Returned untouched when nothing is recorded: changing a built element copies every field.
        return recordsServed ? self.element(element, showing: served) : element
    }

    /// An element showing a server string as sent.
    func text(
        _ label: String, _ sources: [Source], _ served: ServedText, fallback: Fallback? = nil,
        parts: [RenderedElement] = [], look: [RenderedElement.Look] = []
    ) -> RenderedElement {
        text(
            label, sources, served.text, fallback: fallback, parts: parts, look: look,
            showing: recordsServed ? [served] : [])
    }

    func hidden(_ label: String, _ sources: [Source], _ reason: HiddenReason, fallback: Fallback? = nil)
        -> RenderedElement
    {
        recordingViolations(
            RenderedElement(label: label, content: .hidden(reason: reason), sources: sources, fallback: fallback))
    }

    func message(
        _ label: String, _ sources: [Source], _ key: String, _ arguments: [String: MessageValue] = [:],
        fallback: Fallback? = nil, parts: [RenderedElement] = [], look: [RenderedElement.Look] = []
    ) -> RenderedElement {
        element(label, sources, copy(key, arguments), fallback: fallback, parts: parts, look: look)
    }

    /// An element showing a catalog message, with its key and arguments as provenance.
    func element(
        _ label: String, _ sources: [Source], _ copy: Copy, fallback: Fallback? = nil, parts: [RenderedElement] = [],
        look: [RenderedElement.Look] = []
    ) -> RenderedElement {
        var element = RenderedElement(
            label: label, content: copy.content, language: copy.language, sources: sources, fallback: fallback,
            parts: parts, look: look, key: copy.key,
            arguments: copy.key == nil || copy.arguments.isEmpty ? nil : copy.arguments)
        element.accessibilityLabel = copy.spoken
        element.overlay = copy.overlay
        if recordsServed { record(copy.served, on: &element) }
        return recordingViolations(element)
    }

    /// A row that shows several strings: one part per item, in order, and no text of its own.
    /// Nothing joins the items into a sentence ("3 天、5 天和7 天" is not what a slider shows).
    func list(
        _ label: String, _ sources: [Source], _ parts: [RenderedElement], fallback: Fallback? = nil,
        look: [RenderedElement.Look] = []
    ) -> RenderedElement {
        recordingViolations(
            RenderedElement(
                label: label, content: .composite, language: nil, sources: sources, fallback: fallback, parts: parts,
                look: look))
    }

    func part(_ label: String, _ copy: Copy) -> RenderedElement {
        element(label, [], copy)
    }

    func part(_ label: String, _ text: String, language: LanguageTag? = nil) -> RenderedElement {
        RenderedElement(label: label, content: .text(text), language: language ?? locale)
    }

    /// A part showing a server string as sent.
    func part(_ label: String, _ served: ServedText) -> RenderedElement {
        let part = RenderedElement(label: label, content: .text(served.text), language: locale)
        return recordsServed ? element(part, showing: served) : part
    }

    /// A shown element without text (icon, waveform, spinner), described by its look.
    func visual(_ label: String, _ sources: [Source], look: [RenderedElement.Look], fallback: Fallback? = nil)
        -> RenderedElement
    {
        recordingViolations(
            RenderedElement(
                label: label, content: .visual, language: nil, sources: sources, fallback: fallback, parts: [],
                look: look))
    }

    /// A part showing content as sent, in `language` (an article's), or hidden naming its field
    /// when it came empty or null (a standalone string).
    func contentPart(_ label: String, _ text: String, field: JSONPath, language: LanguageTag?) -> RenderedElement {
        guard !text.isEmpty else { return hiddenPart(label, .empty(field: field)) }
        return part(label, text, language: language)
    }

    func hiddenPart(_ label: String, _ reason: HiddenReason) -> RenderedElement {
        RenderedElement(label: label, content: .hidden(reason: reason))
    }

    // MARK: Formats

    /// A calendar day (`Oct 17`, `10月17日`).
    func day(_ date: CalendarDate, _ skeleton: String = "MMMd") -> String {
        dateFormat(skeleton, timeZone: .utc)?.format(date) ?? date.description
    }

    /// An instant in the render's zone.
    func instant(_ timestamp: Timestamp, _ skeleton: String) -> String {
        dateFormat(hourCycle(skeleton), timeZone: timeZone)?.format(timestamp) ?? timestamp.rawValue
    }

    /// A cache time as the offline banner names it: the time of day when it is today, else with
    /// its date too, so that yesterday's 8:25 is not read as this morning's (another year adds the year).
    func cacheTime(_ timestamp: Timestamp) -> String {
        let day = timestamp.localDate(in: timeZone)
        if day == today { return instant(timestamp, "jmm") }
        return instant(timestamp, day.year == today.year ? "MMMdjmm" : "yMMMdjmm")
    }

    /// The formats this render opened, by skeleton and zone: a paywall formats a calendar of days
    /// with two skeletons, and finding a format in the shared cache hashes four strings.
    private var dateFormats: [DateFormat] = []

    private func dateFormat(_ skeleton: String, timeZone: TimeZoneID) -> DateFormat? {
        if let format = dateFormats.first(where: { $0.skeleton == skeleton && $0.timeZone == timeZone }) {
            return format
        }
        guard let format = try? DateFormat(skeleton: skeleton, locale: locale, timeZone: timeZone) else { return nil }
        dateFormats.append(format)
        return format
    }

    /// Today in the render's zone, worked out once: each look-up opens the zone in ICU, and a
    /// paywall asks for it once per calendar day.
    private(set) lazy var today: CalendarDate = now.localDate(in: timeZone)

    /// A duration as a screen reader says it (`2 minutes, 18 seconds`, `2 分 18 秒`): the catalog's
    /// words, since ICU's zh-Hans units give `2分钟18秒钟`; nil for a negative duration.
    func spokenDuration(_ milliseconds: Int) -> String? {
        guard let (minutes, seconds) = try? DurationFormat.minutesAndSeconds(milliseconds: milliseconds) else {
            return nil
        }
        // A screen repeats its times (an evidence chip per point that cites it): each is said once.
        let said = SaidDuration(minutes: minutes, seconds: seconds)
        if let text = spokenDurations[said] { return text }
        let message =
            switch (minutes, seconds) {
            case (0, _): CoachCopy.a11y.durationSeconds(seconds: seconds)
            case (_, 0): CoachCopy.a11y.durationMinutes(minutes: minutes)
            default: CoachCopy.a11y.durationMinutesSeconds(minutes: minutes, seconds: seconds)
            }
        let text = copy(message).text
        spokenDurations[said] = text
        return text
    }

    private struct SaidDuration: Hashable {
        let minutes: Int, seconds: Int
    }
    /// The spoken durations this render said, by minutes and seconds.
    private var spokenDurations: [SaidDuration: String?] = [:]

    /// A part showing a duration as `mm:ss`, labelled as a screen reader says it.
    func durationPart(_ label: String, _ milliseconds: Int) -> RenderedElement {
        durationPart(label, milliseconds, spoken: spokenDuration(milliseconds))
    }

    private func durationPart(_ label: String, _ milliseconds: Int, spoken: String?) -> RenderedElement {
        var element = RenderedElement(label: label, content: clock(milliseconds), language: locale)
        element.accessibilityLabel = spoken
        if case .text = element.content { element.milliseconds = milliseconds }
        return element
    }

    /// An evidence chip: a `mm:ss` part that plays the recording from there, labelled as the
    /// button it is (“Play from 41 seconds”), not as the time alone.
    func playFromPart(_ label: String, _ milliseconds: Int) -> RenderedElement {
        let spoken = spokenDuration(milliseconds).flatMap { copy(CoachCopy.feedback.evidencePlayFrom(start: $0)).text }
        return durationPart(label, milliseconds, spoken: spoken)
    }

    /// `mm:ss`; a negative duration from the server shows as an error, not as a made-up value.
    func clock(_ milliseconds: Int) -> RenderedElement.Content {
        do { return .text(try DurationFormat.clock(milliseconds: milliseconds)) } catch {
            return .error(.unshowable(reason: error.description))
        }
    }

    func number(_ value: Double, _ skeleton: String = "") -> String {
        numberFormat(skeleton)?.format(value) ?? String(value)
    }

    /// The number formats this render opened, by skeleton, as `dateFormats`.
    private var numberFormats: [NumberFormat] = []

    private func numberFormat(_ skeleton: String) -> NumberFormat? {
        if let format = numberFormats.first(where: { $0.skeleton == skeleton }) { return format }
        guard let format = try? NumberFormat(skeleton: skeleton, locale: locale) else { return nil }
        numberFormats.append(format)
        return format
    }

    /// An integer, exact over the whole Int64 range (no Double on the way).
    func number(_ value: Int, _ skeleton: String = "") -> String {
        numberFormat(skeleton)?.format(value) ?? String(value)
    }

    /// A language's own name; a tag ICU cannot parse is shown as sent.
    func endonym(_ tag: String) -> String {
        guard let parsed = try? LanguageTag(tag) else { return tag }
        return LanguageNames.endonym(of: parsed, catalog: catalog)
    }

    /// A language named in the UI language, for a sentence (`en` in zh-Hans is `英语`): an
    /// endonym belongs on a chip or tag, not inside a sentence of another language.
    func languageName(_ tag: String) -> String {
        guard let parsed = try? LanguageTag(tag) else { return tag }
        return LanguageNames.sentenceName(of: parsed, in: locale, catalog: catalog)
    }

    /// The language of content, for `lang=`; nil when the server sent a malformed tag.
    func contentLanguage(_ tag: String) -> LanguageTag? { try? LanguageTag(tag) }
}
