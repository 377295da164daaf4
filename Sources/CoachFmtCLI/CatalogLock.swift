import CoachFmt

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock` on the catalog's folder itself, held for a whole read-merge-write of
/// the catalog in DIR, so that two imports run one after the other and neither writes a catalog
/// read before the other's change.
///
/// The folder is locked, not a file in it: the catalog file is replaced by a rename (a lock on
/// it would stay on the old file), and a lock file of its own would be left behind in the folder,
/// an untracked file in the repository that holds the catalog. The folder exists already and
/// outlives every rename in it. A second import waits for the lock up to ``timeout`` seconds,
/// then refuses: nothing is written, and nothing is lost. The kernel releases the lock when the
/// holder closes it or exits, however it ends.
final class CatalogLock {
    /// How long an import waits for another to finish.
    static let timeout = 10.0

    private var descriptor: Int32

    /// Takes the lock of `directory`, waiting at most `timeout` seconds.
    init(directory: String, timeout: Double = CatalogLock.timeout) throws {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InputError(
                "\(EchoedInput.bounded(directory)): cannot open the catalog folder: \(String(cString: strerror(errno)))"
            )
        }
        var waited = 0.0
        let step = 0.02
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw InputError("\(EchoedInput.bounded(directory)): cannot lock: \(reason)")
            }
            guard waited < timeout else {
                close(descriptor)
                throw InputError(
                    "\(EchoedInput.bounded(directory)): another import is writing this catalog (the folder is locked); waited \(Self.seconds(timeout)) s, nothing written"
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
