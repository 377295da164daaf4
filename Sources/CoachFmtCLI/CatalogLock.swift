import CoachFmt

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock` on `DIR/.coach-fmt.lock`, held for a whole read-merge-write of the
/// catalog in DIR, so that two imports run one after the other and neither writes a catalog
/// read before the other's change.
///
/// A second import waits for the lock up to ``timeout`` seconds, then refuses: nothing is
/// written, and nothing is lost. The lock file stays in the folder (removing it would let a
/// third import lock a new file while the second still holds the old one); the kernel releases
/// the lock when the holder closes it or exits, however it ends.
final class CatalogLock {
    /// How long an import waits for another to finish.
    static let timeout = 10.0
    /// The lock file's name in the catalog folder.
    static let fileName = ".coach-fmt.lock"

    private var descriptor: Int32

    /// Takes the lock of `directory`, waiting at most `timeout` seconds.
    init(directory: String, timeout: Double = CatalogLock.timeout) throws {
        let path = directory + "/" + Self.fileName
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw InputError(
                "\(EchoedInput.bounded(path)): cannot open the lock file: \(String(cString: strerror(errno)))")
        }
        var waited = 0.0
        let step = 0.02
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw InputError("\(EchoedInput.bounded(path)): cannot lock: \(reason)")
            }
            guard waited < timeout else {
                close(descriptor)
                throw InputError(
                    "\(EchoedInput.bounded(directory)): another import is writing this catalog (\(Self.fileName) is locked); waited \(Self.seconds(timeout)) s, nothing written"
                )
            }
            usleep(UInt32(step * 1_000_000))
            waited += step
        }
        self.descriptor = descriptor
    }

    /// Releases the lock (closing the file releases it too, as does the process ending).
    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
