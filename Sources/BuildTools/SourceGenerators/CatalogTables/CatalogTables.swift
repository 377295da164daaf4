// Writes CatalogTable+Generated.swift: for each catalog file (`Resources/copy/en.json`), the
// FNV-1a 64 hash of each key's UTF-8 bytes in ascending order, and the keys and values in the same
// order, as array literals (which the compiler lays out as constant data), plus a lookup by locale
// identifier. Notes and source fingerprints are left out. `style.json` and `glossary.json` are
// kept as text, for the library to parse when an overlay is checked.
import Foundation

/// Compiles the copy catalog into static tables and the typed accessors.
public enum CatalogTables {
    static let invisible: Set<Unicode.GeneralCategory> = [
        .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .unassigned, .surrogate,
    ]

    /// A Swift string literal of `text`: quotes, backslashes and invisible characters (controls,
    /// format characters such as bidi marks, separators other than the space) escaped, the rest as is.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case " ": result += " "
            case _ where invisible.contains(scalar.properties.generalCategory):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// FNV-1a 64 of the UTF-8 bytes, as `CatalogTable.hash` computes it at run time.
    static func hash(_ key: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// `zh-Hans` → `zhHans`.
    static func swiftName(_ identifier: String) -> String {
        let parts = identifier.split(separator: "-")
        return parts.first!.lowercased() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The generated file, from the package root.
    public static let outputPath = "Sources/CoachFmtCatalog/Generated/CatalogTable+Generated.swift"
    /// The catalog's folder, from the package root.
    public static let inputFolder = "Resources/copy"

    /// The files the tables are compiled from, in `folder`: the locale files (`en.json`,
    /// `zh-Hans.json`, a language subtag of two or three letters, so other data files beside them
    /// are not taken for a locale), in path order, then `style.json` and `glossary.json`.
    public static func inputs(in folder: URL) -> [URL] {
        let locales =
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.lastPathComponent.wholeMatch(of: /[a-z]{2,3}(-[A-Za-z0-9]{2,8})*\.json/) != nil }
            .sorted { $0.path < $1.path }
        return locales + ["style.json", "glossary.json"].map { folder.appendingPathComponent($0) }
    }

    /// A problem's line: `Resources/copy/<file>: error: <what>`.
    static func problem(_ file: String, _ what: String) -> String { "\(inputFolder)/\(file): error: \(what)" }

    /// The Swift of the tables and accessors of `files` (see `inputs(in:)`), or every problem,
    /// one line each: a file that cannot be read, an entry without a string value, a message
    /// whose arguments cannot be read or a key that makes no Swift name.
    public static func generate(_ files: [URL]) throws(GenerationProblems) -> String {
        var problems: [String] = []
        var tables = ""
        var cases = ""
        var styleTexts: [String: String] = [:]
        var sourceValues: [String: String] = [:]
        for url in files {
            let identifier = url.deletingPathExtension().lastPathComponent
            let shown = "Resources/copy/\(url.lastPathComponent)"
            if identifier == "style" || identifier == "glossary" {
                guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                    problems.append(problem(url.lastPathComponent, "cannot read as UTF-8"))
                    continue
                }
                styleTexts[identifier] = text
                continue
            }
            guard let data = try? Data(contentsOf: url) else {
                problems.append(problem(url.lastPathComponent, "cannot read"))
                continue
            }
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                problems.append(problem(url.lastPathComponent, "not a JSON object"))
                continue
            }
            var values: [String: String] = [:]
            for (key, entry) in object.sorted(by: { $0.key < $1.key }) {
                guard let value = (entry as? [String: Any])?["value"] as? String else {
                    problems.append(
                        problem(url.lastPathComponent, "\(key): expected an object with a string \"value\""))
                    continue
                }
                values[key] = value
            }
            // The library finds a key by binary search on its hash, so the entries go in hash order
            // (keys with equal hashes, should there ever be two, side by side).
            let keys = values.keys.sorted { a, b in
                let (hashA, hashB) = (hash(a), hash(b))
                return hashA != hashB ? hashA < hashB : a.utf8.lexicographicallyPrecedes(b.utf8)
            }
            let name = swiftName(identifier)
            if identifier == "en" { sourceValues = values }
            tables += """

                    /// \(shown): \(keys.count) messages, values only.
                    static let \(name) = CatalogTable(
                        hashes: [
                \(keys.map { "            0x\(String(hash($0), radix: 16)),  // \(literal($0))" }.joined(separator: "\n"))
                        ],
                        keys: [
                \(keys.map { "            \(literal($0))," }.joined(separator: "\n"))
                        ],
                        values: [
                \(keys.map { "            \(literal(values[$0]!))," }.joined(separator: "\n"))
                        ])

                """
            cases += "        case \(literal(identifier)): \(name)\n"
        }
        let accessors = accessors(sourceValues, problems: &problems)
        guard problems.isEmpty else { throw GenerationProblems(lines: problems) }
        return """
            \(GeneratedSources.lintExemption)
            // Generated by `\(GeneratedSources.command)` from Resources/copy/. Do not edit.

            extension CatalogTable {
            \(tables)
                /// The table of a catalog locale (`en`, `zh-Hans`), or nil when none was compiled.
                static func builtIn(_ identifier: String) -> CatalogTable? {
                    switch identifier {
            \(cases)        default: nil
                    }
                }
            }

            extension CopyStyle {
                /// `Resources/copy/style.json` as text.
                static let builtInStyleText = \(literal(styleTexts["style"] ?? "{}"))
                /// `Resources/copy/glossary.json` as text.
                static let builtInGlossaryText = \(literal(styleTexts["glossary"] ?? #"{"terms": []}"#))
            }

            /// One typed accessor per key of `Resources/copy/en.json`, grouped by its first segment.
            extension CoachCopy {
            \(accessors)}

            """
    }
}
