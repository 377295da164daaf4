#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A non-negative decimal sent as a string (`"68.00"`) so that no binary
/// floating point rounds a price: StoreKit's `Product.price` is a `Decimal`.
///
/// `units` and `scale` give the exact value (`"68.00"` → 6800 × 10⁻²), which is
/// enough to divide a yearly price by 12 without drift and to hand the text to
/// `Decimal(string:)` in the app.
public struct DecimalAmount: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The text exactly as sent.
    public let text: String
    /// The value with the decimal point removed: `"68.00"` → 6800.
    public let units: Int64
    /// Digits after the decimal point: `"68.00"` → 2.
    public let scale: Int

    /// Parses `digits` or `digits.digits`; nil for signs, exponents or anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            let units = Int64(parts.joined())
        else { return nil }
        self.text = text
        self.units = units
        self.scale = parts.count == 2 ? parts[1].count : 0
    }

    /// The amount of a `Decimal` (StoreKit's `Product.price`), exactly: `59.99` is `59.99`, with
    /// no binary rounding. Nil for NaN, a negative amount, or more digits than `units` holds.
    public init?(_ decimal: Decimal) {
        guard !decimal.isNaN else { return nil }
        self.init(decimal.description)
    }

    /// The text exactly as sent.
    public var description: String { text }

    /// Decodes a decimal string such as `"68.00"`; a JSON number, a sign or an exponent fails to decode.
    public init(from decoder: any Decoder) throws {
        self = try decoder.singleValueContainer().decodeParsed(.decimal, "a decimal string like \"68.00\"") {
            DecimalAmount($0)
        }
    }

    /// Encodes the text exactly as sent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// `self / divisor` as exact decimal text for ICU to round (to a currency's digits,
    /// half-even): six more digits than `self`, and a sticky `1` when the division does not end
    /// there, so that a value just above a tie never rounds as a tie. Divided by 12:
    /// `"59.99"` → `"4.999166661"`, `"388.00"` → `"32.333333331"`, `"0.06"` → `"0.00500000"`.
    /// nil on overflow or a divisor below 1.
    package func quotientText(dividingBy divisor: Int64) -> String? {
        let extraDigits = 6
        let (scaled, overflow) = units.multipliedReportingOverflow(by: 1_000_000)
        guard !overflow, divisor > 0 else { return nil }
        let (quotient, remainder) = scaled.quotientAndRemainder(dividingBy: divisor)
        let scale = self.scale + extraDigits
        var digits = String(quotient)
        if digits.count <= scale { digits = String(repeating: "0", count: scale - digits.count + 1) + digits }
        let text = digits.dropLast(scale) + "." + digits.suffix(scale)
        return remainder == 0 ? String(text) : text + "1"
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
