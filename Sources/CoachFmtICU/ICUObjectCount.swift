#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many ICU objects the kit has opened: every handle (formatters, rules, iterators, names,
/// zones, messages) and every call that builds an ICU object it then throws away (a pattern's
/// description, the pseudo-locale's rewriting).
///
/// Counted where an object is opened, never where one is used, so a warm call pays nothing; a
/// render that opens none formats only with cached handles. The count is kept for the whole
/// process and for each thread: a render runs on one thread, so a thread's count before and
/// after it is what that render opened, whatever other threads open meanwhile.
package enum ICUObjectCount {
    /// Objects opened (or tried: a failed open costs as much) in this process so far.
    package static var opened: Int { total.withLock { $0 } }

    /// Objects opened (or tried) on the calling thread so far.
    package static var openedOnThisThread: Int {
        Int(bitPattern: pthread_getspecific(threadKey))
    }

    /// Called where an ICU object is about to be opened.
    static func recordOpening() {
        total.withLock { $0 += 1 }
        let key = threadKey
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: Int(bitPattern: pthread_getspecific(key)) + 1))
    }

    private static let total = Locked(0)
    /// A thread's count, stored in the slot's pointer value; a new thread starts at 0 (nil).
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
