/// One locale's messages as the library carries them: values only, no notes or fingerprints.
///
/// The built-in tables are generated from `Resources/copy/` by `swift run generate-sources`
/// (`Generated/CatalogTable+Generated.swift`) as array literals of integer and string literals, which the
/// compiler lays out as constant data: nothing is parsed or hashed into a dictionary when a
/// process starts. A key is found by binary search on its hash, then compared in full, so a key
/// costs one pass over its bytes and a handful of integer comparisons (a binary search on the
/// strings themselves costs about four times as much, and a `switch` over the keys compares them
/// one by one).
struct CatalogTable: Sendable {
    /// ``hash(_:)`` of each key, ascending; equal hashes, should two keys ever share one, are adjacent.
    let hashes: [UInt64]
    /// The keys, in the order of their hashes.
    let keys: [String]
    /// The values, in the same order.
    let values: [String]

    /// FNV-1a 64 of the key's UTF-8 bytes, as `compile-catalog` computes it.
    static func hash(_ key: String) -> UInt64 {
        if let hash = key.utf8.withContiguousStorageIfAvailable(hash(bytes:)) { return hash }
        var key = key
        return key.withUTF8(hash(bytes:))
    }

    private static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// The value of `key`, or nil.
    func value(_ key: String) -> String? { index(key).map { values[$0] } }

    /// Where `key` is in the table, or nil: a compiled message is cached by it (see
    /// ``MessageFormat/EntryCache``), which costs less than hashing its pattern.
    func index(_ key: String) -> Int? {
        let hash = Self.hash(key)
        var low = 0
        var high = hashes.count
        while low < high {
            let middle = (low &+ high) / 2
            if hashes[middle] < hash { low = middle &+ 1 } else { high = middle }
        }
        while low < hashes.count, hashes[low] == hash {
            if keys[low] == key { return low }
            low &+= 1
        }
        return nil
    }

    /// Every entry, as the catalog's dictionaries hold them.
    var entries: [String: CatalogEntry] {
        var entries: [String: CatalogEntry] = [:]
        entries.reserveCapacity(keys.count)
        for (key, value) in zip(keys, values) { entries[key] = CatalogEntry(value: value) }
        return entries
    }
}
