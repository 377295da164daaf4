internal import CICUShim

/// ICU's text services the formatters call: bidi classes, the pseudo-locale's rewriting,
/// grapheme clusters and list patterns. Inputs and outputs are Swift strings.
package enum ICUText {
    /// True when `text` holds a bidi control or a strong right-to-left character (R or AL).
    package static func needsBidiIsolation(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes, count in cf_needs_bidi_isolation(bytes, count) != 0 }
    }

    /// An en pattern with its literal text pseudo-localized; `offset` is where ICU stopped on a bad one.
    package static func pseudoPattern(_ pattern: String, offset: inout Int32) throws(ICUError) -> String {
        ICUObjectCount.recordOpening()  // a MessagePattern, built for this call
        return try pattern.withUTF8Bytes { bytes, count throws(ICUError) in
            try ICUString.make { cf_pseudo_pattern(bytes, count, $0, $1, &offset, &$2) }
        }
    }

    /// Plain text pseudo-localized as a whole: accented, expanded and bracketed.
    package static func pseudoText(_ text: String) throws(ICUError) -> String {
        try text.withUTF8Bytes { bytes, count throws(ICUError) in
            try ICUString.make { cf_pseudo_text(bytes, count, $0, $1, &$2) }
        }
    }

    /// Opens a grapheme-cluster break iterator for `locale` (an ICU data locale).
    package static func openGraphemes(locale: String) throws(ICUError) -> ICUHandle {
        try ICUHandle(closing: cf_graphemes_close) { cf_graphemes_open(locale, &$0) }
    }

    /// The first grapheme cluster of `text` that is a letter, by the iterator `graphemes`.
    package static func initial(of text: String, graphemes: ICUHandle) throws(ICUError) -> String {
        try text.withUTF8Bytes { bytes, count throws(ICUError) in
            try ICUString.make { cf_graphemes_initial(graphemes.pointer, bytes, count, $0, $1, &$2) }
        }
    }

    /// Opens the "and" list formatter of `locale` (an ICU data locale).
    package static func openList(locale: String) throws(ICUError) -> ICUHandle {
        try ICUHandle(closing: cf_list_close) { cf_list_open(locale, &$0) }
    }

    /// `items` joined by the list pattern of `list`.
    package static func join(_ items: [String], list: ICUHandle) throws(ICUError) -> String {
        var pool: [UInt8] = []
        var offsets: [Int32] = []
        var lengths: [Int32] = []
        for item in items {
            offsets.append(Int32(pool.count))
            pool.append(contentsOf: item.utf8)
            lengths.append(Int32(item.utf8.count))
        }
        return try pool.withUnsafeBufferPointer { bytes throws(ICUError) in
            try bytes.withMemoryRebound(to: CChar.self) { chars throws(ICUError) in
                try ICUString.make {
                    cf_list_format(list.pointer, chars.baseAddress, offsets, lengths, Int32(items.count), $0, $1, &$2)
                }
            }
        }
    }
}
