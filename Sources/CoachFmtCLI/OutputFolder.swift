import CoachFmt

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder a command writes a tree of files into (`preview --out DIR`), written so that no
/// symbolic link under it is followed: each folder is created with `mkdirat` and opened with
/// `openat(…, O_DIRECTORY | O_NOFOLLOW)` relative to its parent's descriptor, and each file is
/// written relative to its folder's (``CatalogFile/write(_:named:in:shownAs:)``). A link planted
/// at a folder's or a file's place is refused, not followed, and no path is looked up twice, so
/// it cannot be swapped in between a check and a write. `DIR` itself is the caller's choice and
/// may be reached through links.
final class OutputFolder {
    /// The folder as the user named it, for messages.
    let path: String
    /// Open folders by path relative to `path` ("" is `path` itself).
    private var descriptors: [String: Int32] = [:]

    /// Creates `path` and its missing parents (`mkdir -p`) and opens it.
    init(_ path: String) throws {
        self.path = path
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw InputError(
                    "\(EchoedInput.bounded(current)): cannot create the folder: \(String(cString: strerror(errno)))")
            }
        }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InputError(
                "\(EchoedInput.bounded(path)): cannot open the folder: \(String(cString: strerror(errno)))")
        }
        descriptors[""] = descriptor
    }

    deinit {
        for descriptor in descriptors.values { close(descriptor) }
    }

    /// Writes `text` to `relativePath` (`home/home--normal.html`), creating its folders.
    func write(_ text: String, to relativePath: String) throws {
        var segments = relativePath.split(separator: "/").map(String.init)
        let name = segments.removeLast()
        let directory = try folder(segments)
        try CatalogFile.write(text, named: name, in: directory, shownAs: path + "/" + relativePath)
    }

    /// The open folder at `segments` under `path`, created when missing; a symbolic link or
    /// anything else but a folder there is refused.
    private func folder(_ segments: [String]) throws -> Int32 {
        let key = segments.joined(separator: "/")
        if let descriptor = descriptors[key] { return descriptor }
        let parent = try folder(Array(segments.dropLast()))
        let name = segments.last!
        let shown = path + "/" + key
        if mkdirat(parent, name, 0o755) != 0 && errno != EEXIST {
            throw InputError(
                "\(EchoedInput.bounded(shown)): cannot create the folder: \(String(cString: strerror(errno)))")
        }
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno
            var status = stat()
            if fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0, let kind = RegularFile.kind(status.st_mode) {
                throw InputError(
                    "\(EchoedInput.bounded(shown)): is \(kind), not a folder; it is left as it is")
            }
            throw InputError(
                "\(EchoedInput.bounded(shown)): cannot open the folder: \(String(cString: strerror(reason)))")
        }
        descriptors[key] = descriptor
        return descriptor
    }
}
