import Foundation
import PackagePlugin

/// Compiles the copy catalog's values (`Resources/copy/<locale>.json`) into the library as static
/// tables, one per locale, so that nothing is parsed when an app starts and the library carries
/// no translator notes. Notes and the files' text go to `CoachFmtResources` (`EmbedResources`).
@main
struct CompileCatalog: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Resources/copy")
        // Locale files only (`en.json`, `zh-Hans.json`): a language subtag of two or three letters,
        // so other data files that may sit beside them (a glossary, budgets) are not taken for a locale.
        let files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.lastPathComponent.wholeMatch(of: /[a-z]{2,3}(-[A-Za-z0-9]{2,8})*\.json/) != nil }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "CatalogTable+Generated.swift")
        return [
            .buildCommand(
                displayName: "Compiling \(files.count) catalog locales from Resources/copy/",
                executable: try context.tool(named: "compile-catalog").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }
}
