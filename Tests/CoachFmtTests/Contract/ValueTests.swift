import Testing

@testable import CoachFmt
@testable import CoachFmtContract

@Suite("Value types")
struct ValueTests {
    @Test("Unknown enum values keep their raw string")
    func openEnum() throws {
        let settlement = try ContractDecoder.decode(
            Settlement.self, from: Examples.bytes("en/settlement.level-up.json"), file: "settlement.level-up.json")
        let type = try #require(settlement.xp.breakdown.last?.type)
        #expect(type == .unknown("streak_bonus"))
        #expect(type.rawValue == "streak_bonus")
        #expect(type.known == nil)
        #expect(settlement.xp.breakdown.first?.type.known == .round1)
        #expect(Open<Settlement.XPType>(rawValue: "weekly_quest") == .known(.weeklyQuest))
        #expect(Open<Settlement.XPType>.unknown("round1") == .known(.round1))
    }

    @Test("Optional fields are nil when missing or null")
    func optionals() throws {
        for text in [
            #"{"current": 1, "longest": 2, "today_done": true, "at_risk": false, "freezes": 0}"#,
            #"{"current": 1, "longest": 2, "today_done": true, "at_risk": false, "freezes": 0, "last_freeze_used_local_date": null}"#,
        ] {
            let streak = try ContractDecoder.decode(Streak.self, from: Array(text.utf8), file: "home.json")
            #expect(streak.lastFreezeUsedLocalDate == nil)
        }
    }

    @Test(
        "CalendarDate accepts real days",
        arguments: ["2026-11-27", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31"])
    func validDates(_ text: String) throws {
        let date = try #require(CalendarDate(text))
        #expect(date.description == text)
        #expect(CalendarDate(daysSinceEpoch: date.daysSinceEpoch) == date)
    }

    @Test(
        "CalendarDate rejects malformed or impossible dates",
        arguments: [
            "2026-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-11-00", "2026-1-05",
            "26-11-27", "2026/11/27", "2026-11-27T00:00:00Z", "２０２６-11-27", "", "abcd-ef-gh",
        ])
    func invalidDates(_ text: String) {
        #expect(CalendarDate(text) == nil)
    }

    @Test("CalendarDate arithmetic")
    func dateArithmetic() throws {
        let date = try #require(CalendarDate("2026-11-27"))
        #expect(date.daysSinceEpoch == 20_784)
        #expect(date.isoWeekday == 5)  // a Friday
        #expect(date.adding(days: 5).description == "2026-12-02")
        #expect(CalendarDate(daysSinceEpoch: 0).description == "1970-01-01")
        #expect(CalendarDate(daysSinceEpoch: -1).description == "1969-12-31")
    }

    @Test(
        "Timestamp computes epoch milliseconds",
        arguments: [
            ("1970-01-01T00:00:00Z", 0, 0),
            ("2026-11-27T08:30:00Z", 1_795_768_200_000, 0),
            ("2026-11-27T09:15:00-05:00", 1_795_788_900_000, -300),
            ("2026-11-27T22:15:00+08:00", 1_795_788_900_000, 480),
            ("2000-02-29T12:00:00.5+05:30", 951_805_800_500, 330),
            ("1969-12-31T23:59:59.999Z", -1, 0),
            ("2038-01-19T03:14:08.1234567Z", 2_147_483_648_123, 0),
            ("1900-03-01T00:00:00Z", -2_203_891_200_000, 0),
        ] as [(String, Int64, Int)])
    func epochMilliseconds(_ text: String, _ milliseconds: Int64, _ offset: Int) throws {
        let timestamp = try #require(Timestamp(text))
        #expect(timestamp.epochMilliseconds == milliseconds)
        #expect(timestamp.offsetMinutes == offset)
        #expect(timestamp.rawValue == text)
    }

    @Test("Timestamp keeps its own local date")
    func localDate() throws {
        #expect(Timestamp("2026-11-27T22:15:00+08:00")?.localDate.description == "2026-11-27")
        #expect(Timestamp("2026-11-27T02:00:00+08:00")?.localDate.description == "2026-11-27")
        #expect(Timestamp("2026-11-26T23:30:00-05:00")?.localDate.description == "2026-11-26")
        #expect(Timestamp("1969-12-31T23:00:00Z")?.localDate.description == "1969-12-31")
    }

    @Test(
        "Timestamp rejects malformed input",
        arguments: [
            "2026-11-27T09:15:00", "2026-11-27 09:15:00Z", "2026-11-27t09:15:00z", "2026-11-27T24:00:00Z",
            "2026-11-27T09:60:00Z", "2026-11-27T09:15:60Z", "2026-11-27T09:15Z", "2026-11-27T09:15:00.Z",
            "2026-11-27T09:15:00+0500", "2026-11-27T09:15:00+05", "2026-11-27T09:15:00+24:00",
            "2026-02-30T09:15:00Z", "2026-11-27T09:15:00ZZ", "2026-11-27", "",
        ])
    func invalidTimestamps(_ text: String) {
        #expect(Timestamp(text) == nil)
    }

    @Test("DecimalAmount keeps the price exact")
    func decimalAmount() throws {
        let price = try #require(DecimalAmount("68.00"))
        #expect(price.units == 6800 && price.scale == 2 && price.description == "68.00")
        #expect(DecimalAmount("388")?.scale == 0)
        for bad in ["", "-1.00", "1e3", "1.", ".5", "1.2.3", "68,00", " 68"] {
            #expect(DecimalAmount(bad) == nil, "\(bad)")
        }
    }

    @Test("StoreKit products decode with exact prices")
    func storekitProducts() throws {
        let products = try ContractDecoder.decode(
            [StoreKitProduct].self, from: Examples.bytes("zh-Hans/storekit.cn.json"), file: "storekit.cn.json")
        let monthly = try #require(products.first { $0.id == "coach.pro.monthly" })
        #expect(monthly.price.description == "68.00")
        #expect(monthly.currencyCode == "CNY")
        #expect(monthly.subscriptionPeriod.unit == .month)
        #expect(products.first?.introductoryOffer?.paymentMode.known == .freeTrial)
    }
}
