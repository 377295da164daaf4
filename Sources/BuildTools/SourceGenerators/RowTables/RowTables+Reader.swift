import Foundation

extension RowTables {
    /// Reads the file's sections, collecting one problem per bad value rather than stopping at the
    /// first, each with its JSON path.
    struct RowTableReader {
        var problems: [String] = []

        mutating func problem(_ path: String, _ message: String) { problems.append("\(path): \(message)") }

        /// A label or source is text for people: it may hold quotes (`"not yet" line`), but no
        /// invisible character, which no reader could tell apart in a label.
        mutating func text(_ value: Any?, at path: String) -> String? {
            guard let text = value as? String, !text.isEmpty else {
                problem(path, "expected a non-empty string")
                return nil
            }
            let invisible = text.unicodeScalars.first {
                [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
            }
            if let invisible {
                problem(
                    path, "invisible character U+\(String(invisible.value, radix: 16, uppercase: true)) in a row's text"
                )
                return nil
            }
            return text
        }

        mutating func rows(of section: [String: Any], at path: String) -> [Row] {
            guard let entries = section["rows"] as? [[String: Any]], !entries.isEmpty else {
                problem(path + ".rows", "expected a non-empty array of rows")
                return []
            }
            var names = Set<String>()
            var labels = Set<String>()
            return entries.enumerated().compactMap { index, entry in
                let at = "\(path).rows[\(index)]"
                if entry["case"] != nil { problem(at + ".case", "a row's name derives from its label: drop \"case\"") }
                let label = text(entry["label"], at: at + ".label")
                let name = label.map(rowName)
                if let label, !labels.insert(label).inserted {
                    problem(at + ".label", "\"\(label)\" is declared twice")
                } else if let label, let name, name.isEmpty {
                    problem(at + ".label", "\"\(label)\" has no letter or digit to name its handle")
                } else if let label, let name, !names.insert(name).inserted {
                    problem(at + ".label", "\"\(label)\" makes `.\(name)`, as an earlier row's label does")
                }
                guard let listed = entry["sources"] as? [Any] else {
                    problem(at + ".sources", "expected an array of field names")
                    return nil
                }
                var sources: [String] = []
                var sourceLiterals: [String] = []
                for (index, cell) in listed.enumerated() {
                    guard let source = text(cell, at: "\(at).sources[\(index)]") else { continue }
                    guard let typed = sourceLiteral(source) else {
                        problem(
                            "\(at).sources[\(index)]",
                            "\"\(source)\" is not a source: expected a field path (home.level.title), local:<path>, derived: <rule>, a request (POST /v1/onboarding) or a device input (NWPathMonitor.status)"
                        )
                        continue
                    }
                    sources.append(source)
                    sourceLiterals.append(typed)
                }
                var key: String?
                if let value = entry["key"] {
                    key = value as? String
                    if key?.wholeMatch(of: /[a-z0-9_]+(\.[a-z0-9_]+)+/) == nil {
                        problem(at + ".key", "expected a catalog key such as \"paywall.k.title\"")
                        key = nil
                    } else if !listed.isEmpty {
                        problem(at + ".sources", "a static row (one with a key) reads no field: expected []")
                    }
                }
                let parts = partPatterns(entry["parts"], at: at + ".parts")
                guard let name, let label, sources.count == listed.count else { return nil }
                return Row(
                    name: name, label: label, sources: sources, sourceLiterals: sourceLiterals, key: key, parts: parts)
            }
        }

        /// A row's `parts`: each a path (`"<product>/price"`) or `{"part": path, "handle": name}` to
        /// name the handle where the derived name would clash with another.
        mutating func partPatterns(_ value: Any?, at path: String) -> [PartPattern] {
            guard let value else { return [] }
            guard let entries = value as? [Any] else {
                problem(path, "expected an array of part ids")
                return []
            }
            var seen = Set<String>()
            return entries.enumerated().compactMap { index, entry in
                let at = "\(path)[\(index)]"
                let object = entry as? [String: Any]
                guard let pattern = (object?["part"] ?? entry) as? String else {
                    problem(at, "expected a part id such as \"caption\", \"day_<n:int>\" or \"<product>/price\"")
                    return nil
                }
                let segments = pattern.split(separator: "/", omittingEmptySubsequences: false)
                guard
                    segments.allSatisfy({
                        $0.wholeMatch(of: /[a-z0-9_.]*(<[a-z_]+(:int)?>)?/) != nil && !$0.isEmpty && !$0.hasSuffix(".")
                    })
                else {
                    problem(
                        at,
                        "\"\(pattern)\" is not a part id: lowercase segments, `/` between levels, one <name> or <name:int> at a segment's end"
                    )
                    return nil
                }
                if !seen.insert(pattern).inserted {
                    problem(at, "\"\(pattern)\" is declared twice")
                    return nil
                }
                if segments.count > 1, !seen.contains(segments.dropLast().joined(separator: "/")) {
                    problem(at, "\"\(pattern)\": declare its parent part before it")
                }
                let last = String(segments[segments.count - 1])
                let open = last.firstIndex(of: "<")
                let prefix = open.map { String(last[..<$0]) } ?? last
                let placeholder = open.map { start -> (String, Bool) in
                    let inner = last[last.index(after: start)..<last.index(before: last.endIndex)]
                    return inner.hasSuffix(":int") ? (String(inner.dropLast(4)), true) : (String(inner), false)
                }
                let derived = camel(prefix.isEmpty ? placeholder?.0 ?? "" : prefix)
                let name = (object?["handle"] as? String) ?? derived
                guard name.wholeMatch(of: /[a-z][A-Za-z0-9]*/) != nil else {
                    problem(at, "\"\(pattern)\" gives no Swift name: add \"handle\"")
                    return nil
                }
                return PartPattern(
                    path: pattern, prefix: prefix, placeholder: placeholder.map { (name: $0.0, isInteger: $0.1) },
                    name: name, at: at)
            }
        }

        mutating func sections(in data: Data) -> [(name: String, rows: [Row])] {
            guard let sections = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else {
                problem("$", "expected a JSON array of sections, each {\"section\", \"rows\"}")
                return []
            }
            var seen = Set<String>()
            return sections.enumerated().compactMap { index, section in
                guard let name = section["section"] as? String, name.wholeMatch(of: /[a-z]+/) != nil else {
                    problem("[\(index)].section", "expected a section's short name such as \"plan\"")
                    return nil
                }
                if !seen.insert(name).inserted { problem("[\(index)].section", "\"\(name)\" is declared twice") }
                return (name, rows(of: section, at: "[\(index)]"))
            }
        }
    }
}
