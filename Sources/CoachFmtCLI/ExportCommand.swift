import CoachFmt
import CoachFmtResources

/// `coach-fmt export xliff --locale TAG [--catalog DIR] [--out FILE]`: a locale's units as
/// XLIFF 2.0 for translators, on stdout or into FILE.
enum ExportCommand {
    static let formats = ["xliff"]

    /// The XLIFF document (`isDocument`), or with `--out` a summary of what was written.
    static func run(_ arguments: [String]) throws -> (output: String, isDocument: Bool) {
        guard let format = arguments.first else { throw UsageError.missingArgument("FORMAT (xliff)") }
        guard formats.contains(format) else {
            throw UsageError.invalid("unknown export format '\(EchoedInput.bounded(format))' (xliff)")
        }
        let args = try ParsedArguments(Array(arguments.dropFirst()), options: CommandSpec.export.options)
        try args.positionals()
        let locale = try targetLocale(try args.required(.locale))
        let catalog = try load(args.option(.catalog))
        let document = CatalogXliff.export(catalog, locale: locale)
        guard let out = args.option(.out) else { return (document.xml, true) }
        try CatalogFile.write(document.xml, to: out)
        let count = { (state: XliffDocument.State) in document.units.filter { $0.state == state }.count }
        let stale = document.units.filter { $0.subState == CatalogXliff.staleSubState }.count
        return (
            "\(EchoedInput.bounded(out)): \(document.units.count) units: \(count(.final)) final, \(count(.translated)) translated, \(count(.initial)) initial (\(stale) stale)\n",
            false
        )
    }

    /// A catalog locale other than the source locale.
    static func targetLocale(_ tag: String) throws -> LanguageTag {
        let locale: LanguageTag
        do { locale = try LanguageTag(tag) } catch { throw InputError(error) }
        let targets = LocaleNegotiation.catalogLocales.filter { $0 != Catalog.sourceLocale }
        guard targets.contains(locale) else {
            throw InputError(
                "'\(EchoedInput.bounded(tag))' is not a translated catalog locale (\(targets.map(\.identifier).joined(separator: ", ")); \(Catalog.sourceLocale) is the source)"
            )
        }
        return locale
    }

    static func load(_ directory: String?) throws -> Catalog {
        guard let directory else { return .builtInWithNotes }
        do { return try Catalog.load(directory: directory) } catch { throw InputError(error) }
    }
}
