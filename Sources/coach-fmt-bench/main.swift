// Benchmark: the kit's calls beside the same ICU operation on a raw, cached handle (the floor)
// and beside Foundation's reused Date.FormatStyle, as ratios of medians from one run.
// Run: swift run -c release coach-fmt-bench
import CICUShim
import CoachFmt
import Foundation

let rounds = 21
let iterations: Int32 = 20_000

/// Median nanoseconds per call over `rounds` timed loops.
func median(_ body: () -> Double) -> Double {
    let samples = (0..<rounds).map { _ in body() }.sorted()
    return samples[rounds / 2]
}

func timed(_ count: Int32 = iterations, _ call: (Int32) -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for i in 0..<count { call(i) }
    let elapsed = start.duration(to: clock.now)
    let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return ns / Double(count)
}

@inline(never) func keep<T>(_ value: T) { withExtendedLifetime(value) {} }

var rows: [(String, Double, Double, String)] = []
@MainActor func row(_ name: String, kit: Double, floor: Double, note: String = "") {
    rows.append((name, kit, floor, note))
}

// Dates: MMMd of a calendar day, zh-Hans.
let day = try CalendarDate(parsing: "2025-10-17")
let dateFormat = try DateFormat(skeleton: "MMMd", locale: .zhHans)
let kitDate = median { timed { i in keep(dateFormat.format(day.adding(days: Int(i & 63)))) } }
let rawDate = median { cf_bench_raw_date("zh_Hans", "MMMd", day.utcMidnightMilliseconds, iterations) }
var style = Date.FormatStyle(date: .omitted, time: .omitted).month(.abbreviated).day()
style.locale = Locale(identifier: "zh-Hans")
style.timeZone = TimeZone(identifier: "UTC")!
let baseDate = Date(timeIntervalSince1970: day.utcMidnightMilliseconds / 1000)
let foundationDate = median { timed { i in keep(style.format(baseDate.addingTimeInterval(Double(i & 63) * 86400))) } }
row("date MMMd (zh-Hans), reused DateFormat", kit: kitDate, floor: rawDate, note: "Foundation Date.FormatStyle: \(Int(foundationDate)) ns, kit is \(String(format: "%.2f", foundationDate / kitDate))× faster")

// Messages: a plural with a name, en.
let pattern = "{count, plural, one {# day left, {name}} other {# days left, {name}}}"
let message = try MessageFormat(pattern, locale: .en)
let argumentSets: [[String: MessageValue]] = (0..<8).map { ["count": .integer($0), "name": "Mia"] }
let kitMessage = median { timed { i in keep(try? message.format(argumentSets[Int(i & 7)])) } }
let rawMessage = median { cf_bench_raw_message("en", pattern, 5, iterations) }
row("message plural + name (en), reused MessageFormat", kit: kitMessage, floor: rawMessage)

// Plural category.
let ru = try LanguageTag("ru")
let rules = try PluralRules(locale: ru)
let kitPlural = median { timed { i in keep(rules.category(of: Double(i & 7))) } }
let rawPlural = median { cf_bench_raw_plural("ru", 0, iterations) }
row("plural category (ru), reused PluralRules", kit: kitPlural, floor: rawPlural)

// Avatar initial and endonym.
let kitInitial = median { timed { _ in keep(AvatarInitial.of("👩‍💻 Mia", locale: .en)) } }
let rawInitial = median { cf_bench_raw_initial("en", "👩‍💻 Mia", iterations) }
row("avatar initial (emoji ZWJ)", kit: kitInitial, floor: rawInitial)
let ja = try LanguageTag("ja")
let kitEndonym = median { timed { _ in keep(LanguageNames.endonym(of: ja)) } }
row("endonym (ja), warm", kit: kitEndonym, floor: .nan, note: "target < 100 ns")

print("| call | kit ns | raw ICU ns | ratio | note |")
print("|---|---:|---:|---:|---|")
for (name, kit, floor, note) in rows {
    let ratio = floor.isNaN ? "—" : String(format: "%.2f×", kit / floor)
    print("| \(name) | \(Int(kit.rounded())) | \(floor.isNaN ? "—" : String(Int(floor.rounded()))) | \(ratio) | \(note) |")
}
