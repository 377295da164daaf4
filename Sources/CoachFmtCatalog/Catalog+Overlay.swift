import CoachFmtContract
import CoachFmtFormatting

extension Catalog {
    /// This catalog with a downloaded overlay for `locale` laid over it: `bytes` is a file in
    /// the catalog's own JSON format holding the keys it changes (see ``CatalogOverlay``).
    ///
    /// Every value is checked against this catalog's source-locale message of its key, by the
    /// rules of `coach-fmt check`, with the built-in copy style and glossary; a value that
    /// breaks one keeps the previous value, and the result says which key broke which rule.
    /// Overlays stack: overlay the result again (another locale, or a later file for the same
    /// one, whose keys win).
    public func overlaid(with bytes: some Collection<UInt8>, locale: LanguageTag) -> CatalogOverlay {
        overlaid(with: bytes, locale: locale, origin: "overlay \(locale)", style: .builtIn)
    }

    /// As above, with the style rules of a catalog directory (`coach-fmt check --catalog DIR`)
    /// and `origin` (a file's path) at the start of each problem's line.
    package func overlaid(
        with bytes: some Collection<UInt8>, locale: LanguageTag, origin: String, style: CopyStyle
    ) -> CatalogOverlay {
        func refused(_ rule: CatalogRule, _ reason: String) -> CatalogOverlay {
            CatalogOverlay(
                catalog: self, locale: locale, appliedKeys: [],
                problems: [OverlayProblem(.error, origin: origin, key: nil, rule: rule, reason: reason)])
        }
        let locales = LocaleNegotiation.catalogLocales
        guard locales.contains(locale) else {
            return refused(
                .overlayLocale,
                "\(EchoedInput.bounded(locale.identifier)) has no catalog (\(locales.map(\.identifier).joined(separator: ", ")))"
            )
        }
        let size = bytes.count
        guard size <= Self.maximumFileBytes else {
            return refused(
                .overlaySize, "the file is \(size) bytes, over the limit of \(Self.maximumFileBytes) bytes")
        }
        let tree: JSONValue
        do { tree = try JSONParser.parse(Array(bytes)) } catch {
            return refused(.overlayJSON, "malformed JSON: \(error.reason)")
        }
        guard case .object(let members) = tree else {
            return refused(.overlayRoot, "expected an object of key to {\"value\": …}, found \(tree.kindDescription)")
        }
        var problems: [String: [OverlayProblem]] = [:]
        var accepted: [String: (value: String, ending: Bool?)] = [:]
        let check = CatalogCheck(self, referenced: [], style: style)
        let plurals = CatalogCheck.Plurals(locale)
        for key in members.keys.sorted() {
            func problem(_ rule: CatalogRule, _ reason: String, _ severity: OverlayProblem.Severity = .error) {
                problems[key, default: []].append(
                    OverlayProblem(severity, origin: origin, key: key, rule: rule, reason: reason))
            }
            guard let sourceValue = basePattern(key, in: Self.sourceLocale) else {
                problem(.extraKey, "not in the \(Self.sourceLocale) catalog; ignored")
                continue
            }
            let entry: CatalogEntry
            do { entry = try ContractDecoder.decode(CatalogEntry.self, from: members[key]!) } catch {
                problem(.entryType, error.message)
                continue
            }
            let report = check.check(
                entry, key: key, locale: locale, against: CatalogCheck.SourceReading(sourceValue), plurals: plurals)
            for found in report.problems {
                problem(found.rule, found.reason, found.severity == .error ? .error : .warning)
            }
            if !report.problems.contains(where: { $0.severity == .error }) {
                accepted[key] = (entry.value, report.ending)
            }
        }
        // Sentences among siblings end alike: the accepted values are held to the siblings they join.
        let touched = Set(accepted.keys.flatMap(style.siblingGroups(of:)))
        if !touched.isEmpty {
            var endings: [String: Bool] = [:]
            for (key, entry) in messages[locale] ?? [:]
            where accepted[key] == nil && style.kind(ofKey: key) == .sentence {
                guard !touched.isDisjoint(with: style.siblingGroups(of: key)) else { continue }
                let checked = style.check(
                    message: entry.value, key: key, locale: locale, isSource: locale == Self.sourceLocale)
                endings[key] = checked.endsInPunctuation
            }
            for (key, value) in accepted { endings[key] = value.ending }
            for (key, violation) in style.siblingViolations(endings: endings) where accepted[key] != nil {
                problems[key, default: []].append(
                    OverlayProblem(.error, origin: origin, key: key, rule: violation.rule, reason: violation.message))
                accepted[key] = nil
            }
        }
        var catalog = self
        for (key, value) in accepted { catalog.overlay[locale, default: [:]][key] = value.value }
        return CatalogOverlay(
            catalog: catalog, locale: locale, appliedKeys: accepted.keys.sorted(),
            problems: problems.keys.sorted().flatMap { problems[$0]! })
    }
}
