extension CopyStyle {
    /// CJK ideographs (the URO, extension A, compatibility ideographs, the supplementary planes) and 〇.
    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x3134F, 0x3007: true
        default: false
        }
    }

    /// A Latin letter, an ASCII digit or a number sign (`+ % ¥ $`).
    static func isLatinOrNumber(_ scalar: Unicode.Scalar) -> Bool {
        isASCIIDigit(scalar) || "+%¥$".unicodeScalars.contains(scalar)
            || (scalar.value < 0x250 && scalar.properties.isAlphabetic)
    }

    static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (isASCIIDigit(scalar) || scalar.properties.isAlphabetic)
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\u{A0}" }

    /// The runs of `scalars` between spaces (`isSpace`), as index ranges, in order.
    static func words(_ scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard !isSpace(scalars[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count && !isSpace(scalars[end]) { end += 1 }
            words.append(index..<end)
            index = end
        }
        return words
    }

    static let fullWidthPunctuation = Set("，。：；！？（）、《》「」『』【】".unicodeScalars)

    static func isFullWidthPunctuation(_ scalar: Unicode.Scalar) -> Bool { fullWidthPunctuation.contains(scalar) }

    /// What may stand next to an argument of any script: full-width punctuation and quotes.
    static func setsOff(_ scalar: Unicode.Scalar) -> Bool {
        isFullWidthPunctuation(scalar) || "“”‘’".unicodeScalars.contains(scalar)
    }

    static let fullWidthFor: [Unicode.Scalar: String] = [
        ",": "，", ".": "。", ";": "；", ":": "：", "!": "！", "?": "？", "(": "（", ")": "）",
    ]
}
