import CoachFmt
import CoachFmtPreview
import CoachFmtResources

#if canImport(Glibc)
    import Glibc
#endif

/// `coach-fmt preview --out DIR [--locale TAG ...] [--catalog DIR] [--budgets FILE]`: the static
/// HTML preview of every screen state, one column per locale (see `PreviewSite`). Given a STATE
/// or response files as `render` takes them, the site is that one screen: per locale, the
/// built-in copy's column, and beside it the draft's (`--catalog`, `--overlay`) when one is given.
enum PreviewCommand {
    /// What to print: the site written, and the overlay's problems for stderr.
    static func run(_ arguments: [String]) throws -> (output: String, problems: [String]) {
        let args = try ParsedArguments(arguments, options: CommandSpec.preview.options)
        let out = try args.required(.out)
        // A locale given twice (`en`, `EN`) is one column, where it first appears: a column
        // renders every state once more and would only repeat its neighbour.
        var locales: [LanguageTag] = []
        for tag in args.values(.locale) {
            let column = try locale(tag)
            if !locales.contains(where: { $0.identifier == column.identifier }) { locales.append(column) }
        }
        if locales.isEmpty { locales = PreviewSite.defaultLocales }
        let catalog = try ExportCommand.load(args.option(.catalog))
        let budgets = try loadBudgets(args.option(.budgets))
        if !args.positionals.isEmpty {
            return try previewInput(args, out: out, locales: locales, catalog: catalog, budgets: budgets)
        }
        try args.refuseOptions(outside: CommandSpec.preview.forms[0], "the preview of every state")
        let files = try build(locales: locales, catalog: catalog, budgets: budgets)
        let folder = try OutputFolder(out)
        for file in files { try folder.write(file.contents, to: file.path) }
        return (
            "\(EchoedInput.bounded(out))/index.html: \(files.count - 1) states × \(locales.map(\.identifier).joined(separator: " | "))\n",
            []
        )
    }

    /// One screen from a STATE or response files, as `render` reads them: per locale the
    /// built-in copy, then the draft copy when `--catalog` or `--overlay` gives one. The
    /// overlay's problems are returned for stderr, as `render` prints them.
    static func previewInput(
        _ args: ParsedArguments, out: String, locales: [LanguageTag], catalog: Catalog, budgets: LayoutBudgets
    ) throws -> (output: String, problems: [String]) {
        let index: ExampleIndex
        let order: FlowOrder
        do {
            index = try ExampleIndex.builtIn()
            order = try FlowOrder.builtIn()
        } catch { throw InputError(error) }
        let state = args.positionals.count == 1 ? index.state(args.positionals[0]) : nil
        if state != nil {
            try args.refuseOptions(outside: CommandSpec.preview.forms[1], "a STATE")
        }
        var drafts: [String] = []
        if let folder = args.option(.catalog) { drafts.append(folder) }
        if let overlay = args.option(.overlay) { drafts.append(overlay) }
        var columns: [PreviewColumn] = []
        var problems: [String] = []
        for locale in locales {
            var copies: [(Catalog, String?)] = [(.builtIn, drafts.isEmpty ? nil : "built-in copy")]
            if !drafts.isEmpty {
                let (overlaid, found) = try RenderCommand.overlay(catalog, args, locale: locale)
                problems += found.filter { !problems.contains($0) }
                copies.append((overlaid, "draft: " + drafts.map { EchoedInput.bounded($0) }.joined(separator: " + ")))
            }
            for (copy, caption) in copies {
                let screen: RenderedScreen
                do {
                    if let state {
                        let endpoints = Set(state.files.keys.compactMap { Endpoint(rawValue: $0) })
                        screen = try state.render(
                            locale: locale, catalog: copy,
                            acceptLanguage: try RenderCommand.acceptLanguage(args, endpoints: endpoints))
                    } else {
                        screen = try RenderCommand.renderFiles(args, catalog: copy, locale: locale)
                    }
                } catch let error as ContractError {
                    throw InputError(error)
                }
                columns.append(PreviewColumn(locale: locale, screen: screen, copy: caption))
            }
        }
        let id = state?.id ?? "input/" + (columns.first?.screen.section.shortName ?? "screen")
        let given = args.positionals.map { EchoedInput.bounded($0) }.joined(separator: ", ")
        let site = PreviewSite(locales: locales, catalog: catalog, budgets: budgets, index: index, order: order)
        let files = site.files(
            id: id, description: state?.description ?? "Rendered from \(given)", columns: columns,
            title: state == nil ? "Your responses" : "Your input")
        let folder = try OutputFolder(out)
        for file in files { try folder.write(file.contents, to: file.path) }
        let report =
            "\(EchoedInput.bounded(out))/index.html: \(EchoedInput.bounded(id)) × \(columns.map { column in column.locale.identifier + (column.copy.map { " (\($0))" } ?? "") }.joined(separator: " | "))\n"
        return (report, problems)
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
