import CoachFmt
import Foundation
import Testing

/// The kit's values from the Foundation types an app holds, as an app calls them.
@Suite struct FoundationBridgeTests {
    @Test(arguments: ["0.99", "59.99", "68.00", "12.5", "0.0001", "1234.5678", "7"])
    func decimalPricesRoundTripExactly(_ text: String) throws {
        let decimal = try #require(Decimal(string: text))
        let amount = try #require(DecimalAmount(decimal))
        // The amount is the Decimal's value exactly: same digits, trailing zeros aside.
        #expect(Decimal(string: amount.text) == decimal)
        #expect(amount.text == decimal.description)
    }

    /// A `Decimal` built from its significand and exponent, as StoreKit's arithmetic leaves it,
    /// at two, three and four fraction digits: the amount holds its digits exactly, and its text
    /// reads back as the same `Decimal`.
    @Test(arguments: [
        (5999, -2, "59.99"), (1, -2, "0.01"), (12345, -3, "12.345"), (125, -3, "0.125"), (10005, -4, "1.0005"),
        (625, -4, "0.0625"),
    ])
    func decimalAmountsAtTwoThreeAndFourFractionDigits(significand: Int, exponent: Int, text: String) throws {
        let decimal = Decimal(sign: .plus, exponent: exponent, significand: Decimal(significand))
        let amount = try #require(DecimalAmount(decimal))
        #expect(amount.text == text)
        #expect(amount.units == Int64(significand))
        #expect(amount.scale == -exponent)
        #expect(Decimal(string: amount.text) == decimal)
        #expect(DecimalAmount(amount.text) == amount)
    }

    @Test func decimalsAnAmountCannotHold() throws {
        #expect(DecimalAmount(Decimal.nan) == nil)
        #expect(DecimalAmount(try #require(Decimal(string: "-1.50"))) == nil)
        #expect(DecimalAmount(try #require(Decimal(string: "1e30"))) == nil)
        #expect(DecimalAmount(try #require(Decimal(string: "59.99")))?.units == 5999)
        #expect(DecimalAmount(try #require(Decimal(string: "59.99")))?.scale == 2)
    }

    @Test func localesAndZones() throws {
        #expect(try LanguageTag(Locale(identifier: "zh_Hans_CN")).identifier == "zh-Hans-CN")
        #expect(try LanguageTag(Locale(identifier: "en-US")).identifier == "en-US")
        #expect(try LanguageTag(Locale(identifier: "th_TH@calendar=buddhist")).identifier == "th-TH-u-ca-buddhist")
        #expect(try TimeZoneID(TimeZone(identifier: "Asia/Shanghai")!).identifier == "Asia/Shanghai")
        #expect(throws: FormatError.self) { try TimeZoneID(TimeZone(secondsFromGMT: 19_800)!) }
    }

    @Test func nowIsTheClocksInstantInUTC() throws {
        let before = Date()
        let now = Timestamp.now
        let after = Date()
        #expect(now.offsetMinutes == 0)
        #expect(now.rawValue.hasSuffix("Z"))
        let milliseconds = Double(now.epochMilliseconds)
        #expect(milliseconds >= (before.timeIntervalSince1970 * 1000).rounded(.down) - 1)
        #expect(milliseconds <= (after.timeIntervalSince1970 * 1000).rounded(.up))
    }
}
