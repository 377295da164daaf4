// Writes every checked-in generated Swift file (`GeneratedSources.all`): the catalog's tables and
// `CoachCopy`, the sections' row tables, the contract models' initialisers and wire keys. It depends
// on no module of the package, so it builds while those files are stale. Run from the package root:
// `swift run generate-sources`; `--out FOLDER` writes the files under FOLDER instead.
import Foundation
import SourceGenerators

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.isEmpty || (arguments.count == 2 && arguments[0] == "--out") else {
    FileHandle.standardError.write(Data("usage: generate-sources [--out FOLDER]\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let destination = arguments.count == 2 ? URL(fileURLWithPath: arguments[1], relativeTo: root) : root
var failed = false
for file in GeneratedSources.all {
    do {
        let text = try file.generate(root)
        let url = destination.appendingPathComponent(file.path)
        if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
        print("wrote \(file.path)")
    } catch let problems as GenerationProblems {
        FileHandle.standardError.write(Data(problems.lines.map { $0 + "\n" }.joined().utf8))
        failed = true
    } catch {
        FileHandle.standardError.write(Data("\(file.path): error: cannot write the file: \(error)\n".utf8))
        failed = true
    }
}
exit(failed ? 1 : 0)
