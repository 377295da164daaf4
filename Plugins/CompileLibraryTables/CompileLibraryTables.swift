import Foundation
import PackagePlugin

/// Compiles the library's data into static Swift tables, so that nothing is parsed when an app
/// starts: the copy catalog's values (`Resources/copy/<locale>.json`), one table per locale and
/// no translator notes (notes and the files' text go to `CoachFmtResources`), the text of the
/// copy style and glossary (`style.json`, `glossary.json`), which an overlay's values are
/// checked against, and the sections' row tables (`Resources/screens/rows.json`), the typed
/// handles `<X>Screen.Element`.
@main
struct CompileLibraryTables: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let resources = context.package.directoryURL.appending(path: "Resources")
        // Locale files only (`en.json`, `zh-Hans.json`): a language subtag of two or three letters,
        // so other data files that may sit beside them (a glossary, budgets) are not taken for a locale.
        let locales =
            ((try? FileManager.default.contentsOfDirectory(
                at: resources.appending(path: "copy"), includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.lastPathComponent.wholeMatch(of: /[a-z]{2,3}(-[A-Za-z0-9]{2,8})*\.json/) != nil }
            .sorted { $0.path < $1.path }
        let style = ["style.json", "glossary.json"].map { resources.appending(path: "copy/" + $0) }
        let rows = resources.appending(path: "screens/rows.json")
        let work = context.pluginWorkDirectoryURL
        // Each table goes to the module that owns its types: the catalog's to CoachFmtCatalog,
        // the row tables (each section's `Element`) to CoachFmt, where the screens are.
        let catalog = (
            "compile-catalog", "Compiling \(locales.count) catalog locales from Resources/copy/", locales + style,
            work.appending(path: "CatalogTable+Generated.swift")
        )
        let rowTables = (
            "compile-row-tables", "Compiling the sections' row tables from Resources/screens/rows.json", [rows],
            work.appending(path: "SectionRows+Generated.swift")
        )
        let owned = ["CoachFmtCatalog": [catalog], "CoachFmt": [rowTables]][target.name] ?? []
        return try owned.map { tool, title, inputs, output in
            .buildCommand(
                displayName: title, executable: try context.tool(named: tool).url,
                arguments: [output.path] + inputs.map(\.path), inputFiles: inputs, outputFiles: [output])
        }
    }
}
