/// A bounded, thread-safe memo of strings.
///
/// For results that are pure functions of their inputs and asked for again and again (avatar
/// initials, endonyms); when full it starts over rather than tracking recency.
final class Memo<Key: Hashable & Sendable>: Sendable {
    private let storage = Locked<[Key: String]>([:])
    private let limit: Int

    init(limit: Int = 4096) { self.limit = limit }

    subscript(key: Key) -> String? {
        get { storage.withLock { $0[key] } }
        set {
            storage.withLock { values in
                if values.count >= limit { values.removeAll(keepingCapacity: true) }
                values[key] = newValue
            }
        }
    }
}

/// Two strings as one memo key: a name and a locale, a tag and a display locale.
struct StringPair: Hashable, Sendable {
    let first: String, second: String
    init(_ first: String, _ second: String) {
        self.first = first
        self.second = second
    }
}
