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
        package let rule: String
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

    // MARK: The rules

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
        }
        if locale.identifier.hasPrefix("en") {
            if kind == .sentence || (kind == nil && sample.endsInPunctuation) { found += unitAbbreviations(sample) }
            if kind == .button { found += titleCase(sample) }
        }
        found += signedZero(sample)
        if let kind, kind.endsBare, let last = sample.scalars.last(where: { !Self.isSpace($0) }) {
            if last == "。" || (last == "." && !sample.text.hasSuffix("...")) {
                found.append(Violation(rule: "style.final-punctuation", message: "a \(kind) ends in “\(last)”"))
            }
        }
        var seen: Set<Violation> = []
        return found.filter { seen.insert($0).inserted }
    }

    /// Han next to a Latin letter, digit or number sign with no space (outside a formatter
    /// shape); a space between two Han characters; a space next to full-width punctuation.
    func hanSpacing(_ sample: Sample) -> [Violation] {
        let s = sample.scalars
        var found: [Violation] = []
        let shaped = shapeRegions(s)
        func insideShape(_ index: Int) -> Bool { shaped.contains { $0.contains(index) && $0.contains(index + 1) } }
        for index in s.indices.dropLast() {
            let (a, b) = (s[index], s[index + 1])
            guard sample.argument[index] == nil, sample.argument[index + 1] == nil else { continue }
            if (Self.isHan(a) && Self.isLatinOrNumber(b)) || (Self.isLatinOrNumber(a) && Self.isHan(b)),
                !insideShape(index)
            {
                found.append(
                    sample.violation(
                        "style.han-latin-space", "no space between “\(a)” and “\(b)”", excerpting: index, index + 2))
            }
        }
        var index = 0
        while index < s.count {
            guard s[index] == " " else {
                index += 1
                continue
            }
            var end = index
            while end < s.count && s[end] == " " { end += 1 }
            let before = index > 0 && sample.argument[index - 1] == nil ? s[index - 1] : nil
            let after = end < s.count && sample.argument[end] == nil ? s[end] : nil
            if let before, let after, Self.isHan(before), Self.isHan(after) {
                found.append(
                    sample.violation(
                        "style.han-space", "a space between two Han characters", excerpting: index - 1, end + 1))
            }
            if let mark = [before, after].compactMap({ $0 }).first(where: Self.isFullWidthPunctuation) {
                found.append(
                    sample.violation(
                        "style.fullwidth-space", "a space next to full-width “\(mark)”", excerpting: max(index - 1, 0),
                        end + 1)
                )
            }
            index = end
        }
        return found
    }

    /// Half-width `, . ; : ! ? ( )` whose nearest neighbour (spaces skipped) is Han. Between two
    /// ASCII letters or digits it is a decimal point, a time, a version or a URL and passes.
    func halfWidthPunctuation(_ sample: Sample) -> [Violation] {
        let s = sample.scalars
        var found: [Violation] = []
        for (index, scalar) in s.enumerated() where sample.argument[index] == nil {
            guard let fullWidth = Self.fullWidthFor[scalar] else { continue }
            if index > 0, index + 1 < s.count, Self.isASCIIAlphanumeric(s[index - 1]),
                Self.isASCIIAlphanumeric(s[index + 1])
            {
                continue
            }
            func neighbour(_ step: Int) -> Unicode.Scalar? {
                var at = index + step
                while at >= 0 && at < s.count && Self.isSpace(s[at]) { at += step }
                return at >= 0 && at < s.count && sample.argument[at] == nil ? s[at] : nil
            }
            if [neighbour(-1), neighbour(1)].contains(where: { $0.map(Self.isHan) ?? false }) {
                found.append(
                    sample.violation(
                        "style.halfwidth-punctuation", "half-width “\(scalar)” in a Han sentence, use “\(fullWidth)”",
                        excerpting: index, index + 1))
            }
        }
        return found
    }

    /// A number followed by a short unit that style.json's `unit_abbreviations` lists
    /// (`41 s`, `23 chars`), outside an argument.
    func unitAbbreviations(_ sample: Sample) -> [Violation] {
        let s = sample.scalars
        var found: [Violation] = []
        var index = 0
        while index < s.count {
            guard Self.isASCIIDigit(s[index]), sample.argument[index] == nil else {
                index += 1
                continue
            }
            var end = index
            while end < s.count && (Self.isASCIIDigit(s[end]) || s[end] == "." || s[end] == ",") { end += 1 }
            var word = end < s.count && Self.isSpace(s[end]) ? end + 1 : end
            let start = word
            while word < s.count && s[word].isASCII && s[word].properties.isAlphabetic { word += 1 }
            let unit = String(String.UnicodeScalarView(s[start..<word]))
            if unitAbbreviations.contains(unit), !sample.argument[start..<word].contains(where: { $0 != nil }) {
                found.append(
                    sample.violation(
                        "style.unit-abbreviation",
                        "“\(unit)” after a number in a sentence: spell the unit out (ICU’s measure format or a plural)",
                        excerpting: index, word))
            }
            index = max(word, index + 1)
        }
        return found
    }

    /// A word after the first that starts with a capital and goes on in lowercase, where no
    /// sentence ended before it, and is not one of style.json's `proper_nouns`.
    func titleCase(_ sample: Sample) -> [Violation] {
        let s = sample.scalars
        var found: [Violation] = []
        var index = 0
        var previous: Unicode.Scalar?
        var words = 0
        while index < s.count {
            guard !Self.isSpace(s[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < s.count && !Self.isSpace(s[end]) { end += 1 }
            let letters = s[index..<end].filter { $0.properties.isAlphabetic }
            let word = String(String.UnicodeScalarView(letters))
            let startsSentence = previous.map { ".:!?".unicodeScalars.contains($0) } ?? true
            if words > 0, !startsSentence, letters.count > 1, letters[letters.startIndex].properties.isUppercase,
                letters[letters.startIndex + 1].properties.isLowercase, !properNouns.contains(word),
                !sample.argument[index..<end].contains(where: { $0 != nil })
            {
                found.append(
                    sample.violation(
                        "style.sentence-case",
                        "“\(word)” is capitalized mid-button: buttons are sentence case (style.json’s proper_nouns lists the exceptions)",
                        excerpting: index, end))
            }
            words += 1
            previous = s[end - 1]
            index = end
        }
        return found
    }

    /// `+0`: a signed zero, which reads as a gain where nothing changed.
    func signedZero(_ sample: Sample) -> [Violation] {
        let s = sample.scalars
        var found: [Violation] = []
        for index in s.indices.dropLast() where s[index] == "+" && s[index + 1] == "0" {
            let next = index + 2 < s.count ? s[index + 2] : nil
            let before = index > 0 ? s[index - 1] : nil
            guard !(next.map { Self.isASCIIDigit($0) || $0 == "." || $0 == "," } ?? false),
                !(before.map(Self.isASCIIDigit) ?? false)
            else { continue }
            found.append(
                sample.violation(
                    "style.signed-zero", "“+0” where nothing changed: a zero reads “0” (ICU’s sign-except-zero)",
                    excerpting: index, index + 2))
        }
        return found
    }

    /// An argument of any script that touches something other than punctuation or ` · `.
    func argumentsSetOff(_ sample: Sample) -> [Violation] {
        let s = sample.scalars
        var found: [Violation] = []
        for region in sample.anyScriptRegions {
            let before: Bool =
                region.range.lowerBound == 0 || Self.setsOff(s[region.range.lowerBound - 1])
                || (s[region.range.lowerBound - 1] == " " && region.range.lowerBound >= 2
                    && s[region.range.lowerBound - 2] == "·")
            let after: Bool =
                region.range.upperBound == s.count || Self.setsOff(s[region.range.upperBound])
                || (s[region.range.upperBound] == " " && region.range.upperBound + 1 < s.count
                    && s[region.range.upperBound + 1] == "·")
            if !before || !after {
                found.append(
                    sample.violation(
                        "style.any-script-argument",
                        "{\(region.name)} can be in any script, so set it off with full-width punctuation or “ · ”",
                        excerpting: region.range.lowerBound - 1, region.range.upperBound + 1))
            }
        }
        return found
    }

    // MARK: Formatter shapes

    /// One element of a formatter shape: digits, or a literal scalar.
    enum ShapeToken: Equatable, Sendable {
        case digits
        case literal(Unicode.Scalar)

        static func parse(_ shape: String) -> [ShapeToken] {
            shape.unicodeScalars.map { $0 == "#" ? .digits : .literal($0) }
        }
    }

    /// The ranges of `s` that a formatter shape (or a range of two) covers.
    func shapeRegions(_ s: [Unicode.Scalar]) -> [Range<Int>] {
        var regions: [Range<Int>] = []
        var index = 0
        while index < s.count {
            let startsNumber = index == 0 || !Self.isASCIIDigit(s[index - 1])
            guard startsNumber, var end = matchShape(s, at: index) else {
                index += 1
                continue
            }
            connecting: while true {
                for connector in rangeConnectors where s[end...].starts(with: connector) {
                    if let next = matchShape(s, at: end + connector.count) {
                        end = next
                        continue connecting
                    }
                }
                break
            }
            regions.append(index..<end)
            index = end
        }
        return regions
    }

    private func matchShape(_ s: [Unicode.Scalar], at start: Int) -> Int? {
        shapes: for shape in shapes {
            var at = start
            for token in shape {
                switch token {
                case .digits:
                    let first = at
                    while at < s.count && at - first < 4 && Self.isASCIIDigit(s[at]) { at += 1 }
                    if at == first || (at < s.count && Self.isASCIIDigit(s[at])) { continue shapes }
                case .literal(let scalar):
                    guard at < s.count, s[at] == scalar else { continue shapes }
                    at += 1
                }
            }
            return at
        }
        return nil
    }

    // MARK: Characters

    /// CJK ideographs (the URO, extension A, compatibility ideographs, the supplementary planes) and 〇.
    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x3134F, 0x3007: true
        default: false
        }
    }

    /// A Latin letter, an ASCII digit or a number sign (`+ % ¥ $`).
    static func isLatinOrNumber(_ scalar: Unicode.Scalar) -> Bool {
        isASCIIDigit(scalar) || "+%¥$".unicodeScalars.contains(scalar)
            || (scalar.value < 0x250 && scalar.properties.isAlphabetic)
    }

    static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (isASCIIDigit(scalar) || scalar.properties.isAlphabetic)
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\u{A0}" }

    static let fullWidthPunctuation = Set("，。：；！？（）、《》「」『』【】".unicodeScalars)

    static func isFullWidthPunctuation(_ scalar: Unicode.Scalar) -> Bool { fullWidthPunctuation.contains(scalar) }

    /// What may stand next to an argument of any script: full-width punctuation and quotes.
    static func setsOff(_ scalar: Unicode.Scalar) -> Bool {
        isFullWidthPunctuation(scalar) || "“”‘’".unicodeScalars.contains(scalar)
    }

    static let fullWidthFor: [Unicode.Scalar: String] = [
        ",": "，", ".": "。", ";": "；", ":": "：", "!": "！", "?": "？", "(": "（", ")": "）",
    ]
}

extension CopyStyle {
    /// The decoded `style.json`.
    struct DataFile: Decodable, Sendable {
        struct Kinds: Decodable, Sendable {
            var keys: [String: CopyStyle.Kind]
            var segments: [String: CopyStyle.Kind]
            var prefixes: [String: CopyStyle.Kind]
        }
        struct Arguments: Decodable, Sendable {
            var names: [String: CopyStyle.ArgumentClass]
            var samples: [String: [String: String]]
        }
        struct Shapes: Decodable, Sendable {
            var shapes: [String]
            var rangeConnectors: [String]
            enum CodingKeys: String, CodingKey {
                case shapes
                case rangeConnectors = "range_connectors"
            }
        }
        var kinds: Kinds
        var arguments: Arguments
        var formatterShapes: Shapes
        struct EnglishWords: Decodable, Sendable {
            var unitAbbreviations: [String]
            var properNouns: [String]
            enum CodingKeys: String, CodingKey {
                case unitAbbreviations = "unit_abbreviations"
                case properNouns = "proper_nouns"
            }
        }
        var englishWords: EnglishWords?

        enum CodingKeys: String, CodingKey {
            case kinds, arguments
            case formatterShapes = "formatter_shapes"
            case englishWords = "en_words"
        }

        static let empty = DataFile(
            kinds: Kinds(keys: [:], segments: [:], prefixes: [:]), arguments: Arguments(names: [:], samples: [:]),
            formatterShapes: Shapes(shapes: [], rangeConnectors: []), englishWords: nil)
    }
}
