import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// One 64-bit extreme in one field of an example state: each of these trapped (or showed
/// another number) before the arithmetic on inputs went through `CheckedArithmetic`.
@Suite struct ExtremeNumberTests {
    /// The state rendered from its own files in `locale`, with the number at `path` of one file
    /// replaced by `number` (a JSON number token), decoded tolerantly as an app decodes.
    static func render(
        _ id: String, _ endpoint: String, _ path: [MutationTests.Step], _ number: String, locale: LanguageTag = .en
    ) throws -> RenderedScreen {
        let state = try #require(try ExampleIndex.builtIn().state(id))
        var inputs = ScreenInputs()
        for (name, file) in state.files.sorted(by: { $0.key < $1.key }) {
            let key = try #require(Endpoint(rawValue: name))
            var bytes = Array(try #require(EmbeddedResources.text("examples/\(locale.identifier)/\(file)")).utf8)
            if name == endpoint {
                let tree = try JSONParser.parse(bytes)
                bytes = Array(MutationTests.replacing(tree, at: path[...], with: .number(number)).compactText.utf8)
            }
            try inputs.add(key, bytes: bytes, file: "\(locale.identifier)/\(file)", mode: .tolerant)
        }
        return ScreenRenderer.render(
            state.section, inputs: inputs, locale: locale, timeZone: state.zone(for: locale), now: state.now)
    }

    static func element(_ screen: RenderedScreen, _ label: String) throws -> RenderedElement {
        try #require(screen.elements.first { $0.label == label }, "\(label) in \(screen.elements.map(\.label))")
    }

    static func part(_ element: RenderedElement, _ label: String) throws -> RenderedElement {
        try #require(element.parts.first { $0.label == label }, "\(label) in \(element.parts.map(\.label))")
    }

    /// A spoken duration of 2^31 hours or more once trapped in an Int32 conversion; the screens'
    /// spoken durations, whole minutes from the catalog, say any duration exactly.
    @Test func aSpokenDurationOf2To31HoursIsSaidInMinutesOnScreen() throws {
        let screen = try Self.render(
            "record/record--recording", "local", [.key("recorder"), .key("effectiveMs")], "7730941132800000")
        let timer = try Self.element(screen, "timer")
        #expect(timer.text == "2147483648:00:00")
        #expect(timer.accessibilityLabel == "128,849,018,880 minutes")
    }

    @Test func aMinimumOfInt64MaxCountsItsSecondsExactly() throws {
        // Nothing recorded yet: the hint's rounding up added 999 to 2^63 − 1 and trapped.
        let idle = try Self.render("record/record--idle", "session", [.key("min_valid_ms")], "9223372036854775807")
        #expect(try Self.element(idle, "min").text == "9,223,372,036,854,776 more seconds")
        let screen = try Self.render(
            "record/record--recording", "session", [.key("min_valid_ms")], "9223372036854775807")
        // ⌈(2^63 − 1 − 47 200) / 1000⌉
        #expect(try Self.element(screen, "min").text == "9,223,372,036,854,729 more seconds")
    }

    @Test func aMinimumOfInt64MaxCountsDiagnosticSecondsExactly() throws {
        let screen = try Self.render(
            "diagnostic/diag-record--recording", "session", [.key("min_valid_ms")], "9223372036854775807")
        let recorder = try #require(screen.elements.first { $0.parts.contains { $0.label == "submit (disabled)" } })
        let submit = try Self.part(recorder, "submit (disabled)")
        #expect(submit.text == "9,223,372,036,854,729 more seconds")
    }

    @Test func trialDaysOfInt64MaxHideTheDatesTheyReachNoDateFor() throws {
        let screen = try Self.render(
            "paywall/paywall--default", "paywall", [.key("products"), .index(0), .key("trial_days")],
            "9223372036854775807")
        let reason = HiddenReason.unrepresentable(
            field: "paywall.products[coach.pro.yearly].trial_days", value: "9223372036854775807")
        let timeline = try Self.element(screen, "timeline dates")
        #expect(try Self.part(timeline, "reminder").content == .hidden(reason: reason))
        #expect(try Self.part(timeline, "billing").content == .hidden(reason: reason))
        #expect(try Self.element(screen, "billing price").content == .hidden(reason: reason))
        #expect(
            reason.description
                == "paywall.products[coach.pro.yearly].trial_days is 9223372036854775807, too large to show")
    }

    @Test func anOverallDeltaOfInt64MinIsSpokenExactly() throws {
        let screen = try Self.render(
            "complete/complete--improved", "settlement", [.key("comparison"), .key("overall_delta")],
            "-9223372036854775808")
        let delta = try Self.element(screen, "session delta")
        #expect(delta.text == "-9,223,372,036,854,775,808")
        #expect(delta.accessibilityLabel == "down 9,223,372,036,854,775,808 points")
    }

    @Test func integersFormatExactlyPast2To53() throws {
        let format = try NumberFormat(locale: .en)
        #expect(format.format(9_007_199_254_740_993) == "9,007,199,254,740,993")
        #expect(format.format(Int.min + 1) == "-9,223,372,036,854,775,807")
    }

    /// ICU reads a plural's operands as doubles: 2^53 + 1 selected as 2^53 ("…993nd").
    @Test func ordinalsAndPluralsSelectExactlyOverEveryInteger() throws {
        let ordinal = try MessageFormat("{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", locale: .en)
        #expect(try ordinal.format(["n": 9_007_199_254_740_993]) == "9,007,199,254,740,993rd")
        #expect(try ordinal.format(["n": 9_007_199_254_740_992]) == "9,007,199,254,740,992nd")
        #expect(try ordinal.format(["n": -9_007_199_254_740_993]) == "-9,007,199,254,740,993rd")
        #expect(try ordinal.format(["n": 9_007_199_254_741_011]) == "9,007,199,254,741,011th")
        #expect(try ordinal.format(["n": .integer(.max)]) == "9,223,372,036,854,775,807th")
        #expect(try ordinal.format(["n": .integer(.min)]) == "-9,223,372,036,854,775,808th")
        #expect(try ordinal.format(["n": .decimal("123456789012345678901")]) == "123,456,789,012,345,678,901st")
        // `#` shows the value less the offset; the argument elsewhere shows the value.
        let others = try MessageFormat(
            "{n, plural, offset:1 one {you and # other} other {you and # others}} ({n, number})", locale: .en)
        #expect(
            try others.format(["n": 9_007_199_254_740_994])
                == "you and 9,007,199,254,740,993 others (9,007,199,254,740,994)")
        #expect(try others.format(["n": 2]) == "you and 1 other (2)")
        let past = try MessageFormat("{n, plural, offset:-5 other {#}}", locale: .en)
        #expect(try past.format(["n": .integer(.max)]) == "9,223,372,036,854,775,812")
        // A `#` of an inner plural belongs to that plural.
        let nested = try MessageFormat(
            "{n, selectordinal, few {{k, plural, one {# of #} other {#}}} other {x}}", locale: .en)
        #expect(try nested.format(["n": 9_007_199_254_740_993, "k": 1]) == "1 of 1")
    }

    @Test func roundingIsExactPast2To53() {
        // A Double holds 2^53 + 15 as 2^53 + 16 and rounds these to the wrong step.
        #expect(TimeRounding.readSeconds(9_007_199_254_741_005) == 9_007_199_254_741_020)
        #expect(TimeRounding.etaSeconds(milliseconds: 9_007_199_254_742_499) == 9_007_199_254_740)
        #expect(TimeRounding.etaSeconds(milliseconds: .max) == 9_223_372_036_854_775)
        #expect(TimeRounding.readSeconds(.max) == 9_223_372_036_854_775_800)
    }

    @Test func checkedArithmeticIsExactAtTheExtremes() throws {
        #expect(CheckedArithmetic.sum(.max, 1) == nil)
        #expect(CheckedArithmetic.difference(.min, 1) == nil)
        #expect(CheckedArithmetic.difference(0, .min) == nil)
        #expect(CheckedArithmetic.magnitude(.min) == nil)
        #expect(CheckedArithmetic.magnitudeDecimal(.min) == "9223372036854775808")
        #expect(CheckedArithmetic.int32(1 << 31) == nil)
        #expect(CheckedArithmetic.int(exactly: 1e300) == nil)
        #expect(CheckedArithmetic.secondsRoundedUp(from: .max, minus: .min) == 18_446_744_073_709_552)
        #expect(CheckedArithmetic.secondsRoundedUp(from: 1001, minus: 0) == 2)
        #expect(CheckedArithmetic.stepsRoundedToNearest(-2500, step: 1000) == -3)
        #expect(CheckedArithmetic.stepsRoundedToNearest(.min, step: 1000) == -9_223_372_036_854_776)
        #expect(CheckedArithmetic.stepsRoundedToNearest(.max, step: .max) == 1)
        #expect(CheckedArithmetic.secondsRoundedUp(from: .min, minus: .max) == -18_446_744_073_709_551)
        #expect(CheckedArithmetic.secondsRoundedUp(from: -1001, minus: 0) == -1)
        #expect(CheckedArithmetic.secondsRoundedUp(from: 1, minus: -999) == 1)
        #expect(CheckedArithmetic.exceeds(.max, minus: .min, limit: .max))
        #expect(!CheckedArithmetic.exceeds(.min, minus: .max, limit: .min))
        #expect(CheckedArithmetic.exceeds(10, minus: 3, limit: 6))
        #expect(!CheckedArithmetic.exceeds(10, minus: 3, limit: 7))
        let today = try #require(CalendarDate(year: 2026, month: 11, day: 27))
        #expect(CheckedArithmetic.date(today, addingDays: .max) == nil)
        #expect(CheckedArithmetic.date(today, addingDays: .min) == nil)
        #expect(CheckedArithmetic.date(today, addingDays: 7) == CalendarDate(year: 2026, month: 12, day: 4))
        #expect(CalendarDate(daysSinceEpoch: CalendarDate.lastDaySinceEpoch).description == "9999-12-31")
        #expect(CalendarDate(daysSinceEpoch: CalendarDate.firstDaySinceEpoch).description == "0001-01-01")
    }

    @Test func theUnrepresentableReasonRoundTripsThroughJSON() throws {
        let reason = HiddenReason.unrepresentable(field: "attempt.duration_ms", value: "9223372036854775807")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try encoder.encode(reason)
        #expect(
            String(decoding: json, as: UTF8.self)
                == #"{"field":"attempt.duration_ms","kind":"unrepresentable","value":"9223372036854775807"}"#)
        #expect(try JSONDecoder().decode(HiddenReason.self, from: json) == reason)
    }
}
