import CoachFmt
import CoachFmtResources

/// `coach-fmt import xliff FILE --catalog DIR`: a translator's XLIFF 2.0 merged into
/// `DIR/<trgLang>.json`, all or nothing.
///
/// Every target is checked with the rules of `coach-fmt check`; one broken target refuses the
/// whole file, one line per problem naming the key, and the catalog stays as it was. When the
/// merge changes nothing, the file is not rewritten. The catalog is read, merged and written
/// under the folder's ``CatalogLock``, so that concurrent imports never lose each other's change.
enum ImportCommand {
    static func run(_ arguments: [String], lockTimeout: Double = CatalogLock.timeout) throws -> (
        output: String, failed: Bool
    ) {
        guard let format = arguments.first else { throw UsageError.missingArgument("FORMAT (xliff)") }
        guard ExportCommand.formats.contains(format) else {
            throw UsageError.invalid("unknown import format '\(EchoedInput.bounded(format))' (xliff)")
        }
        let args = try ParsedArguments(Array(arguments.dropFirst()), options: CommandSpec.import.options)
        let file = try args.positionals("FILE")[0]
        let path = EchoedInput.bounded(file)
        let directory = try args.required(.catalog)
        let document: XliffDocument
        do { document = try XliffDocument(xml: try RenderCommand.read(file)) } catch let error
            as XliffDocument.ReadError
        {
            throw InputError("\(path): \(error)")
        }
        guard document.sourceLanguage == Catalog.sourceLocale.identifier else {
            throw InputError(
                "\(path): srcLang is '\(EchoedInput.bounded(document.sourceLanguage))', but the catalog's source is \(Catalog.sourceLocale)"
            )
        }
        let locale: LanguageTag
        do { locale = try ExportCommand.targetLocale(document.targetLanguage) } catch {
            throw InputError("\(path): trgLang: \(error)")
        }
        let lock = try CatalogLock(directory: directory, timeout: lockTimeout)
        defer { lock.release() }
        let catalog = try ExportCommand.load(directory)
        let merge = CatalogXliff.merge(document, into: catalog, locale: locale)
        let catalogFile = CatalogCheck(catalog, referenced: [], style: .builtIn).file(locale)
        var output = merge.warnings.map { "\(path): warning: \($0)\n" }.joined()
        guard merge.problems.isEmpty else {
            output += merge.problems.map { "\(path): \($0)\n" }.joined()
            let count = merge.problems.count
            output += "\(path): refused (\(count) problem\(count == 1 ? "" : "s")); \(catalogFile) is unchanged\n"
            return (output, true)
        }
        let json = CatalogFile.json(merge.entries)
        let unchanged = (try? RenderCommand.read(catalogFile)) == Array(json.utf8)
        if !unchanged { try CatalogFile.write(json, to: catalogFile) }
        let sourceMessages = catalog.messages[Catalog.sourceLocale] ?? [:]
        let stale = merge.entries.filter { key, entry in
            entry.sourceFingerprint.map { $0 != SourceFingerprint.of(sourceMessages[key]?.value ?? "") } ?? false
        }.count
        func count(_ n: Int, _ one: String, _ other: String) -> String { "\(n) \(n == 1 ? one : other)" }
        output += "\(catalogFile): \(unchanged ? "unchanged" : "written"): "
        output += count(merge.imported, "target imported", "targets imported") + ", "
        output += count(merge.untranslated, "unit without a target", "units without a target") + ", "
        output += count(stale, "stale entry", "stale entries") + "\n"
        return (output, false)
    }
}
