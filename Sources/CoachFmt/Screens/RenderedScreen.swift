import CoachFmtICU

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Every element of one screen section, rendered for one locale, time zone and moment.
public struct RenderedScreen: Sendable, Equatable, Codable {
    /// The section of data-binding.md rendered.
    public let section: ScreenSection
    /// The screen state from `Resources/examples/index.json`, when rendered from one.
    public let state: String?
    /// The UI locale the catalog served, after negotiation (`zh-CN` → `zh-Hans`).
    public let locale: LanguageTag
    /// The zone instants were shown in.
    public let timeZone: TimeZoneID
    /// The render's moment: "today", greetings and relative dates follow from it.
    public let now: Timestamp
    /// One element per row of the section's table, in the table's order.
    public let elements: [RenderedElement]
    /// Things a reviewer should know that are not errors: a message served by the source
    /// locale because the UI locale's catalog lacks it.
    public let notes: [RenderNote]
    /// The fields of the inputs that broke the contract, each once, in report order; the
    /// elements reading them degraded.
    public internal(set) var violations: [ContractViolation] = []
    /// ``violations`` grouped by the shape of the path each made absent, in the order of their
    /// first members: an element refers to these (``RenderedElement/violationGroups``).
    public internal(set) var violationGroups: [ViolationGroup] = []
    /// The responses this section reads that were fetched in another UI locale than this
    /// render's, with the language their strings are in: fetch them again in `locale`. Empty when
    /// every response matches (``ScreenInputs/acceptLanguage``).
    public internal(set) var staleEndpoints: [Endpoint: LanguageTag] = [:]
    /// The catalog keys the render asked for, with every key of each server-enum family it
    /// reached: what the catalog check counts as referenced (tooling; an app has no use for it).
    /// Empty unless rendered with `collectingCatalogKeys`.
    package var catalogKeys: Set<String> {
        Set(askedKeys).union(keyFamilies.lazy.flatMap(\.keys)).union(declaredKeys)
    }
    let askedKeys: [String]
    var keyFamilies: [CatalogKeyFamily] = []
    /// The keys the rendered rows show in other states (``RenderContext/mayShow(_:)``), whether or
    /// not this render needed them; a screen case shows each. Empty unless collecting.
    package var declaredKeys: [String] = []

    /// Every element that could not be resolved; a render with errors exits non-zero.
    public var errors: [String] { elements.flatMap(\.errors) }

    enum CodingKeys: String, CodingKey {
        case section, state, locale
        case timeZone = "time_zone"
        case now, icu
        case icuProvider = "icu_provider"
        case cldr, unicode, elements, notes, errors, violations
        case noteDetails = "note_details"
        case violationGroups = "violation_groups"
        case staleEndpoints = "stale_endpoints"
    }

    /// The JSON of `render --format json` (Resources/schema/rendered-screen.schema.json).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(section.rawValue, forKey: .section)
        try container.encodeIfPresent(state, forKey: .state)
        try container.encode(locale.identifier, forKey: .locale)
        try container.encode(timeZone.identifier, forKey: .timeZone)
        try container.encode(now.rawValue, forKey: .now)
        try container.encode(ICUInfo.icuVersion, forKey: .icu)
        try container.encode(ICUInfo.provider, forKey: .icuProvider)
        try container.encode(ICUInfo.cldrVersion, forKey: .cldr)
        try container.encode(ICUInfo.unicodeVersion, forKey: .unicode)
        try container.encode(elements, forKey: .elements)
        try container.encode(notes.map(\.description), forKey: .notes)
        if !notes.isEmpty { try container.encode(notes, forKey: .noteDetails) }
        try container.encode(errors, forKey: .errors)
        if !violations.isEmpty {
            if encoder.userInfo[Self.violationsWrittenApart] as? Bool != true {
                var entries = container.nestedUnkeyedContainer(forKey: .violations)
                try ViolationEntry.encode(violations, to: &entries)
            }
            try container.encode(violationGroups, forKey: .violationGroups)
        }
        if !staleEndpoints.isEmpty {
            try container.encode(
                Dictionary(uniqueKeysWithValues: staleEndpoints.map { ($0.rawValue, $1.identifier) }),
                forKey: .staleEndpoints)
        }
    }

    /// Pretty JSON with sorted keys: every field of every element.
    ///
    /// The same bytes as `JSONEncoder` gives, but the violations, which may number 800,000, are
    /// written here one line each (``ViolationEntry/writeJSON(_:to:)``) after the rest, since
    /// `violations` sorts last: the encoder would hold a tree of them and a growing copy.
    package func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard !violations.isEmpty else { return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}" }
        encoder.userInfo[Self.violationsWrittenApart] = true
        guard let head = try? encoder.encode(self), head.last == UInt8(ascii: "}") else { return "{}" }
        var text = String(decoding: head.dropLast(2), as: UTF8.self)  // without "\n}"
        text += ",\n  \"violations\" : [\n"
        ViolationEntry.writeJSON(violations, to: &text)
        text += "\n  ]\n}"
        return text
    }

    /// Set in an encoder's `userInfo` by `json()`, which writes the violations itself.
    static let violationsWrittenApart = CodingUserInfoKey(rawValue: "coach-fmt.violations-written-apart")!

    /// Text for people: a header, then one line per element (label, text, provenance), parts
    /// indented beneath, hidden elements with their reason, invisible characters made visible
    /// (every control and bidi control anywhere in a line, as `⟨ESC⟩`, `⟨FSI⟩`).
    package func text() -> String {
        textLines().map(\.line).joined(separator: "\n") + "\n"
    }

    /// The lines of `text()`, each with the id of the element or part it shows (nil for the
    /// header, notes and violations), so that a golden's line can be traced to its element. An
    /// element names the violations it read by their group's number (`violation 1`), and each
    /// group is one line at the end.
    package func textLines() -> [(element: String?, line: String)] {
        var lines: [(element: String?, line: String)] = [
            (nil, "# \(state ?? section.rawValue) · \(locale) · now \(now.rawValue) · \(timeZone) · \(ICUInfo.summary)")
        ]
        func line(_ element: RenderedElement, depth: Int) {
            var text = String(repeating: "  ", count: depth) + (depth > 0 ? "- " : "") + element.label + ": "
            switch element.content {
            case .text(let value), .headline(let value): text += "“" + VisibleText.escape(value) + "”"
            case .hidden(let reason): text += "(hidden: \(reason))"
            case .visual: text += "(visual)"
            case .composite: text.removeLast()
            case .error(let message): text += "(ERROR: \(message))"
            }
            let language = element.language.flatMap { $0 == locale ? nil : $0.identifier }
            if let tag = element.stale ? [language, "stale"].compactMap({ $0 }).joined(separator: ", ") : language {
                text += " [\(tag)]"
            }
            if let look = element.lookNote { text += " {\(look)}" }
            if let spoken = element.accessibilityLabel { text += " ⟨VO: " + VisibleText.escape(spoken) + "⟩" }
            if element.accessibilityHidden { text += " ⟨VO: hidden⟩" }
            var provenance = element.sources.joined(separator: ", ")
            if let fallback = element.fallback {
                provenance += (provenance.isEmpty ? "" : "; ") + "fallback: \(fallback)"
            }
            if element.overlay { provenance += (provenance.isEmpty ? "" : "; ") + "overlay" }
            if element.isPseudoServed {
                provenance += (provenance.isEmpty ? "" : "; ") + "pseudo-localized server string"
            }
            if !element.violationGroups.isEmpty {
                provenance += (provenance.isEmpty ? "" : "; ") + Self.groupReference(element.violationGroups)
            }
            if !provenance.isEmpty { text += "  ‹" + provenance + "›" }
            // The copy is escaped above; labels, reasons, looks and provenance may carry server
            // text too (an unknown enum value, a URL), so no control in the line is left raw.
            lines.append((element.id, VisibleText.escapeControls(text)))
            for part in element.parts { line(part, depth: depth + 1) }
        }
        for element in elements { line(element, depth: 0) }
        for note in notes { lines.append((nil, VisibleText.escapeControls("note: \(note)"))) }
        // Each violation once: a group of many is one line with its count and first members.
        for group in violationGroups.indices { lines.append((nil, VisibleText.escapeControls(groupLine(group)))) }
        for endpoint in Endpoint.allCases {
            if let language = staleEndpoints[endpoint] {
                lines.append((nil, "refetch: \(endpoint.rawValue) (fetched in \(language), shown in \(locale))"))
            }
        }
        return lines
    }
}

extension RenderedScreen {
    /// Reads what `encode(to:)` writes, so that a front end or a cache can keep a render. The ICU
    /// versions describe the render's machine, and `errors` follows from the elements: neither is read back.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func field<T>(_ key: CodingKeys, _ make: (String) throws -> T?) throws -> T {
            let text = try container.decode(String.self, forKey: key)
            guard let value = try? make(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "invalid \(key.stringValue): \(EchoedInput.bounded(text))")
            }
            return value
        }
        section = try field(.section) { ScreenSection(rawValue: $0) }
        state = try container.decodeIfPresent(String.self, forKey: .state)
        locale = try field(.locale) { try LanguageTag($0) }
        timeZone = try field(.timeZone) { try TimeZoneID($0) }
        now = try field(.now) { Timestamp($0) }
        elements = try container.decode([RenderedElement].self, forKey: .elements)
        let prose = try container.decode([String].self, forKey: .notes)
        notes = try container.decodeIfPresent([RenderNote].self, forKey: .noteDetails) ?? []
        guard notes.map(\.description) == prose else {
            throw DecodingError.dataCorruptedError(
                forKey: .notes, in: container, debugDescription: "\"notes\" are not what \"note_details\" say")
        }
        violations = try ViolationEntry.violations(
            container.decodeIfPresent([ViolationEntry].self, forKey: .violations) ?? [],
            in: container, forKey: .violations)
        violationGroups = try container.decodeIfPresent([ViolationGroup].self, forKey: .violationGroups) ?? []
        var stale: [Endpoint: LanguageTag] = [:]
        for (name, tag) in try container.decodeIfPresent([String: String].self, forKey: .staleEndpoints) ?? [:] {
            guard let endpoint = Endpoint(rawValue: name), let language = try? LanguageTag(tag) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .staleEndpoints, in: container,
                    debugDescription: "invalid stale endpoint: \(EchoedInput.bounded(name)) \(EchoedInput.bounded(tag))"
                )
            }
            stale[endpoint] = language
        }
        staleEndpoints = stale
        askedKeys = []
        // References that point nowhere would make `RenderedElement.violations(in:)` skip silently.
        if let outside = violationGroups.last(where: { ($0.runs.last?.upperBound ?? 0) > violations.count }) {
            throw DecodingError.dataCorruptedError(
                forKey: .violationGroups, in: container,
                debugDescription:
                    "group \(EchoedInput.bounded(outside.shape ?? "")) runs past the \(violations.count) violations")
        }
        if let element = Self.firstElement(
            in: elements, where: { $0.violationGroups.contains { !violationGroups.indices.contains($0) } })
        {
            throw DecodingError.dataCorruptedError(
                forKey: .elements, in: container,
                debugDescription:
                    "\(EchoedInput.bounded(element.id)) refers to a violation group of \(violationGroups.count) that does not exist"
            )
        }
    }
}
