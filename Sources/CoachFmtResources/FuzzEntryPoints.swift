import CoachFmt

/// The fuzz targets' entry points, one per way input reaches the kit. The libFuzzer driver
/// (`coach-fmt-fuzz`, built by tools/fuzz.sh) and the regression tests of the crashes it found
/// call the same code. None of them may trap, whatever the bytes.
package enum FuzzEntryPoints {
    /// The targets by name, as `coach-fmt-fuzz TARGET` and the regression files name them.
    package static let targets: [String: @Sendable (UnsafeBufferPointer<UInt8>) -> Void] = [
        "render": render, "catalog": catalog, "message": message, "format": format,
    ]

    /// API JSON to a rendered screen: the first byte picks the endpoint, the rest is its body.
    /// Whatever the body, the render has every declared element of the section: one that breaks
    /// the contract degrades elements, it never loses one (a lost id traps, for the fuzzer to report).
    package static func render(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let selector = bytes.first else { return }
        let endpoint = Endpoint.allCases[Int(selector) % Endpoint.allCases.count]
        var inputs = ScreenInputs()
        let file = "\(endpoint.rawValue).json"
        guard (try? inputs.add(endpoint, bytes: Array(bytes.dropFirst()), file: file)) != nil else { return }
        let now = Timestamp("2026-11-27T09:15:00-05:00")!
        for section in ScreenSection.allCases {
            for locale in LocaleNegotiation.uiLocales {
                let screen = ScreenRenderer.render(section, inputs: inputs, locale: locale, timeZone: .utc, now: now)
                _ = screen.text()
                _ = screen.json()
                let ids = Set(screen.elements.map(\.id))
                precondition(ids.count == screen.elements.count, "\(section.shortName): duplicate element ids")
                let lost = (elementIDs[section] ?? []).subtracting(ids)
                precondition(lost.isEmpty, "\(section.shortName): lost \(lost.sorted())")
            }
        }
    }

    /// Each section's declared element ids: every render has each of them, shown or hidden.
    static let elementIDs: [ScreenSection: Set<String>] = Dictionary(
        uniqueKeysWithValues: ScreenSection.allCases.map { ($0, Set($0.elementIDs)) })

    /// A catalog file to a validated catalog: the bytes stand in for zh-Hans.json, and for a
    /// zh-Hans overlay laid over the built-in catalog.
    package static func catalog(_ bytes: UnsafeBufferPointer<UInt8>) {
        _ = Catalog.builtIn.overlaid(with: bytes, locale: .zhHans)
        guard let messages = try? Catalog.parse(String(decoding: bytes, as: UTF8.self), file: "zh-Hans.json") else {
            return
        }
        var all = Catalog.builtInWithNotes.messages
        all[.zhHans] = messages
        _ = CatalogCheck(
            Catalog(messages: all, origin: "fuzz"), referenced: CatalogReferences.formatterKeys, style: .builtIn
        ).run()
    }

    /// A message pattern and NAME=VALUE lines to text: "pattern\0name=value\nname=value".
    package static func message(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        let pieces = text.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false)
        guard let pattern = pieces.first else { return }
        var values: [String: MessageValue] = [:]
        for line in (pieces.count > 1 ? pieces[1] : "").split(separator: "\n") {
            let pair = line.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            values[String(pair[0])] = MessageValue(numeral: String(pair[1])) ?? .string(String(pair[1]))
        }
        // en-XA rewrites the pattern's literal text first (PseudoLocale), from ICU's parse of it.
        for locale in [LanguageTag.en, .zhHans, .enXA] {
            guard let format = try? MessageFormat(String(pattern), locale: locale) else { return }
            _ = try? format.format(values)
            for argument in format.arguments where values[argument.name] == nil { values[argument.name] = .integer(3) }
            _ = try? format.format(values)
        }
    }

    /// The `format` command's inputs: tags, zones, dates, skeletons, numbers and names.
    package static func format(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        let tag = (try? LanguageTag(text)) ?? .en
        _ = LanguageNames.endonym(of: tag)
        _ = LanguageNames.name(of: tag, in: .zhHans)
        _ = try? LocaleNegotiation.catalogLocale(for: [text])
        _ = LocaleNegotiation.catalogLocale(acceptLanguage: text)
        _ = try? TimeZoneID(text)
        if let day = CalendarDate(text) { _ = try? DateFormat(skeleton: "MMMEd", locale: tag).format(day) }
        if let instant = Timestamp(text) { _ = try? DateFormat(skeleton: "yMMMdjm", locale: tag).format(instant) }
        _ = try? DateFormat(skeleton: text, locale: .en).format(milliseconds: 0)
        _ = try? DateRangeFormat(skeleton: text, locale: .zhHans).format(
            from: CalendarDate(daysSinceEpoch: 0), to: CalendarDate(daysSinceEpoch: 9))
        _ = try? NumberFormat(skeleton: text, locale: .en).format(1234.5)
        _ = try? NumberFormat(locale: tag).format(decimal: text)
        _ = try? PluralCategory.of(decimal: text, locale: tag)
        _ = AvatarInitial.of(text, locale: tag)
        _ = PseudoLocale.text(text)
        _ = ListFormat.and([text, text], locale: tag)
        if let ms = Int(text) { _ = try? DurationFormat.clock(milliseconds: ms) }
    }
}
