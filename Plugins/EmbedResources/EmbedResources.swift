import Foundation
import PackagePlugin

/// Compiles the top-level `Resources/` folder (copy catalog, examples) into the library, so the
/// library and the CLI work wherever the binary is copied, with no resource bundle beside it.
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
