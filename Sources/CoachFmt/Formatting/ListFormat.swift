import CICUShim

/// Joins names with ICU's `ListFormatter` ("and" lists): `English and 日本語` in en,
/// `English和日本語` in zh-Hans, as CLDR writes them.
public enum ListFormat {
    public static func and(_ items: [String], locale: LanguageTag) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        var pool: [UInt8] = []
        var offsets: [Int32] = []
        var lengths: [Int32] = []
        for item in items {
            offsets.append(Int32(pool.count))
            pool.append(contentsOf: item.utf8)
            lengths.append(Int32(item.utf8.count))
        }
        guard
            let list = try? handles.handle(
                for: locale.identifier,
                open: { () throws(ICUError) in
                    try ICUHandle(closing: cf_list_close) { cf_list_open(locale.identifier, &$0) }
                })
        else { return items.joined(separator: ", ") }
        let joined = try? pool.withUnsafeBufferPointer { bytes throws(ICUError) in
            try bytes.withMemoryRebound(to: CChar.self) { chars throws(ICUError) in
                try ICUString.make {
                    cf_list_format(list.pointer, chars.baseAddress, offsets, lengths, Int32(items.count), $0, $1, &$2)
                }
            }
        }
        return joined ?? items.joined(separator: ", ")
    }

    private static let handles = HandleCache<String, ICUHandle>()
}
