#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an input file whole, refusing at once what is not a regular file or is too large.
///
/// The path is `stat`ed before it is opened: a directory, FIFO, socket or device is refused with
/// what it is (opening a socket fails with "No such device or address", and opening a device
/// may act on it). The file is then opened with `O_NONBLOCK`, so that a FIFO put there since
/// returns at once instead of waiting forever for a writer, and `fstat` on the open descriptor
/// decides again; a file over the limit is refused before a byte of it is read (and, should it
/// grow while being read, at the limit).
package enum RegularFile {
    /// Why a file was not read: one phrase, for `path: cannot read: <reason>`.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What went wrong (`is a FIFO, not a regular file`).
        package let reason: String
        /// True when nothing is at the path (`ENOENT`): for files that may be left out.
        package var isMissing = false
        /// The reason.
        package var description: String { reason }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    package static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        var named = stat()
        if stat(path, &named) == 0, let kind = kind(named.st_mode) {
            throw Failure(reason: "is \(kind), not a regular file")
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Failure(reason: String(cString: strerror(errno)), isMissing: errno == ENOENT)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        if let kind = kind(status.st_mode) { throw Failure(reason: "is \(kind), not a regular file") }
        guard Int(status.st_size) <= limit else {
            throw Failure(reason: "is \(status.st_size) bytes, over the limit of \(limit) bytes")
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { throw tooLarge(limit) }
                bytes.append(contentsOf: repeatElement(0, count: min(65536, limit + 1 - count)))
            }
            let read = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: String(cString: strerror(errno)))
            }
            if read == 0 { break }
            count += read
        }
        guard count <= limit else { throw tooLarge(limit) }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// What a file of this mode is when it is not a regular file (`a directory`); nil for a regular one.
    package static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    private static func tooLarge(_ limit: Int) -> Failure {
        Failure(reason: "grew past the limit of \(limit) bytes while being read")
    }
}

/// `read(2)`, named apart from ``RegularFile/read(_:limit:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
