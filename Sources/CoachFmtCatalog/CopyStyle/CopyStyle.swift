import CoachFmtContract
import CoachFmtFormatting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The copy style rules of `Resources/copy/STYLE-zh-Hans.md` as code, over the data of
/// `Resources/copy/style.json` and the glossary of `glossary.json`.
///
/// ``check(_:locale:kind:key:)`` is the one entry point for a finished string, a catalog
/// message formatted with sample values (see `CopyStyle+Catalog.swift`) or a rendered element:
///
/// ```swift
/// CopyStyle.builtIn.check("已于11月20日到期", locale: .zhHans, kind: nil)
/// // [style.han-latin-space] no space between “于” and “1”: “已于11月2…”
/// CopyStyle.builtIn.check("Couldn’t load this article.", locale: .en, kind: .title)
/// // [style.final-punctuation] a title ends in “.”
/// ```
///
/// The rules, by the id a violation carries:
/// - `style.han-latin-space` (zh-Hans): a half-width space between Han and a Latin letter, a
///   digit or `+ % ¥ $`, except inside the date and time shapes ICU writes (`10月17日`,
///   `11月23日至29日`, `上午8:30`; style.json's `formatter_shapes`).
/// - `style.han-space` (zh-Hans): no space between two Han characters.
/// - `style.fullwidth-space` (zh-Hans): no space next to full-width punctuation.
/// - `style.halfwidth-punctuation` (zh-Hans): no half-width `, . ; : ! ? ( )` next to Han
///   (between ASCII letters or digits it is a decimal point, a time, a version or a URL).
/// - `style.any-script-argument` (zh-Hans, catalog messages): an argument of any script is set
///   off by full-width punctuation or ` · `.
/// - `style.final-punctuation`: no final `.` or `。` on a title, button, label or tag.
/// - `style.sibling-endings` (catalog): sibling sentences all end in punctuation or none does.
/// - `style.argument-class` (catalog, en): a plain argument has a class in style.json.
/// - `style.unit-abbreviation` (en): no short unit (`41 s`, `23 chars`) after a number in a
///   sentence; only a tag keeps one (style.json's `en_words`).
/// - `style.sentence-case` (en): a button capitalizes its first word and proper nouns only.
/// - `style.signed-zero`: no `+0`; a zero change reads `0` (ICU's `sign-except-zero`).
/// - `glossary.<term id>`: a variant glossary.json lists as wrong, in any locale.
package struct CopyStyle: Sendable {
    /// What a string is on screen: the rules that depend on it read this.
    package enum Kind: String, Sendable, Decodable, CustomStringConvertible {
        case title, button, label, tag, sentence
        /// The kind's name, as style.json writes it.
        package var description: String { rawValue }
        /// Titles, buttons, labels and tags have no final period.
        var endsBare: Bool { self != .sentence }
    }

    /// How a plain `{argument}` is spaced where it meets Han, by what it renders.
    package enum ArgumentClass: String, Sendable, Decodable, CaseIterable {
        /// Numbers, times, durations, prices, versions, ids: a space on each side.
        case number
        /// Formatted dates and length labels (`10月17日`, `17 字`): a space before, none after.
        case date
        /// Strings in the UI language: no space.
        case ui
        /// Any script (names, titles, endonyms): set off by full-width punctuation or ` · `.
        case any
    }

    /// One broken rule: `[style.han-latin-space] no space between “于” and “1”: “…”`.
    package struct Violation: Sendable, Hashable, CustomStringConvertible {
        /// `style.<rule>` or `glossary.<term id>`.
        package let rule: CatalogRule
        /// What is wrong and where, quoting the text around it.
        package let message: String

        /// `[rule] message`.
        package var description: String { "[\(rule)] \(message)" }
    }

    /// The glossary the rules check against.
    package internal(set) var glossary: Glossary
    let kindKeys: [String: Kind]
    let kindSegments: [String: Kind]
    let kindPrefixes: [(prefix: String, kind: Kind)]
    let argumentNames: [String: ArgumentClass]
    let samples: [ArgumentClass: [String: String]]
    let shapes: [[ShapeToken]]
    let rangeConnectors: [[Unicode.Scalar]]
    let unitAbbreviations: Set<String>
    let properNouns: Set<String>
    /// The keys style.json's `label_value.allow` lets be a label beside its value, with why.
    let labelValueAllowed: [String: String]

    /// The rules for a catalog directory: its `style.json` and `glossary.json` where it has
    /// them, `fallback`'s where it does not. Either file, when present, must be a regular file
    /// of at most ``Catalog/maximumFileBytes`` (``RegularFile``).
    package static func load(directory: String, fallback: CopyStyle) throws(CatalogError) -> CopyStyle {
        func read(_ name: String) throws(CatalogError) -> String? {
            let file = directory + "/" + name
            do {
                return String(decoding: try RegularFile.read(file, limit: Catalog.maximumFileBytes), as: UTF8.self)
            } catch {
                if error.isMissing { return nil }
                throw .unreadable(file: file, reason: error.reason)
            }
        }
        var glossary: Glossary?
        if let text = try read("glossary.json") {
            glossary = try Glossary.parse(text, file: directory + "/glossary.json")
        }
        guard let style = try read("style.json") else {
            return glossary.map { fallback.with(glossary: $0) } ?? fallback
        }
        return try parse(style, file: directory + "/style.json", glossary: glossary ?? fallback.glossary)
    }

    /// Parses a `style.json`; errors name the file and the JSON path.
    package static func parse(_ json: String, file: String, glossary: Glossary) throws(CatalogError) -> CopyStyle {
        do {
            let data = try ContractDecoder.decode(DataFile.self, from: Array(json.utf8), file: file)
            return CopyStyle(data, glossary: glossary)
        } catch {
            throw .malformed(error)
        }
    }

    /// Rules with no kinds, argument classes or shapes: only the glossary and the rules that
    /// hold for any string.
    package static func empty(glossary: Glossary) -> CopyStyle { CopyStyle(DataFile.empty, glossary: glossary) }

    init(_ file: DataFile, glossary: Glossary) {
        self.glossary = glossary
        kindKeys = file.kinds.keys
        kindSegments = file.kinds.segments
        kindPrefixes = file.kinds.prefixes.map { ($0.key, $0.value) }.sorted { $0.0.count > $1.0.count }
        argumentNames = file.arguments.names
        var samples: [ArgumentClass: [String: String]] = [:]
        for (name, values) in file.arguments.samples {
            if let argumentClass = ArgumentClass(rawValue: name) { samples[argumentClass] = values }
        }
        self.samples = samples
        shapes = file.formatterShapes.shapes.map(ShapeToken.parse)
        rangeConnectors = file.formatterShapes.rangeConnectors.map { Array($0.unicodeScalars) }
        unitAbbreviations = Set(file.englishWords?.unitAbbreviations ?? [])
        properNouns = Set(file.englishWords?.properNouns ?? [])
        labelValueAllowed = file.labelValue?.allow ?? [:]
    }

    /// These rules with another glossary.
    package func with(glossary: Glossary) -> CopyStyle {
        var copy = self
        copy.glossary = glossary
        return copy
    }

    // MARK: Kinds

    /// The kind of a catalog key (`home.risk.title` → title, `home.quest.cta.start` → button),
    /// or nil when style.json gives none.
    package func kind(ofKey key: String) -> Kind? { kindMatch(ofKey: key)?.kind }

    /// The kind and, when a segment gave it, that segment's index.
    func kindMatch(ofKey key: String) -> (kind: Kind, segment: Int?)? {
        if let kind = kindKeys[key] { return (kind, nil) }
        let segments = key.split(separator: ".", omittingEmptySubsequences: false)
        for index in segments.indices.reversed() {
            if let kind = kindSegments[String(segments[index])] { return (kind, index) }
        }
        for (prefix, kind) in kindPrefixes where key.hasPrefix(prefix) { return (kind, nil) }
        return nil
    }

    // MARK: The rules, one file each in Rules/

    /// Every rule `text` breaks as copy in `locale`: the glossary's variants, then the style
    /// rules (the zh-Hans ones in zh-Hans only; those that depend on the kind when it is known).
    /// `key` is the catalog key the text came from, when known.
    package func check(_ text: String, locale: LanguageTag, kind: Kind? = nil, key: String? = nil) -> [Violation] {
        check(Sample(text), locale: locale, kind: kind, key: key)
    }

    func check(_ sample: Sample, locale: LanguageTag, kind: Kind?, key: String?) -> [Violation] {
        var found = glossary.violations(in: sample.text, locale: locale, key: key)
        let isChinese = locale.identifier.hasPrefix("zh")
        if isChinese {
            found += hanSpacing(sample)
            found += halfWidthPunctuation(sample)
            found += argumentsSetOff(sample)
            found += bareMeasureWord(sample)
        }
        if locale.identifier.hasPrefix("en") {
            if kind == .sentence || (kind == nil && sample.endsInPunctuation) { found += unitAbbreviations(sample) }
            if kind == .button { found += sentenceCase(sample) }
        }
        found += signedZero(sample)
        found += idsInProse(sample)
        if let kind { found += finalPunctuation(sample, kind: kind) }
        var seen: Set<Violation> = []
        return found.filter { seen.insert($0).inserted }
    }
}
