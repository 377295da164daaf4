import CoachFmtContract
import CoachFmtFormatting

/// Validates a catalog: the rules every locale's copy must keep before it ships.
///
/// Both locales have the same keys; every message parses with ICU; argument names and kinds
/// match the source locale; every plural has the categories its locale's rules use (from ICU's
/// plural rules: `one` and `other` in en, `other` in zh-Hans); source messages with arguments
/// carry a translator note; keys the kit references exist, and a key that nothing reaches (no
/// row, fallback, formatter or entry of `outside_screens.json`) is an error. A translation whose
/// recorded ``SourceFingerprint`` no longer matches its source value is stale: a warning naming
/// the key. One without a fingerprint is not judged.
/// Every value keeps the copy style and the glossary (``CopyStyle``). A translation keeps its
/// source's structure, so that a hand edit cannot bring in what `import xliff` refuses: the
/// same select case names and plural offsets, no white space at either end that the source
/// lacks; no value is empty, holds a control other than tab and line break, or a closing brace
/// that closes nothing. The rules of one value are ``check(_:key:locale:against:plurals:)``, which
/// a catalog overlay (``Catalog/overlaid(with:locale:)``) applies to each of its values too.
/// Each problem prints as swift-format prints a finding, with a stable rule name:
/// `zh-Hans.json: error: [style.han-latin-space] key: no space between “于” and “1”: “…”`.
package struct CatalogCheck: Sendable {
    /// One broken rule: the file, the rule, the key and why.
    package struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// How bad a problem is.
        package enum Severity: String, Sendable { case error, warning }
        /// An error fails the check; a warning is reported.
        package let severity: Severity
        /// The catalog file (`Resources/copy/zh-Hans.json`).
        package let file: String
        /// A short stable name for the rule (`unused-key`, `stale-translation`,
        /// `style.han-latin-space`, `glossary.band.good`), for filtering and for looking it up.
        package let rule: CatalogRule
        /// The catalog key.
        package let key: String
        /// Why it breaks a rule, in one sentence.
        package let reason: String

        /// A problem, as a check outside this type reports one (the accessibility labels').
        package init(severity: Severity, file: String, rule: CatalogRule, key: String, reason: String) {
            (self.severity, self.file, self.rule, self.key, self.reason) = (severity, file, rule, key, reason)
        }

        /// `file: error: [rule] key: reason` (or `warning:`), as swift-format prints a finding; a
        /// key longer than ``EchoedInput/maximumBytes`` is cut.
        package var description: String {
            "\(file): \(severity.rawValue): [\(rule)] \(EchoedInput.bounded(key)): \(reason)"
        }
    }

    /// The catalog checked.
    package let catalog: Catalog
    /// Keys the kit asks for: the formatters' and the screens', collected by the tooling
    /// (`CatalogReferences` in `CoachFmtResources`).
    package let referenced: Set<String>

    /// The style rules and glossary every value must keep.
    package let style: CopyStyle

    /// A check against `referenced` and `style`; `CatalogCheck(catalog)` in `CoachFmtResources`
    /// passes the keys that the formatters and every example state ask for, and the style data.
    package init(_ catalog: Catalog, referenced: Set<String>, style: CopyStyle) {
        self.catalog = catalog
        self.referenced = referenced
        self.style = style
    }

    /// The file a locale's messages came from, for messages.
    package func file(_ locale: LanguageTag) -> String {
        (catalog.origin == "built-in" ? "Resources/copy" : catalog.origin) + "/\(locale.identifier).json"
    }

    /// Every problem, errors and warnings, sorted by file and key.
    package func run() -> [Problem] {
        var problems: [Problem] = []
        let source = Catalog.sourceLocale
        let sourceMessages = catalog.messages[source] ?? [:]
        var sourceReadings: [String: SourceReading] = [:]
        for locale in LocaleNegotiation.catalogLocales {
            let file = file(locale)
            let messages = catalog.messages[locale] ?? [:]
            func problem(_ rule: CatalogRule, _ key: String, _ reason: String, _ severity: Problem.Severity = .error) {
                problems.append(Problem(severity: severity, file: file, rule: rule, key: key, reason: reason))
            }
            if locale != source {
                for key in sourceMessages.keys.sorted() where messages[key] == nil {
                    problem(.missingTranslation, key, "missing (the \(source) catalog has it)")
                }
                for key in messages.keys.sorted() where sourceMessages[key] == nil {
                    problem(.extraKey, key, "not in the \(source) catalog")
                }
            }
            var endings: [String: Bool] = [:]
            let plurals = Plurals(locale)
            for key in messages.keys.sorted() {
                let entry = messages[key]!
                // A source value that does not read as a message gives its translations only its text.
                let against =
                    locale == source
                    ? nil
                    : sourceReadings[key]
                        ?? sourceMessages[key].map { SourceReading(value: $0.value, kinds: nil, shapes: [:]) }
                let report = check(entry, key: key, locale: locale, against: against, plurals: plurals)
                for found in report.problems { problem(found.rule, key, found.reason, found.severity) }
                if let ending = report.ending { endings[key] = ending }
                if locale == source {
                    sourceReadings[key] = report.reading
                    if let kinds = report.reading?.kinds, !kinds.isEmpty, (entry.note ?? "").isEmpty {
                        problem(
                            .translatorNote, key,
                            "has arguments (\(kinds.keys.sorted().joined(separator: ", "))) but no note for translators"
                        )
                    }
                }
            }
            for (key, violation) in style.siblingViolations(endings: endings) {
                problem(violation.rule, key, violation.message)
            }
        }
        let sourceFile = file(source)
        for key in referenced.sorted() where sourceMessages[key] == nil {
            problems.append(
                Problem(
                    severity: .error, file: sourceFile, rule: .missingKey, key: key,
                    reason: "referenced by the kit but missing"))
        }
        for key in sourceMessages.keys.sorted() where !referenced.contains(key) {
            problems.append(
                Problem(
                    severity: .error, file: sourceFile, rule: .unusedKey, key: key,
                    reason:
                        "unused: no row, fallback or formatter reaches it, and outside_screens.json does not list it"
                ))
        }
        return problems
    }

    /// The plural categories a locale's rules use, cardinal and ordinal, from ICU.
    struct Plurals: Sendable {
        let cardinal: Set<PluralCategory>
        let ordinal: Set<PluralCategory>

        /// `one` and `other` for en, `other` for zh-Hans.
        init(_ locale: LanguageTag) {
            cardinal = (try? PluralRules(locale: locale).categories) ?? [.other]
            ordinal = (try? PluralRules(locale: locale, ordinal: true).categories) ?? [.other]
        }
    }

    /// A source message as its translations are held to it: its text, and its arguments' kinds
    /// and branch shapes when it parses.
    struct SourceReading: Sendable {
        let value: String
        /// Nil when the source message does not parse: its translations are then not compared.
        let kinds: [String: ArgumentKind]?
        let shapes: [String: BranchShape]
        /// Every way each argument is written, as ``ArgumentForm`` reads it.
        let forms: [String: [ArgumentForm]]

        /// Reads `value` with ICU.
        init(_ value: String) {
            self.value = value
            if let arguments = try? MessageFormat.describe(value) {
                kinds = CatalogCheck.argumentKinds(arguments).kinds
                shapes = CatalogCheck.branchShapes(arguments)
                forms = ArgumentForm.forms(arguments)
            } else {
                (kinds, shapes, forms) = (nil, [:], [:])
            }
        }

        init(
            value: String, kinds: [String: ArgumentKind]?, shapes: [String: BranchShape],
            forms: [String: [ArgumentForm]] = [:]
        ) {
            (self.value, self.kinds, self.shapes, self.forms) = (value, kinds, shapes, forms)
        }
    }

    /// What one value breaks of the rules it keeps on its own, and what the rules across keys
    /// need of it.
    struct EntryReport: Sendable {
        /// Each broken rule, in the order checked.
        var problems: [(rule: CatalogRule, reason: String, severity: Problem.Severity)] = []
        /// For a sentence that formats: whether it ends in sentence punctuation
        /// (``CopyStyle/siblingViolations(endings:)``).
        var ending: Bool?
        /// The value's own reading, when it parses.
        var reading: SourceReading?
    }

    /// Checks one value of `locale`, alone and against `source`, the reading of the source
    /// message it translates or replaces (nil for a source value): the rules of the type's
    /// summary except those across keys (missing and extra keys, notes, sibling endings,
    /// references), which `run()` and an overlay apply around it.
    func check(
        _ entry: CatalogEntry, key: String, locale: LanguageTag, against source: SourceReading?, plurals: Plurals
    ) -> EntryReport {
        var report = EntryReport()
        func problem(_ rule: CatalogRule, _ reason: String, _ severity: Problem.Severity = .error) {
            report.problems.append((rule, reason, severity))
        }
        let pattern = entry.value
        let isSource = locale == Catalog.sourceLocale
        let sourceLocale = Catalog.sourceLocale
        if !isSource, let recorded = entry.sourceFingerprint, let source, recorded != SourceFingerprint.of(source.value)
        {
            problem(
                .staleTranslation, "stale: the \(sourceLocale) value changed after this translation was made",
                .warning)
        }
        if Self.isBlank(pattern) {
            problem(
                .emptyValue,
                isSource
                    ? "value is empty or only white space and invisible characters"
                    : "value is empty or only white space and invisible characters: leave the entry out to leave it untranslated"
            )
            return report
        }
        for reason in Self.textProblems(pattern, source: source?.value) { problem(reason.rule, reason.reason) }
        if pattern.utf8.count > Catalog.maximumValueBytes {
            problem(
                .valueSize,
                "value is \(pattern.utf8.count) bytes, over the limit of \(Catalog.maximumValueBytes) bytes")
            return report
        }
        do {
            _ = try MessageFormat(pattern, locale: locale)
        } catch {
            problem(
                error == .nestedTooDeep(limit: MessageNesting.maximumDepth) ? .messageDepth : .messageSyntax,
                Self.reason(error))
            return report
        }
        let checked = style.check(message: pattern, key: key, locale: locale, isSource: isSource)
        for violation in checked.violations { problem(violation.rule, violation.message) }
        if style.kind(ofKey: key) == .sentence { report.ending = checked.endsInPunctuation }
        let arguments = (try? MessageFormat.describe(pattern)) ?? []
        let (kinds, conflicts) = Self.argumentKinds(arguments)
        for conflict in conflicts { problem(.argumentKind, conflict) }
        for argument in arguments {
            let needed: Set<PluralCategory>? =
                argument.kind == "plural"
                ? plurals.cardinal : argument.kind == "selectordinal" ? plurals.ordinal : nil
            if let needed {
                let present = Set(argument.selectors.compactMap(PluralCategory.init(rawValue:)))
                let missing = needed.subtracting(present).map(\.rawValue).sorted()
                if !missing.isEmpty {
                    problem(
                        .pluralCategories,
                        "plural '\(argument.name)' lacks \(missing.joined(separator: ", ")) (\(locale) uses \(needed.map(\.rawValue).sorted().joined(separator: ", ")))"
                    )
                }
            }
        }
        let shapes = Self.branchShapes(arguments)
        let forms = ArgumentForm.forms(arguments)
        report.reading = SourceReading(value: pattern, kinds: kinds, shapes: shapes, forms: forms)
        guard let source, let expected = source.kinds else { return report }
        for (name, kind) in expected.sorted(by: { $0.key < $1.key }) {
            guard let actual = kinds[name] else {
                problem(.argumentMissing, "argument '\(name)' is missing (\(sourceLocale) has it)")
                continue
            }
            if !actual.matches(kind) {
                problem(.argumentKind, "argument '\(name)' is \(actual) here but \(kind) in \(sourceLocale)")
            }
        }
        for name in kinds.keys.sorted() where expected[name] == nil {
            problem(.argumentExtra, "argument '\(name)' is not in \(sourceLocale)")
        }
        for name in forms.keys.sorted() {
            guard let expectedKind = expected[name], let actualKind = kinds[name], actualKind.matches(expectedKind)
            else { continue }
            let sourceForms = source.forms[name] ?? []
            // A plural's offset against the source's plural is the plural-offset rule's to judge.
            let sourceHasPlural = sourceForms.contains(where: \.isPlural)
            for form in forms[name]! where !form.showsPlainValue && !sourceForms.contains(form) {
                if form.isPlural && sourceHasPlural { continue }
                problem(
                    .argumentStyle,
                    "argument '\(name)' is written '\(form)' here, which \(sourceLocale) does not use (\(sourceLocale): \(ArgumentForm.list(sourceForms))); a translation keeps its source's type, style and skeleton"
                )
                break
            }
        }
        for (name, expectedShape) in source.shapes.sorted(by: { $0.key < $1.key }) {
            guard let shape = shapes[name] else { continue }
            if let cases = expectedShape.selectCases, let actual = shape.selectCases, cases != actual {
                problem(
                    .selectCases,
                    "select '\(name)' has the cases \(Self.list(actual)); \(sourceLocale) has \(Self.list(cases))")
            }
            if expectedShape.offsets != shape.offsets {
                problem(
                    .pluralOffset,
                    "plural '\(name)' has offset \(Self.list(shape.offsets)); \(sourceLocale) has \(Self.list(expectedShape.offsets))"
                )
            }
        }
        return report
    }

    /// Each argument's kind, and a sentence for each name used as two kinds.
    static func argumentKinds(_ arguments: [MessageArgumentInfo]) -> (
        kinds: [String: ArgumentKind], conflicts: [String]
    ) {
        var kinds: [String: ArgumentKind] = [:]
        var conflicts: [String] = []
        for argument in arguments {
            let kind = ArgumentKind(argument.kind)
            if let previous = kinds[argument.name], previous != kind, previous != .any, kind != .any {
                conflicts.append("argument '\(argument.name)' is used as \(previous) and as \(kind)")
            }
            if kinds[argument.name] == nil || kinds[argument.name] == .any { kinds[argument.name] = kind }
        }
        return (kinds, conflicts)
    }

    /// What a target must keep of its source's branches: a select's case names, exactly, and
    /// a plural's offset (each as written, over every occurrence of the argument).
    struct BranchShape: Equatable {
        var selectCases: Set<String>?
        var offsets: Set<String> = []
    }

    static func branchShapes(_ arguments: [MessageArgumentInfo]) -> [String: BranchShape] {
        var shapes: [String: BranchShape] = [:]
        for argument in arguments {
            switch argument.kind {
            case "select":
                shapes[argument.name, default: BranchShape()].selectCases =
                    (shapes[argument.name]?.selectCases ?? []).union(argument.selectors)
            case "plural", "selectordinal":
                // Compared by value: `offset:1` and `offset:1.0` are the same; an unreadable one stays as written.
                let offset =
                    argument.offsetValue.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : "\($0)" }
                    ?? argument.offset
                shapes[argument.name, default: BranchShape()].offsets.insert(offset)
            default: break
            }
        }
        return shapes
    }

    static func list(_ names: Set<String>) -> String { names.sorted().joined(separator: ", ") }

    /// Problems of a value's text as written, whatever its arguments: a control character
    /// other than tab and line break (a terminal would obey it), a closing brace that closes
    /// nothing (ICU shows it as text: `5 天}`), and, for a translation, white space at either
    /// end that its source does not have.
    static func textProblems(_ pattern: String, source: String?) -> [(rule: CatalogRule, reason: String)] {
        var problems: [(rule: CatalogRule, reason: String)] = []
        if let control = pattern.unicodeScalars.first(where: isControl) {
            problems.append(
                (.controlCharacter, "holds the control character \(hex(control)); only tab and line break may appear")
            )
        }
        if let offset = MessageNesting(pattern).strayBraceOffset {
            problems.append(
                (
                    .strayBrace,
                    "the '}' at offset \(offset) closes nothing, so it would show as text; quote it as '}' if it is meant"
                ))
        }
        if let source {
            if pattern.first!.isWhitespace, source.first.map({ !$0.isWhitespace }) ?? true {
                problems.append((.edgeWhitespace, "starts with white space that the source value does not have"))
            }
            if pattern.last!.isWhitespace, source.last.map({ !$0.isWhitespace }) ?? true {
                problems.append((.edgeWhitespace, "ends with white space that the source value does not have"))
            }
        }
        return problems
    }

    /// True when `value` shows nothing: only white space, format controls (`Cf`: zero-width
    /// space and joiners, bidi marks, the BOM) and other default-ignorable code points.
    package static func isBlank(_ value: String) -> Bool {
        value.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
                || scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    /// C0 and C1 controls and DEL, except tab and line feed.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
    }

    static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func reason(_ error: FormatError) -> String {
        switch error {
        case .invalidPattern(_, let offset, let icu): "does not parse at offset \(offset): \(icu)"
        default: error.description
        }
    }

    /// What an argument needs from its value.
    enum ArgumentKind: String, CustomStringConvertible {
        /// `{name}`: formats whatever it is given.
        case any
        /// number, plural, selectordinal, spellout, ordinal, duration.
        case number
        case select
        case date
        case choice

        init(_ icuKind: String) {
            switch icuKind {
            case "none": self = .any
            case "select": self = .select
            case "date", "time": self = .date
            case "choice": self = .choice
            default: self = .number
            }
        }

        /// A plain `{name}` shows a number as well as text; a select or date needs its own kind.
        func matches(_ other: ArgumentKind) -> Bool {
            self == other || (self == .any && other == .number) || (self == .number && other == .any)
        }

        var description: String { self == .any ? "plain" : rawValue }
    }
}
