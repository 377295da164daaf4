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

    /// Writes `text` to `path` so that a reader sees the old file or the new one, whole, and the
    /// new one survives a crash once this returns (``write(_:named:in:shownAs:)`` in the folder
    /// that holds `path`).
    static func write(_ text: String, to path: String) throws {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else {
            throw InputError("\(EchoedInput.bounded(path)): cannot write: \(String(cString: strerror(errno)))")
        }
        defer { close(directory) }
        try write(text, named: name, in: directory, shownAs: path)
    }

    /// Writes `text` to the file `name` in the open folder `directory`, atomically and durably;
    /// errors name the file as `shownAs`.
    ///
    /// The text goes to a temporary file in the same folder, created with
    /// `O_CREAT | O_EXCL | O_NOFOLLOW` under a random name (so no file or symlink planted there is
    /// followed or reused), given the mode of the file it replaces, written, `fsync`ed and renamed
    /// over `name`; then the folder is `fsync`ed so that the rename itself is durable. A `name`
    /// that is a symbolic link, or anything else but a regular file, is refused rather than
    /// replaced: writing through a link would change a file the caller did not name. Every call
    /// is relative to `directory`, so that no path is looked up twice.
    static func write(_ text: String, named name: String, in directory: Int32, shownAs path: String) throws {
        func failure(_ reason: String) -> InputError {
            InputError("\(EchoedInput.bounded(path)): cannot write: \(reason)")
        }
        func systemError() -> String { String(cString: strerror(errno)) }
        var existing = stat()
        var mode: mode_t = 0o644
        var replacing = false
        if fstatat(directory, name, &existing, AT_SYMLINK_NOFOLLOW) == 0 {
            replacing = true
            if let kind = RegularFile.kind(existing.st_mode) {
                throw failure("is \(kind), not a regular file; it is left as it is")
            }
            mode = existing.st_mode & 0o7777
        } else if errno != ENOENT {
            throw failure(systemError())
        }
        var random = SystemRandomNumberGenerator()
        let suffix = String(random.next() as UInt64, radix: 16) + String(random.next() as UInt64, radix: 16)
        let temporary = "." + name + ".tmp-" + suffix
        let descriptor = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(systemError()) }
        var bytes = Array(text.utf8)
        var written = 0
        var reason: String?
        // The umask may have narrowed the mode at creation; the file keeps the one it replaces.
        if replacing, fchmod(descriptor, mode) != 0 { reason = systemError() }
        while reason == nil, written < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                writeBytes(descriptor, $0.baseAddress! + written, $0.count - written)
            }
            if count < 0 {
                if errno != EINTR { reason = systemError() }
            } else {
                written += count
            }
        }
        if reason == nil, fsync(descriptor) != 0 { reason = systemError() }
        if close(descriptor) != 0, reason == nil { reason = systemError() }
        if reason == nil, renameat(directory, temporary, directory, name) != 0 { reason = systemError() }
        if let reason {
            unlinkat(directory, temporary, 0)
            throw failure(reason)
        }
        bytes.removeAll()
        guard fsync(directory) == 0 else {
            throw failure("written, but the folder could not be synced: \(systemError())")
        }
    }
}

/// `write(2)`, named apart from ``CatalogFile/write(_:to:)``.
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
