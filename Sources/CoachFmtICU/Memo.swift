/// A bounded, thread-safe memo of strings.
///
/// For results that are pure functions of their inputs and asked for again and again (avatar
/// initials, endonyms); when full it starts over rather than tracking recency.
package final class Memo<Key: Hashable & Sendable>: Sendable {
    private let storage = Locked<[Key: String]>([:])
    private let limit: Int

    package init(limit: Int = 4096) { self.limit = limit }

    package subscript(key: Key) -> String? {
        get { storage.withLock { $0[key] } }
        set {
            storage.withLock { values in
                if values.count >= limit { values.removeAll(keepingCapacity: true) }
                values[key] = newValue
            }
        }
    }
}

/// A memo for a few dozen short keys (language tags), looked up by comparing keys in order.
///
/// Hashing a short string costs more than comparing it with every key of a small table: a
/// warm endonym took 66 ns through `Memo`, about half of it in `Hasher`, and takes 23 ns here.
/// When full it starts over.
package final class SmallMemo: Sendable {
    private let storage = Locked<[(key: String, value: String)]>([])
    private let limit: Int

    package init(limit: Int = 32) { self.limit = limit }

    package subscript(key: String) -> String? {
        get { storage.withLock { entries in entries.first { $0.key == key }?.value } }
        set {
            storage.withLock { entries in
                entries.removeAll { $0.key == key }
                if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
                if let newValue { entries.append((key, newValue)) }
            }
        }
    }
}

/// Two strings as one memo key: a name and a locale, a tag and a display locale.
package struct StringPair: Hashable, Sendable {
    package let first: String, second: String
    package init(_ first: String, _ second: String) {
        self.first = first
        self.second = second
    }
}
