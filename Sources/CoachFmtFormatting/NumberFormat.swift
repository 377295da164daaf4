import CoachFmtContract
import CoachFmtICU

/// Formats numbers from an ICU number skeleton.
///
/// ```swift
/// try NumberFormat(skeleton: "sign-always", locale: .en).format(11)         // "+11"
/// try NumberFormat(skeleton: "percent", locale: .zhHans).format(0.25)      // "25%"
/// try NumberFormat(skeleton: "currency/CNY", locale: .zhHans).format(5.67) // "¥5.67"
/// ```
public struct NumberFormat: Sendable {
    /// The ICU number skeleton (`sign-always`, `currency/USD unit-width-narrow`); empty for the locale's default.
    public let skeleton: String
    /// The locale whose symbols and grouping are used.
    public let locale: LanguageTag
    let handle: ICUHandle

    /// Opens (or reuses) ICU's formatter for the skeleton; throws when ICU rejects the skeleton.
    public init(skeleton: String = "", locale: LanguageTag) throws(FormatError) {
        self.skeleton = skeleton
        self.locale = locale
        handle = try Self.open(skeleton, locale)
    }

    /// `value` in the locale: `1,234.5` in en, `1,234.5` in zh-Hans.
    public func format(_ value: Double) -> String {
        (try? ICUNumbers.format(value, number: handle)) ?? ""
    }

    /// An integer in the locale, exact over the whole Int64 range: ICU formats its decimal
    /// digits, where a Double would round anything past 2^53.
    public func format(_ value: Int) -> String {
        (try? ICUNumbers.format(decimal: String(value), number: handle)) ?? ""
    }

    /// Formats a decimal exactly as written (`"68.00"`, `"-3"`): no binary rounding on the way.
    public func format(decimal: String) throws(FormatError) -> String {
        guard Decimal.isWellFormed(decimal) else { throw .invalidNumber(decimal) }
        do {
            return try ICUNumbers.format(decimal: decimal, number: handle)
        } catch {
            // The number is well formed: what ICU refused at this point is what the skeleton asks.
            throw .icu(
                error.explained,
                during: "applying the number skeleton '\(EchoedInput.bounded(skeleton))' to \(decimal)")
        }
    }

    private struct Key: Hashable, Sendable {
        let skeleton: String, locale: String
    }
    private static let cache = HandleCache<Key, ICUHandle>()

    private static func open(_ skeleton: String, _ locale: LanguageTag) throws(FormatError) -> ICUHandle {
        var offset: Int32 = 0
        do {
            return try cache.handle(for: Key(skeleton: skeleton, locale: locale.identifier)) { () throws(ICUError) in
                try ICUNumbers.open(skeleton: skeleton, locale: locale.dataLocale.identifier, offset: &offset)
            }
        } catch {
            throw .invalidNumberSkeleton(skeleton, offset: Int(offset), icu: error.explained)
        }
    }

    /// Plain decimal text as the CLI and the API give numbers: optional sign, digits, optional
    /// fraction. ICU would also take `1e3` and `Infinity`, which are not amounts people type.
    enum Decimal {
        static func isWellFormed(_ text: String) -> Bool {
            var digits = 0
            var dots = 0
            for (i, c) in text.utf8.enumerated() {
                switch c {
                case UInt8(ascii: "-"), UInt8(ascii: "+"): if i != 0 { return false }
                case UInt8(ascii: "."): dots += 1
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
                default: return false
                }
            }
            return digits > 0 && dots <= 1 && text.utf8.count <= 64
        }
    }
}
