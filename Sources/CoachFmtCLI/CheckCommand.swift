import CoachFmt
import CoachFmtResources

/// `coach-fmt check [--catalog DIR] [--quiet]`: validates the built-in or a translator's catalog.
/// Each problem is one line; errors make exit code 1, warnings alone do not. A DIR may carry its
/// own `glossary.json` and `style.json`; without them the built-in ones apply. Every symbolic
/// text of the example states (`Resources/copy/accessibility.json`) must carry its accessibility
/// label, rendered with the catalog checked (`a11y.<class>` errors).
enum CheckCommand {
    static func run(_ arguments: [String]) throws -> (output: String, failed: Bool) {
        let args = try ParsedArguments(arguments, options: CommandSpec.check.options)
        try args.positionals()
        let catalog: Catalog
        let style: CopyStyle
        if let directory = args.option(.catalog) {
            do {
                catalog = try Catalog.load(directory: directory)
                style = try CopyStyle.load(directory: directory)
            } catch { throw InputError(error) }
        } else {
            catalog = .builtInWithNotes
            style = .builtIn
        }
        // The catalog's rules, then every symbolic text of every example state without its
        // accessibility label (Resources/copy/accessibility.json).
        let problems =
            CatalogCheck(catalog, style: style).run() + AccessibilityClasses.builtIn.problems(catalog: catalog)
        let errors = problems.filter { $0.severity == .error }
        let shown = args.flag(.quiet) ? errors : problems
        var output = shown.map { "\($0)\n" }.joined()
        let keys = catalog.messages[Catalog.sourceLocale]?.count ?? 0
        output += "\(catalog.origin == "built-in" ? "built-in catalog" : catalog.origin): \(keys) keys, "
        output +=
            "\(errors.count) error\(errors.count == 1 ? "" : "s"), \(problems.count - errors.count) warning\(problems.count - errors.count == 1 ? "" : "s")\n"
        return (output, !errors.isEmpty)
    }
}
