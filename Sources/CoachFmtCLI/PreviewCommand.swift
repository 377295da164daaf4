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
        let locales = try args.values("locale").isEmpty ? PreviewSite.defaultLocales : args.values("locale").map(locale)
        let catalog = try ExportCommand.load(args.option("catalog"))
        let budgets = try loadBudgets(args.option("budgets"))
        let files = try build(locales: locales, catalog: catalog, budgets: budgets)
        for file in files {
            let path = out + "/" + file.path
            try makeDirectories(String(path[..<path.lastIndex(of: "/")!]))
            try CatalogFile.write(file.contents, to: path)
        }
        return
            "\(out)/index.html: \(files.count - 1) states × \(locales.map(\.identifier).joined(separator: " | "))\n"
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
                "'\(tag)' renders as \(negotiated) in this build; the preview shows locales that render as themselves (\(PreviewSite.defaultLocales.map(\.identifier).joined(separator: ", ")))"
            )
        }
        return locale
    }

    /// `mkdir -p`.
    static func makeDirectories(_ path: String) throws {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw InputError("\(current): cannot create the folder: \(String(cString: strerror(errno)))")
            }
        }
    }
}
