// Writes Sources/CoachFmtContract/Models/Generated/ModelInitializers+Generated.swift: each
// contract model's public memberwise initialiser, from its `// Generated init:` comment (see
// `ModelInitializers`). It depends on no module of the package, so it still builds when a
// model's new field leaves the generated file stale. Run from the package root:
// `swift run generate-model-initializers`; `--print` writes the file to stdout instead.
import Foundation

do {
    let root = FileManager.default.currentDirectoryPath
    let text = try ModelInitializers.generate(root: root)
    if CommandLine.arguments.dropFirst() == ["--print"] {
        FileHandle.standardOutput.write(Data(text.utf8))
    } else if CommandLine.arguments.count == 1 {
        let url = URL(fileURLWithPath: root + "/" + ModelInitializers.outputPath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    } else {
        FileHandle.standardError.write(Data("usage: generate-model-initializers [--print]\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("generate-model-initializers: \(error)\n".utf8))
    exit(1)
}
