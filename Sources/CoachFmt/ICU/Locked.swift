#if canImport(Glibc)
    import Glibc
#endif

/// A value behind a pthread mutex.
///
/// The standard library's `Mutex` locks with a bare futex on Linux, which ThreadSanitizer
/// cannot see, so every access under it reads as a race; a pthread mutex is visible to it, and
/// CI runs the suite under ThreadSanitizer. The mutex lives in its own allocation because a
/// pthread mutex must not move.
final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
