import Foundation
import PackagePlugin

/// Embeds the top-level `Resources/` folder (the catalog files with their notes, the examples
/// and their index, the API contract) as text into `CoachFmtResources`, so the CLI, the tests and
/// previews work wherever the binary is copied, with no resource bundle beside it. The library an
/// app links gets only the catalog's values, compiled into checked-in Swift by
/// `swift run generate-sources`.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL.appending(path: "Resources")
        let files = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects ?? [])
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "json" || $0.pathExtension == "yaml" }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "Resources+Generated.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) files from Resources/",
                executable: try context.tool(named: "embed-resources").url,
                arguments: [output.path, root.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }
}
