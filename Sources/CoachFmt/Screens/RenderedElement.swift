/// One row of a screen's table in data-binding.md, resolved: text, parts, or hidden with a reason.
///
/// Its content means one thing: `text` has no parts; a row that shows several strings is
/// `composite`, parts only; a row whose design shows one line over its items (the calendar's
/// title over its days, a product card's name over its price) is `headline`, that line and the parts.
///
/// It carries a stable `id` (`home.quest_badge`, `paywall.calendar_days.day_3`), the same in
/// every locale and every state, for views to find it by; the language its text is in (the UI
/// locale for catalog and Accept-Language strings, the article's language for content); the
/// catalog key and arguments its text came from; the source fields it read and, when a fallback
/// fired, which one. A row that shows several strings is `composite`: it has no text of its
/// own, only one part per item, in order.
public struct RenderedElement: Sendable, Hashable, Codable, Identifiable {
    /// What the element shows.
    public enum Content: Sendable, Hashable {
        /// One string, shown as is; the element has no parts.
        case text(String)
        /// Not shown; the reason says which rule hid it (`.null(field: JSONPath(.home, "today_quest", "summary"))`).
        case hidden(reason: HiddenReason)
        /// Shown, but has no text: an icon, a waveform, a spinner. Its `looks` say what it is.
        case visual
        /// Shown as its parts (options, chips, calendar days, tiles), each its own string: a
        /// front end lays them out; nothing joins them into one sentence.
        case composite
        /// One line shown over the element's parts, which are never empty: the calendar's title
        /// over its days, a product card's name over its price, a card's title over its body.
        /// The key, arguments and accessibility label are the line's.
        case headline(String)
        /// Could not be resolved (a key missing from every catalog, a message that failed to
        /// format). Never shown as copy; the render reports it and fails.
        case error(RenderError)
    }

    /// Derived from the section and the row (`home.quest_badge`), or from the parent's id and
    /// the part's label (`paywall.calendar_days.day_3`); unique within a screen.
    public internal(set) var id: String
    /// The row's element text in data-binding.md (`quest badge`), or a part's item label.
    public let label: String
    /// What the element shows.
    public var content: Content {
        didSet { typeHeadline() }
    }
    /// The language of the text: a front end sets `lang=` or the SwiftUI locale from it.
    public var language: LanguageTag?
    /// What the element reads, typed: ``sources`` is their text. Set when it is built, or by
    /// ``reading(_:recordingIn:)``, so that the violations among them are recorded whenever they change.
    package private(set) var reads: [Source]

    /// The source fields read, as the row's Source column names them (`home.level.title`,
    /// `NWPathMonitor.status`, `derived: today`). Sources set here are known by their text only.
    public var sources: [String] {
        get { reads.map(\.text) }
        set { reads = newValue.map(Source.init(textOnly:)) }
    }
    /// The fallback that fired: a catalog key, a hide, a cached value, a default, and why.
    public var fallback: Fallback?
    /// How the element looks, where the row's Format column says (colour, icon, shape,
    /// animation), in order; never copy.
    public var looks: [Look] = []
    /// The option, chip or card the learner picked (or the server pre-selected).
    public var selected: Bool = false
    /// States a front end draws on the element, in order: a calendar day's `practice` or
    /// `rest`, `today`, `firstCharge`; a step's or plan day's progress; a language option's origin.
    public var marks: [Mark] = []
    /// Where a link goes, when the element is a link with a known address.
    public var url: String?
    /// The catalog key the text was formatted from, when it came from the catalog.
    public var key: String?
    /// The arguments the catalog message was formatted with.
    public var arguments: [String: MessageValue]?
    /// The items of a row that shows several strings, in order.
    public var parts: [RenderedElement] {
        didSet { typeHeadline() }
    }
    /// What a screen reader should say instead of the text, where the text holds symbols it
    /// would read wrongly (`68 → 79`, `410 / 500 XP`, `02:18`, `+45 XP`, a ` · ` line, a
    /// calendar day): set it as the view's accessibility label. Nil when the text reads well as
    /// it is. From the catalog, in the element's language:
    ///
    /// - en: `68 → 79` → "from 68 to 79", `02:18` → "2 minutes, 18 seconds"
    /// - zh-Hans: `68 → 79` → "从 68 分到 79 分", `02:18` → "2 分 18 秒"
    public var accessibilityLabel: String?
    /// True when a screen reader skips the element: a decorative glyph or tile (a topic's
    /// glyph, the avatar) whose meaning a text beside it already says.
    public var accessibilityHidden = false
    /// In a pseudo-locale render, true when the text holds a string the server sent in the UI
    /// language, which the kit pseudo-localized because the server answers in English. For
    /// reviewers: such a string needs the server's translation, not the catalog's.
    public var isPseudoServed = false
    /// True when the text holds a server string fetched in another UI locale than the render's
    /// (``ScreenInputs/acceptLanguage``): `language` then says the language it is in (`en` on a
    /// zh-Hans screen) where those strings make up its words, and the response should be fetched
    /// again (``RenderedScreen/staleEndpoints``). Content in the article's language is never stale.
    public var stale: Bool = false

    /// True when the text (or the accessibility label) came from a catalog overlay
    /// (``Catalog/overlaid(with:locale:)``) rather than the catalog's own copy.
    public var overlay = false

    /// True when a withheld field hid the element where it was built: it stays as built, so that
    /// nothing a resolver derived from the stand-in value reaches a view (the modifiers below
    /// leave it alone). Read back from JSON, it is what the content says: hidden for a withheld
    /// field. Stored, because matching `content` in every modifier made the optimizer copy the element.
    package private(set) var isHiddenByWithheldField = false

    /// The groups of contract violations among the fields this element reads, as indices into
    /// ``RenderedScreen/violationGroups`` in the order of their first violations: it shows its
    /// fallback for them, or is hidden naming them; empty when every field it read was valid.
    /// A group stands for every broken item of one list, so this stays short however many
    /// broken; ``violations(in:)`` lists the violations themselves.
    public var violationGroups: [Int] = []

    /// The numbers of a progress line (the level card's `progress` part, a weekly quest's or an
    /// achievement's progress), so that a view draws its bar from typed fields, never by
    /// matching `arguments`; nil on an element that states no progress.
    public var progress: Progress?

    /// The duration a `mm:ss` element shows, in milliseconds (a recording's length, a clip's),
    /// so that a view animates or compares it without parsing the text; nil on other elements.
    public var milliseconds: Int?

    /// The number a chart's point stands for (a week's ability on the growth chart, 0 to 100 as
    /// openapi.yaml bounds `series[].value`), so that a view draws its bar or line from it,
    /// never by parsing the text; nil on other elements and on a week without a point.
    public var plotted: Int?

    /// An element; its `id` is assigned by the renderer from the section and the label.
    package init(
        label: String, content: Content, language: LanguageTag? = nil, sources: [Source] = [],
        fallback: Fallback? = nil,
        parts: [RenderedElement] = []
    ) {
        self.init(
            label: label, content: content, language: language, sources: sources, fallback: fallback, parts: parts,
            look: [])
    }

    /// An element with its look and provenance set at once: setting them on a built element
    /// made the optimizer copy every field.
    init(
        label: String, content: Content, language: LanguageTag?, sources: [Source], fallback: Fallback?,
        parts: [RenderedElement], look: [Look], key: String? = nil, arguments: [String: MessageValue]? = nil
    ) {
        self.id = ""
        self.label = label
        self.content = content
        self.language = language
        self.reads = sources
        self.fallback = fallback
        self.parts = parts
        self.looks = look
        self.key = key
        self.arguments = arguments
        typeHeadline()
    }

    /// The element's own string: its text, or the headline over its parts.
    public var text: String? {
        switch content {
        case .text(let text), .headline(let text): text
        default: nil
        }
    }

    /// False when the element is hidden.
    public var isShown: Bool {
        if case .hidden = content { return false }
        return true
    }

    /// The part with the given id, searched depth first.
    public func part(id: String) -> RenderedElement? {
        for part in parts {
            if part.id == id { return part }
            if let found = part.part(id: id) { return found }
        }
        return nil
    }

    /// Errors in this element and its parts.
    public var errors: [String] {
        var errors: [String] = []
        if case .error(let error) = content { errors.append("\(label): \(error)") }
        for part in parts { errors += part.errors.map { "\(label) › \($0)" } }
        return errors
    }

    /// The looks, the marks, the selection and the link as one note for people, as the text
    /// output prints it: `Fri, practice, today`, `device, selected`, `link https://…`.
    package var lookNote: String? {
        var notes: [String] = []
        let drawn = (looks.map(\.note) + marks.map(\.note) + (selected ? ["selected"] : [])).joined(separator: ", ")
        if !drawn.isEmpty { notes.append(drawn) }
        if let url { notes.append("link \(url)") }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }

    /// The looks alone, joined as the text output prints them; nil without any.
    package var looksNote: String? {
        looks.isEmpty ? nil : looks.map(\.note).joined(separator: ", ")
    }

    /// The marks' and looks' notes, for the rules that classify what a screen reader needs.
    package var drawnNote: String {
        (looks.map(\.note) + marks.map(\.note)).joined(separator: ", ")
    }

    /// Types a text that has parts as `headline`, whenever either is set: a resolver builds
    /// the line over the items as text, and a view switching on `content` must see the items.
    private mutating func typeHeadline() {
        if case .text(let line) = content, !parts.isEmpty { content = .headline(line) }
    }

    /// Records the violations among the fields this element reads, where it is built; its parts
    /// were recorded when they were. A withheld field hides the element (its stand-in value is
    /// never shown, nor any part) unless a part that names it reads it, or the fallback stands in
    /// for it (named in `fallback`); a field made absent keeps what the resolver did for missing
    /// data, naming the violation when that was to hide. Each step compares shapes, never each
    /// violation, so that 800,000 broken items of one list cost an element what one does.
    mutating func recordViolations(_ index: ViolationIndex) {
        let read = index.shapes(readBy: reads)
        // Shapes are numbered in the order of their first violations, so a list's lowest is its
        // first reported.
        guard let firstGroup = read.first, let first = index.members[firstGroup].first else { return }
        violationGroups = read
        let throughParts = parts.isEmpty ? [] : Set(index.shapes(readBy: parts.flatMap(\.reads)))
        let covered = fallback?.standsInFor ?? []
        let withheld = read.lazy.filter { !throughParts.contains($0) }.compactMap { index.firstWithheld[$0] }
            .filter { covered.isEmpty || !covered.contains(index.violations[$0].absentPath) }.min()
        if let withheld {
            content = .hidden(reason: .invalid(index.violations[withheld]))
            isHiddenByWithheldField = true
            (parts, key, arguments, looks, language, isPseudoServed) = ([], nil, nil, [], nil, false)
            (selected, self.marks, url, accessibilityLabel, overlay) = (false, [], nil, nil, false)
            (progress, milliseconds, plotted, accessibilityHidden, stale) = (nil, nil, nil, false, false)
            return
        }
        if case .hidden(let reason) = content {
            content = .hidden(reason: .all([.invalid(index.violations[first])] + reason.members))
        }
    }

    /// Marks a row with the violations of fields that decide the whole screen's state
    /// (`stateShapes`, shapes of `index`: an error, offline), which every row depends on: it
    /// shows that state's fallback. A field the row reads itself is named first.
    mutating func recordStateViolations(_ stateShapes: [Int], of index: ViolationIndex) {
        guard let firstState = stateShapes.first else { return }
        if violationGroups.isEmpty {
            violationGroups = stateShapes
            if case .hidden(let reason) = content, let first = index.members[firstState].first {
                content = .hidden(reason: .all([.invalid(index.violations[first])] + reason.members))
            }
        } else {
            violationGroups = Array(Set(violationGroups).union(stateShapes)).sorted()
        }
    }

    /// This element, built reading nothing, reading `sources`, and the violations among them
    /// recorded from `index`: a part that shows one field of its parent's, a heading that stands
    /// or falls with what it heads.
    consuming func reading(_ sources: [Source], recordingIn index: ViolationIndex?) -> RenderedElement {
        var element = self
        // Recorded once: an element built from sources has its violations already.
        assert(element.reads.isEmpty, "\(element.label) was built reading \(element.sources)")
        element.reads = sources
        if let index, !sources.isEmpty { element.recordViolations(index) }
        return element
    }

    /// Sets `id` here and in every part: the section or parent's id, then the label's slug. An
    /// element that has its row's id already (``SectionRow/rowIDs``) keeps it.
    mutating func assignIDs(under prefix: String) {
        if id.isEmpty { id = ElementID.slug(label, under: prefix) }
        for index in parts.indices { parts[index].assignIDs(under: id) }
    }

    enum CodingKeys: String, CodingKey {
        case id, label, text, headline, hidden, visual, composite, error, language, sources, fallback, looks, key,
            arguments, parts
        case hiddenDetail = "hidden_detail"
        case fallbackDetail = "fallback_detail"
        case errorDetail = "error_detail"
        case selected, marks, url, overlay, stale
        case violationGroups = "violation_groups"
        case isPseudoServed = "pseudo_served"
        case accessibilityLabel = "accessibility_label"
        case accessibilityHidden = "accessibility_hidden"
        case progress, milliseconds, plotted
    }

    /// One JSON object per element: `id`, `label`, exactly one of `text` / `headline` / `hidden` /
    /// `visual` / `composite` / `error`, then provenance.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(label, forKey: .label)
        switch content {
        case .text(let text): try container.encode(text, forKey: .text)
        case .headline(let line): try container.encode(line, forKey: .headline)
        case .hidden(let reason):
            try container.encode(reason.description, forKey: .hidden)
            try container.encode(reason, forKey: .hiddenDetail)
        case .visual: try container.encode(true, forKey: .visual)
        case .composite: try container.encode(true, forKey: .composite)
        case .error(let error):
            try container.encode(error.description, forKey: .error)
            try container.encode(error, forKey: .errorDetail)
        }
        try container.encodeIfPresent(language?.identifier, forKey: .language)
        try container.encode(sources, forKey: .sources)
        try container.encodeIfPresent(fallback?.description, forKey: .fallback)
        try container.encodeIfPresent(fallback, forKey: .fallbackDetail)
        if !looks.isEmpty { try container.encode(looks, forKey: .looks) }
        if selected { try container.encode(true, forKey: .selected) }
        if stale { try container.encode(true, forKey: .stale) }
        if !marks.isEmpty { try container.encode(marks, forKey: .marks) }
        try container.encodeIfPresent(url, forKey: .url)
        try container.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
        if accessibilityHidden { try container.encode(true, forKey: .accessibilityHidden) }
        try container.encodeIfPresent(progress, forKey: .progress)
        try container.encodeIfPresent(milliseconds, forKey: .milliseconds)
        try container.encodeIfPresent(plotted, forKey: .plotted)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(arguments, forKey: .arguments)
        if !parts.isEmpty { try container.encode(parts, forKey: .parts) }
        if isPseudoServed { try container.encode(true, forKey: .isPseudoServed) }
        if overlay { try container.encode(true, forKey: .overlay) }
        if !violationGroups.isEmpty { try container.encode(violationGroups, forKey: .violationGroups) }
    }

    /// Reads what `encode(to:)` writes, so a front end or a cache can round-trip an element.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        label = try container.decode(String.self, forKey: .label)
        if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            content = .text(text)
        } else if let line = try container.decodeIfPresent(String.self, forKey: .headline) {
            content = .headline(line)
        } else if let reason = try container.decodeIfPresent(String.self, forKey: .hidden) {
            let detail = try container.decode(HiddenReason.self, forKey: .hiddenDetail)
            guard detail.description == reason else {
                throw DecodingError.dataCorruptedError(
                    forKey: .hidden, in: container, debugDescription: "\"hidden\" is not what \"hidden_detail\" says")
            }
            content = .hidden(reason: detail)
        } else if let error = try container.decodeIfPresent(RenderError.self, forKey: .errorDetail) {
            content = .error(error)
        } else if try container.decodeIfPresent(Bool.self, forKey: .composite) == true {
            content = .composite
        } else if try container.decodeIfPresent(Bool.self, forKey: .visual) == true {
            content = .visual
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: .text, in: container, debugDescription: "no text, headline, hidden, visual, composite or error")
        }
        if case .hidden(.invalid(let violation)) = content { isHiddenByWithheldField = violation.effect == .withheld }
        language = try container.decodeIfPresent(String.self, forKey: .language).map { try LanguageTag($0) }
        reads = try container.decode([String].self, forKey: .sources).map(Source.init(textOnly:))
        fallback = try container.decodeIfPresent(Fallback.self, forKey: .fallbackDetail)
        // The prose and the detail come together or not at all, and say the same.
        guard try container.decodeIfPresent(String.self, forKey: .fallback) == fallback?.description else {
            throw DecodingError.dataCorruptedError(
                forKey: .fallback, in: container, debugDescription: "\"fallback\" is not what \"fallback_detail\" says")
        }
        looks = try container.decodeIfPresent([Look].self, forKey: .looks) ?? []
        selected = try container.decodeIfPresent(Bool.self, forKey: .selected) ?? false
        stale = try container.decodeIfPresent(Bool.self, forKey: .stale) ?? false
        marks = try container.decodeIfPresent([Mark].self, forKey: .marks) ?? []
        url = try container.decodeIfPresent(String.self, forKey: .url)
        accessibilityLabel = try container.decodeIfPresent(String.self, forKey: .accessibilityLabel)
        accessibilityHidden = try container.decodeIfPresent(Bool.self, forKey: .accessibilityHidden) ?? false
        progress = try container.decodeIfPresent(Progress.self, forKey: .progress)
        milliseconds = try container.decodeIfPresent(Int.self, forKey: .milliseconds)
        plotted = try container.decodeIfPresent(Int.self, forKey: .plotted)
        key = try container.decodeIfPresent(String.self, forKey: .key)
        arguments = try container.decodeIfPresent([String: MessageValue].self, forKey: .arguments)
        parts = try container.decodeIfPresent([RenderedElement].self, forKey: .parts) ?? []
        isPseudoServed = try container.decodeIfPresent(Bool.self, forKey: .isPseudoServed) ?? false
        overlay = try container.decodeIfPresent(Bool.self, forKey: .overlay) ?? false
        violationGroups = try container.decodeIfPresent([Int].self, forKey: .violationGroups) ?? []
    }
}

/// How element ids are spelled: one rule, so that an id never depends on a locale or a state.
package enum ElementID {
    /// `result · score ring + count-up` → `result.score_ring_count_up`: ` · ` separates a
    /// screen from its element and becomes `.`; any other run of non-alphanumerics becomes `_`.
    package static func slug(_ label: String) -> String {
        slug(label, under: nil)
    }

    /// `prefix` + `.` + the label's slug, built in one buffer: a render makes an id for every
    /// element and part, and joining three strings cost more than slugging the label.
    static func slug(_ label: String, under prefix: String?) -> String {
        var label = label
        var prefix = prefix
        let fast = label.withUTF8 { labelBytes in
            prefix.withUTF8OrEmpty { prefixBytes in
                let capacity = prefixBytes.count + 1 + labelBytes.count
                return String(unsafeUninitializedCapacity: capacity) { buffer in
                    var count = 0
                    if prefixBytes.count > 0 {
                        for byte in prefixBytes {
                            buffer[count] = byte
                            count += 1
                        }
                        buffer[count] = UInt8(ascii: ".")
                        count += 1
                    }
                    let start = count
                    var pendingSeparator = false
                    var index = 0
                    while index < labelBytes.count {
                        let byte = labelBytes[index]
                        // ` · ` (20 C2 B7 20) separates a screen from its element.
                        if byte == 0x20, index + 3 < labelBytes.count, labelBytes[index + 1] == 0xC2,
                            labelBytes[index + 2] == 0xB7, labelBytes[index + 3] == 0x20
                        {
                            buffer[count] = UInt8(ascii: ".")
                            count += 1
                            pendingSeparator = false
                            index += 4
                            continue
                        }
                        index += 1
                        var lowered = byte
                        switch byte {
                        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
                        case UInt8(ascii: "A")...UInt8(ascii: "Z"): lowered = byte + 32
                        case 0x80...: return 0  // beyond ASCII: the Unicode rule below
                        default:
                            pendingSeparator = true
                            continue
                        }
                        if pendingSeparator, count > start, buffer[count - 1] != UInt8(ascii: ".") {
                            buffer[count] = UInt8(ascii: "_")
                            count += 1
                        }
                        pendingSeparator = false
                        buffer[count] = lowered
                        count += 1
                    }
                    // An empty slug under a prefix still needs its buffer to say so: a count of
                    // 0 means "not ASCII", so an empty label under a prefix keeps the dot.
                    return count
                }
            }
        }
        if !fast.isEmpty || (label.isEmpty && prefix == nil) { return fast }
        let slug = unicodeSlug(label)
        return prefix.map { $0 + "." + slug } ?? slug
    }

    /// The same rule for labels with letters beyond ASCII.
    static func unicodeSlug(_ label: String) -> String {
        label.components(separatedBy: " · ").map { segment in
            var slug = ""
            var pendingSeparator = false
            for scalar in segment.unicodeScalars {
                if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    if pendingSeparator && !slug.isEmpty { slug += "_" }
                    pendingSeparator = false
                    slug.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                } else {
                    pendingSeparator = true
                }
            }
            return slug
        }.joined(separator: ".")
    }
}

// The modifiers consume the element: chained on a fresh one (`c.part(…).looking(…)`), they
// change it in place instead of copying every field.
extension RenderedElement {
    /// The element with `look` added to its looks (`.icon(.lock)`, `.icon(.covered)`): a state
    /// belongs in a field, never in the label, so that the id stays the same in every state.
    consuming func looking(_ look: Look?) -> RenderedElement {
        guard let look else { return self }
        return changing { $0.looks.append(look) }
    }

    /// The element with `looks` added to its looks, in order.
    consuming func looking(_ looks: [Look]) -> RenderedElement { changing { $0.looks += looks } }

    /// The element with what a screen reader says instead of its text.
    consuming func labeled(_ spoken: String?) -> RenderedElement { changing { $0.accessibilityLabel = spoken } }

    /// The element hidden from screen readers: decoration whose meaning a text beside it says.
    consuming func hiddenFromAccessibility() -> RenderedElement { changing { $0.accessibilityHidden = true } }

    /// The element, picked or not.
    consuming func selecting(_ isSelected: Bool) -> RenderedElement { changing { $0.selected = isSelected } }

    /// The element with `parts` after its own: a row's value beside its label (`Round 1` with
    /// its `xp` part `+15 XP`), so that a view lays them out and a screen reader reads them apart.
    consuming func adding(_ parts: [RenderedElement]) -> RenderedElement { changing { $0.parts += parts } }

    /// The element with these marks drawn on it.
    consuming func marking(_ marks: [Mark]) -> RenderedElement { changing { $0.marks += marks } }

    /// The element as a link to `url`; a bundled link (no address known) says so in its looks (`.bundledLink`).
    consuming func linking(to url: String?) -> RenderedElement {
        guard let url, !url.isEmpty else { return looking(.bundledLink) }
        return changing { $0.url = url }
    }

    /// The element after `change`, made in place on the consumed value.
    private consuming func changing(_ change: (inout RenderedElement) -> Void) -> RenderedElement {
        var element = self
        if !element.isHiddenByWithheldField { change(&element) }
        return element
    }
}

extension Optional where Wrapped == String {
    /// The string's UTF-8 bytes, or an empty buffer for nil.
    fileprivate mutating func withUTF8OrEmpty<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch self {
        case .none: return body(UnsafeBufferPointer(start: nil, count: 0))
        case .some(var text):
            defer { self = text }
            return text.withUTF8(body)
        }
    }
}
