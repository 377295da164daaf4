import CoachFmt

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A catalog file as the repository keeps it, so that rewriting an unchanged catalog gives the
/// same bytes: keys sorted by code point, two-space indent, `"value"`, then
/// `"source_fingerprint"`, then `"note"`, non-ASCII kept as is, a final line break: what Python's
/// `json.dumps(catalog, indent=2, ensure_ascii=False)` writes for a catalog built in that order.
enum CatalogFile {
    /// The JSON text of one locale's entries.
    static func json(_ entries: [String: CatalogEntry]) -> String {
        guard !entries.isEmpty else { return "{}\n" }
        let keys = entries.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        var json = "{\n"
        for (position, key) in keys.enumerated() {
            let entry = entries[key]!
            var fields = [("value", entry.value)]
            if let fingerprint = entry.sourceFingerprint { fields.append(("source_fingerprint", fingerprint)) }
            if let note = entry.note { fields.append(("note", note)) }
            json += "  \(JSONText.quoted(key)): {\n"
            json += fields.map { "    \(JSONText.quoted($0.0)): \(JSONText.quoted($0.1))" }.joined(separator: ",\n")
            json += "\n  }" + (position == keys.count - 1 ? "\n" : ",\n")
        }
        return json + "}\n"
    }

    /// Writes `text` to `path` through a temporary file in the same folder and a rename, so a
    /// failure leaves the old file whole.
    static func write(_ text: String, to path: String) throws {
        let temporary = path + ".tmp-\(getpid())"
        guard let file = fopen(temporary, "wb") else {
            throw InputError("\(path): cannot write: \(String(cString: strerror(errno)))")
        }
        let bytes = Array(text.utf8)
        let written = bytes.isEmpty ? 0 : fwrite(bytes, 1, bytes.count, file)
        let closed = fclose(file)
        guard written == bytes.count, closed == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw InputError("\(path): cannot write: \(reason)")
        }
    }
}
