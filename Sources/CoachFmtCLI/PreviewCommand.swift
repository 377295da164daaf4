import CoachFmt
import CoachFmtPreview
import CoachFmtResources

#if canImport(Glibc)
    import Glibc
#endif

/// `coach-fmt preview --out DIR [--locale TAG ...] [--catalog DIR] [--budgets FILE]`: the static
/// HTML preview of every screen state, one column per locale (see `PreviewSite`).
enum PreviewCommand {
    static func run(_ arguments: [String]) throws -> String {
        let args = try ParsedArguments(arguments, options: CommandSpec.preview.options)
        try args.positionals()
        let out = try args.required("out")
        // A locale given twice (`en`, `EN`) is one column, where it first appears: a column
        // renders every state once more and would only repeat its neighbour.
        var locales: [LanguageTag] = []
        for tag in args.values("locale") {
            let column = try locale(tag)
            if !locales.contains(where: { $0.identifier == column.identifier }) { locales.append(column) }
        }
        if locales.isEmpty { locales = PreviewSite.defaultLocales }
        let catalog = try ExportCommand.load(args.option("catalog"))
        let budgets = try loadBudgets(args.option("budgets"))
        let files = try build(locales: locales, catalog: catalog, budgets: budgets)
        let folder = try OutputFolder(out)
        for file in files { try folder.write(file.contents, to: file.path) }
        return
            "\(EchoedInput.bounded(out))/index.html: \(files.count - 1) states × \(locales.map(\.identifier).joined(separator: " | "))\n"
    }

    static func loadBudgets(_ path: String?) throws -> LayoutBudgets {
        let result: Result<LayoutBudgets, LayoutBudgetsError>
        if let path {
            let bytes = try RenderCommand.read(path)
            result = Result { () throws(LayoutBudgetsError) in try LayoutBudgets.decode(bytes, file: path) }
        } else {
            result = Result { () throws(LayoutBudgetsError) in try LayoutBudgets.builtIn() }
        }
        switch result {
        case .success(let budgets): return budgets
        case .failure(let error): throw InputError(error)
        }
    }

    static func build(locales: [LanguageTag], catalog: Catalog, budgets: LayoutBudgets) throws -> [PreviewSite.File] {
        let result = Result { () throws(ContractError) in
            try PreviewSite(
                locales: locales, catalog: catalog, budgets: budgets, index: try ExampleIndex.builtIn(),
                order: try FlowOrder.builtIn()
            ).files()
        }
        switch result {
        case .success(let files): return files
        case .failure(let error): throw InputError(error)
        }
    }

    /// A locale the preview renders as itself; a tag the renderer would turn into another
    /// locale is refused, so that a column never shows one locale under another's name.
    static func locale(_ tag: String) throws -> LanguageTag {
        do { _ = try LanguageTag(tag) } catch { throw InputError(error) }
        guard let locale = PreviewSite.renderedLocale(tag) else {
            let negotiated = (try? LocaleNegotiation.catalogLocale(for: [tag]))?.identifier ?? "another locale"
            throw InputError(
                "'\(EchoedInput.bounded(tag))' renders as \(negotiated) in this build; the preview shows locales that render as themselves (\(PreviewSite.defaultLocales.map(\.identifier).joined(separator: ", ")))"
            )
        }
        return locale
    }
}
