import Testing

@testable import CoachFmt
@testable import CoachFmtFormatting

/// A numeral reaches ICU with every digit it was written with: an integer keeps all 64 bits, and
/// one that `Int` or `Double` cannot hold exactly goes as a decimal, as `format number` does.
@Suite struct MessageNumeralTests {
    static func format(_ value: MessageValue, _ pattern: String = "{v, number}") throws -> String {
        try MessageFormat(pattern, locale: .en).format(["v": value])
    }

    @Test func int64LimitsAreExact() throws {
        #expect(try Self.format(.integer(Int.max)) == "9,223,372,036,854,775,807")
        #expect(try Self.format(.integer(Int.min)) == "-9,223,372,036,854,775,808")
        #expect(try Self.format(MessageValue(numeral: "9223372036854775807")!) == "9,223,372,036,854,775,807")
    }

    @Test func integersBeyondInt64AreDecimals() throws {
        let numeral = try #require(MessageValue(numeral: "12345678901234567890"))
        #expect(numeral == .decimal("12345678901234567890"))
        #expect(try Self.format(numeral) == "12,345,678,901,234,567,890")
        #expect(
            try Self.format(MessageValue(numeral: "99999999999999999999999999")!)
                == "99,999,999,999,999,999,999,999,999")
        #expect(try Self.format(MessageValue(numeral: "-9223372036854775809")!) == "-9,223,372,036,854,775,809")
    }

    @Test func longFractionsAreDecimals() throws {
        let numeral = try #require(MessageValue(numeral: "0.12345678901234567891"))
        #expect(numeral == .decimal("0.12345678901234567891"))
        #expect(try Self.format(numeral, "{v, number, ::precision-unlimited}") == "0.12345678901234567891")
        // Fifteen significant digits or fewer survive a double: those stay doubles.
        #expect(MessageValue(numeral: "2.5") == .double(2.5))
        #expect(MessageValue(numeral: "seven") == nil)
        #expect(MessageValue(numeral: "1.") == nil)
    }
}
