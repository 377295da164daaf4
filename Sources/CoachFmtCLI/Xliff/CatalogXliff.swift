import CoachFmt
import CoachFmtResources

/// The catalog's side of the XLIFF exchange: a locale's units for translators, and their
/// translations merged back, checked with the rules of `coach-fmt check`.
///
/// A unit's state says how its target relates to the current `en` value, through the
/// ``SourceFingerprint`` the entry records:
/// - `final`: translated from the current `en` value;
/// - `initial` with subState `coach-fmt:stale`: translated from an earlier `en` value, the old
///   target kept for reference;
/// - `translated`: a translation that records no fingerprint, so nobody knows;
/// - `initial` without a target: no translation yet.
enum CatalogXliff {
    static let staleSubState = "coach-fmt:stale"

    /// The units of `locale`, one per `en` key in the catalog's order.
    static func export(_ catalog: Catalog, locale: LanguageTag) -> XliffDocument {
        let source = Catalog.sourceLocale
        let sourceMessages = catalog.messages[source] ?? [:]
        let messages = catalog.messages[locale] ?? [:]
        var document = XliffDocument(
            sourceLanguage: source.identifier, targetLanguage: locale.identifier, fileID: "copy",
            original: "copy/\(locale.identifier).json")
        document.notes = [
            XliffDocument.Note(
                category: "format",
                text:
                    "Each source and target is an ICU MessageFormat message. Keep every {argument} and the plural, select and selectordinal keywords (one, other, =0, the select cases) as the source has them; translate the text, including the text inside each plural or select branch. A plural lists the categories of the target language. The import refuses a target that breaks these rules."
            ),
            XliffDocument.Note(
                category: "state",
                text:
                    "final: translated from this source. translated: a translation whose source was not recorded. initial with subState \(staleSubState): the source changed after the translation was made; update the target and set the state to translated or final. A unit that comes back initial stays stale."
            ),
        ]
        for key in sourceMessages.keys.sorted(by: { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }) {
            let sourceEntry = sourceMessages[key]!
            var unit = XliffDocument.Unit(id: key, state: .initial, source: sourceEntry.value)
            if let note = sourceEntry.note, !note.isEmpty { unit.notes.append(XliffDocument.Note(text: note)) }
            if let format = formatNote(sourceEntry.value, locale: locale) { unit.notes.append(format) }
            if let entry = messages[key] {
                unit.target = entry.value
                switch entry.sourceFingerprint {
                case nil: unit.state = .translated
                case SourceFingerprint.of(sourceEntry.value): unit.state = .final
                default:
                    unit.subState = staleSubState
                    unit.notes.append(
                        XliffDocument.Note(
                            category: "stale",
                            text:
                                "The English source changed after this translation was made: update the target, then set the state to translated or final."
                        ))
                }
            }
            document.units.append(unit)
        }
        return document
    }

    /// What a message's arguments require of a translation, for the unit's `format` note:
    /// `Keep {count, plural} (zh-Hans categories: other), {name}.`
    static func formatNote(_ pattern: String, locale: LanguageTag) -> XliffDocument.Note? {
        guard let arguments = try? MessageFormat.describe(pattern), !arguments.isEmpty else { return nil }
        var seen: Set<String> = []
        var parts: [String] = []
        for argument in arguments where seen.insert(argument.name).inserted {
            switch argument.kind {
            case "none": parts.append("{\(argument.name)}")
            case "plural", "selectordinal":
                let ordinal = argument.kind == "selectordinal"
                let categories = (try? PluralRules(locale: locale, ordinal: ordinal).categories) ?? [.other]
                let names = PluralCategory.allCases.filter(categories.contains).map(\.rawValue)
                parts.append(
                    "{\(argument.name), \(argument.kind)} (\(locale) categories: \(names.joined(separator: ", ")))")
            case "select":
                parts.append(
                    "{\(argument.name), select} (cases: \(argument.selectors.joined(separator: ", ")))")
            default: parts.append("{\(argument.name), \(argument.kind)}")
            }
        }
        return XliffDocument.Note(category: "format", text: "Keep " + parts.joined(separator: ", ") + ".")
    }

    /// The result of merging a translated document into a catalog.
    struct Merge {
        /// The target locale's entries after the merge.
        var entries: [String: CatalogEntry]
        /// Broken targets, `key: reason`; any one refuses the whole file.
        var problems: [String] = []
        /// `key: reason` lines that do not refuse the file.
        var warnings: [String] = []
        /// Units with a target, and units without one (left alone).
        var imported = 0
        var untranslated = 0
    }

    /// Merges the targets of `document` into the catalog's entries for its target language.
    ///
    /// A target replaces the entry's value. A unit in state `translated`, `reviewed` or
    /// `final` records the fingerprint of the unit's `<source>`, the text it was translated
    /// from; a unit left `initial` keeps the entry's old fingerprint, so a stale entry stays
    /// stale until someone confirms it. A unit without a target (or with an empty or
    /// one that shows nothing, only white space and invisible characters) leaves its entry as it
    /// is. The merged entries are checked with ``CatalogCheck``: any error on
    /// an imported key is a problem.
    static func merge(_ document: XliffDocument, into catalog: Catalog, locale: LanguageTag) -> Merge {
        let source = Catalog.sourceLocale
        let sourceMessages = catalog.messages[source] ?? [:]
        var merge = Merge(entries: catalog.messages[locale] ?? [:])
        var importedKeys: Set<String> = []
        for unit in document.units {
            guard let sourceEntry = sourceMessages[unit.id] else {
                merge.problems.append("\(EchoedInput.bounded(unit.id)): [extra-key] not in the \(source) catalog")
                continue
            }
            // A target that shows nothing is no translation (a CAT tool's blank segment).
            guard let target = unit.target, !CatalogCheck.isBlank(target) else {
                merge.untranslated += 1
                continue
            }
            let existing = merge.entries[unit.id]
            var fingerprint = existing?.sourceFingerprint
            if unit.state != .initial {
                fingerprint = SourceFingerprint.of(unit.source)
                if unit.source != sourceEntry.value {
                    merge.warnings.append(
                        "\(EchoedInput.bounded(unit.id)): translated from an earlier \(source) value than the catalog's; it stays stale"
                    )
                }
            }
            merge.entries[unit.id] = CatalogEntry(
                value: target, note: existing?.note ?? sourceEntry.note, sourceFingerprint: fingerprint)
            importedKeys.insert(unit.id)
            merge.imported += 1
        }
        var messages = catalog.messages
        messages[locale] = merge.entries
        let check = CatalogCheck(Catalog(messages: messages, origin: catalog.origin), referenced: [], style: .builtIn)
        let file = check.file(locale)
        for problem in check.run()
        where problem.severity == .error && problem.file == file && importedKeys.contains(problem.key) {
            merge.problems.append("\(EchoedInput.bounded(problem.key)): [\(problem.rule)] \(problem.reason)")
        }
        return merge
    }
}
