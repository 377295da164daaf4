#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a pthread mutex.
///
/// The standard library's `Mutex` locks with a bare futex on Linux, which ThreadSanitizer
/// cannot see, so every access under it reads as a race; a pthread mutex is visible to it, and
/// CI runs the suite under ThreadSanitizer. The mutex lives in its own allocation because a
/// pthread mutex must not move. So does the value: an `inout` access to a class's stored `var`
/// is checked for exclusivity at run time (about 13 ns a call here, a fifth of a warm memo
/// lookup), and the mutex already makes every access exclusive.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let value: UnsafeMutablePointer<Value>

    package init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}
