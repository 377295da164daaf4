import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// The example JSON under Resources/examples, located from this file's path so
/// the tests need no bundle resources.
enum Examples {
    static let locales = ["en", "zh-Hans"]

    static let root = URL(filePath: #filePath)
        .deletingLastPathComponent()  // Contract
        .deletingLastPathComponent()  // CoachFmtTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appending(path: "Resources/examples")

    /// JSON file names in one locale folder, sorted.
    static func fileNames(in locale: String) -> [String] {
        let path = root.appending(path: locale).path(percentEncoded: false)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appending(path: relativePath)))
    }

    static func text(_ relativePath: String) throws -> String {
        String(decoding: try bytes(relativePath), as: UTF8.self)
    }

    /// Every example file in every locale, as test arguments.
    static var all: [ExampleFile] {
        locales.flatMap { locale in fileNames(in: locale).map { ExampleFile(locale: locale, name: $0) } }
    }
}

/// One example file; its endpoint is the file name up to the first dot.
struct ExampleFile: Sendable, CustomTestStringConvertible {
    let locale: String
    let name: String

    var relativePath: String { "\(locale)/\(name)" }
    var testDescription: String { relativePath }
}

extension ExampleIndex {
    /// The index as it is on disk (CoachFmtResources embeds the same file at build time).
    static func load() throws -> ExampleIndex {
        try ContractDecoder.decode(ExampleIndex.self, from: Examples.bytes("index.json"), file: "index.json")
    }
}
